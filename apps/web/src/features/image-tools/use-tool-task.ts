import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { sessionQueryKey } from "../../api/ApiEventBridge";
import { toast } from "../../ui/toast-store";
import { useCreditCheck } from "../credits/credit-check";
import { generatorApi } from "../image-generator/api/generator-api";
import { runImageTask, TaskFailure } from "../tasks/image-task";
import { taskFailureMessage, taskFailureTexts } from "../tasks/failure-texts";
import { watchTaskEvents } from "../tasks/task-events";
import { imageToolsApi, type ToolRequest, type ToolResult } from "./api/image-tools-api";

/** Where one tool run stands: its progress while it runs, its result or why it failed. */
export type ToolTaskState =
  | { phase: "idle" }
  | { phase: "running"; progress: number; queued: boolean }
  | { phase: "done"; result: ToolResult }
  | { phase: "failed"; error: string; refunded: boolean };

/**
 * One image tool run, the common flow of every tool form (issue 19): the spec's credit check before
 * spending (the confirm dialog when credits > 0 and the requirement > 1; short of credits a visitor
 * gets the login panel, a Pro member the recharge modal, others the upgrade tips), then the task on the
 * shared runner (features/tasks/image-task.ts: submit retries with one idempotency key, polling every
 * 2 s, the task's event stream for live progress, its timeouts), then the finished run with its method
 * and image records. A failed run was refunded by the server; the header's balance follows.
 *
 * `cost` is what the run will be charged (from GET /api/ai-design/tools, operator overrides included;
 * 0 when a free daily cutout pays).
 */
export function useToolTask() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useCreditCheck();
  const [state, setState] = useState<ToolTaskState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  // Leaving the page stops following the run (the server finishes it; the result is in My creations).
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (request: ToolRequest, cost: number): Promise<ToolResult | undefined> => {
      if (controller.current) return undefined;
      const outcome = await check({ required: cost, confirm: true, retry: () => void run(request, cost) });
      if (outcome !== "proceed") return undefined;
      const own = new AbortController();
      controller.current = own;
      setState({ phase: "running", progress: 0, queued: true });
      try {
        const { taskId } = await runImageTask({
          submit: async (key, signal) => (await imageToolsApi.submit(request, signal, key)).taskId,
          result: (id, signal) => generatorApi.result(id, signal),
          cancel: (id) => generatorApi.cancel(id),
          watch: watchTaskEvents,
          signal: own.signal,
          texts: { creditsNotEnough: t("limits.creditsNotEnough"), errorGenerating: t("tasks.errorGenerating"), byCode: taskFailureTexts(t) },
          // The offline engines answer in well under a second.
          firstPollMs: 500,
          onSubmitted: refreshBalance,
          onProgress: (view) => setState({ phase: "running", progress: Number(view.progress), queued: view.state === "queued" }),
        });
        const result = await imageToolsApi.result(taskId, own.signal);
        setState({ phase: "done", result });
        // The new image record is in the creations list now.
        void queryClient.invalidateQueries({ queryKey: [...sessionQueryKey, "images"] });
        return result;
      } catch (error) {
        if (own.signal.aborted) return undefined;
        const message =
          error instanceof TaskFailure
            ? taskFailureMessage(t, error)
            : error instanceof ApiError && error.status < 500 && error.message
              ? error.message
              : t("tasks.errorGenerating");
        const refunded = error instanceof TaskFailure && error.refunded;
        setState({ phase: "failed", error: message, refunded });
        // A 401 opened the login panel already (and a 403 the limit dialog): nothing to add.
        if (!(error instanceof TaskFailure && error.kind === "credits")) toast.error(message);
        refreshBalance();
        return undefined;
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [check, queryClient, refreshBalance, t],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: "idle" });
  }, []);

  return { state, run, reset, busy: state.phase === "running" };
}
