import { and, desc, eq, gte, inArray, isNull, lte, or, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { logoApiDeliveries, logoApiKeys, logoApiUsage, type LogoApiDeliveryRow, type LogoApiKeyRow } from "./logo-api.schema";

type Db = Database["db"];

export type NewLogoApiKey = {
  name: string;
  kind: "api" | "lite";
  keyHash: string;
  keyPrefix: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  ratePerMinute: number;
  monthlyQuota: number;
};

export type UsageDay = { day: string; calls: number; logos: number };

/** Keys, their daily usage and the Lite keys' deliveries (migration 0047). */
export function createLogoApiRepository(db: Db) {
  return {
    async create(key: NewLogoApiKey): Promise<LogoApiKeyRow> {
      const [row] = await db.insert(logoApiKeys).values(key).returning();
      if (!row) throw new Error("the key was not stored");
      return row;
    },

    async byHash(keyHash: string): Promise<LogoApiKeyRow | undefined> {
      const [row] = await db.select().from(logoApiKeys).where(eq(logoApiKeys.keyHash, keyHash)).limit(1);
      return row;
    },

    async byId(id: number): Promise<LogoApiKeyRow | undefined> {
      const [row] = await db.select().from(logoApiKeys).where(eq(logoApiKeys.id, id)).limit(1);
      return row;
    },

    async list(): Promise<LogoApiKeyRow[]> {
      return db.select().from(logoApiKeys).orderBy(desc(logoApiKeys.id));
    },

    /** Revokes once: the first revocation's time stays. Undefined when there is no such key. */
    async revoke(id: number, at: Date): Promise<LogoApiKeyRow | undefined> {
      await db
        .update(logoApiKeys)
        .set({ revokedAt: at })
        .where(and(eq(logoApiKeys.id, id), isNull(logoApiKeys.revokedAt)));
      return this.byId(id);
    },

    /**
     * Counts one call of the key today if its month is under the quota; false when the quota is
     * used up. The key's row is locked for the count, so concurrent calls cannot both take the last one.
     */
    async takeCall(keyId: number, day: string, monthStart: string, quota: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: logoApiKeys.id }).from(logoApiKeys).where(eq(logoApiKeys.id, keyId)).for("update");
        const [used] = await tx
          .select({ calls: sql<number>`COALESCE(SUM(${logoApiUsage.calls}), 0)::int` })
          .from(logoApiUsage)
          .where(and(eq(logoApiUsage.keyId, keyId), gte(logoApiUsage.day, monthStart)));
        if (Number(used?.calls ?? 0) >= quota) return false;
        await tx
          .insert(logoApiUsage)
          .values({ keyId, day, calls: 1, logos: 0 })
          .onConflictDoUpdate({ target: [logoApiUsage.keyId, logoApiUsage.day], set: { calls: sql`${logoApiUsage.calls} + 1` } });
        return true;
      });
    },

    /** Adds the logos a counted call answered (or delivered). */
    async addLogos(keyId: number, day: string, logos: number): Promise<void> {
      await db
        .insert(logoApiUsage)
        .values({ keyId, day, calls: 0, logos })
        .onConflictDoUpdate({ target: [logoApiUsage.keyId, logoApiUsage.day], set: { logos: sql`${logoApiUsage.logos} + ${logos}` } });
    },

    /** Days from `from` (inclusive) of these keys, oldest first. */
    async usageSince(keyIds: number[], from: string): Promise<(UsageDay & { keyId: number })[]> {
      if (keyIds.length === 0) return [];
      return db
        .select({ keyId: logoApiUsage.keyId, day: logoApiUsage.day, calls: logoApiUsage.calls, logos: logoApiUsage.logos })
        .from(logoApiUsage)
        .where(and(inArray(logoApiUsage.keyId, keyIds), gte(logoApiUsage.day, from)))
        .orderBy(logoApiUsage.day);
    },

    /** A Lite job before it is drawn: leased to the drawing process until `leaseUntil`. */
    async addDrawing(row: { id: string; keyId: number; brief: string; day: string; leaseUntil: Date }): Promise<void> {
      await db.insert(logoApiDeliveries).values({ ...row, status: "drawing", attempts: 0 });
    },

    /**
     * The job's page is drawn: it becomes a pending delivery, due now. False when the job is no longer
     * being drawn (another process drew it after this one's lease lapsed), so its logos are metered once.
     */
    async drawn(id: string, body: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(logoApiDeliveries)
        // attempts counted drawings until now; from here on they count the webhook's attempts (its backoff).
        .set({ status: "pending", body, nextAttemptAt: at, leaseUntil: null, attempts: 0 })
        .where(and(eq(logoApiDeliveries.id, id), eq(logoApiDeliveries.status, "drawing")))
        .returning({ id: logoApiDeliveries.id });
      return rows.length > 0;
    },

    /** The drawing itself failed (e.g. the designer could not draw the brief): given up, said why. */
    async drawingFailed(id: string, error: string): Promise<void> {
      await db
        .update(logoApiDeliveries)
        .set({ status: "failed", lastError: error.slice(0, 500), leaseUntil: null })
        .where(and(eq(logoApiDeliveries.id, id), eq(logoApiDeliveries.status, "drawing")));
    },

    /**
     * Jobs whose drawing process died (their lease lapsed while 'drawing'): each one taken is leased
     * to the caller and its attempts counted, so a brief that kills every process that draws it ends.
     */
    async leaseStalledDrawings(now: Date, leaseUntil: Date, limit: number): Promise<LogoApiDeliveryRow[]> {
      return db.transaction(async (tx) => {
        const stalled = await tx
          .select({ id: logoApiDeliveries.id })
          .from(logoApiDeliveries)
          .where(and(eq(logoApiDeliveries.status, "drawing"), lt(logoApiDeliveries.leaseUntil, now)))
          .orderBy(logoApiDeliveries.leaseUntil)
          .limit(limit)
          .for("update", { skipLocked: true });
        if (stalled.length === 0) return [];
        return tx
          .update(logoApiDeliveries)
          .set({ leaseUntil, attempts: sql`${logoApiDeliveries.attempts} + 1` })
          .where(
            inArray(
              logoApiDeliveries.id,
              stalled.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async delivery(id: string): Promise<LogoApiDeliveryRow | undefined> {
      const [row] = await db.select().from(logoApiDeliveries).where(eq(logoApiDeliveries.id, id)).limit(1);
      return row;
    },

    /**
     * Pending deliveries due by `now` whose lease (a process sending them) has lapsed: each one
     * taken is leased to the caller until `leaseUntil`, so another process leaves it alone.
     */
    async leaseDue(now: Date, leaseUntil: Date, limit: number): Promise<LogoApiDeliveryRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: logoApiDeliveries.id })
          .from(logoApiDeliveries)
          .where(
            and(
              eq(logoApiDeliveries.status, "pending"),
              lte(logoApiDeliveries.nextAttemptAt, now),
              or(isNull(logoApiDeliveries.leaseUntil), lt(logoApiDeliveries.leaseUntil, now)),
            ),
          )
          .orderBy(logoApiDeliveries.nextAttemptAt)
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(logoApiDeliveries)
          .set({ leaseUntil })
          .where(
            inArray(
              logoApiDeliveries.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async delivered(id: string, attempts: number, at: Date): Promise<void> {
      await db
        .update(logoApiDeliveries)
        .set({ status: "delivered", attempts, deliveredAt: at, leaseUntil: null, lastError: null })
        .where(eq(logoApiDeliveries.id, id));
    },

    /** A failed attempt: due again at `next` (any process may take it then), or given up when `next` is null. */
    async attemptFailed(id: string, attempts: number, error: string, next: Date | null): Promise<void> {
      await db
        .update(logoApiDeliveries)
        .set(
          next
            ? { attempts, lastError: error.slice(0, 500), nextAttemptAt: next, leaseUntil: null }
            : { attempts, lastError: error.slice(0, 500), status: "failed", leaseUntil: null },
        )
        .where(eq(logoApiDeliveries.id, id));
    },
  };
}

export type LogoApiRepository = ReturnType<typeof createLogoApiRepository>;
