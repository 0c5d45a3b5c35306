import type { TaskResultView } from "@studio/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { runImageTask, TaskFailure, taskPolling, uiProgress, type RunImageTaskOptions } from "./image-task";

const texts = { creditsNotEnough: "Credits is not enough!", errorGenerating: "Error generating task" };

function view(fields: Partial<TaskResultView>): TaskResultView {
  return { status: "GENERATING", progress: "0.00", resultUrls: [], errorMessage: null, ...fields } as TaskResultView;
}

/** Runs the task with instant sleeps, recording every wait. */
function harness(submit: RunImageTaskOptions["submit"], results: Array<TaskResultView | Error> | ((poll: number) => TaskResultView)) {
  const waits: number[] = [];
  let poll = 0;
  const cancel = vi.fn(async () => undefined);
  const options: RunImageTaskOptions = {
    submit,
    result: async () => {
      const next = typeof results === "function" ? results(poll) : results[Math.min(poll, results.length - 1)];
      poll += 1;
      if (next instanceof Error) throw next;
      if (!next) throw new Error("no result");
      return next;
    },
    cancel,
    signal: new AbortController().signal,
    texts,
    firstPollMs: 1000,
    newKey: () => "key-1",
    sleep: async (ms) => void waits.push(ms),
  };
  return { options, waits, cancel, polls: () => poll };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TaskFailure ? { kind: error.kind, message: error.message } : error),
  );

