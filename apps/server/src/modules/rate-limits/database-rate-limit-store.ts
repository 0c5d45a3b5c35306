import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimitCounters } from "./rate-limits.repository";

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
type Waiter = { resolve(count: Count): void; reject(error: Error): void };

export type RateLimitStoreClass = FastifyRateLimitStoreCtor;

/** `routeInfo` of a route's own limit (@fastify/rate-limit passes the route's options): method and URL name the counter. */
function routeName(options: unknown): string | undefined {
  if (typeof options !== "object" || options === null || !("routeInfo" in options)) return undefined;
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  if (!route || typeof route.url !== "string") return undefined;
  return `${Array.isArray(route.method) ? route.method.join(",") : String(route.method)} ${route.url}`;
}

/**
 * A store for @fastify/rate-limit whose counts live in the database, so every API process of a site
 * counts against one limit (RATE_LIMIT_STORE=database). The global limit is one counter per client
 * key; a route with its own limit has its own counters (as the library's memory store keeps a
 * separate map per route). Hits of one key that arrive while its write is in flight are added
 * together in the next write, so a busy client costs one write in flight per key and process,
 * not one per request; each hit still learns its own place in the count.
 */
export function databaseRateLimitStore(counters: RateLimitCounters): RateLimitStoreClass {
  const pending = new Map<string, { windowMs: number; waiters: Waiter[] }>();
  const writing = new Set<string>();

  const flush = (key: string) => {
    const batch = pending.get(key);
    if (!batch) return;
    pending.delete(key);
    writing.add(key);
    counters
      .add(key, batch.waiters.length, batch.windowMs)
      .then(
        ({ count, ttlMs }) => {
          const before = count - batch.waiters.length;
          batch.waiters.forEach((waiter, i) => waiter.resolve({ current: before + i + 1, ttl: ttlMs }));
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const waiter of batch.waiters) waiter.reject(failure);
        },
      )
      .finally(() => {
        writing.delete(key);
        flush(key);
      });
  };

  const hit = (key: string, windowMs: number) =>
    new Promise<Count>((resolve, reject) => {
      const batch = pending.get(key) ?? { windowMs, waiters: [] };
      batch.waiters.push({ resolve, reject });
      pending.set(key, batch);
      if (!writing.has(key)) flush(key);
    });

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options: unknown) {
      this.prefix = routeName(options) ?? "api";
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      hit(`${this.prefix}|${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
