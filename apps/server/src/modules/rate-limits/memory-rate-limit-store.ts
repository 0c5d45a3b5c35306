import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

type Count = { current: number; ttl: number };
type Window = { current: number; ttl: number; startedAt: number; movedAt: number };

/**
 * How recently a client must have been moved to the recent end to stay there: a hit re-inserts its
 * key (Map order is the order of last sight) at most this often. Re-inserting on every hit was the
 * costliest function of result polling's own code (3 % of a poll's CPU: a delete and a set, and the
 * map's deleted slots rehashed), for an order that only matters past 5,000 clients.
 */
const REORDER_MS = 1_000;

/** Clients one limit remembers (the library's default): past it the least recently seen is forgotten. */
const CLIENTS = 5_000;

/**
 * The rate limits' default store, one process's memory (RATE_LIMIT_STORE=memory): the same counting
 * as @fastify/rate-limit's LocalStore (a fixed window from a client's first hit, at most 5,000
 * clients per limit, least recently seen, to within a second, dropped first), always answered synchronously.
 */
export function createMemoryRateLimitStore(): FastifyRateLimitStoreCtor {
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    // Map order is insertion order: a hit re-inserts its key (at most every REORDER_MS), so the first
    // key is the least recently seen, to within that second.
    private readonly windows = new Map<string, Window>();
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const now = Date.now();
      let window = this.windows.get(key);
      if (window && window.startedAt + timeWindow > now) {
        window.current += 1;
        window.ttl = timeWindow - (now - window.startedAt);
        if (now - window.movedAt < REORDER_MS) return callback(null, { current: window.current, ttl: window.ttl });
        window.movedAt = now;
      } else {
        window = { current: 1, ttl: timeWindow, startedAt: now, movedAt: now };
      }
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > CLIENTS) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      callback(null, { current: window.current, ttl: window.ttl });
    }
    child(): FastifyRateLimitStore {
      return new MemoryRateLimitStore();
    }
  };
}
