import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { creditLedger, paidDownloads, quotaUsage, type CreditLedgerRow, type QuotaName } from "./credits.schema";

/** A Drizzle transaction handle (the same query API as Db). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export type StoredBalance = "ai_credits" | "credits";

export type NewLedgerRow = typeof creditLedger.$inferInsert;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Thrown inside a transaction to undo it; caught by the service, never leaves the module. */
export class Rollback extends Error {}

/** The credits SQL. Every balance change is a conditional statement: no read-modify-write. */
export function createCreditsRepository(db: Db) {
  return {
    db,

    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async findByKey(userId: number, idempotencyKey: string, tx: Executor = db): Promise<CreditLedgerRow | undefined> {
      const [row] = await tx
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    async findById(id: number, tx: Executor = db): Promise<CreditLedgerRow | undefined> {
      const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.id, id)).limit(1);
      return row;
    },

    async findRefundOf(spendId: number, tx: Executor = db): Promise<CreditLedgerRow | undefined> {
      const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.refundOf, spendId)).limit(1);
      return row;
    },

    /** Takes `amount` from a balance only if it covers it; the new balance, or undefined when short. */
    async takeBalance(tx: Tx, userId: number, balance: StoredBalance, amount: number): Promise<number | undefined> {
      const rows =
        balance === "credits"
          ? await tx
              .update(users)
              .set({ credits: sql`${users.credits} - ${amount}` })
              .where(and(eq(users.id, userId), gte(users.credits, amount)))
              .returning({ after: users.credits })
          : await tx
              .update(users)
              .set({ aiCredits: sql`${users.aiCredits} - ${amount}` })
              .where(and(eq(users.id, userId), gte(users.aiCredits, amount)))
              .returning({ after: users.aiCredits });
      return rows[0]?.after;
    },

    /** Adds to a balance; the new balance, or undefined when the user does not exist. */
    async addBalance(tx: Tx, userId: number, balance: StoredBalance, amount: number): Promise<number | undefined> {
      const rows =
        balance === "credits"
          ? await tx
              .update(users)
              .set({ credits: sql`${users.credits} + ${amount}` })
              .where(eq(users.id, userId))
              .returning({ after: users.credits })
          : await tx
              .update(users)
              .set({ aiCredits: sql`${users.aiCredits} + ${amount}` })
              .where(eq(users.id, userId))
              .returning({ after: users.aiCredits });
      return rows[0]?.after;
    },

    /** Inserts a ledger row unless its key (or the spend it refunds) already has one; undefined then. */
    async insertEntry(tx: Tx, row: NewLedgerRow): Promise<CreditLedgerRow | undefined> {
      const [inserted] = await tx.insert(creditLedger).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** Uses `amount` of a daily allowance if it stays within `limit`; the new usage, or undefined. */
    async useQuota(tx: Executor, userId: number, quota: QuotaName, day: string, amount: number, limit: number): Promise<number | undefined> {
      const result = await tx.execute(sql`
        INSERT INTO quota_usage (user_id, quota, day, used)
        SELECT ${userId}, ${quota}, ${day}::date, ${amount} WHERE ${amount}::int <= ${limit}::int
        ON CONFLICT (user_id, quota, day) DO UPDATE SET used = quota_usage.used + EXCLUDED.used
          WHERE quota_usage.used + EXCLUDED.used <= ${limit}::int
        RETURNING used`);
      return rowsOf<{ used: number }>(result)[0]?.used;
    },

    /** Gives back `amount` of a day's allowance; the new usage. */
    async returnQuota(tx: Tx, userId: number, quota: QuotaName, day: string, amount: number): Promise<number> {
      const rows = await tx
        .update(quotaUsage)
        .set({ used: sql`GREATEST(${quotaUsage.used} - ${amount}, 0)` })
        .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.quota, quota), eq(quotaUsage.day, day)))
        .returning({ used: quotaUsage.used });
      return rows[0]?.used ?? 0;
    },

    async quotaUsed(userId: number, quota: QuotaName, day: string): Promise<number> {
      const [row] = await db
        .select({ used: quotaUsage.used })
        .from(quotaUsage)
        .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.quota, quota), eq(quotaUsage.day, day)))
        .limit(1);
      return row?.used ?? 0;
    },

    async isDownloadPaid(userId: number, item: string, format: string): Promise<boolean> {
      const [row] = await db
        .select({ item: paidDownloads.item })
        .from(paidDownloads)
        .where(and(eq(paidDownloads.userId, userId), eq(paidDownloads.item, item), eq(paidDownloads.format, format)))
        .limit(1);
      return row !== undefined;
    },

    async markDownloadPaid(tx: Tx, userId: number, item: string, format: string, source: string): Promise<boolean> {
      const rows = await tx.insert(paidDownloads).values({ userId, item, format, source }).onConflictDoNothing().returning({ item: paidDownloads.item });
      return rows.length > 0;
    },

    async history(userId: number, page: number, size: number): Promise<{ rows: CreditLedgerRow[]; total: number; refunded: Set<number> }> {
      const rows = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.id))
        .limit(size)
        .offset((page - 1) * size);
      const [totalRow] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
      const ids = rows.map((r) => r.id);
      const refundRows =
        ids.length === 0
          ? []
          : await db
              .select({ refundOf: creditLedger.refundOf })
              .from(creditLedger)
              .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.refundOf, ids)));
      return { rows, total: totalRow?.n ?? 0, refunded: new Set(refundRows.map((r) => r.refundOf ?? 0)) };
    },

    async findUser(userId: number, tx: Executor = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
