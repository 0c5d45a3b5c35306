import { describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/local-storage";
import { mkdtempSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pruneVariantsJob } from "./prune-variants.job";
import { createScheduler, type SchedulerClock } from "./scheduler";

function manualClock() {
  const pending: { fn: () => void; ms: number }[] = [];
  const clock: SchedulerClock = {
    setTimeout: (fn, ms) => {
      const entry = { fn, ms };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const i = pending.indexOf(handle as (typeof pending)[number]);
      if (i >= 0) pending.splice(i, 1);
    },
  };
  return { clock, pending, fire: () => pending.splice(0).forEach((p) => p.fn()) };
}

describe("scheduler", () => {
  it("runs each job after its interval, again after each run, and waits for runs on stop", async () => {
    const { clock, pending, fire } = manualClock();
    let runs = 0;
    let release: () => void = () => undefined;
    const scheduler = createScheduler(
      [
        {
          name: "count",
          everyMs: 1000,
          run: () =>
            new Promise<void>((resolve) => {
              runs++;
              release = resolve;
            }),
        },
      ],
      { onError: () => undefined, clock },
    );
    scheduler.start();
    expect(pending.map((p) => p.ms)).toEqual([1000]);
    fire();
    expect(runs).toBe(1);
    // Not rescheduled while the run is in flight: no overlapping runs of one job.
    expect(pending).toHaveLength(0);
    const stopped = scheduler.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await stopped;
    expect(pending).toHaveLength(0);
  });

  it("runs a job with firstAfterMs that soon after start, then at its interval", async () => {
    const { clock, pending, fire } = manualClock();
    let runs = 0;
    const scheduler = createScheduler([{ name: "soon", everyMs: 60_000, firstAfterMs: 5, run: async () => void runs++ }], { onError: () => undefined, clock });
    scheduler.start();
    expect(pending.map((p) => p.ms)).toEqual([5]);
    fire();
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(1);
    expect(pending.map((p) => p.ms)).toEqual([60_000]);
    await scheduler.stop();
  });

  it("refuses two jobs with one name and reports failures", async () => {
    const job = { name: "x", everyMs: 1, run: async () => undefined };
    expect(() => createScheduler([job, job], { onError: () => undefined })).toThrow("Two jobs are named x");
    const { clock, fire } = manualClock();
    const errors: string[] = [];
    const scheduler = createScheduler([{ name: "bad", everyMs: 5, run: async () => Promise.reject(new Error("nope")) }], {
      onError: (name, error) => errors.push(`${name}: ${(error as Error).message}`),
      clock,
    });
    scheduler.start();
    fire();
    await new Promise((r) => setImmediate(r));
    expect(errors).toEqual(["bad: nope"]);
    await scheduler.stop();
  });

  it("keeps scheduling when a job throws before returning a promise or its error report throws", async () => {
    const { clock, pending, fire } = manualClock();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const scheduler = createScheduler(
        [
          {
            name: "sync-throw",
            everyMs: 5,
            run: () => {
              throw new Error("thrown at once");
            },
          },
          { name: "reject", everyMs: 7, run: async () => Promise.reject(new Error("database down")) },
        ],
        {
          onError: () => {
            throw new Error("the log is gone too");
          },
          clock,
        },
      );
      scheduler.start();
      expect(() => fire()).not.toThrow();
      await new Promise((r) => setTimeout(r, 10));
      // Both jobs are scheduled again: a failure never stops the periodic work.
      expect(pending.map((p) => p.ms).sort()).toEqual([5, 7]);
      await scheduler.stop();
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

describe("prune-variants job", () => {
  it("deletes cached variants older than the limit and keeps originals and fresh copies", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "prune-"));
    const storage = createLocalStorage(root);
    await storage.put("a.png", "original");
    await storage.put(".variants/a.png/old.webp", "old");
    await storage.put(".variants/a.png/new.webp", "new");
    const now = Date.now();
    const old = new Date(now - 40 * 24 * 3600 * 1000);
    utimesSync(path.join(root, ".variants/a.png/old.webp"), old, old);
    await pruneVariantsJob(storage, { maxAgeDays: 30, maxBytes: 1024, now: () => now }).run(new AbortController().signal);
    expect(await storage.head(".variants/a.png/old.webp")).toBeNull();
    expect(await storage.head(".variants/a.png/new.webp")).not.toBeNull();
    expect(await storage.head("a.png")).not.toBeNull();
  });

  it("deletes the oldest copies until the cache fits its byte budget", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "prune-"));
    const storage = createLocalStorage(root);
    const now = Date.now();
    for (const [i, name] of ["first", "second", "third", "fourth"].entries()) {
      await storage.put(`.variants/a.png/${name}.webp`, "x".repeat(100));
      const at = new Date(now - (10 - i) * 60_000);
      utimesSync(path.join(root, `.variants/a.png/${name}.webp`), at, at);
    }
    await pruneVariantsJob(storage, { maxAgeDays: 30, maxBytes: 250, now: () => now }).run(new AbortController().signal);
    const left: string[] = [];
    for await (const object of storage.list(".variants")) left.push(object.key);
    expect(left.sort()).toEqual([".variants/a.png/fourth.webp", ".variants/a.png/third.webp"]);
  });
});