describe("image task (spec 01 section 4)", () => {
  it("submits once, polls every 2 s after a first look, and returns the finished view", async () => {
    const done = view({ status: "SUCCESS", progress: "1.00", resultUrls: ["/oss/a.png"] });
    const submit = vi.fn(async () => "task-1");
    const { options, waits } = harness(submit, [view({ progress: "0.20" }), view({ progress: "0.60" }), done]);
    const progress: string[] = [];
    const result = await runImageTask({ ...options, onProgress: (v) => progress.push(v.progress) });
    expect(result).toEqual({ taskId: "task-1", result: done });
    expect(submit).toHaveBeenCalledWith("key-1", expect.anything());
    expect(waits).toEqual([1000, 2000, 2000]);
    expect(progress).toEqual(["0.20", "0.60"]);
  });

  it("takes pushed views from the event stream instead of polling, and ends at once on a pushed final view", async () => {
    const done = view({ status: "SUCCESS", progress: "1.00", resultUrls: ["/oss/a.png"] });
    let push: ((v: TaskResultView) => void) | undefined;
    const { options, polls } = harness(async () => "task-1", [view({ progress: "0.10" })]);
    const progress: string[] = [];
    let released: (() => void) | undefined;
    const running = runImageTask({
      ...options,
      watch: (_id, onView) => {
        push = onView;
      },
      onProgress: (v) => progress.push(v.progress),
      // The first wait hangs until the test pushes; a pushed final view must end it.
      sleep: (_ms, signal) =>
        new Promise<void>((resolve, reject) => {
          released = resolve;
          signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    });
    await vi.waitFor(() => expect(push).toBeDefined());
    push?.(view({ progress: "0.50" }));
    expect(progress).toEqual(["0.50"]);
    push?.(done);
    await expect(running).resolves.toEqual({ taskId: "task-1", result: done });
    expect(polls()).toBe(0);
    expect(released).toBeDefined();
  });

  it("retries the submit every 2 s with the same key on network and server errors, at most 10 times", async () => {
    const keys: string[] = [];
    let calls = 0;
    const submit = async (key: string) => {
      keys.push(key);
      calls += 1;
      if (calls < 3) throw new ApiError(calls === 1 ? 0 : 502, calls === 1 ? "NETWORK" : "HTTP_502", "down");
      return "task-2";
    };
    const { options, waits } = harness(submit, [view({ status: "SUCCESS", progress: "1.00", resultUrls: ["/oss/b.png"] })]);
    expect((await runImageTask(options)).taskId).toBe("task-2");
    expect(keys).toEqual(["key-1", "key-1", "key-1"]);
    expect(waits.slice(0, 2)).toEqual([2000, 2000]);

    const always = vi.fn(async () => Promise.reject(new ApiError(0, "NETWORK", "offline")));
    expect(await failure(runImageTask(harness(always, []).options))).toEqual({ kind: "submit", message: "Error generating task" });
    expect(always).toHaveBeenCalledTimes(taskPolling.submitTries);
  });

  it("says 'Credits is not enough!' on 401/403 at submit, the queue's message when full, 'Error generating task' otherwise, without retrying", async () => {
    for (const status of [401, 403]) {
      const submit = vi.fn(async () => Promise.reject(new ApiError(status, "AI_LIMIT", "AI Limit Reached!")));
      expect(await failure(runImageTask(harness(submit, []).options))).toEqual({ kind: "credits", message: "Credits is not enough!" });
      expect(submit).toHaveBeenCalledTimes(1);
    }
    const full = vi.fn(async () => Promise.reject(new ApiError(429, "TASK_QUEUE_FULL", "Max 10 in the process que!")));
    expect(await failure(runImageTask(harness(full, []).options))).toEqual({ kind: "submit", message: "Max 10 in the process que!" });
    const invalid = vi.fn(async () => Promise.reject(new ApiError(400, "VALIDATION", "Invalid request.")));
    expect(await failure(runImageTask(harness(invalid, []).options))).toEqual({ kind: "submit", message: "Error generating task" });
    expect(invalid).toHaveBeenCalledTimes(1);
  });

  it("reports a failed task's message, and a success without images as a failure", async () => {
    const submit = async () => "t";
    expect(await failure(runImageTask(harness(submit, [view({ status: "GENERATE_FAILED", errorMessage: "The vendor said no." })]).options))).toEqual({
      kind: "failed",
      message: "The vendor said no.",
    });
    // A stable code the page has words for is shown in the page's language instead.
    const coded = harness(submit, [
      view({ status: "GENERATE_FAILED", errorCode: "nothing_changed", errorMessage: "The built-in designer could not read it." }),
    ]).options;
    expect(await failure(runImageTask({ ...coded, texts: { ...coded.texts, byCode: { nothing_changed: "内置设计师没能理解这条指令" } } }))).toEqual({
      kind: "failed",
      message: "内置设计师没能理解这条指令",
    });
    expect(
      await failure(
        runImageTask(harness(submit, [view({ status: "SUCCESS", progress: "1.00", resultUrls: [], errorMessage: "No image came back." })]).options),
      ),
    ).toEqual({ kind: "failed", message: "No image came back." });
    expect(await failure(runImageTask(harness(submit, [new ApiError(404, "NOT_FOUND", "Task not found.")]).options))).toEqual({
      kind: "failed",
      message: "Task not found.",
    });
  });

  it("keeps polling through a dropped connection", async () => {
    const { options } = harness(
      async () => "t",
      [new ApiError(0, "NETWORK", "offline"), view({ status: "SUCCESS", progress: "1.00", resultUrls: ["/oss/c.png"] })],
    );
    expect((await runImageTask(options)).result.resultUrls).toEqual(["/oss/c.png"]);
  });

  it("times out when progress is still 0.00 after 100 polls, and cancels the task so its credits come back", async () => {
    const stalled = harness(
      async () => "stalled",
      () => view({ progress: "0.00" }),
    );
    expect(await failure(runImageTask(stalled.options))).toEqual({ kind: "timeout", message: "Error generating task" });
    expect(stalled.polls()).toBe(100);
    expect(stalled.cancel).toHaveBeenCalledWith("stalled");

    // A task that moves is polled on, up to 9999 times.
    const slow = harness(
      async () => "slow",
      () => view({ progress: "0.50" }),
    );
    expect(await failure(runImageTask(slow.options))).toEqual({ kind: "timeout", message: "Error generating task" });
    expect(slow.polls()).toBe(9999);
  });

  it("maps progress for the UI as max(100 x progress - 1, 1)", () => {
    expect([uiProgress("0.00"), uiProgress("0.01"), uiProgress("0.50"), uiProgress("1.00")]).toEqual([1, 1, 49, 99]);
  });
});
