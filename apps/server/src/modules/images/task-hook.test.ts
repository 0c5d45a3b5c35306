import { describe, expect, it } from "vitest";
import { ProviderError } from "../../providers/image-provider";
import type { TaskBilling } from "../tasks/task-billing";
import type { TasksRepository } from "../tasks/tasks.repository";
import type { TaskResult, TaskRow } from "../tasks/tasks.schema";
import { createTaskWorker, type TaskHandler } from "../tasks/tasks.worker";

/**
 * The task engine's success hook on its own, against an in-memory repository (a real database is
 * shared by test files on PostgreSQL, where a worker here could claim other files' tasks).
 */
const image = { url: "/oss/ai-images/x/1.png", thumbUrl: "/oss/ai-images/x/1.thumb.webp", width: 4, height: 4, contentType: "image/png" };

function memoryTask(): TaskRow {
  const at = new Date();
  return {
    id: "00000000-0000-4000-8000-000000000001",
    userId: 1,
    kind: "image.generate",
    provider: "local",
    model: "local",
    state: "queued",
    progress: "0",
    input: { prompt: "p" },
    result: null,
    errorCode: null,
    errorMessage: null,
    providerJobId: null,
    providerCalledAt: null,
    attempts: 1,
    maxAttempts: 1,
    cost: 4,
    chargeKey: "task:1",
    clientKey: null,
    refunded: false,
    bulkId: null,
    bulkLine: null,
    lockedBy: null,
    lockedUntil: null,
    runAfter: at,
    deadlineAt: new Date(at.getTime() + 10_000),
    createdAt: at,
    startedAt: null,
    completedAt: null,
    updatedAt: at,
  };
}

/** Only what the worker calls; one task, claimed once. */
function memoryRepository(task: TaskRow) {
  let claimed = false;
  const repo = {
    expireOverdue: async () => [],
    unrefunded: async () => (task.state === "failed" && !task.refunded ? [task] : []),
    claim: async () => {
      if (claimed) return [];
      claimed = true;
      task.state = "running";
      return [{ ...task }];
    },
    renewLease: async () => true,
    setProgress: async () => undefined,
    recordProviderCall: async () => undefined,
    recordJobId: async () => undefined,
    requeue: async () => undefined,
    markRefunded: async () => {
      task.refunded = true;
    },
    finish: async (
      _id: string,
      _worker: string,
      outcome: { state: "succeeded"; result: TaskResult } | { state: "failed" | "timed_out"; errorCode: string; errorMessage: string },
    ) => {
      Object.assign(
        task,
        outcome.state === "succeeded" ? { state: "succeeded", result: outcome.result } : { state: outcome.state, errorCode: outcome.errorCode },
      );
      return { ...task };
    },
  };
  return repo as unknown as TasksRepository;
}

const handler = (outcome: "ok" | "fail"): TaskHandler => ({
  kind: "image.generate",
  isPaid: () => false,
  run: async () => {
    if (outcome === "fail") throw new ProviderError("rejected", "no", { retryable: false });
    return { images: [image] };
  },
});

async function runOne(outcome: "ok" | "fail", onSucceeded: (task: TaskRow) => Promise<unknown>) {
  const task = memoryTask();
  const refunds: string[] = [];
  const billing: TaskBilling = { charge: async () => "task:1", refund: async ({ chargeKey }) => void refunds.push(chargeKey) };
  const errors: string[] = [];
  const worker = createTaskWorker({
    repository: memoryRepository(task),
    billing,
    handlers: [handler(outcome)],
    concurrency: 1,
    leaseMs: 600,
    pollMs: 20,
    onSucceeded,
    log: { error: (_obj, msg) => void errors.push(msg) },
  });
  await worker.tick();
  await worker.drain();
  await worker.stop();
  return { task, refunds, errors };
}

describe("task success hook", () => {
  it("passes the stored succeeded task to the hook once", async () => {
    const seen: TaskRow[] = [];
    const { task } = await runOne("ok", async (row) => seen.push(row));
    expect(seen.map((t) => [t.id, t.state, t.result?.images])).toEqual([[task.id, "succeeded", [image]]]);
  });

  it("keeps the task succeeded and charged when the hook fails, and logs it", async () => {
    const { task, refunds, errors } = await runOne("ok", async () => Promise.reject(new Error("hook broke")));
    expect(task.state).toBe("succeeded");
    expect(refunds).toEqual([]);
    expect(errors).toEqual(["task success hook failed"]);
  });

  it("does not call the hook for failed tasks", async () => {
    let calls = 0;
    const { task, refunds } = await runOne("fail", async () => calls++);
    expect(task.state).toBe("failed");
    expect(calls).toBe(0);
    expect(refunds).toEqual(["task:1"]);
  });
});
