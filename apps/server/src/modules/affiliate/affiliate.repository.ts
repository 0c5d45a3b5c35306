import { and, asc, count, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { coupons } from "../payments/payments.schema";
import {
  affiliateClicks,
  affiliateLedger,
  affiliatePartners,
  affiliateReferrals,
  affiliateRewards,
  affiliateWithdrawals,
  type AffiliateLedgerEvent,
  type AffiliatePartnerRow,
  type AffiliateRewardRow,
  type AffiliateWithdrawalRow,
} from "./affiliate.schema";

/** A Drizzle transaction handle (the same query API as Db). */
export type AffiliateTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | AffiliateTx;

/** Thrown inside a transaction to undo it (a replayed key, a balance that would go below 0); never leaves the module. */
export class AffiliateRollback extends Error {
  constructor(readonly why: "replay" | "short") {
    super(why);
  }
}

export type Move = {
  partnerId: number;
  event: AffiliateLedgerEvent;
  /** The ledger row's amount (what moved, or the withdrawal's amount for withdraw-paid). */
  amount: number;
  /** Signed changes of the three balances. */
  pending?: number;
  available?: number;
  withdrawn?: number;
  key: string;
  orderId?: string | null;
  withdrawalId?: number | null;
  actorId?: number | null;
  note?: string;
  at: Date;
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The affiliate SQL. Every balance change is ONE conditional UPDATE of the partner row (no balance
 * may go below 0; the row lock orders concurrent moves of one partner) plus a ledger row whose
 * (partner_id, key) is unique: a retried or concurrent twin finds the key taken and rolls back.
 */
export function createAffiliateRepository(db: Db) {
  /** The move; throws AffiliateRollback('short') when a balance would go below 0, ('replay') when the key was used. */
  async function move(tx: AffiliateTx, m: Move): Promise<AffiliatePartnerRow> {
    const dp = m.pending ?? 0;
    const da = m.available ?? 0;
    const dw = m.withdrawn ?? 0;
    const [row] = await tx
      .update(affiliatePartners)
      .set({
        pending: sql`${affiliatePartners.pending} + ${dp}`,
        available: sql`${affiliatePartners.available} + ${da}`,
        withdrawn: sql`${affiliatePartners.withdrawn} + ${dw}`,
        updatedAt: m.at,
      })
      .where(
        and(
          eq(affiliatePartners.userId, m.partnerId),
          sql`${affiliatePartners.pending} + ${dp} >= 0`,
          sql`${affiliatePartners.available} + ${da} >= 0`,
          sql`${affiliatePartners.withdrawn} + ${dw} >= 0`,
        ),
      )
      .returning();
    if (!row) throw new AffiliateRollback("short");
    const inserted = await tx
      .insert(affiliateLedger)
      .values({
        partnerId: m.partnerId,
        event: m.event,
        amount: m.amount,
        orderId: m.orderId ?? null,
        withdrawalId: m.withdrawalId ?? null,
        key: m.key,
        pendingAfter: row.pending,
        availableAfter: row.available,
        withdrawnAfter: row.withdrawn,
        actorId: m.actorId ?? null,
        note: m.note ?? "",
        createdAt: m.at,
      })
      .onConflictDoNothing()
      .returning({ id: affiliateLedger.id });
    if (inserted.length === 0) throw new AffiliateRollback("replay");
    return row;
  }

  return {
    db,
    move,

    transaction<T>(fn: (tx: AffiliateTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async partner(userId: number, tx: Executor = db): Promise<AffiliatePartnerRow | undefined> {
      const [row] = await tx.select().from(affiliatePartners).where(eq(affiliatePartners.userId, userId)).limit(1);
      return row;
    },

    async partnerByCode(code: string): Promise<AffiliatePartnerRow | undefined> {
      const [row] = await db
        .select()
        .from(affiliatePartners)
        .where(sql`lower(${affiliatePartners.code}) = lower(${code})`)
        .limit(1);
      return row;
    },

    async partnerByEmail(email: string): Promise<(AffiliatePartnerRow & { email: string | null }) | undefined> {
      const [row] = await db
        .select({ partner: affiliatePartners, email: users.email })
        .from(affiliatePartners)
        .innerJoin(users, eq(users.id, affiliatePartners.userId))
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ? { ...row.partner, email: row.email } : undefined;
    },

    /** An application: a new partner record 'pending'; a rejected partner who applies again is pending again. */
    async apply(userId: number, application: Record<string, string>, currency: "USD" | "CNY", at: Date): Promise<AffiliatePartnerRow> {
      const [row] = await db
        .insert(affiliatePartners)
        .values({ userId, application, currency, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: affiliatePartners.userId,
          set: {
            application: sql`excluded.application`,
            state: sql`CASE WHEN ${affiliatePartners.state} = 'rejected' THEN 'pending' ELSE ${affiliatePartners.state} END`,
            rejectReason: sql`CASE WHEN ${affiliatePartners.state} = 'rejected' THEN NULL ELSE ${affiliatePartners.rejectReason} END`,
            updatedAt: at,
          },
        })
        .returning();
      if (!row) throw new Error("partner record not stored");
      return row;
    },

    /** Approve (from pending or rejected) or reject (from pending); undefined when the record is not in such a state. */
    async decide(userId: number, to: "approved" | "rejected", decision: { actorId: number | null; reason: string | null; at: Date }) {
      const from = to === "approved" ? ["pending", "rejected"] : ["pending"];
      const [row] = await db
        .update(affiliatePartners)
        .set({
          state: to,
          rejectReason: to === "rejected" ? decision.reason : null,
          decidedBy: decision.actorId,
          decidedAt: decision.at,
          updatedAt: decision.at,
        })
        .where(and(eq(affiliatePartners.userId, userId), inArray(affiliatePartners.state, from as ("pending" | "rejected")[])))
        .returning();
      return row;
    },

    /** Sets the partner's code once (approved partners only); false when a code is set already. */
    async setCode(tx: AffiliateTx, userId: number, code: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(affiliatePartners)
        .set({ code, updatedAt: at })
        .where(and(eq(affiliatePartners.userId, userId), eq(affiliatePartners.state, "approved"), sql`${affiliatePartners.code} IS NULL`))
        .returning({ userId: affiliatePartners.userId });
      return rows.length > 0;
    },

    async couponOwner(code: string, tx: Executor = db): Promise<number | null> {
      const [row] = await tx
        .select({ ownerId: coupons.ownerId })
        .from(coupons)
        .where(sql`lower(${coupons.code}) = lower(${code})`)
        .limit(1);
      return row?.ownerId ?? null;
    },

    async list(state: string | undefined, page: number, size: number) {
      const where = state ? eq(affiliatePartners.state, state as "pending") : undefined;
      const rows = await db
        .select({ partner: affiliatePartners, email: users.email })
        .from(affiliatePartners)
        .innerJoin(users, eq(users.id, affiliatePartners.userId))
        .where(where)
        .orderBy(desc(affiliatePartners.createdAt), desc(affiliatePartners.userId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(affiliatePartners).where(where);
      return { rows: rows.map((r) => ({ ...r.partner, email: r.email })), total: total?.n ?? 0 };
    },

    // ---- tracking ----

    /** One click per partner, day and visitor; true when this one counted. */
    async click(partnerId: number, day: string, visitor: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(affiliateClicks)
        .values({ partnerId, day, visitor, createdAt: at })
        .onConflictDoNothing()
        .returning({ day: affiliateClicks.day });
      return rows.length > 0;
    },

    /**
     * The buyer's last click (last click wins: an older click never replaces a newer one). `signedUp`
     * marks an account made after the click; a sign-up stays counted for the partner it went to.
     */
    async refer(userId: number, partnerId: number, clickedAt: Date, signedUp: boolean): Promise<void> {
      await db
        .insert(affiliateReferrals)
        .values({ userId, partnerId, clickedAt, signedUp, signedUpAt: signedUp ? clickedAt : null })
        .onConflictDoUpdate({
          target: affiliateReferrals.userId,
          set: { partnerId: sql`excluded.partner_id`, clickedAt: sql`excluded.clicked_at` },
          setWhere: sql`${affiliateReferrals.clickedAt} < excluded.clicked_at`,
        });
    },

    async referral(userId: number, tx: Executor = db) {
      const [row] = await tx.select().from(affiliateReferrals).where(eq(affiliateReferrals.userId, userId)).limit(1);
      return row;
    },

    // ---- rewards ----

    /** The order's reward, once (keyed by the order), credited as pending. */
    async reward(tx: AffiliateTx, reward: typeof affiliateRewards.$inferInsert & { createdAt: Date }): Promise<AffiliateRewardRow | undefined> {
      const [row] = await tx.insert(affiliateRewards).values(reward).onConflictDoNothing().returning();
      if (!row) return undefined;
      await move(tx, {
        partnerId: row.partnerId,
        event: "reward",
        amount: row.amount,
        pending: row.amount,
        key: `reward:${row.orderId}`,
        orderId: row.orderId,
        at: reward.createdAt,
      });
      return row;
    },

    /** Reverses the order's reward if it is still pending and its window is open at `at`; once (the state move). */
    async reverse(tx: AffiliateTx, orderId: string, at: Date, actorId: number | null): Promise<AffiliateRewardRow | undefined> {
      const [row] = await tx
        .update(affiliateRewards)
        .set({ state: "reversed", settledAt: at })
        .where(and(eq(affiliateRewards.orderId, orderId), eq(affiliateRewards.state, "pending"), gt(affiliateRewards.availableAt, at)))
        .returning();
      if (!row) return undefined;
      await move(tx, {
        partnerId: row.partnerId,
        event: "reverse",
        amount: row.amount,
        pending: -row.amount,
        key: `reverse:${orderId}`,
        orderId,
        actorId,
        note: "order refunded",
        at,
      });
      return row;
    },

    async rewardOf(orderId: string): Promise<AffiliateRewardRow | undefined> {
      const [row] = await db.select().from(affiliateRewards).where(eq(affiliateRewards.orderId, orderId)).limit(1);
      return row;
    },

    /** Pending rewards whose window has closed (oldest first), of one partner or all. */
    async due(at: Date, partnerId: number | undefined, limit: number): Promise<AffiliateRewardRow[]> {
      return db
        .select()
        .from(affiliateRewards)
        .where(
          and(
            eq(affiliateRewards.state, "pending"),
            lte(affiliateRewards.availableAt, at),
            partnerId === undefined ? undefined : eq(affiliateRewards.partnerId, partnerId),
          ),
        )
        .orderBy(asc(affiliateRewards.availableAt))
        .limit(limit);
    },

    /** pending -> available for one reward, once (the state move), in its own transaction. */
    async mature(orderId: string, at: Date): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(affiliateRewards)
            .set({ state: "available", settledAt: at })
            .where(and(eq(affiliateRewards.orderId, orderId), eq(affiliateRewards.state, "pending"), lte(affiliateRewards.availableAt, at)))
            .returning();
          if (!row) return false;
          await move(tx, {
            partnerId: row.partnerId,
            event: "mature",
            amount: row.amount,
            pending: -row.amount,
            available: row.amount,
            key: `mature:${orderId}`,
            orderId,
            at,
          });
          return true;
        });
      } catch (error) {
        if (error instanceof AffiliateRollback) return false;
        throw error;
      }
    },

    // ---- withdrawals ----

    async insertWithdrawal(tx: AffiliateTx, row: typeof affiliateWithdrawals.$inferInsert): Promise<AffiliateWithdrawalRow | undefined> {
      const [created] = await tx.insert(affiliateWithdrawals).values(row).onConflictDoNothing().returning();
      return created;
    },

    async withdrawalByKey(partnerId: number, requestKey: string): Promise<AffiliateWithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(affiliateWithdrawals)
        .where(and(eq(affiliateWithdrawals.partnerId, partnerId), eq(affiliateWithdrawals.requestKey, requestKey)))
        .limit(1);
      return row;
    },

    async withdrawal(id: number): Promise<AffiliateWithdrawalRow | undefined> {
      const [row] = await db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.id, id)).limit(1);
      return row;
    },

    /** requested -> paid or rejected, once; the row that moved, or undefined. */
    async decideWithdrawal(tx: AffiliateTx, id: number, to: "paid" | "rejected", decision: { actorId: number | null; reason: string | null; at: Date }) {
      const [row] = await tx
        .update(affiliateWithdrawals)
        .set({ state: to, reason: decision.reason, decidedBy: decision.actorId, decidedAt: decision.at })
        .where(and(eq(affiliateWithdrawals.id, id), eq(affiliateWithdrawals.state, "requested")))
        .returning();
      return row;
    },

    async withdrawals(partnerId: number): Promise<AffiliateWithdrawalRow[]> {
      return db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.partnerId, partnerId)).orderBy(desc(affiliateWithdrawals.id)).limit(200);
    },

    async allWithdrawals(state: string | undefined) {
      const rows = await db
        .select({ withdrawal: affiliateWithdrawals, email: users.email })
        .from(affiliateWithdrawals)
        .innerJoin(users, eq(users.id, affiliateWithdrawals.partnerId))
        .where(state ? eq(affiliateWithdrawals.state, state as "requested") : undefined)
        .orderBy(desc(affiliateWithdrawals.id))
        .limit(200);
      return rows.map((r) => ({ ...r.withdrawal, email: r.email }));
    },

    // ---- the dashboard ----

    /** Per month (UTC, 'YYYY-MM') from `since`: clicks, sign-ups, rewarded orders, rewards and reversed rewards. */
    async months(partnerId: number, since: Date) {
      const day = since.toISOString().slice(0, 10);
      const clicks = rowsOf<{ month: string; n: number | string }>(
        await db.execute(sql`SELECT to_char(day, 'YYYY-MM') AS month, count(*) AS n FROM affiliate_clicks
          WHERE partner_id = ${partnerId} AND day >= ${day}::date GROUP BY 1`),
      );
      const signUps = rowsOf<{ month: string; n: number | string }>(
        await db.execute(sql`SELECT to_char(signed_up_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS n FROM affiliate_referrals
          WHERE partner_id = ${partnerId} AND signed_up AND signed_up_at >= ${since.toISOString()}::timestamptz GROUP BY 1`),
      );
      const rewards = rowsOf<{ month: string; orders: number | string; amount: number | string | null; reversed: number | string | null }>(
        await db.execute(sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS orders,
            sum(CASE WHEN state <> 'reversed' THEN amount ELSE 0 END) AS amount, sum(CASE WHEN state = 'reversed' THEN amount ELSE 0 END) AS reversed
          FROM affiliate_rewards WHERE partner_id = ${partnerId} AND created_at >= ${since.toISOString()}::timestamptz GROUP BY 1`),
      );
      return { clicks, signUps, rewards };
    },

    async ledger(partnerId: number) {
      return db.select().from(affiliateLedger).where(eq(affiliateLedger.partnerId, partnerId)).orderBy(asc(affiliateLedger.id));
    },
  };
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
