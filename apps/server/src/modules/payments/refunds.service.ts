import type { RefundResult } from "@studio/contracts";
import { stripeKeyIndex, type Currency, type OrderState, type ProductKind } from "@studio/domain";
import { AppError } from "../../errors";
import type { AdminOrdersRepository, OrderWithBuyer } from "./admin-orders.repository";
import type { PaymentProvider, ProviderOrder } from "./payment-provider";
import type { OrderRow } from "./payments.schema";
import { orderProductName } from "./receipt-text";
import type { RefundsRepository, RefundTx } from "./refunds.repository";

export type RefundsDeps = {
  repository: RefundsRepository;
  orders: Pick<AdminOrdersRepository, "find">;
  /** The provider that took an order's money (the payment registry); undefined when it is no longer configured. */
  provider: (name: string) => PaymentProvider | undefined;
  siteVariant: "en" | "cn";
  now?: () => Date;
  log?: { error(obj: unknown, msg: string): void };
  /** Called once per order this service refunded (the metrics count it; replays are not refunds). */
  onRefunded?: (order: OrderRow) => void;
  /** Runs inside the refund's transaction after the order's claim, so once per order (the affiliate reward's reversal). */
  inRefund?: (tx: RefundTx, order: OrderRow, at: Date, actorId: number | null) => Promise<void>;
};

export type RefundOptions = {
  actorId: number | null;
  note?: string;
  dryRun?: boolean;
  /** The provider reported a refund made on its side (its dashboard): reverse the grant, do not ask it to refund again. */
  reportedByProvider?: boolean;
};

function providerOrder(order: OrderWithBuyer, site: "en" | "cn"): ProviderOrder {
  return {
    orderId: order.id,
    userId: order.userId,
    email: order.buyerEmail,
    keyIndex: stripeKeyIndex({ id: order.userId, stripeMerchant: order.stripeMerchant }, site),
    amount: order.amount,
    currency: order.currency as Currency,
    description: orderProductName({ kind: order.kind as ProductKind, product: order.product, details: order.details }, "en"),
    recurring: order.kind === "pro",
  };
}

function result(
  order: OrderRow,
  figures: { dryRun: boolean; replayed: boolean; granted: number; taken: number; balanceBefore: number; balanceAfter: number; unlock: string | null },
): RefundResult {
  return {
    orderId: order.id,
    dryRun: figures.dryRun,
    replayed: figures.replayed,
    state: order.state as OrderState,
    amount: order.amount,
    currency: order.currency as Currency,
    provider: order.provider,
    creditsGranted: figures.granted,
    creditsTaken: figures.taken,
    creditsShortfall: figures.granted - figures.taken,
    balanceBefore: figures.balanceBefore,
    balanceAfter: figures.balanceAfter,
    unlock: figures.unlock,
    designId: order.designId,
    proEnded: order.kind === "pro",
  };
}

/**
 * Admin refunds (issue 16 P4): the money back at the provider and the grant reversed, exactly once.
 * One transaction claims the order (paid/fulfilled -> refunded), asks the provider to refund while
 * it holds the order's row lock (a provider failure rolls everything back, so the admin can try
 * again), takes back the order's credits up to the current balance (the spec is silent on spent
 * credits: the balance never goes negative, the rest is recorded as the shortfall), withdraws the
 * logo unlock, ends Pro, and writes the order's history. A second refund, concurrent or later,
 * finds the order refunded and answers the first refund's figures.
 */
