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
  /**
   * `add` for many keys in one statement (the rate limiter's flush): the rows are written in key
   * order, so two processes flushing overlapping keys lock them in the same order and never deadlock.
   * Answers each key's count and milliseconds left, as `add` does.
   */
  addMany(entries: { key: string; hits: number; windowMs: number }[]): Promise<Map<string, { count: number; ttlMs: number }>>;
};

export function createRateLimitCounters(db: Db): RateLimitCounters {
  let lastSweep = 0;
  const ended = sql`${rateLimitCounters.resetAt} <= now()`;
  const upsert = async (entries: { key: string; hits: number; windowMs: number }[]) => {
    if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = Date.now();
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now() - interval '1 minute'`));
    }
    const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = await db
      .insert(rateLimitCounters)
      .values(sorted.map(({ key, hits, windowMs }) => ({ key, hits, resetAt: sql`now() + ${String(windowMs)}::integer * interval '1 millisecond'` })))
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        key: rateLimitCounters.key,
        count: rateLimitCounters.hits,
        ttlMs: sql<string>`ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000)`,
      });
    return new Map(rows.map((row) => [row.key, { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) }]));
  };
  return {
    async add(key, hits, windowMs) {
      const row = (await upsert([{ key, hits, windowMs }])).get(key);
      if (!row) throw new Error("rate limit counter not written");
      return row;
    },
    async addMany(entries) {
      return entries.length === 0 ? new Map() : upsert(entries);
    },
  };
}
