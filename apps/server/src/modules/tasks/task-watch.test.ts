import { describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { generateAndWait } from "./generate-sync";
import type { TaskRow, TaskState } from "./tasks.schema";
import { watchTask } from "./task-watch";

const user = { id: 7, isAdmin: false } as UserRow;

function row(state: TaskState, extra: Partial<TaskRow> = {}): TaskRow {
  const at = new Date("2026-01-01T00:00:00Z");
  return {
    id: "6f1c1c3e-7a63-4f57-9d55-0d3c6c0d8a11",
    userId: user.id,
    kind: "image.generate",
    provider: "local",
    model: "local",
    state,
    progress: "0",
    input: { prompt: "a kite" },
    result: null,
    errorCode: null,
    errorMessage: null,
    providerJobId: null,
    providerCalledAt: null,
    attempts: 0,
    maxAttempts: 3,
    cost: 4,
    chargeKey: null,
    clientKey: null,
    refunded: false,
    bulkId: null,
    bulkLine: null,
    lockedBy: null,
    lockedUntil: null,
    runAfter: at,
    deadlineAt: at,
    createdAt: at,
    startedAt: null,
    completedAt: null,
    updatedAt: at,
    ...extra,
  };
}

/** A tasks service whose rows come from a script, one per read; sleeping is instant and counted. */
function scripted(rows: TaskRow[]) {
  const reads: string[] = [];
  const sleeps: number[] = [];
  return {
    tasks: {
      get: async (id: string) => {
        reads.push(id);
        const next = rows.shift();
        if (!next) throw new Error("read past the script");
        return next;
      },
    },
    sleep: async (ms: number) => void sleeps.push(ms),
    reads,
    sleeps,
  };
}

describe("watching a task", () => {
  it("yields the task, then a fresh read every pollMs, until it is finished", async () => {
    const script = scripted([row("running", { progress: "0.5" }), row("succeeded", { progress: "1" })]);
    const seen: string[] = [];
    for await (const task of watchTask(row("queued"), { ...script, user, pollMs: 250, stopped: () => false })) seen.push(`${task.state}:${task.progress}`);
    expect(seen).toEqual(["queued:0", "running:0.5", "succeeded:1"]);
    expect(script.sleeps).toEqual([250, 250]);
    expect(script.reads).toHaveLength(2);
  });

  it("ends without another read once stopped (the client left, the server shuts down)", async () => {
    const script = scripted([row("running")]);
    let stop = false;
    const seen: TaskState[] = [];
    for await (const task of watchTask(row("queued"), { ...script, user, pollMs: 10, stopped: () => stop })) {
      seen.push(task.state);
      stop = true;
    }
    expect(seen).toEqual(["queued"]);
    expect(script.reads).toEqual([]);
    const none: TaskState[] = [];
    for await (const task of watchTask(row("queued"), { ...script, user, pollMs: 10, stopped: () => true })) none.push(task.state);
    expect(none).toEqual([]);
  });
});

describe("generate and wait (the synchronous route)", () => {
  const images = [{ url: "/oss/ai-images/x/1.png", thumbUrl: "/oss/ai-images/x/1.thumb.webp", width: 1, height: 1, contentType: "image/png" }];
  const storage = { read: async (key: string) => Buffer.from(`bytes of ${key}`) };
  const sign = (url: string) => `${url}?sig=1`;

  it("answers the stored images inline and signed previews once the task succeeded", async () => {
    const script = scripted([row("succeeded", { result: { images } })]);
    const answer = await generateAndWait(row("queued"), { ...script, user, pollMs: 5, storage, sign, closing: new AbortController().signal });
    expect(answer).toEqual({
      images: [{ b64_json: Buffer.from("bytes of ai-images/x/1.png").toString("base64") }],
      preview: ["/oss/ai-images/x/1.thumb.webp?sig=1"],
    });
  });

  it("fails with the task's own message when the task failed", async () => {
    const script = scripted([row("failed", { errorCode: "content_policy", errorMessage: "The request was refused by the content filter." })]);
    const failure = await generateAndWait(row("queued"), { ...script, user, pollMs: 5, storage, sign, closing: new AbortController().signal }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("UPSTREAM_FAILED");
  });

  it("does not wait through a shutdown: UNAVAILABLE, the task goes on in the worker", async () => {
    const closing = new AbortController();
    closing.abort();
    const script = scripted([]);
    const failure = await generateAndWait(row("queued"), { ...script, user, pollMs: 5, storage, sign, closing: closing.signal }).catch((e: unknown) => e);
    expect((failure as AppError).code).toBe("UNAVAILABLE");
    expect(script.reads).toEqual([]);
  });
});
