import { AppError } from "../../errors";

const HOUR_MS = 60 * 60 * 1000;
/** Past this many tracked clients, windows that have ended are swept (bounded memory under a flood of addresses). */
const SWEEP_AT = 10_000;

/**
 * Bytes the image proxy may send to one client address, and to one signed-in user, per hour.
 * Counted in this process's memory: with N API processes a client can get up to N times the budget,
 * and a restart forgets the counts (documented next to PROXY_BYTES_PER_HOUR). A request is refused
 * once the budget is used up; the one that crosses it is still served (its size is only known after
 * the fetch, and it is at most 25 MB).
 */
export type ByteBudget = {
  /** Throws PROXY_BUDGET_EXCEEDED when any of the keys has used its budget in the current hour. */
  check(keys: string[]): void;
  spend(keys: string[], bytes: number): void;
};

export function createByteBudget(options: { bytesPerHour: number; now?: () => Date }): ByteBudget {
  const now = options.now ?? (() => new Date());
  const windows = new Map<string, { startedAt: number; bytes: number }>();
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && at - window.startedAt < HOUR_MS ? window : undefined;
  };
  return {
    check(keys) {
      const at = now().getTime();
      for (const key of keys) {
        const window = current(key, at);
        if (window && window.bytes >= options.bytesPerHour) {
          throw new AppError("PROXY_BUDGET_EXCEEDED", undefined, { retryAfter: Math.max(1, Math.ceil((window.startedAt + HOUR_MS - at) / 1000)) });
        }
      }
    },
    spend(keys, bytes) {
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
