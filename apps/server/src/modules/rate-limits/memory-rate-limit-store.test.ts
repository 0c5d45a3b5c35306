import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRateLimitStore } from "./memory-rate-limit-store";

const MINUTE = 60_000;

/** The count a hit of `key` gets (the store answers synchronously). */
function hit(store: FastifyRateLimitStore, key: string): number {
  let current = -1;
  store.incr(
    key,
    (error, result) => {
      if (error || !result) throw error ?? new Error("no count");
      current = result.current;
    },
    MINUTE,
    1_000_000,
  );
  return current;
}

describe("the memory rate-limit store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts a fixed window per client and forgets the least recently seen past 5,000 clients, to within a second", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T09:00:00Z"), toFake: ["Date"] });
    const Store = createMemoryRateLimitStore();
    const store = new Store({});
    expect(hit(store, "first")).toBe(1);
    expect(hit(store, "second")).toBe(1);
    for (let i = 0; i < 4_998; i++) hit(store, `client-${i}`);

    // Seen again within the second: counted, but not moved ahead of the others, so a newcomer pushes
    // it out as the least recently seen.
    vi.advanceTimersByTime(500);
    expect(hit(store, "first")).toBe(2);
    hit(store, "newcomer-1");

    // Seen again a second after it was last moved: moved, so the next newcomer pushes out the next oldest.
    vi.advanceTimersByTime(1_000);
    expect(hit(store, "second")).toBe(2);
    hit(store, "newcomer-2");
    expect(hit(store, "second")).toBe(3);
    expect(hit(store, "first")).toBe(1);
    expect(hit(store, "client-0")).toBe(1);

    // A window ends a minute after its first hit.
    vi.advanceTimersByTime(MINUTE);
    expect(hit(store, "second")).toBe(1);
  });
});
