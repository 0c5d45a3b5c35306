import { randomBytes } from "node:crypto";
import {
  applyPercentOff,
  buildCatalogue,
  currencyOf,
  designerPrices,
  findProduct,
  isProductOffered,
  isOrderPaid,
  nameChangeWindowMs,
  packageLevels,
  packageRank,
  recentLogoPaymentsMs,
  stripeKeyIndex,
  upgradePrice,
  type Currency,
  type DownloadItem,
  type OrderState,
  type PackageLevel,
  type Product,
  type SiteVariant,
} from "@studio/domain";
import type { CreateOrderBody, CreatedOrder, OrderView } from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { CouponsService } from "./coupons.service";
import type { Fulfilment } from "./order-fulfilment";
import type { OrdersRepository } from "./orders.repository";
import type { CheckoutUrls, NotificationRequest, PaymentProviderName, ProviderOrder } from "./payment-provider";
import type { PaymentProviders } from "./payment-providers";
import { assertMayBuyFor, assertOrderOwner, assertSellableForWork, parseDesignId } from "./payments.policy";
import type { OrderDetails, OrderRow } from "./payments.schema";
import { productText } from "./product-text";

/** A package order of one logo, for its download center (the receipt link). */
export type DesignPackageOrder = { orderId: string; level: PackageLevel; paidAt: string; refunded: boolean };

export type OrdersDeps = {
  repository: OrdersRepository;
  providers: PaymentProviders;
  coupons: CouponsService;
  fulfilment: Fulfilment;
  catalogue: readonly Product[];
  /**
   * Whether the site sells a product now (default `isProductOffered`: per-download items and the
   * Brand package wait for the brand kit). Past orders keep their product texts from `catalogue`.
   */
  offered?: (product: Product) => boolean;
  site: SiteVariant;
  now: () => Date;
};

function newOrderId(): string {
  return `ord_${randomBytes(12).toString("base64url")}`;
}

/** The highest live package of a design's unlocks ('package:professional' ...), or null. */
export function levelOf(unlocks: readonly string[]): PackageLevel | null {
  let best: PackageLevel | null = null;
  for (const unlock of unlocks) {
    const level = packageLevels.find((candidate) => unlock === `package:${candidate}`);
    if (level && (best === null || packageRank(level) > packageRank(best))) best = level;
  }
  return best;
}

