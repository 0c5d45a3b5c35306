import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { OrderState } from "@studio/domain";
import type { Db } from "../../db/database";
import { users } from "../../db/accounts.schema";
import { tasks } from "../tasks/tasks.schema";
import { savedLogos } from "../favourites/favourites.schema";
import { works } from "../works/works.schema";
import { designUnlocks, orderEvents, orders, paymentEvents, subscriptions, type OrderEventRow, type OrderRow, type SubscriptionRow } from "./payments.schema";

/** A Drizzle transaction handle (the same query API as Db). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type NewOrder = typeof orders.$inferInsert;

/**
 * The orders SQL. Every state change is one conditional UPDATE (`WHERE state IN (allowed from)`)
 * and its order_events row in one transaction, so two confirmations racing each other cannot both
 * move an order, and the history never misses a change.
 */
export function createOrdersRepository(db: Db) {
  return {
    async insert(order: NewOrder, note: string): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning();
        if (!row) throw new Error("order not inserted");
        await tx.insert(orderEvents).values({ orderId: row.id, state: row.state, note, createdAt: row.createdAt });
        return row;
      });
    },

    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findByProviderRef(provider: string, providerRef: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef)))
        .limit(1);
      return row;
    },

    async setProviderRef(id: string, providerRef: string | null, at: Date): Promise<void> {
      await db.update(orders).set({ providerRef, updatedAt: at }).where(eq(orders.id, id));
    },

    /**
     * Moves an order from one of `from` to `to` with its history row; undefined when the order was
     * not in `from` (someone else moved it first). `fields` are written with the move (paid_at ...).
     * `then` runs in the same transaction, only for the move that won.
     */
    async move(
      id: string,
      from: readonly OrderState[],
      to: OrderState,
      options: { at: Date; note: string; actorId?: number | null; fields?: Partial<NewOrder>; then?: (tx: Tx, row: OrderRow) => Promise<void> },
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ ...options.fields, state: to, updatedAt: options.at })
          .where(and(eq(orders.id, id), inArray(orders.state, [...from])))
          .returning();
        if (!row) return undefined;
        await tx.insert(orderEvents).values({ orderId: id, state: to, note: options.note, actorId: options.actorId ?? null, createdAt: options.at });
        await options.then?.(tx, row);
        return row;
      });
    },

    /** A history row that changes no state (a partial refund reported by the provider, a coupon over its limit). */
    async note(orderId: string, state: OrderState, note: string, at: Date, tx: Db | Tx = db): Promise<void> {
      await tx.insert(orderEvents).values({ orderId, state, note, createdAt: at });
    },

    async events(orderId: string): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    },

    async eventsOf(orderIds: string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(orderEvents.id);
    },

    async listByUser(userId: number, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset((page - 1) * size);
      const [counted] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      return { rows, total: counted?.n ?? 0 };
    },

    /** Records a provider notification; false when this (provider, event id) was seen before. */
    async recordEvent(provider: string, eventId: string, orderId: string | null, kind: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ provider, eventId, orderId, kind, receivedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    /** Forgets a notification whose handling failed, so the provider's retry is acted on. */
    async forgetEvent(provider: string, eventId: string): Promise<void> {
      await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },

    /** Package orders of a user paid since `since` and not refunded, newest first (recent logo payments). */
    async recentPackagePayments(userId: number, since: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.kind, "package"), inArray(orders.state, ["paid", "fulfilled"]), gte(orders.paidAt, since)))
        .orderBy(desc(orders.paidAt))
        .limit(100);
    },

    /** A user's package orders for one logo that were paid (also those refunded later: their receipts stay), newest first. */
    async packageOrdersFor(userId: number, designId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, userId), eq(orders.designId, designId), eq(orders.kind, "package"), inArray(orders.state, ["paid", "fulfilled", "refunded"])),
        )
        .orderBy(desc(orders.paidAt))
        .limit(20);
    },

    /** Whether the user has an order that was paid (and not refunded) other than `exceptId`. */
    async hasPaidOrder(userId: number, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.state, ["paid", "fulfilled"]), exceptId ? sql`${orders.id} <> ${exceptId}` : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** A task whoever owns it, for the owner check of a logo's package. */
    async findTask(id: string): Promise<{ userId: number; state: string; images: number } | undefined> {
      const [row] = await db.select({ userId: tasks.userId, state: tasks.state, result: tasks.result }).from(tasks).where(eq(tasks.id, id)).limit(1);
      return row ? { userId: row.userId, state: row.state, images: row.result?.images.length ?? 0 } : undefined;
    },

    /** A saved classic logo (`logo:{fa_id}`) as the same facts: one image, always finished. */
    async findSavedLogo(id: number): Promise<{ userId: number; state: string; images: number } | undefined> {
      const [row] = await db.select({ userId: savedLogos.userId }).from(savedLogos).where(eq(savedLogos.id, id)).limit(1);
      return row ? { userId: row.userId, state: "succeeded", images: 1 } : undefined;
    },

    /** An editor work (`work:{id}`, a poster) as the same facts: one image, always finished; `kind` tells a logo's own design from a poster. */
    async findWork(id: number): Promise<{ userId: number; state: string; images: number; kind: string } | undefined> {
      const [row] = await db.select({ userId: works.userId, kind: works.kind }).from(works).where(eq(works.id, id)).limit(1);
      return row ? { userId: row.userId, state: "succeeded", images: 1, kind: row.kind } : undefined;
    },

    async findUser(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    // ---- what paid orders unlock ----

    async insertUnlock(tx: Tx, row: typeof designUnlocks.$inferInsert): Promise<void> {
      await tx.insert(designUnlocks).values(row).onConflictDoNothing();
    },

    /** The live unlocks of a design bought by `userId` (revoked ones are gone). */
    async unlocksOf(userId: number, designId: string): Promise<string[]> {
      const rows = await db
        .select({ unlock: designUnlocks.unlock })
        .from(designUnlocks)
        .where(and(eq(designUnlocks.userId, userId), eq(designUnlocks.designId, designId), isNull(designUnlocks.revokedAt)));
      return rows.map((r) => r.unlock);
    },

    // ---- Pro ----

    /** Pro until `until` (never shortened: a later end already paid for stays). */
    async extendPro(tx: Tx, userId: number, until: Date, at: Date): Promise<void> {
      await tx
        .update(users)
        .set({ vip: true, vipEndsAt: sql`GREATEST(COALESCE(${users.vipEndsAt}, ${until}), ${until})`, updatedAt: at })
        .where(eq(users.id, userId));
    },

    async upsertSubscription(tx: Tx, row: { userId: number; provider: string; providerRef: string | null; periodEnd: Date; at: Date }): Promise<void> {
      await tx
        .insert(subscriptions)
        .values({
          userId: row.userId,
          provider: row.provider,
          providerRef: row.providerRef,
          status: "active",
          currentPeriodEnd: row.periodEnd,
          cancelAtPeriodEnd: false,
          createdAt: row.at,
          updatedAt: row.at,
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            provider: row.provider,
            providerRef: row.providerRef,
            status: "active",
            currentPeriodEnd: sql`GREATEST(${subscriptions.currentPeriodEnd}, ${row.periodEnd})`,
            cancelAtPeriodEnd: false,
            updatedAt: row.at,
          },
        });
    },

    async subscriptionOf(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    async subscriptionByRef(provider: string, providerRef: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)))
        .limit(1);
      return row;
    },

    /** A renewal: the new period end, Pro until then, in one transaction. */
    async renewSubscription(userId: number, periodEnd: Date, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ status: "active", currentPeriodEnd: periodEnd, updatedAt: at }).where(eq(subscriptions.userId, userId));
        await tx
          .update(users)
          .set({ vip: true, vipEndsAt: sql`GREATEST(COALESCE(${users.vipEndsAt}, ${periodEnd}), ${periodEnd})`, updatedAt: at })
          .where(eq(users.id, userId));
      });
    },

    async cancelAtPeriodEnd(userId: number, at: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: at })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
        .returning();
      return row;
    },

    /** The subscription ended: Pro goes when its paid period is over (isPro reads vip_ends_at). */
    async endSubscription(userId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ status: "expired", updatedAt: at }).where(eq(subscriptions.userId, userId));
        await tx
          .update(users)
          .set({ vip: false, updatedAt: at })
          .where(and(eq(users.id, userId), lte(users.vipEndsAt, at)));
      });
    },

    /** Active sandbox subscriptions whose paid period is over (the sandbox renews or ends them itself). */
    async dueSubscriptions(provider: string, at: Date): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, at)))
        .limit(100);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
