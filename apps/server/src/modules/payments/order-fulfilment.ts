import { isPro, type Currency, type OrderState } from "@studio/domain";
import { AppError } from "../../errors";
import type { CreditsService } from "../credits/credits.service";
import type { Mailer } from "../mail/mailer";
import type { CouponsRepository } from "./coupons.repository";
import type { OrdersRepository, Tx } from "./orders.repository";
import type { PaymentNotice } from "./payment-provider";
import type { RefundsService } from "./refunds.service";
import type { OrderRow } from "./payments.schema";

export type FulfilmentDeps = {
  repository: OrdersRepository;
  coupons: CouponsRepository;
  credits: CreditsService;
  mailer: Mailer;
  /** Where designer-fix requests go (CONTACT_EMAIL; the outbox without SMTP). */
  contactEmail: string;
  brandPackageCredits: number;
  /**
   * The admin's refunds service: a refund the provider reports is reversed by the same code, once
   * (services.ts builds it before the fulfilment; it needs nothing of the fulfilment, so no late binding).
   */
  refunds: Pick<RefundsService, "refund">;
  now: () => Date;
  log: (message: string, details: Record<string, unknown>) => void;
  /**
   * Runs inside the transaction of the order's one `paid -> fulfilled` move, so at most once per
   * order (the affiliate programme's reward, modules/affiliate).
   */
  onFulfilled?: (tx: Tx, order: OrderRow, at: Date) => Promise<void>;
};

/** One calendar month later (Jan 31 -> Feb 28/29), the length of a Pro period. */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

export type NoticeResult = { acted: boolean; orderId: string | null };

