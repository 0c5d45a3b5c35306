import type { TaskResultView } from "@studio/contracts";
import { ApiError } from "../../api/client";

/** Spec 01 section 4 ("Image generation task") and its constants. */
export const taskPolling = {
  /** Results are polled every 2 s... */
  intervalMs: 2000,
  /** ...up to 9999 times. */
  maxPolls: 9999,
  /** A task whose progress is still 0.00 after 100 polls has timed out. */
  stalledPolls: 100,
  /** The submit is retried every 2 s, up to 10 times, until a task id comes back. */
  submitTries: 10,
  submitRetryMs: 2000,
} as const;

/** Why a task ended without images: 'credits' (401/403 at submit), 'submit', 'failed', 'timeout'. */
export type TaskFailureKind = "credits" | "submit" | "failed" | "timeout";

export class TaskFailure extends Error {
  readonly kind: TaskFailureKind;
  readonly taskId: string | undefined;
  /** The HTTP status behind a 'credits' failure: 401 (signed out) or 403 (a limit). */
  readonly status: number | undefined;
  /**
   * The task was charged and its credits have come back: the server refunds every task that ends
   * GENERATE_FAILED (failed, timed out, cancelled), and a cancel this side asked for that went through.
   */
  readonly refunded: boolean;
  /** The failed task's stable code (errorCode), when it gave one. */
  readonly code: string | undefined;
  constructor(kind: TaskFailureKind, message: string, taskId?: string, status?: number, details: { refunded?: boolean; code?: string } = {}) {
    super(message);
    this.name = "TaskFailure";
    this.kind = kind;
    this.taskId = taskId;
    this.status = status;
    this.refunded = details.refunded ?? false;
    this.code = details.code;
  }
}

/** The messages (translated by the caller); `failed` is for a failed task that gave none of its own. */
/** `byCode`: the words for a failed task's stable error code, shown instead of the server's English message. */
export type ImageTaskTexts = { creditsNotEnough: string; errorGenerating: string; failed?: string; byCode?: Readonly<Record<string, string>> };

export type RunImageTaskOptions = {
  /** Sends the submit with this idempotency key: a retry of a submit that did land finds the same task. */
  submit(idempotencyKey: string, signal: AbortSignal): Promise<string>;
  result(taskId: string, signal: AbortSignal): Promise<TaskResultView>;
  /** Asked when this side gives up (timeout), so the server refunds the task. */
  cancel?(taskId: string): Promise<unknown>;
  signal: AbortSignal;
  texts: ImageTaskTexts;
  /** The first look may come sooner (the local designer answers in about a second). */
  firstPollMs?: number;
  onSubmitted?(taskId: string): void;
  onProgress?(view: TaskResultView): void;
  /**
   * A push channel for the task's views (its event stream, task-events.ts). Polling stays the
   * fallback: a poll is skipped while a view pushed within the last interval stands in for it (it
   * counts for the timeouts all the same), and a pushed final view ends the wait at once.
   */
  watch?(taskId: string, onView: (view: TaskResultView) => void, signal: AbortSignal): void;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  newKey?(): string;
};

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException("aborted", "AbortError"));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });

/** The spec's progress for the UI: max(100 x progress - 1, 1). */
export function uiProgress(progress: string | number): number {
  return Math.max(100 * Number(progress) - 1, 1);
}

/** A network failure or a 5xx: the submit may be sent again (with the same idempotency key). */
const retriable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The task-based generator of spec 01 section 4, one implementation for every AI task the browser
 * runs (logos, AI Edit, the admin's test): submit (retried every 2 s up to 10 times on network or
 * server errors, with one idempotency key so the server queues and charges it once), then poll every
 * 2 s up to 9999 times. Ends with the finished view or throws a TaskFailure whose message is the
 * spec's: 'Credits is not enough!' for 401/403 at submit (the API client has already opened the login
 * panel or the limit modal), the server's message for a full queue, 'Error generating task' for any
 * other submit failure or a timeout (progress still 0.00 after 100 polls, or 9999 polls), the task's
 * own message when it failed (or succeeded without images).
 */
