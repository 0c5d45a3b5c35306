import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { creditLedger, users } from "../../db/schema";
import { designUnlocks, orderEvents, orders, subscriptions, type OrderRow } from "./payments.schema";

/** A Drizzle transaction handle (the same query API as Db). */
export type RefundTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | RefundTx;

/** Ledger kinds that add credits for an order: subscription 1, recharge 3, logoBrandPackage 5, renewPro 6. */
const orderGrantKinds = [1, 3, 5, 6];

export type OrderGrants = { total: number; firstId: number | null; firstKind: number | null };

/** The SQL of a refund (issue 16 P4). Each write runs in the one transaction the service opens. */
export function createRefundsRepository(db: Db) {
  return {
    db,

    transaction<T>(fn: (tx: RefundTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /**
     * Claims the order for a refund: only a paid or fulfilled order moves, so of any number of
     * concurrent refunds exactly one gets the row (the others wait on its lock, then find it refunded).
     */
    async claim(tx: RefundTx, orderId: string, at: Date): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ state: "refunded", refundedAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), inArray(orders.state, ["paid", "fulfilled"])))
        .returning();
      return row;
    },

    /** The credits this order granted (ledger rows that name it as their reference), net of earlier take-backs. */
    async grants(order: Pick<OrderRow, "id" | "userId">, tx: Executor = db): Promise<OrderGrants> {
      const rows = await tx
        .select({ id: creditLedger.id, kind: creditLedger.kind, amount: creditLedger.amount })
        .from(creditLedger)
        .where(
          and(
            eq(creditLedger.userId, order.userId),
            eq(creditLedger.reference, order.id),
            inArray(creditLedger.kind, orderGrantKinds),
            eq(creditLedger.balance, "ai_credits"),
          ),
        )
        .orderBy(creditLedger.id);
      const first = rows.find((row) => row.amount > 0);
      return {
        total: Math.max(
          0,
          rows.reduce((sum, row) => sum + row.amount, 0),
        ),
        firstId: first?.id ?? null,
        firstKind: first?.kind ?? null,
      };
    },

    async balance(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.aiCredits ?? 0;
    },

    /**
     * Takes back up to `amount` AI credits, never below 0, in one statement (a spend racing with it
     * cannot make the balance negative). Returns what was taken and the balance after.
     */
    async takeBack(tx: RefundTx, userId: number, amount: number): Promise<{ taken: number; after: number }> {
      const result = await tx.execute(sql`
        UPDATE users AS u SET ai_credits = u.ai_credits - LEAST(u.ai_credits, ${amount}::int)
        FROM (SELECT id, ai_credits FROM users WHERE id = ${userId} FOR UPDATE) AS before
        WHERE u.id = before.id
        RETURNING before.ai_credits - u.ai_credits AS taken, u.ai_credits AS after`);
      const row = ((result as { rows?: { taken: number | string; after: number | string }[] }).rows ?? [])[0];
      return { taken: Number(row?.taken ?? 0), after: Number(row?.after ?? 0) };
    },

    async ledgerTakeBack(
      tx: RefundTx,
      entry: {
        userId: number;
        orderId: string;
        kind: number;
        amount: number;
        balanceAfter: number;
        refundOf: number | null;
        actorId: number | null;
        note: string;
      },
    ): Promise<void> {
      const rows = await tx
        .insert(creditLedger)
        .values({
          userId: entry.userId,
          kind: entry.kind,
          balance: "ai_credits",
          amount: -entry.amount,
          balanceAfter: entry.balanceAfter,
          reason: "refund.order",
          reference: entry.orderId,
          idempotencyKey: `refund.order:${entry.orderId}`,
          refundOf: entry.refundOf,
          actorId: entry.actorId,
          note: entry.note,
        })
        .onConflictDoNothing()
        .returning({ id: creditLedger.id });
      // The claim makes this unreachable; if it ever happens the transaction must not commit.
      if (rows.length === 0) throw new Error(`order ${entry.orderId} already has a credit take-back`);
    },

    async recordFigures(tx: RefundTx, orderId: string, taken: number, shortfall: number): Promise<void> {
      await tx.update(orders).set({ refundTaken: taken, refundShortfall: shortfall }).where(eq(orders.id, orderId));
    },

    /** Withdraws what the order unlocked for its logo; the unlock of an earlier order stays. */
    async revokeUnlock(tx: RefundTx, orderId: string, at: Date): Promise<string | null> {
      const [row] = await tx
        .update(designUnlocks)
        .set({ revokedAt: at })
        .where(and(eq(designUnlocks.orderId, orderId), isNull(designUnlocks.revokedAt)))
        .returning({ unlock: designUnlocks.unlock });
      return row?.unlock ?? null;
    },

    async unlockOf(orderId: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.select({ unlock: designUnlocks.unlock }).from(designUnlocks).where(eq(designUnlocks.orderId, orderId)).limit(1);
      return row?.unlock ?? null;
    },

    /** Pro ends now: the flag goes, the end date is now, the subscription stops. Its provider reference, if any. */
    async endPro(tx: RefundTx, userId: number, at: Date): Promise<string | null> {
      await tx.update(users).set({ vip: false, vipEndsAt: at }).where(eq(users.id, userId));
      const [row] = await tx
        .update(subscriptions)
        .set({ status: "expired", currentPeriodEnd: at, cancelAtPeriodEnd: false, updatedAt: at })
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "expired")))
        .returning({ providerRef: subscriptions.providerRef });
      return row?.providerRef ?? null;
    },

    async addEvent(tx: Executor, event: { orderId: string; state: string; note: string; actorId: number | null; at: Date }): Promise<void> {
      await tx.insert(orderEvents).values({ orderId: event.orderId, state: event.state, note: event.note, actorId: event.actorId, createdAt: event.at });
    },

    async find(orderId: string, tx: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
