import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { ossVariantUrl } from "../../../lib/oss-url";
import { runImageTask, sleep, TaskFailure } from "../../tasks/image-task";
import { taskFailureMessage, taskFailureTexts } from "../../tasks/failure-texts";
import { watchTaskEvents } from "../../tasks/task-events";
import { loadTaskHistory, saveTaskHistory, taskHistoryRules, type TaskHistoryKind } from "../../tasks/task-history";
import { generatorApi, type GeneratorSubmit } from "../api/generator-api";
import { historyEntryOf, taskOfHistory, type GenerationTask } from "../generation-task";
import { placeholderSize } from "../placeholder-size";

/** Spec 02 section 5: at most 10 tasks in the queue (the server refuses the 11th with the same words). */
export const maxQueuedTasks = 10;

const unfinished = (task: GenerationTask) => task.status === "submitting" || task.status === "running";

/**
 * The playground's generations: each request is one task run by the task engine's runner
 * (features/tasks/image-task.ts: submit retries, polling every 2 s, its timeouts) with the task's
 * event stream for live progress. Tasks are kept in the browser's history (`kind`), so a reload shows
 * them and resumes the unfinished ones; submits are 1500 ms apart. Cancel refunds at once (the
 * server's cancel route) and the header's balance follows without a reload.
 */
export function useGeneration(kind: TaskHistoryKind = "chatgpt") {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tasks, setTasks] = useState<GenerationTask[]>([]);
  const [shown, setShown] = useState<number>(Number.POSITIVE_INFINITY);
  const controllers = useRef(new Map<string, AbortController>());
  const lastSubmit = useRef(0);
  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  const update = useCallback(
    (key: string, patch: Partial<GenerationTask>) => {
      setTasks((current) =>
        current.map((task) => {
          if (task.key !== key) return task;
          const next = { ...task, ...patch };
          if (next.taskId) saveTaskHistory(kind, historyEntryOf({ ...next, taskId: next.taskId }));
          return next;
        }),
      );
    },
    [kind],
  );

  const run = useCallback(
    async (task: GenerationTask) => {
      const controller = new AbortController();
      controllers.current.set(task.key, controller);
      try {
        // Spec 02 section 9: 1500 ms between image tasks.
        const gap = lastSubmit.current + taskHistoryRules.betweenTasksMs - Date.now();
        lastSubmit.current = Math.max(Date.now(), lastSubmit.current + taskHistoryRules.betweenTasksMs);
        if (gap > 0) await sleep(gap, controller.signal);
        const known = task.taskId;
        const { taskId, result } = await runImageTask({
          submit: known ? async () => known : (key, signal) => generatorApi.submit(task.request, signal, key),
          result: (id, signal) => generatorApi.result(id, signal),
          cancel: (id) => generatorApi.cancel(id),
          watch: watchTaskEvents,
          signal: controller.signal,
          texts: { creditsNotEnough: t("limits.creditsNotEnough"), errorGenerating: t("tasks.errorGenerating"), byCode: taskFailureTexts(t) },
          // The local designer answers in about a second: the first look comes sooner.
          firstPollMs: 1000,
          onSubmitted: (id) => {
            update(task.key, { taskId: id, status: "running" });
            if (!known) refreshBalance();
          },
          onProgress: (view) => update(task.key, { progress: Number(view.progress), state: view.state }),
        });
        update(task.key, {
          taskId,
          status: "done",
          progress: 1,
          state: result.state,
          width: result.width,
          height: result.height,
          results: result.resultUrls.map((url, i) => ({ url, thumb: result.thumbUrls[i] ?? ossVariantUrl(url, 400) })),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof TaskFailure
            ? taskFailureMessage(t, error)
            : error instanceof ApiError && error.status < 500 && error.message
              ? error.message
              : t("tasks.errorGenerating");
        const refunded = error instanceof TaskFailure && error.refunded;
        update(task.key, { status: "failed", error: message, refunded, ...(error instanceof TaskFailure && error.taskId ? { taskId: error.taskId } : {}) });
        // A 401 opened the login panel already: nothing to add.
        if (!(error instanceof TaskFailure && error.kind === "credits" && error.status === 401)) toast.error(message);
        refreshBalance();
      } finally {
        controllers.current.delete(task.key);
      }
    },
    [refreshBalance, t, update],
  );

  const runRef = useRef(run);
  runRef.current = run;

  // Running tasks stop polling when the page goes (the server keeps them; the history resumes them).
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
      live.clear();
    };
  }, []);

  // The history: the first 4 at once, the rest after; unfinished tasks are polled again.
  useEffect(() => {
    const restored = loadTaskHistory(kind).flatMap((entry) => taskOfHistory(entry) ?? []);
    if (restored.length === 0) return;
    setShown(taskHistoryRules.firstShown);
    setTasks((current) => [...current, ...restored.filter((task) => !current.some((c) => c.key === task.key))]);
    for (const task of restored) if (task.status === "running" && !controllers.current.has(task.key)) void runRef.current(task);
    const timer = setTimeout(() => setShown(Number.POSITIVE_INFINITY), taskHistoryRules.betweenTasksMs);
    return () => clearTimeout(timer);
  }, [kind]);

  /** Starts one generation; refused with the spec's words past 10 waiting or running tasks. */
  const start = useCallback(
    (request: GeneratorSubmit): boolean => {
      if (tasks.filter(unfinished).length >= maxQueuedTasks) {
        toast.error(t("errors.TASK_QUEUE_FULL"));
        return false;
      }
      const size = placeholderSize(request.size);
      const task: GenerationTask = {
        key: crypto.randomUUID(),
        request,
        createdAt: new Date().toISOString(),
        status: "submitting",
        progress: 0,
        results: [],
        width: size.width,
        height: size.height,
      };
      setTasks((current) => [task, ...current]);
      void run(task);
      return true;
    },
    [run, t, tasks],
  );

  /** Cancels a waiting or running task: the server refunds it at once, the balance follows. */
  const cancel = useCallback(
    async (key: string) => {
      const task = tasks.find((item) => item.key === key);
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      update(key, { status: "cancelled" });
      if (!task?.taskId) return;
      try {
        await generatorApi.cancel(task.taskId);
        update(key, { refunded: true });
        toast.info(t("generator.cancelled"));
      } catch (error) {
        // The task had just ended: it was charged and kept; show where it stands.
        if (error instanceof ApiError) toast.error(error.message || t("tasks.errorGenerating"));
      } finally {
        refreshBalance();
      }
    },
    [refreshBalance, t, tasks, update],
  );

  /** Runs a failed or cancelled task's request again as a new task. */
  const retry = useCallback(
    (key: string) => {
      const task = tasks.find((item) => item.key === key);
      if (!task) return;
      if (start(task.request)) setTasks((current) => current.filter((item) => item.key !== key));
    },
    [start, tasks],
  );

  return { tasks: tasks.slice(0, shown), allTasks: tasks, start, cancel, retry };
}
