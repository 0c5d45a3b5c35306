import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { tasks, users } from "../../db/schema";
import { openTestDatabase } from "../../../test/helper";
import { createTasksRepository, type TasksRepository } from "./tasks.repository";
import { createTaskWorker, type TaskHandler, type TaskWorker } from "./tasks.worker";

/**
 * Issue 14 item 6: a failed lease renewal (a database error) used to reject unhandled and end the
 * process. These runs inject failing renewals and prove the worker carries on.
 */
const LEASE_MS = 300; // renewed every 100 ms

let database: Database;
let userId: number;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: `lease-${process.pid}-${Date.now()}@example.test` })
    .returning();
  if (!user) throw new Error("no user");
  userId = user.id;
  process.on("unhandledRejection", onUnhandled);
});
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await database.close();
});

let worker: TaskWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/**
 * The real repository, but renewals throw `failures` times first (calling `onFailure` each time);
 * claims see only this test's tasks (PostgreSQL is shared by test files).
 */
function flakyRepository(ids: string[], failures: number, hooks: { onFailure?: () => void; onRenewed?: () => void } = {}) {
  const real = createTasksRepository(database.db);
  const calls = { renew: 0, failed: 0 };
  const repository: TasksRepository = {
    ...real,
    async renewLease(...args) {
      calls.renew += 1;
      if (calls.failed < failures) {
        calls.failed += 1;
        hooks.onFailure?.();
        throw new Error("Connection terminated unexpectedly");
      }
      const ours = await real.renewLease(...args);
      hooks.onRenewed?.();
      return ours;
    },
    async claim(workerId, limit, now, leaseMs) {
      return database.db
        .update(tasks)
        .set({ state: "running", lockedBy: workerId, lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${tasks.attempts} + 1`, updatedAt: now })
        .where(and(inArray(tasks.id, ids), or(eq(tasks.state, "queued"), and(eq(tasks.state, "running"), lt(tasks.lockedUntil, now)))))
        .returning()
        .then((rows) => rows.slice(0, limit));
    },
    expireOverdue: async () => [],
    unrefunded: async () => [],
  };
  return { repository, calls };
}

/**
 * The worker's clock: it moves only when a test moves it, so whether a lease has run out depends on
 * what happened (renewals failed), never on how late the machine ran the timers.
 */
function testClock() {
  let time = Date.now();
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

async function insertTask(): Promise<string> {
  const id = randomUUID();
  const row = await createTasksRepository(database.db).insertWithinLimit(
    {
      id,
      userId,
      kind: "lease-test",
      provider: "local",
      model: "local-designer",
      input: {},
      cost: 0,
      chargeKey: null,
      clientKey: null,
      maxAttempts: 3,
      deadlineAt: new Date(Date.now() + 60_000),
      now: new Date(),
    },
    100,
  );
  if (row === "full" || "duplicateOf" in row) throw new Error("task not inserted");
  return id;
}

/** A run of `ms` that ends early when the worker aborts it. */
function slowHandler(ms: number, runs: { started: number }): TaskHandler {
  return {
    kind: "lease-test",
    isPaid: () => false,
    run: (_task, ctx) =>
      new Promise((resolve, reject) => {
        runs.started += 1;
        const timer = setTimeout(() => resolve({ images: [] }), ms);
        ctx.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new Error("aborted"));
        });
      }),
  };
}

/**
 * A run that ends only when `finish()` is called, or fails when the worker aborts it: no timer
 * races the lease checks.
 */
function gatedHandler(runs: { started: number }, finishOnRun?: number) {
  const waiting: (() => void)[] = [];
  const handler: TaskHandler = {
    kind: "lease-test",
    isPaid: () => false,
    run: (_task, ctx) =>
      new Promise((resolve, reject) => {
        runs.started += 1;
        if (finishOnRun !== undefined && runs.started >= finishOnRun) return resolve({ images: [] });
        waiting.push(() => resolve({ images: [] }));
        ctx.signal.addEventListener("abort", () => reject(new Error("aborted")));
      }),
  };
  return { handler, finish: () => waiting.splice(0).forEach((done) => done()) };
}

async function waitForState(id: string, state: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, id));
    if (row?.state === state || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("task lease renewal failures", () => {
  it("logs a failed renewal, retries it on the next beat and completes the task", async () => {
    const id = await insertTask();
    const clock = testClock();
    const runs = { started: 0 };
    const gate = gatedHandler(runs);
    // Each failed renewal takes 100 ms of the 300 ms lease: two failures leave it alive, and the
    // run ends only after a renewal went through again.
    const { repository, calls } = flakyRepository([id], 2, { onFailure: () => clock.advance(100), onRenewed: gate.finish });
    const errors: string[] = [];
    worker = createTaskWorker({
      repository,
      billing: { charge: async () => "", refund: async () => undefined },
      handlers: [gate.handler],
      concurrency: 1,
      leaseMs: LEASE_MS,
      pollMs: 20,
      now: clock.now,
      log: { error: (_obj, msg) => errors.push(msg) },
    });
    worker.start();
    const row = await waitForState(id, "succeeded", 10_000);
    expect(row).toMatchObject({ state: "succeeded", attempts: 1 });
    expect(runs.started).toBe(1);
    expect(calls.failed).toBe(2);
    expect(calls.renew).toBeGreaterThanOrEqual(3);
    expect(errors.filter((m) => m === "task lease renewal failed; retrying")).toHaveLength(2);
    expect(unhandled).toEqual([]);
  });

  it("stops a run whose lease ran out while renewals failed, and retries the task to success", async () => {
    const id = await insertTask();
    const clock = testClock();
    const runs = { started: 0 };
    // The first run never ends by itself; the second one succeeds at once.
    const gate = gatedHandler(runs, 2);
    // Each failed renewal takes 110 ms: after the third the 300 ms lease has run out (330 ms), the
    // run stops, and the task is claimable again (its lock ended before the clock's time).
    const { repository, calls } = flakyRepository([id], 3, { onFailure: () => clock.advance(110) });
    const errors: string[] = [];
    worker = createTaskWorker({
      repository,
      billing: { charge: async () => "", refund: async () => undefined },
      handlers: [gate.handler],
      concurrency: 1,
      leaseMs: LEASE_MS,
      pollMs: 20,
      now: clock.now,
      log: { error: (_obj, msg) => errors.push(msg) },
    });
    worker.start();
    const row = await waitForState(id, "succeeded", 10_000);
    expect(row).toMatchObject({ state: "succeeded", attempts: 2 });
    expect(runs.started).toBe(2);
    expect(calls.failed).toBe(3);
    expect(errors.filter((m) => m === "task lease renewal failed; retrying")).toHaveLength(3);
    expect(unhandled).toEqual([]);
  });

  it("keeps polling when a whole round fails, and stop() still resolves", async () => {
    const id = await insertTask();
    const { repository } = flakyRepository([id], 0);
    let claimFailures = 2;
    const errors: string[] = [];
    worker = createTaskWorker({
      repository: {
        ...repository,
        claim: async (...args) => {
          if (claimFailures-- > 0) throw new Error("the database is restarting");
          return repository.claim(...args);
        },
      },
      billing: { charge: async () => "", refund: async () => undefined },
      handlers: [slowHandler(50, { started: 0 })],
      concurrency: 1,
      leaseMs: LEASE_MS,
      pollMs: 20,
      log: { error: (_obj, msg) => errors.push(msg) },
    });
    worker.start();
    expect(await waitForState(id, "succeeded", 5_000)).toMatchObject({ state: "succeeded" });
    expect(errors.filter((m) => m === "task worker tick failed")).toHaveLength(2);
    expect(unhandled).toEqual([]);
  });
});