export async function runImageTask(options: RunImageTaskOptions): Promise<{ taskId: string; result: TaskResultView }> {
  const wait = options.sleep ?? sleep;
  const { signal, texts } = options;
  const key = options.newKey?.() ?? crypto.randomUUID();

  let taskId: string | undefined;
  for (let attempt = 1; taskId === undefined; attempt += 1) {
    try {
      taskId = await options.submit(key, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403))
        throw new TaskFailure("credits", texts.creditsNotEnough, undefined, error.status);
      if (error instanceof ApiError && error.error === "TASK_QUEUE_FULL") throw new TaskFailure("submit", error.message);
      if (!retriable(error) || attempt >= taskPolling.submitTries) throw new TaskFailure("submit", texts.errorGenerating);
      await wait(taskPolling.submitRetryMs, signal);
    }
  }
  options.onSubmitted?.(taskId);

  const giveUp = async (id: string): Promise<never> => {
    // Nobody waits for it any more: cancelling gives its credits back (a finished task refuses, harmlessly).
    // A cancel the server refused (the task had ended meanwhile) gave nothing back.
    const refunded = options.cancel
      ? await options.cancel(id).then(
          () => true,
          () => false,
        )
      : false;
    throw new TaskFailure("timeout", texts.errorGenerating, id, undefined, { refunded });
  };

  let pushed: { view: TaskResultView; at: number } | undefined;
  let wake: (() => void) | undefined;
  const ended = (view: TaskResultView) => view.status !== "GENERATING";
  options.watch?.(
    taskId,
    (view) => {
      pushed = { view, at: Date.now() };
      if (ended(view)) wake?.();
      else options.onProgress?.(view);
    },
    signal,
  );
  // The poll's wait, cut short by a pushed final view (only with a push channel: plain waits otherwise).
  const pause = (ms: number): Promise<void> => {
    if (!options.watch) return wait(ms, signal);
    if (pushed && ended(pushed.view)) return Promise.resolve();
    const inner = new AbortController();
    const forward = () => inner.abort();
    signal.addEventListener("abort", forward, { once: true });
    wake = forward;
    return wait(ms, inner.signal)
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
      })
      .finally(() => {
        signal.removeEventListener("abort", forward);
        wake = undefined;
      });
  };

  for (let poll = 0; poll < taskPolling.maxPolls; poll += 1) {
    await pause(poll === 0 && options.firstPollMs !== undefined ? options.firstPollMs : taskPolling.intervalMs);
    let view: TaskResultView;
    try {
      const fresh = pushed && (ended(pushed.view) || Date.now() - pushed.at < taskPolling.intervalMs) ? pushed.view : undefined;
      view = fresh ?? (await options.result(taskId, signal));
    } catch (error) {
      if (signal.aborted) throw error;
      // A dropped connection is tried again at the next poll; an answer other than 200 ends it.
      if (error instanceof ApiError && error.status === 0) continue;
      throw new TaskFailure("failed", error instanceof ApiError && error.status < 500 && error.message ? error.message : texts.errorGenerating, taskId);
    }
    if (view.status === "GENERATE_FAILED") {
      const message = (view.errorCode ? texts.byCode?.[view.errorCode] : undefined) ?? (view.errorMessage || (texts.failed ?? texts.errorGenerating));
      throw new TaskFailure("failed", message, taskId, undefined, { refunded: true, code: view.errorCode ?? undefined });
    }
    if (view.status === "SUCCESS") {
      if (view.resultUrls.length === 0) throw new TaskFailure("failed", view.errorMessage || (texts.failed ?? texts.errorGenerating), taskId);
      return { taskId, result: view };
    }
    options.onProgress?.(view);
    if (poll + 1 >= taskPolling.stalledPolls && Number(view.progress) === 0) return giveUp(taskId);
  }
  return giveUp(taskId);
}
