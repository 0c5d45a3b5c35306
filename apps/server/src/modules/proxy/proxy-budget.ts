import { AppError } from "../../errors";
import type { RateLimitCounters } from "../rate-limits/rate-limits.repository";

const HOUR_MS = 60 * 60 * 1000;
/** Past this many tracked clients, windows that have ended are swept (bounded memory under a flood of addresses). */
const SWEEP_AT = 10_000;

/**
 * Bytes the image proxy may send to one client address, and to one signed-in user, per hour.
 * Counted in this process's memory (createByteBudget: with N API processes a client can get up to N
 * times the budget, and a restart forgets the counts), or with RATE_LIMIT_STORE=database in the
 * rate limits' shared counters (databaseByteBudget: one budget for every process). A request is
 * refused once the budget is used up; the one that crosses it is still served (its size is only
 * known after the fetch, and it is at most 25 MB).
 */
export type ByteBudget = {
  /** Throws PROXY_BUDGET_EXCEEDED when any of the keys has used its budget in the current hour. */
  check(keys: string[]): Promise<void>;
  spend(keys: string[], bytes: number): Promise<void>;
};

const exceeded = (retryAfterMs: number) => new AppError("PROXY_BUDGET_EXCEEDED", undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/**
 * The budget in the shared counters, in KiB (the counters are 32-bit; 2^31 KiB is 2 TiB an hour),
 * each key's hour starting at its first use like the memory budget's.
 */
export function databaseByteBudget(counters: RateLimitCounters, options: { bytesPerHour: number }): ByteBudget {
  const budgetKiB = Math.ceil(options.bytesPerHour / 1024);
  return {
    async check(keys) {
      for (const key of keys) {
        const { count, ttlMs } = await counters.add(`proxy-bytes|${key}`, 0, HOUR_MS);
        if (count >= budgetKiB) throw exceeded(ttlMs);
      }
    },
    async spend(keys, bytes) {
      for (const key of keys) await counters.add(`proxy-bytes|${key}`, Math.ceil(bytes / 1024), HOUR_MS);
    },
  };
}

export function createByteBudget(options: { bytesPerHour: number; now?: () => Date }): ByteBudget {
  const now = options.now ?? (() => new Date());
  const windows = new Map<string, { startedAt: number; bytes: number }>();
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && at - window.startedAt < HOUR_MS ? window : undefined;
  };
  return {
    async check(keys) {
      const at = now().getTime();
      for (const key of keys) {
        const window = current(key, at);
        if (window && window.bytes >= options.bytesPerHour) throw exceeded(window.startedAt + HOUR_MS - at);
      }
    },
    async spend(keys, bytes) {
      const at = now().getTime();
      if (windows.size > SWEEP_AT) for (const [key, window] of windows) if (at - window.startedAt >= HOUR_MS) windows.delete(key);
      for (const key of keys) {
        const window = current(key, at);
        if (window) window.bytes += bytes;
        else windows.set(key, { startedAt: at, bytes });
      }
    },
  };
}