/**
 * Turns verified provider notifications into order state and grants, exactly once.
 *
 * Two layers keep it exactly once: `payment_events` (a replayed notification inserts nothing and is
 * not acted on) and the order's conditional state moves (twenty different confirmations of one
 * order: one moves it to paid, one moves it to fulfilled). The credit grants are keyed by the
 * order id in the ledger, and everything that is not idempotent by itself (Pro's end date, the
 * unlock, the coupon use) runs inside the transaction of the `paid -> fulfilled` move, so only
 * the move that wins does it. A crash between the payment and the fulfilment leaves the order
 * `paid`; the next notification or record check fulfils it.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const { repository } = deps;

  async function fulfil(order: OrderRow): Promise<void> {
    if (order.state !== "paid") return;
    const reference = order.id;
    const idempotencyKey = `order:${order.id}`;
    const user = await repository.findUser(order.userId);
    if (!user) return;
    if (order.kind === "credits" && order.details.credits) {
      await deps.credits.grant({ userId: order.userId, amount: order.details.credits, kind: "recharge", reason: "order.credits", reference, idempotencyKey });
    }
    if (order.kind === "package" && order.details.level === "brand" && deps.brandPackageCredits > 0) {
      await deps.credits.grant({
        userId: order.userId,
        amount: deps.brandPackageCredits,
        kind: "logoBrandPackage",
        reason: "order.brand-package",
        reference,
        idempotencyKey,
      });
    }
    if (order.kind === "pro") {
      // Once per user and month whatever the number of Pro orders and renewals in it (ledger key).
      await deps.credits.grantProMonthly(order.userId, { renewal: isPro(user, deps.now()), amount: order.details.credits, reference });
    }
    const at = deps.now();
    const moved = await repository.move(order.id, ["paid"], "fulfilled", {
      at,
      note: "fulfilled",
      fields: { fulfilledAt: at },
      then: async (tx, row) => {
        if (row.kind === "pro") {
          const base = user.vipEndsAt && user.vipEndsAt > at ? user.vipEndsAt : at;
          const periodEnd = addMonth(base);
          await repository.extendPro(tx, row.userId, periodEnd, at);
          await repository.upsertSubscription(tx, {
            userId: row.userId,
            provider: row.provider,
            providerRef: row.details.subscriptionRef ?? row.providerRef,
            periodEnd,
            at,
          });
        }
        if ((row.kind === "package" || row.kind === "download") && row.designId) {
          const unlock = row.kind === "package" ? `package:${row.details.level ?? ""}` : `download:${row.details.item ?? ""}`;
          await repository.insertUnlock(tx, { orderId: row.id, userId: row.userId, designId: row.designId, unlock, createdAt: at });
        }
        if (row.coupon) {
          const use = await deps.coupons.redeem(tx, { orderId: row.id, code: row.coupon, userId: row.userId, at });
          // Paid concurrently after the coupon's last use went: the buyer keeps the quoted price; the admin sees it.
          if (use.overLimit) await repository.note(row.id, "fulfilled", `coupon ${row.coupon} was over its max uses when paid: quoted price honoured`, at, tx);
        }
        if (deps.onFulfilled) await deps.onFulfilled(tx, row, at);
      },
    });
    if (moved && (moved.kind === "designer" || moved.details.needDesigner)) await mailDesignerRequest(moved, user.email);
  }

  async function mailDesignerRequest(order: OrderRow, buyer: string | null): Promise<void> {
    const text = [
      `Designer fix order ${order.id} (paid ${(order.amount / 100).toFixed(2)} ${order.currency}).`,
      `Buyer: user ${order.userId}${buyer ? ` <${buyer}>` : ""}.`,
      `Logo: ${order.designId ?? "not named"}.`,
      "Within 3 days, at most 3 revisions.",
      "",
      order.details.request ?? "",
    ].join("\n");
    const html = `<pre>${text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c)}</pre>`;
    await deps.mailer.send({ channel: "email", to: deps.contactEmail, subject: `Designer fix: order ${order.id}`, text, html, language: "en" });
  }

  /** A payment notice: the order moves to paid (from created, pending, or failed after a decline) and is fulfilled. */
  async function paid(provider: string, notice: Extract<PaymentNotice, { type: "paid" }>): Promise<string | null> {
    const order = notice.orderId ? await repository.find(notice.orderId) : await repository.findByProviderRef(provider, notice.providerRef);
    if (!order || order.provider !== provider) {
      deps.log("payment notice for an unknown order", { provider, providerRef: notice.providerRef });
      return null;
    }
    if (notice.amount !== order.amount || (notice.currency as Currency) !== order.currency) {
      deps.log("payment notice amount differs from the order", { orderId: order.id, amount: notice.amount, currency: notice.currency });
      return order.id;
    }
    const at = deps.now();
    await repository.move(order.id, ["created", "pending", "failed"], "paid", {
      at,
      note: `paid at ${provider} (${notice.providerRef})`,
      fields: { paidAt: at, providerRef: notice.providerRef, failure: null },
    });
    const current = await repository.find(order.id);
    if (current) await fulfil(current);
    return order.id;
  }

  async function failed(provider: string, notice: Extract<PaymentNotice, { type: "failed" }>): Promise<string | null> {
    const order = notice.orderId ? await repository.find(notice.orderId) : await repository.findByProviderRef(provider, notice.providerRef);
    if (!order || order.provider !== provider) return null;
    // A later decline of an order already failed (another card) replaces the text the check shows
    // and adds its own history row.
    await repository.move(order.id, ["created", "pending", "failed"], "failed", { at: deps.now(), note: notice.reason, fields: { failure: notice.reason } });
    return order.id;
  }

  /**
   * A refund reported by the provider (made in its dashboard, or the echo of an admin refund):
   * reversed through the admin's refunds service without asking the provider again. The order's
   * claim (paid/fulfilled -> refunded) makes it once whatever arrives first or how often; an order
   * already refunded answers `replayed` and nothing moves.
   */
  async function refunded(provider: string, notice: Extract<PaymentNotice, { type: "refunded" }>): Promise<NoticeResult> {
    const order = notice.orderId ? await repository.find(notice.orderId) : await repository.findByProviderRef(provider, notice.providerRef);
    // The order must be this provider's: a notice can only reverse what that provider was paid.
    if (!order || order.provider !== provider) {
      deps.log("refund notice for an unknown order", { provider, providerRef: notice.providerRef });
      return { acted: false, orderId: null };
    }
    if (order.state === "refunded") return { acted: false, orderId: order.id };
    if (order.state !== "paid" && order.state !== "fulfilled") {
      // Not paid here yet (its payment notice is late): refuse, so the event is forgotten and the
      // provider's retry, after the payment notice, reverses it.
      throw new AppError("ORDER_NOT_PAID", "A refund was reported for an order this site has not seen paid yet; send it again later.");
    }
    if (notice.amount !== undefined && notice.amount < order.amount) {
      await repository.note(
        order.id,
        order.state as OrderState,
        `partial refund of ${notice.amount} at ${provider} (${notice.providerRef}): nothing reversed`,
        deps.now(),
      );
      return { acted: false, orderId: order.id };
    }
    const result = await deps.refunds.refund(order.id, { actorId: null, reportedByProvider: true, note: `refunded at ${provider}` });
    return { acted: !result.replayed, orderId: order.id };
  }

  async function renewed(provider: string, notice: Extract<PaymentNotice, { type: "renewed" }>): Promise<void> {
    const subscription = await repository.subscriptionByRef(provider, notice.subscriptionRef);
    if (!subscription) return;
    await repository.renewSubscription(subscription.userId, notice.periodEnd, deps.now());
    await deps.credits.grantProMonthly(subscription.userId, { renewal: true, reference: notice.eventId });
  }

  async function ended(provider: string, notice: Extract<PaymentNotice, { type: "ended" }>): Promise<void> {
    const subscription = await repository.subscriptionByRef(provider, notice.subscriptionRef);
    if (subscription) await repository.endSubscription(subscription.userId, deps.now());
  }

  return {
    fulfil,

    /**
     * Acts on a verified notice once. The event is recorded first; if acting on it fails, the
     * record is removed again so the provider's retry is acted on rather than dropped.
     */
    async recordNotice(provider: string, notice: PaymentNotice): Promise<NoticeResult> {
      const orderId = "orderId" in notice ? notice.orderId : null;
      const known = orderId ? await repository.find(orderId) : undefined;
      const fresh = await repository.recordEvent(provider, notice.eventId, known ? known.id : null, notice.type, deps.now());
      if (!fresh) return { acted: false, orderId };
      try {
        switch (notice.type) {
          case "paid":
            return { acted: true, orderId: await paid(provider, notice) };
          case "failed":
            return { acted: true, orderId: await failed(provider, notice) };
          case "renewed":
            await renewed(provider, notice);
            return { acted: true, orderId: null };
          case "ended":
            await ended(provider, notice);
            return { acted: true, orderId: null };
          case "refunded":
            return await refunded(provider, notice);
          case "ignored":
            return { acted: false, orderId };
        }
      } catch (error) {
        await repository.forgetEvent(provider, notice.eventId);
        throw error;
      }
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