export function createRefundsService(deps: RefundsDeps) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  async function replay(order: OrderRow, dryRun: boolean): Promise<RefundResult> {
    const taken = order.refundTaken ?? 0;
    const balance = await repository.balance(order.userId);
    return result(order, {
      dryRun,
      replayed: true,
      granted: taken + (order.refundShortfall ?? 0),
      taken,
      balanceBefore: balance,
      balanceAfter: balance,
      unlock: await repository.unlockOf(order.id),
    });
  }

  async function preview(order: OrderRow): Promise<RefundResult> {
    const grants = await repository.grants(order);
    const balance = await repository.balance(order.userId);
    const taken = Math.min(balance, grants.total);
    return result(order, {
      dryRun: true,
      replayed: false,
      granted: grants.total,
      taken,
      balanceBefore: balance,
      balanceAfter: balance - taken,
      unlock: await repository.unlockOf(order.id),
    });
  }

  return {
    async refund(orderId: string, options: RefundOptions): Promise<RefundResult> {
      const found = await deps.orders.find(orderId);
      if (!found) throw new AppError("NOT_FOUND", "Order not found.");
      if (found.state === "refunded") return replay(found, options.dryRun ?? false);
      if (found.state !== "paid" && found.state !== "fulfilled") throw new AppError("ORDER_NOT_PAID");
      if (options.dryRun) return preview(found);
      const provider = deps.provider(found.provider);
      if (!provider && !options.reportedByProvider)
        throw new AppError("REFUND_FAILED", `The payment provider '${found.provider}' is not configured on this site; nothing was changed.`);
      const at = now();
      const note = options.note?.trim() ?? "";
      const done = await repository.transaction(async (tx) => {
        const order = await repository.claim(tx, orderId, at);
        if (!order) return null;
        if (order.providerRef && provider && !options.reportedByProvider) {
          try {
            await provider.refund(order.providerRef, providerOrder(found, deps.siteVariant));
          } catch (error) {
            if (error instanceof AppError) throw error;
            throw new AppError("REFUND_FAILED", undefined, { provider: order.provider, reason: (error as Error).message });
          }
        }
        const grants = await repository.grants(order, tx);
        const before = await repository.balance(order.userId, tx);
        const { taken, after } = grants.total > 0 ? await repository.takeBack(tx, order.userId, grants.total) : { taken: 0, after: before };
        if (taken > 0) {
          await repository.ledgerTakeBack(tx, {
            userId: order.userId,
            orderId,
            kind: grants.firstKind ?? 3,
            amount: taken,
            balanceAfter: after,
            refundOf: grants.firstId,
            actorId: options.actorId,
            note,
          });
        }
        await repository.recordFigures(tx, orderId, taken, grants.total - taken);
        const unlock = await repository.revokeUnlock(tx, orderId, at);
        const subscriptionRef = order.kind === "pro" ? await repository.endPro(tx, order.userId, at) : null;
        if (deps.inRefund) await deps.inRefund(tx, order, at, options.actorId);
        const figures = grants.total > 0 ? ` credits taken back ${taken} of ${grants.total}` : "";
        await repository.addEvent(tx, { orderId, state: "refunded", note: [note, figures.trim()].filter(Boolean).join(" · "), actorId: options.actorId, at });
        return {
          order: { ...order, refundTaken: taken, refundShortfall: grants.total - taken },
          granted: grants.total,
          taken,
          before,
          after,
          unlock,
          subscriptionRef,
        };
      });
      if (!done) {
        // Another refund won the claim (it committed before this one's update could run).
        const order = await repository.find(orderId);
        if (order?.state === "refunded") return replay(order, false);
        throw new AppError("ORDER_NOT_PAID");
      }
      deps.onRefunded?.(done.order);
      // Refunding the subscription itself (Stripe's sub_... reference) ends it at the provider already.
      if (done.subscriptionRef && provider && !options.reportedByProvider && done.subscriptionRef !== done.order.providerRef) {
        // Pro ended here already; stopping the renewal at the provider is best effort and recorded.
        await provider.cancelSubscription(done.subscriptionRef).catch(async (error: Error) => {
          deps.log?.error({ err: error, orderId }, "subscription not cancelled at the provider after a refund");
          await repository.addEvent(repository.db, {
            orderId,
            state: "refunded",
            note: `cancel the subscription at ${found.provider} by hand: ${error.message}`,
            actorId: options.actorId,
            at: now(),
          });
        });
      }
      return result(done.order, {
        dryRun: false,
        replayed: false,
        granted: done.granted,
        taken: done.taken,
        balanceBefore: done.before,
        balanceAfter: done.after,
        unlock: done.unlock,
      });
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
