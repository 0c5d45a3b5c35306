import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { runImageTask, TaskFailure } from "../tasks/image-task";
import { watchTaskEvents } from "../tasks/task-events";
import { taskFailureMessage, taskFailureTexts } from "../tasks/failure-texts";
import { creditSummaryQueryKey } from "../credits/hooks/use-credits";
import { iconGeneratorApi, type IconRequest } from "./icon-generator-api";
import { loadIconHistory, removeIconTask, saveIconTask, type IconTask } from "./icon-history";

/**
 * Runs icon requests on the task pipeline (submit, then the event stream with polling behind it) and
 * keeps them in the icon generator's own history. A task still running when the modal last closed
 * is picked up again. 'Error generating task' when polling times out (spec 01 section 8).
 */
export function useIconGeneration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tasks, setTasks] = useState<IconTask[]>(() => loadIconHistory());
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const controllers = useRef(new Set<AbortController>());

  const store = useCallback((task: IconTask) => setTasks(saveIconTask(task)), []);

  const follow = useCallback(
    async (request: IconRequest, existing?: IconTask): Promise<void> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      const createdAt = existing?.createdAt ?? new Date().toISOString();
      let taskId = existing?.taskId;
      try {
        const { result } = await runImageTask({
          submit: existing ? async () => existing.taskId : (key, signal) => iconGeneratorApi.submit(request, signal, key),
          result: (id, signal) => iconGeneratorApi.result(id, signal),
          cancel: (id) => iconGeneratorApi.cancel(id),
          watch: watchTaskEvents,
          signal: controller.signal,
          firstPollMs: 500,
          texts: { creditsNotEnough: t("limits.creditsNotEnough"), errorGenerating: t("tasks.errorGenerating"), byCode: taskFailureTexts(t) },
          onSubmitted: (id) => {
            taskId = id;
            store({ taskId: id, createdAt, status: "running", request, urls: [], thumbs: [] });
          },
          onProgress: (view) => setProgress(Number(view.progress)),
        });
        store({ taskId: result.taskId, createdAt, status: "done", request, urls: result.resultUrls, thumbs: result.thumbUrls });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof TaskFailure ? taskFailureMessage(t, error) : t("tasks.errorGenerating");
        if (taskId) store({ taskId, createdAt, status: "failed", request, urls: [], thumbs: [], error: message });
        throw new Error(message, { cause: error });
      } finally {
        controllers.current.delete(controller);
        void queryClient.invalidateQueries({ queryKey: creditSummaryQueryKey });
      }
    },
    [queryClient, store, t],
  );

  const generate = useCallback(
    async (request: IconRequest): Promise<void> => {
      setBusy(true);
      setProgress(0);
      try {
        await follow(request);
      } finally {
        setBusy(false);
      }
    },
    [follow],
  );

  useEffect(() => {
    const running = loadIconHistory().filter((task) => task.status === "running");
    for (const task of running) follow(task.request, task).catch(() => undefined);
    const open = controllers.current;
    return () => {
      for (const controller of open) controller.abort();
      open.clear();
    };
  }, [follow]);

  const remove = useCallback((taskId: string) => setTasks(removeIconTask(taskId)), []);

  return { tasks, busy, progress, generate, remove };
}
