import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimitCounters } from "./rate-limits.repository";

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** How often a process adds the hits it counted to the shared counters and learns the other processes' hits. */
export const RATE_LIMIT_FLUSH_MS = 1_000;
/**
 * A count read longer ago than this (1.5 flush intervals) is not trusted: the next hit waits for a
 * write. A key hit all the time is written every interval and never gets there; one hit now and then
 * costs a write per hit, as every hit did before.
 */
const STALE_FACTOR = 1.5;

export type RateLimitStoreClass = FastifyRateLimitStoreCtor & {
  /**
   * Writes every hit counted so far and reads every live key's shared count, now (tests, and a
   * closing app); the timer writes the keys hit since its last run every flush interval.
   */
  flush(): Promise<void>;
};

/** One counter (a client key under the global limit or a route's own) as this process knows it. */
type Counter = {
  windowMs: number;
  /** The count the database last answered: every process's hits up to then. */
  shared: number;
  /** This process's hits in the write in flight, and those counted since. */
  writing: number;
  pending: number;
  /** When the window ends by this process's clock (the database's time left, from when it answered); 0 until known. */
  resetAt: number;
  /** When the write that read `shared` began (this process's clock). */
  syncedAt: number;
  /** Hits that came while the count was unknown (a first hit here, or the window ended): answered after the next write. */
  waiters: Callback[];
};

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
 * separate map per route).
 *
 * Each process counts in memory and adds its hits to the database once per flush interval, all
 * keys in one statement: writing every hit (one upsert per request) cost 0.3-1.2 ms of CPU per
 * request at 200 clients, ten times the request itself. A hit is answered from memory with the
 * shared count as last read plus this process's hits since; only a key's first hit in a process, and
 * the first after its window ended, wait for a write (batched with every other key waiting then).
 *
 * The slack this buys (docs/ARCHITECTURE.md, "Rate limits across processes"): a process never lets
 * one client past the limit on its own hits, but answers from a shared count up to 1.5 flush
 * intervals old. So with N processes a client gets at most the limit plus the hits the other
 * processes took from it in the last 1.5 s or so (those this process had not read yet), and never
 * more than N times the limit in one window.
 */
export function databaseRateLimitStore(counters: RateLimitCounters, options: { flushMs?: number } = {}): RateLimitStoreClass {
  const flushMs = options.flushMs ?? RATE_LIMIT_FLUSH_MS;
  const staleMs = flushMs * STALE_FACTOR;
  const known = new Map<string, Counter>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One statement for every key hit since the last write (and with `everyLiveKey`, a read of the others too). */
  const write = async (everyLiveKey: boolean) => {
    const now = Date.now();
    const batch: { key: string; counter: Counter; hits: number; waiters: Callback[] }[] = [];
    for (const [key, counter] of known) {
      if (counter.pending > 0 || (everyLiveKey && counter.resetAt > now)) {
        batch.push({ key, counter, hits: counter.pending, waiters: counter.waiters });
        counter.writing = counter.pending;
        counter.pending = 0;
        counter.waiters = [];
      } else if (counter.resetAt <= now) {
        // Its window ended and nothing waits: the next hit starts from the database again.
        known.delete(key);
      }
    }
    if (batch.length === 0) return;
    try {
      const counts = await counters.addMany(batch.map(({ key, counter, hits }) => ({ key, hits, windowMs: counter.windowMs })));
      const at = Date.now();
      for (const { key, counter, waiters } of batch) {
        const row = counts.get(key);
        counter.writing = 0;
        if (!row) {
          for (const waiter of waiters) waiter(new Error("rate limit counter not written"));
          continue;
        }
        counter.shared = row.count;
        counter.resetAt = at + row.ttlMs;
        counter.syncedAt = now;
        // The waiters were this write's last hits (once a key has one, every later hit waits too).
        waiters.forEach((waiter, i) => waiter(null, { current: row.count - waiters.length + i + 1, ttl: row.ttlMs }));
      }
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const { counter, waiters } of batch) {
        // Counted again by the next write; only the hits that waited learn of the failure.
        counter.pending += counter.writing;
        counter.writing = 0;
        for (const waiter of waiters) waiter(failure);
      }
    }
  };

  /** One write at a time; hits that began waiting during one get the next, at once. */
  const flush = (everyLiveKey = false): Promise<void> => {
    // write() answers its own failures to the waiting hits; nothing else may reject here.
    running ??= write(everyLiveKey)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        for (const counter of known.values()) {
          if (counter.waiters.length > 0) {
            void flush();
            break;
          }
        }
      });
    return running;
  };

  const hit = (key: string, callback: Callback, windowMs: number) => {
    const now = Date.now();
    let counter = known.get(key);
    if (!counter) {
      counter = { windowMs, shared: 0, writing: 0, pending: 0, resetAt: 0, syncedAt: 0, waiters: [] };
      known.set(key, counter);
    }
    counter.pending += 1;
    // The interval starts with the first hit; unref'd, so it never keeps a process alive.
    timer ??= setInterval(() => void flush(), flushMs).unref();
    if (counter.resetAt > now && now - counter.syncedAt <= staleMs && counter.waiters.length === 0) {
      callback(null, { current: counter.shared + counter.writing + counter.pending, ttl: counter.resetAt - now });
      return;
    }
    counter.windowMs = windowMs;
    counter.waiters.push(callback);
    // Every key that waits in this turn of the event loop goes in the same statement.
    if (!running) setImmediate(() => void flush());
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    static async flush(): Promise<void> {
      if (running) await running;
      await flush(true);
    }
    private readonly prefix: string;
    constructor(routeOptions: unknown) {
      this.prefix = routeName(routeOptions) ?? "api";
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      hit(`${this.prefix}|${key}`, callback, timeWindow);
    }
    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
