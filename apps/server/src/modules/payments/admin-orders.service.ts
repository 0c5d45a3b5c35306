import type { AdminOrder, AdminOrdersPage, AdminOrdersQuery, Language, OrderView, Revenue } from "@studio/contracts";
import type { Currency, OrderState, ProductKind } from "@studio/domain";
import type { PaymentProviderName } from "./payment-provider";
import { AppError } from "../../errors";
import type { AdminOrdersRepository, OrderEventWithActor } from "./admin-orders.repository";
import type { OrderRow } from "./payments.schema";
import type { ReceiptsConfig } from "./receipts.config";

export type AdminOrdersDeps = {
  repository: AdminOrdersRepository;
  receipts: ReceiptsConfig;
  /** The site's language for documents when none is asked for (zh on SITE_VARIANT=cn). */
  siteLanguage: Language;
  /** Days of revenue and dates on receipts are those of this zone (QUOTA_TIME_ZONE). */
  timeZone: string;
  now?: () => Date;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An order as its buyer sees it (the contracts' orderViewSchema). */
export function orderView(order: OrderRow, events: OrderEventWithActor[] = []): OrderView {
  return {
    orderId: order.id,
    product: order.product,
    kind: order.kind as ProductKind,
    amount: order.amount,
    currency: order.currency as Currency,
    coupon: order.coupon,
    provider: order.provider as PaymentProviderName,
    state: order.state as OrderState,
    designId: order.designId,
    failure: order.failure,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    events: events.map((event) => ({ state: event.state as OrderState, at: event.createdAt.toISOString(), note: event.note })),
  };
}

/** The calendar day (YYYY-MM-DD) in `timeZone` of the instant `offset` days from `at`. */
function dayOf(at: Date, timeZone: string, offset = 0): string {
  const shifted = new Date(at.getTime() + offset * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(shifted);
}

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end && out.length <= 366; at += 86_400_000) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

/** The admin's orders page and revenue, the buyers' invoices and receipts (issue 16 P4). */
export function createAdminOrdersService(deps: AdminOrdersDeps) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  function adminView(order: Awaited<ReturnType<AdminOrdersRepository["find"]>> & object, events: OrderEventWithActor[]): AdminOrder {
    return {
      ...orderView(order, events),
      events: events.map((event) => ({ state: event.state as OrderState, at: event.createdAt.toISOString(), note: event.note, actor: event.actor })),
      userId: order.userId,
      buyerEmail: order.buyerEmail,
      buyerName: order.buyerName,
      listAmount: order.listAmount,
      providerRef: order.providerRef,
      credits: typeof order.details.credits === "number" ? order.details.credits : null,
      refundTaken: order.refundTaken,
      refundShortfall: order.refundShortfall,
      refundedAt: iso(order.refundedAt),
      overLimit: order.overLimit,
    };
  }

  return {
    async search(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
      if (query.from && query.to && query.from > query.to) throw new AppError("VALIDATION", "from must not be after to.");
      const { rows, total } = await repository.search(query, deps.timeZone);
      const events = await repository.events(rows.map((row) => row.id));
      return { list: rows.map((row) => adminView(row, events.get(row.id) ?? [])), page: query.page, size: query.size, total };
    },

    async detail(orderId: string): Promise<AdminOrder> {
      const order = await repository.find(orderId);
      if (!order) throw new AppError("NOT_FOUND", "Order not found.");
      const events = await repository.events([orderId]);
      return adminView(order, events.get(orderId) ?? []);
    },

    /** A buyer's paid orders (My invoices), newest first. */
    async invoices(userId: number, page: number, size: number) {
      const { rows, total } = await repository.mine(userId, page, size, true);
      return { list: rows.map((row) => orderView(row)), page, size, total };
    },

    /** The receipt or invoice PDF of a paid order, for its buyer or an admin; anyone else is told it does not exist. */
    async receipt(
      viewer: { id: number; isAdmin: boolean },
      orderId: string,
      options: { type: "receipt" | "invoice"; lang?: Language | undefined },
    ): Promise<Uint8Array> {
      const order = await repository.find(orderId);
      if (!order || (order.userId !== viewer.id && !viewer.isAdmin)) throw new AppError("NOT_FOUND", "Order not found.");
      if (!order.paidAt) throw new AppError("ORDER_NOT_PAID");
      // pdf-lib and its font kit load on the first receipt, not at every server start (bench/start.bench.ts).
      const { renderReceiptPdf } = await import("./receipt-pdf");
      return renderReceiptPdf({
        type: options.type,
        language: options.lang ?? deps.siteLanguage,
        issuer: deps.receipts.issuer,
        taxPercent: deps.receipts.taxPercent,
        timeZone: deps.timeZone,
        issuedAt: order.paidAt,
        buyer: { name: order.buyerName, email: order.buyerEmail },
        order: {
          id: order.id,
          kind: order.kind as ProductKind,
          product: order.product,
          details: order.details,
          amount: order.amount,
          listAmount: order.listAmount,
          currency: order.currency as Currency,
          coupon: order.coupon,
          percentOff: order.details.percentOff ?? null,
          provider: order.provider,
          providerRef: order.providerRef,
          state: order.state as OrderState,
          designId: order.designId,
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          refundedAt: order.refundedAt,
        },
      });
    },

    /** Revenue per day and product in both currencies, with credits sold and spent, over [from, to] (default: the last `days` days). */
    async revenue(range: { from?: string | undefined; to?: string | undefined; days: number }): Promise<Revenue> {
      const to = range.to ?? dayOf(now(), deps.timeZone);
      const from = range.from ?? dayOf(new Date(`${to}T12:00:00Z`), "UTC", -(range.days - 1));
      if (from > to) throw new AppError("VALIDATION", "from must not be after to.");
      const days = daysBetween(from, to);
      if (days.length > 366) throw new AppError("VALIDATION", "At most 366 days at once.");
      const data = await repository.revenue(from, to, deps.timeZone);
      const byDay = new Map(days.map((day) => [day, { day, amount: { USD: 0, CNY: 0 }, orders: 0, creditsSold: 0, creditsSpent: 0 }]));
      for (const row of data.days) {
        const entry = byDay.get(row.day);
        if (!entry || (row.currency !== "USD" && row.currency !== "CNY")) continue;
        entry.amount[row.currency] += row.amount;
        entry.orders += row.orders;
      }
      for (const row of data.credits) {
        const entry = byDay.get(row.day);
        if (!entry) continue;
        entry.creditsSold += row.sold;
        entry.creditsSpent += row.spent;
      }
      const list = [...byDay.values()];
      const products = data.products.map((row) => ({ ...row, kind: row.kind as ProductKind, currency: row.currency as Currency }));
      const refunded = { USD: 0, CNY: 0 };
      for (const row of products) refunded[row.currency] += row.refundedAmount;
      return {
        from,
        to,
        days: list,
        products,
        totals: {
          amount: { USD: list.reduce((sum, day) => sum + day.amount.USD, 0), CNY: list.reduce((sum, day) => sum + day.amount.CNY, 0) },
          refunded,
          orders: list.reduce((sum, day) => sum + day.orders, 0),
          creditsSold: list.reduce((sum, day) => sum + day.creditsSold, 0),
          creditsSpent: list.reduce((sum, day) => sum + day.creditsSpent, 0),
        },
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
