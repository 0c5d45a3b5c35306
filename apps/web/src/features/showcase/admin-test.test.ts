import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadContracts } from "../../api/contract-schema";
import { runTestSample } from "./admin-test";

// The answer schemas load with the first call (api/contract-schema.ts); load them before the fake
// clock starts, so the clock steps below drive only the polling, not a module import.
beforeAll(async () => {
  await loadContracts();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const taskId = "0b9c7c52-64a4-4a55-9a0e-7d2b8f0e1a11";
const result = (fields: Record<string, unknown>) => ({
  taskId,
  progress: "1.00",
  status: "SUCCESS",
  state: "succeeded",
  errorCode: null,
  errorMessage: null,
  response: { resultUrls: [] },
  resultUrls: [],
  thumbUrls: [],
  url: null,
  aspect: "1:1",
  width: 1024,
  height: 1024,
  resolution: "1024x1024",
  prompt: "Aurora",
  model: "chatgpt",
  provider: "local",
  createTime: "2026-01-01T00:00:00.000Z",
  completeTime: null,
  paramJson: "{}",
  ...fields,
});

/** Answers the submit with a task id and each poll with the next of `polls`; records the submitted body. */
function stubTask(polls: Record<string, unknown>[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ code: 200, data: taskId, msg: "success" }), { headers: { "content-type": "application/json" } });
      }
      const next = polls.shift() ?? result({});
      return new Response(JSON.stringify({ code: 200, data: next, msg: "success" }), { headers: { "content-type": "application/json" } });
    }),
  );
  return bodies;
}

const texts = { failed: "Failed to generate logo", timeout: "Error generating task" };

describe("'test for admin' run", () => {
  it("submits one logo task with the sample as reference and returns the result after polling", async () => {
    vi.useFakeTimers();
    const bodies = stubTask([
      result({ status: "GENERATING", state: "running", progress: "0.40" }),
      result({ resultUrls: ["/oss/ai-images/x/0.png"], thumbUrls: ["/oss/ai-images/x/0.thumb.webp"] }),
    ]);
    const running = runTestSample("  Aurora Bakery  ", "/oss/ai-images/s/0.thumb.webp", texts, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await expect(running).resolves.toEqual({ ok: true, url: "/oss/ai-images/x/0.png", thumb: "/oss/ai-images/x/0.thumb.webp" });
    expect(bodies[0]).toMatchObject({ prompt: "Aurora Bakery", nVariants: 1, filesUrl: ["/oss/ai-images/s/0.thumb.webp"], brief: { name: "Aurora Bakery" } });
  });

  it("gives a failed task's error as the string to show, or the spec's text when there is none", async () => {
    vi.useFakeTimers();
    stubTask([result({ status: "GENERATE_FAILED", state: "failed", errorMessage: "The reference image could not be read." })]);
    const failed = runTestSample("Aurora", "/oss/a.png", texts, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(failed).resolves.toEqual({ ok: false, message: "The reference image could not be read." });

    stubTask([result({ status: "GENERATE_FAILED", state: "failed" })]);
    const silent = runTestSample("Aurora", "/oss/a.png", texts, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(silent).resolves.toEqual({ ok: false, message: "Failed to generate logo" });
  });
});