/**
 * Orders (issue 16): prices come from the catalogue only (never from the client), coupons and
 * package upgrades (the difference, owner only) are applied here, and the provider is asked to take
 * the money. Confirmations arrive as provider notifications (`handleNotification`), which the
 * fulfilment acts on exactly once.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { repository, providers } = deps;
  const currency: Currency = currencyOf(deps.site);

  function providerOrder(order: OrderRow, user: Pick<UserRow, "id" | "email" | "stripeMerchant">): ProviderOrder {
    return {
      orderId: order.id,
      userId: order.userId,
      email: user.email,
      keyIndex: stripeKeyIndex({ id: user.id, stripeMerchant: user.stripeMerchant }, deps.site),
      amount: order.amount,
      currency: order.currency as Currency,
      description: productText(order.product, deps.catalogue, "en").title,
      recurring: order.kind === "pro",
    };
  }

  /**
   * The design an order names: an AI result (`task:{taskId}:{index}`), a saved classic logo
   * (`logo:{fa_id}`) or an editor work, a poster (`work:{id}`, issue 21); null when the id is none of them.
   */
  async function designFacts(designId: string) {
    const saved = /^logo:(\d{1,10})$/.exec(designId);
    if (saved) return { design: await repository.findSavedLogo(Number(saved[1])), index: 0 };
    const work = /^work:(\d{1,10})$/.exec(designId);
    if (work) {
      const design = await repository.findWork(Number(work[1]));
      return { design, index: 0, workKind: design?.kind };
    }
    const parsed = parseDesignId(designId);
    return parsed ? { design: await repository.findTask(parsed.taskId), index: parsed.index } : null;
  }

  async function designLevel(userId: number, designId: string): Promise<PackageLevel | null> {
    return levelOf(await repository.unlocksOf(userId, designId));
  }

  /** The package orders that bought a logo's packages (the download center links their receipts), owner's own only. */
  async function designPackageOrders(userId: number, designId: string): Promise<DesignPackageOrder[]> {
    const rows = await repository.packageOrdersFor(userId, designId);
    return rows.flatMap((row) => {
      const level = packageLevels.find((candidate) => candidate === row.details.level);
      return level && row.paidAt ? [{ orderId: row.id, level, paidAt: row.paidAt.toISOString(), refunded: row.state === "refunded" }] : [];
    });
  }

  async function designItems(userId: number, designId: string): Promise<DownloadItem[]> {
    const unlocks = await repository.unlocksOf(userId, designId);
    return unlocks.filter((u) => u.startsWith("download:")).map((u) => u.slice("download:".length) as DownloadItem);
  }

  /** The price and frozen facts of an order for `product`, after the owner and upgrade checks. */
  async function priced(
    user: UserRow,
    product: Product,
    body: CreateOrderBody,
  ): Promise<{ listAmount: number; details: OrderDetails; designId: string | null }> {
    const list = product.prices[currency];
    switch (product.kind) {
      case "credits":
        return { listAmount: list, details: { credits: product.credits }, designId: null };
      case "pro":
        return { listAmount: list, details: { credits: product.credits }, designId: null };
      case "designer": {
        const request = body.request?.trim();
        if (!request) throw new AppError("VALIDATION", "Say what the designer should change (request).");
        if (body.designId) {
          // A designer fix is for a logo of the buyer's own (spec 03 section 6: 'Only the owner can operate').
          const design = (await designFacts(body.designId))?.design;
          if (!design) throw new AppError("PRODUCT_UNAVAILABLE");
          if (design.userId !== user.id) throw new AppError("OWNER_ONLY");
        }
        return { listAmount: list, details: { request }, designId: body.designId ?? null };
      }
      case "package":
      case "download": {
        if (!body.designId) throw new AppError("VALIDATION", "designId names the logo this is for.");
        const facts = await designFacts(body.designId);
        if (!facts) throw new AppError("PRODUCT_UNAVAILABLE");
        const { design } = facts;
        const ownerLevel = design ? await designLevel(design.userId, body.designId) : null;
        assertMayBuyFor(design, facts.index, user.id, ownerLevel !== null);
        if ("workKind" in facts && facts.workKind !== undefined) assertSellableForWork(facts.workKind, product);
        if (product.kind === "download") {
          if ((await designItems(user.id, body.designId)).includes(product.item)) throw new AppError("CONFLICT", "This item is already paid for this logo.");
          return { listAmount: list, details: { item: product.item, typeCode: product.typeCode }, designId: body.designId };
        }
        const price = upgradePrice(ownerLevel, product.level, currency);
        if (price === null) throw new AppError("NOT_AN_UPGRADE");
        const request = body.request?.trim();
        if (body.needDesigner && !request) throw new AppError("VALIDATION", "Say what the designer should change (request).");
        const designer = body.needDesigner ? designerPrices[currency] : 0;
        return {
          listAmount: price + designer,
          details: { level: product.level, fromLevel: ownerLevel, ...(body.needDesigner ? { needDesigner: true, request } : {}) },
          designId: body.designId,
        };
      }
    }
  }

  async function view(order: OrderRow): Promise<OrderView> {
    const events = await repository.events(order.id);
    return {
      orderId: order.id,
      product: order.product,
      kind: order.kind as OrderView["kind"],
      amount: order.amount,
      currency: order.currency as Currency,
      coupon: order.coupon,
      provider: order.provider as PaymentProviderName,
      state: order.state as OrderState,
      designId: order.designId,
      failure: order.failure,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      events: events.map((e) => ({ state: e.state as OrderState, at: e.createdAt.toISOString(), note: e.note })),
    };
  }

  async function ownOrder(user: UserRow, orderId: string): Promise<OrderRow> {
    const order = await repository.find(orderId);
    assertOrderOwner(order, user.id);
    return order as OrderRow;
  }

  const offered = deps.offered ?? isProductOffered;
  const service = {
    currency,
    catalogue: deps.catalogue,
    /** What `GET /api/payment/catalogue` lists and `createOrder` accepts. */
    offeredCatalogue: deps.catalogue.filter(offered),
    designLevel,
    designItems,
    designPackageOrders,

    async createOrder(user: UserRow, body: CreateOrderBody, urls: CheckoutUrls): Promise<CreatedOrder> {
      const product = findProduct(deps.catalogue, body.product);
      // Never take money for something the site cannot deliver yet (the UI never promises it either).
      if (!product || !offered(product)) throw new AppError("PRODUCT_UNAVAILABLE");
      const providerName = body.provider ?? providers.defaultName;
      const provider = providerName ? providers.get(providerName) : undefined;
      if (!providerName || !provider) throw new AppError("FEATURE_UNAVAILABLE", "This payment method is not available on this site.");
      const { listAmount, details, designId } = await priced(user, product, body);
      let amount = listAmount;
      let coupon: string | null = null;
      if (body.coupon !== undefined) {
        const row = await deps.coupons.usable(body.coupon, user.id);
        amount = applyPercentOff(listAmount, row.percentOff);
        coupon = row.code;
        details.percentOff = row.percentOff;
      }
      const at = deps.now();
      const order = await repository.insert(
        {
          id: newOrderId(),
          userId: user.id,
          product: product.id,
          kind: product.kind,
          amount,
          listAmount,
          currency,
          coupon,
          provider: providerName,
          designId,
          details,
          state: "created",
          createdAt: at,
          updatedAt: at,
        },
        "order created",
      );
      if (amount === 0) {
        // A 100 % coupon: nothing to take, so no provider is involved; fulfilled like any other.
        const paid = await repository.move(order.id, ["created"], "paid", { at, note: `free with coupon ${coupon ?? ""}`, fields: { paidAt: at } });
        if (paid) await deps.fulfilment.fulfil(paid);
        return { orderId: order.id, amount, currency, provider: providerName, checkoutUrl: null, clientSecret: null, paid: true };
      }
      let start;
      try {
        // A phone-browser payment comes back to the page that runs the record check for this order.
        const back = urls.mobile ? { ...urls, returnUrl: new URL(`/payment/return/${encodeURIComponent(order.id)}`, urls.returnUrl).toString() } : urls;
        start = await provider.startCheckout(providerOrder(order, user), back);
      } catch (error) {
        await repository.move(order.id, ["created"], "failed", {
          at: deps.now(),
          note: "the provider refused the checkout",
          fields: { failure: "Payment failed" },
        });
        if (error instanceof AppError) throw error;
        throw new AppError("PAYMENT_FAILED");
      }
      await repository.move(order.id, ["created"], "pending", {
        at: deps.now(),
        note: `checkout started at ${providerName}`,
        fields: { providerRef: start.providerRef },
      });
      return {
        orderId: order.id,
        amount,
        currency,
        provider: providerName,
        checkoutUrl: start.checkoutUrl,
        clientSecret: start.clientSecret,
        paid: false,
        publishableKey: start.publishableKey ?? null,
        qrCode: start.qrCode ?? null,
      };
    },

    async order(user: UserRow, orderId: string): Promise<OrderView> {
      return view(await ownOrder(user, orderId));
    },

    async list(user: UserRow, page: number, size: number) {
      const { rows, total } = await repository.listByUser(user.id, page, size);
      return { list: await Promise.all(rows.map(view)), page, size, total };
    },

    /**
     * The spec's record check: paid or not, and the failure text. A pending order whose provider
     * can be asked (no notification came yet) is looked up and the answer goes through the same
     * notice handling as a webhook; an order paid but not yet fulfilled is fulfilled now.
     */
    async check(user: UserRow, orderId: string): Promise<{ paid: boolean; failure: string }> {
      let order = await ownOrder(user, orderId);
      if (order.state === "pending" && order.providerRef) {
        const provider = providers.get(order.provider);
        const notice = provider ? await provider.lookup(order.providerRef, providerOrder(order, user)).catch(() => null) : null;
        if (notice) await deps.fulfilment.recordNotice(order.provider, notice);
        order = await ownOrder(user, orderId);
      }
      if (order.state === "paid") await deps.fulfilment.fulfil(order);
      return { paid: isOrderPaid(order.state as OrderState), failure: order.state === "failed" ? (order.failure ?? "Payment failed") : "" };
    },

    /** A provider's notification: verified by that provider, then acted on once. */
    async handleNotification(providerName: string, request: NotificationRequest) {
      const provider = providers.get(providerName);
      if (!provider) throw new AppError("NOT_FOUND", "No such payment provider on this site.");
      const notice = await provider.parseNotification(request);
      return deps.fulfilment.recordNotice(provider.name, notice);
    },

    /**
     * The sandbox card form's submit: the sandbox processor answers for the card, and its answer
     * reaches the order as a signed notification through `handleNotification`, like any provider's.
     */
    async payWithSandbox(user: UserRow, orderId: string, card: string): Promise<{ paid: boolean; failure: string }> {
      const sandbox = providers.sandbox;
      const order = await ownOrder(user, orderId);
      if (!sandbox || order.provider !== "sandbox") throw new AppError("NOT_FOUND", "Order not found.");
      if (isOrderPaid(order.state as OrderState)) return { paid: true, failure: "" };
      if (order.state === "refunded") throw new AppError("PAYMENT_FAILED");
      const providerRef = order.providerRef ?? `sbx_${order.id}`;
      const charge = sandbox.charge(card);
      const notice = charge.ok
        ? { type: "paid" as const, eventId: sandbox.newEventId(), orderId: order.id, providerRef, amount: order.amount, currency: order.currency as Currency }
        : { type: "failed" as const, eventId: sandbox.newEventId(), orderId: order.id, providerRef, reason: charge.reason };
      await service.handleNotification("sandbox", sandbox.sign(notice));
      if (!charge.ok) throw new AppError("PAYMENT_FAILED", charge.reason);
      return service.check(user, orderId);
    },

    /** The spec's recent logo payments (3 days), each with the end of its name-and-symbol change window. */
    async recentLogoPayments(user: UserRow) {
      const rows = await repository.recentPackagePayments(user.id, new Date(deps.now().getTime() - recentLogoPaymentsMs));
      const list = rows.flatMap((row) => {
        const level = packageLevels.find((candidate) => candidate === row.details.level);
        if (!row.designId || !row.paidAt || !level) return [];
        return [
          {
            designId: row.designId,
            orderId: row.id,
            level,
            paidAt: row.paidAt.toISOString(),
            nameEditableUntil: new Date(row.paidAt.getTime() + nameChangeWindowMs).toISOString(),
          },
        ];
      });
      return { list, windowMs: recentLogoPaymentsMs };
    },

    /** Cancels Pro at the end of the paid period: it stays until then and does not renew. */
    async cancelPro(user: UserRow): Promise<{ cancelAtPeriodEnd: boolean; periodEnd: string }> {
      const subscription = await repository.subscriptionOf(user.id);
      if (!subscription || subscription.status !== "active") throw new AppError("NOT_FOUND", "No Pro subscription to cancel.");
      const provider = providers.get(subscription.provider);
      if (provider && subscription.providerRef) await provider.cancelSubscription(subscription.providerRef);
      const row = await repository.cancelAtPeriodEnd(user.id, deps.now());
      return { cancelAtPeriodEnd: true, periodEnd: (row ?? subscription).currentPeriodEnd.toISOString() };
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The catalogue with the operator's credit packs and Pro credits. */
export function catalogueOf(packs: Parameters<typeof buildCatalogue>[0], proCredits: number): Product[] {
  return buildCatalogue(packs, proCredits);
}
