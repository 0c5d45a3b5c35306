import { en, zh } from "@studio/i18n";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n-setup";
import { taskFailureMessage } from "./failure-texts";
import { runImageTask, TaskFailure, type RunImageTaskOptions } from "./image-task";

const texts = { creditsNotEnough: "Credits is not enough!", errorGenerating: "Error generating task" };

/** Runs a task whose polls answer `view` (instant sleeps) and returns the failure. */
async function failureOf(
  view: object,
  cancel?: RunImageTaskOptions["cancel"],
  submit: RunImageTaskOptions["submit"] = async () => "task-1",
): Promise<TaskFailure> {
  const options: RunImageTaskOptions = {
    submit,
    result: async () => ({ status: "GENERATING", progress: "0.00", resultUrls: [], errorMessage: null, errorCode: null, ...view }) as never,
    cancel,
    signal: new AbortController().signal,
    texts: { ...texts, byCode: { timeout: "The image service did not answer in time." } },
    sleep: async () => undefined,
    newKey: () => "k",
  };
  return runImageTask(options).then(
    () => Promise.reject(new Error("succeeded")),
    (error: unknown) => (error instanceof TaskFailure ? error : Promise.reject(error)),
  );
}

describe("a failed generation says its credits came back", () => {
  it("failed, timed out (server) or cancelled tasks are refunded: 'not charged' in the page's language", async () => {
    const t = createI18n("en", { en, zh }).t;
    for (const errorCode of ["rejected", "timeout", "cancelled"]) {
      const failure = await failureOf({ status: "GENERATE_FAILED", errorCode, errorMessage: "Failed" });
      expect(failure.refunded).toBe(true);
      expect(taskFailureMessage(t, failure)).toMatch(/you were not charged\.$/);
    }
    const zhT = createI18n("zh", { en, zh }).t;
    expect(taskFailureMessage(zhT, await failureOf({ status: "GENERATE_FAILED", errorCode: "rejected", errorMessage: "Failed" }))).toContain("本次未扣费");
  });

  it("a stalled task this side gave up on is refunded only when its cancel went through", async () => {
    const t = createI18n("en", { en, zh }).t;
    const cancelled = await failureOf({}, async () => ({}));
    expect(cancelled).toMatchObject({ kind: "timeout", refunded: true });
    expect(taskFailureMessage(t, cancelled)).toBe("Error generating task Your credits were returned: you were not charged.");
    const ended = await failureOf({}, async () => Promise.reject(new Error("already ended")));
    expect(taskFailureMessage(t, ended)).toBe("Error generating task");
  });

  it("says nothing about credits when nothing was charged or the message already says so", async () => {
    const t = createI18n("en", { en, zh }).t;
    const refused = await failureOf({}, undefined, async () => Promise.reject(new Error("offline")));
    expect(refused.refunded).toBe(false);
    expect(taskFailureMessage(t, refused)).toBe("Error generating task");
    const nothing = await failureOf({ status: "GENERATE_FAILED", errorCode: "nothing_changed", errorMessage: "x" });
    expect(taskFailureMessage(t, { message: "refunded already", refunded: nothing.refunded, code: nothing.code })).toBe("refunded already");
  });
});
