import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { tasks, users } from "../../db/schema";
import { openTestDatabase } from "../../../test/helper";
import { createTasksRepository, type TasksRepository } from "./tasks.repository";
import { createTaskWorker, type TaskHandler, type TaskWorker } from "./tasks.worker";

/**
 * A graceful shutdown gives the worker's tasks back instead of leaving them locked until their lease
 * runs out: at once when the run has not reached a provider, after the grace when it has.
 */
let database: Database;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: `release-${process.pid}-${Date.now()}@example.test` })
    .returning();
  if (!user) throw new Error("no user");
  userId = user.id;
});
afterAll(async () => {
  await database.close();
});

const workers: TaskWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

/** The real repository, with claims limited to this test's tasks (PostgreSQL is shared by test files). */
function scopedRepository(ids: string[]): TasksRepository {
  const real = createTasksRepository(database.db);
  return {
    ...real,
    async claim(workerId, limit, now, leaseMs) {
      const rows = await database.db
        .update(tasks)
        .set({ state: "running", lockedBy: workerId, lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${tasks.attempts} + 1`, updatedAt: now })
        .where(
          and(
            inArray(tasks.id, ids),
            or(
              and(eq(tasks.state, "queued"), sql`${tasks.runAfter} <= ${now.toISOString()}::timestamptz`),
              and(eq(tasks.state, "running"), lt(tasks.lockedUntil, now)),
            ),
          ),
        )
        .returning();
      return rows.slice(0, limit);
    },
    expireOverdue: async () => [],
    unrefunded: async () => [],
  };
}

async function insertTask(kind: string, cost = 0): Promise<string> {
  const id = randomUUID();
  const row = await createTasksRepository(database.db).insertWithinLimit(
    {
      id,
      userId,
      kind,
      provider: "local",
      model: "local-designer",
      input: {},
      cost,
      chargeKey: cost > 0 ? `release-${id}` : null,
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

/** Runs that wait for `open()` (or fail when aborted); `paid` ones record their provider call first. */
function gatedHandler(kind: string, paid: boolean) {
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  const handler: TaskHandler = {
    kind,
    isPaid: () => paid,
    run: async (task, ctx) => {
      if (paid) await ctx.recordProviderCall();
      started.push(task.id);
      return new Promise((resolve, reject) => {
        waiting.push(() => resolve({ images: [] }));
        ctx.signal.addEventListener("abort", () => reject(new Error("aborted")));
      });
    },
  };
  return { handler, started, open: () => waiting.splice(0).forEach((done) => done()) };
}

const row = async (id: string) => (await database.db.select().from(tasks).where(eq(tasks.id, id)))[0];

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

function worker(ids: string[], handlers: TaskHandler[], refunds: string[] = []): TaskWorker {
  const created = createTaskWorker({
    repository: scopedRepository(ids),
    billing: { charge: async () => "", refund: async ({ taskId }) => void refunds.push(taskId) },
    handlers,
    concurrency: 4,
    leaseMs: 30_000,
    pollMs: 20,
  });
  workers.push(created);
  return created;
}

describe("a worker's release at shutdown", () => {
  it("gives back at once a run that has not reached a provider, and lets one at a provider finish within the grace", async () => {
    const free = gatedHandler("release-free", false);
    const paid = gatedHandler("release-paid", true);
    const freeId = await insertTask("release-free");
    const paidId = await insertTask("release-paid", 5);
    const first = worker([freeId, paidId], [free.handler, paid.handler]);
    first.start();
    await waitFor(() => free.started.length === 1 && paid.started.length === 1);

    const releasing = first.release(5_000);
    // The free run is back in the queue while the paid one is still at its provider.
    await waitFor(async () => (await row(freeId))?.state === "queued");
    expect(await row(freeId)).toMatchObject({ state: "queued", lockedBy: null, lockedUntil: null, attempts: 0 });
    expect(await row(paidId)).toMatchObject({ state: "running", lockedBy: first.id });
    paid.open();
    expect(await releasing).toEqual({ released: 1, finished: 1 });
    expect(await row(paidId)).toMatchObject({ state: "succeeded", attempts: 1 });

    // Another worker takes the released task at once (no lease to wait out) and runs it to the end.
    const second = worker([freeId], [free.handler]);
    second.start();
    await waitFor(() => free.started.length === 2);
    free.open();
    await waitFor(async () => (await row(freeId))?.state === "succeeded");
    expect(await row(freeId)).toMatchObject({ state: "succeeded", attempts: 1 });
  });

  it("after the grace gives back a run still at its provider; the next worker treats it as interrupted and refunds it once", async () => {
    const paid = gatedHandler("release-stuck", true);
    const id = await insertTask("release-stuck", 5);
    const first = worker([id], [paid.handler]);
    first.start();
    await waitFor(() => paid.started.length === 1);

    const started = Date.now();
    expect(await first.release(300)).toEqual({ released: 1, finished: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const released = await row(id);
    expect(released).toMatchObject({ state: "running", lockedBy: null, attempts: 0 });
    expect(released?.providerCalledAt).not.toBeNull();

    // A paid call whose job id was never learnt is not sent again: failed and refunded.
    const refunds: string[] = [];
    const second = worker([id], [paid.handler], refunds);
    second.start();
    await waitFor(async () => (await row(id))?.state === "failed");
    expect(await row(id)).toMatchObject({ state: "failed", errorCode: "interrupted" });
    await waitFor(() => refunds.length === 1);
    expect(refunds).toEqual([id]);
    expect(paid.started).toHaveLength(1);
  });

  it("claims nothing once released, and resolves at once when idle", async () => {
    const free = gatedHandler("release-idle", false);
    const first = worker([], [free.handler]);
    first.start();
    expect(await first.release(5_000)).toEqual({ released: 0, finished: 0 });
    const id = await insertTask("release-idle");
    await new Promise((r) => setTimeout(r, 150));
    expect(await row(id)).toMatchObject({ state: "queued", lockedBy: null });
    expect(free.started).toEqual([]);
    await database.db.delete(tasks).where(eq(tasks.id, id));
  });
});
