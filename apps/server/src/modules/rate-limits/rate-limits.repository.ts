import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rateLimitCounters } from "./rate-limits.schema";

/** Rows whose window ended are swept at most this often per process, by the first count after it. */
const SWEEP_INTERVAL_MS = 60_000;

export type RateLimitCounters = {
  /**
   * Adds `hits` to the key's count in its current window, or starts a new window of `windowMs` when
   * the last one has ended. Returns the count including these hits and the milliseconds left in the
   * window. The database's clock decides, so processes whose clocks differ still agree.
   */
  add(key: string, hits: number, windowMs: number): Promise<{ count: number; ttlMs: number }>;
};

export function createRateLimitCounters(db: Db): RateLimitCounters {
  let lastSweep = 0;
  const ended = sql`${rateLimitCounters.resetAt} <= now()`;
  return {
    async add(key, hits, windowMs) {
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now() - interval '1 minute'`));
      }
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits, resetAt: sql`now() + ${String(windowMs)}::integer * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.hits, ttlMs: sql<string>`ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000)` });
      if (!row) throw new Error("rate limit counter not written");
      return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) };
    },
  };
}
