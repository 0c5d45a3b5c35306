import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

type Count = { current: number; ttl: number };
type Window = { current: number; ttl: number; startedAt: number };

/** Clients one limit remembers (the library's default): past it the least recently seen is forgotten. */
const CLIENTS = 5_000;

/**
 * The rate limits' default store, one process's memory (RATE_LIMIT_STORE=memory): the same counting
 * as @fastify/rate-limit's LocalStore (a fixed window from a client's first hit, at most 5,000
 * clients per limit, least recently seen dropped first), always answered synchronously.
 */
export function createMemoryRateLimitStore(): FastifyRateLimitStoreCtor {
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    // Map order is insertion order: a hit re-inserts its key, so the first key is the least recently seen.
    private readonly windows = new Map<string, Window>();
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const now = Date.now();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        window = { current: 1, ttl: timeWindow, startedAt: now };
      } else {
        window.current += 1;
        window.ttl = timeWindow - (now - window.startedAt);
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
