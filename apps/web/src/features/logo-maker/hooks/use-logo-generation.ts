import type { LogoBriefRequest } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { ossVariantUrl } from "../../../lib/oss-url";

// The task runner and its failure texts load with the first batch, not with the wizard's first
// screen (the initial-JS budget of /logo-maker, e2e/tests/bundle-budget.e2e.test.ts).
const loadRunner = () => Promise.all([import("../../tasks/image-task"), import("../../tasks/failure-texts"), import("../progress")]);

/** One card of the results grid: a placeholder while its task runs, then the logo. */
export type LogoSlot = {
  key: string;
  batch: number;
  status: "loading" | "done";
  startedAt: number;
  /** The server's figure, 0-1. */
  serverProgress: number;
  url?: string;
  thumb?: string;
  /** The task and position in its resultUrls: what downloads and edits of this image name. */
  taskId?: string;
  index?: number;
  width?: number;
  height?: number;
};

export type LogoRequest = { prompt: string; brief: LogoBriefRequest; filesUrl: string[] };

/** Spec 02 section 9: 4 designs per logo task, polled every 2 s (features/tasks/image-task.ts). */
export const variantsPerBatch = 4;

/**
 * Runs logo batches through the spec's task runner (submit with retries, poll every 2 s, its
 * timeouts), then appends each image after a random 300-1200 ms delay. A failed or missing result
 * frees its slot and says why. 401/403 have already opened the login panel or the limit modal (API
 * client events); a 403 also says 'Credits is not enough!'. `cancel` stops every running batch and
 * asks the server to cancel its task, which refunds it.
 */
export function useLogoGeneration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<LogoSlot[]>([]);
  const [running, setRunning] = useState(0);
  const batchRef = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const taskIds = useRef(new Map<AbortController, string>());

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
      live.clear();
    };
  }, []);

  const start = useCallback(
    async (request: LogoRequest) => {
      const batch = (batchRef.current += 1);
      const now = Date.now();
      const keys = Array.from({ length: variantsPerBatch }, (_, i) => `${batch}-${i}`);
      setSlots((current) => [...current, ...keys.map((key) => ({ key, batch, status: "loading" as const, startedAt: now, serverProgress: 0 }))]);
      setRunning((n) => n + 1);
      const controller = new AbortController();
      controllers.current.add(controller);
      const free = (predicate: (slot: LogoSlot) => boolean) => setSlots((current) => current.filter((slot) => !(slot.batch === batch && predicate(slot))));
      let runner: Awaited<ReturnType<typeof loadRunner>> | undefined;
      try {
        runner = await loadRunner();
        const [{ runImageTask, sleep }, { taskFailureTexts }, { appendDelayMs }] = runner;
        const { taskId, result } = await runImageTask({
          submit: (key, signal) =>
            logoMakerApi.submit(
              {
                prompt: request.prompt,
                brief: request.brief,
                filesUrl: request.filesUrl,
                nVariants: variantsPerBatch,
                seed: Math.floor(Math.random() * 2_000_000_000),
              },
              signal,
              key,
            ),
          result: (id, signal) => logoMakerApi.result(id, signal),
          cancel: (id) => logoMakerApi.cancel(id),
          signal: controller.signal,
          texts: {
            creditsNotEnough: t("limits.creditsNotEnough"),
            errorGenerating: t("tasks.errorGenerating"),
            failed: t("logoMaker.failed"),
            byCode: taskFailureTexts(t),
          },
          // The local designer answers in about a second: the first look comes sooner.
          firstPollMs: 1000,
          onSubmitted: (id) => taskIds.current.set(controller, id),
          onProgress: (view) =>
            setSlots((current) => current.map((slot) => (slot.batch === batch ? { ...slot, serverProgress: Number(view.progress) } : slot))),
        });
        // Slots with no image are freed at once; the rest fill in one by one.
        free((slot) => Number(slot.key.split("-")[1]) >= result.resultUrls.length);
        for (const [i, url] of result.resultUrls.entries()) {
          await sleep(appendDelayMs(), controller.signal);
          const thumb = result.thumbUrls[i] ?? ossVariantUrl(url, 400);
          setSlots((current) =>
            current.map((slot) =>
              slot.key === `${batch}-${i}` ? { ...slot, status: "done", url, thumb, taskId, index: i, width: result.width, height: result.height } : slot,
            ),
          );
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        free(() => true);
        // A 401 opened the login panel (nothing to add); a 403 the limit modal, and the runner's
        // 'Credits is not enough!' says why nothing was made.
        if (runner && error instanceof runner[0].TaskFailure) {
          if (!(error.kind === "credits" && error.status === 401)) toast.error(runner[1].taskFailureMessage(t, error));
        } else {
          toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : t("logoMaker.failed"));
        }
      } finally {
        controllers.current.delete(controller);
        taskIds.current.delete(controller);
        if (!controller.signal.aborted) {
          setRunning((n) => n - 1);
          // The balance changed (spent, or refunded on failure).
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }
    },
    [queryClient, t],
  );

  /** Stops the running batches: their slots go, the server cancels their tasks and refunds them. */
  const cancel = useCallback(() => {
    const live = [...controllers.current];
    const ids = live.map((controller) => taskIds.current.get(controller)).filter((id): id is string => id !== undefined);
    for (const controller of live) controller.abort();
    controllers.current.clear();
    taskIds.current.clear();
    setSlots((current) => current.filter((slot) => slot.status === "done"));
    setRunning(0);
    void Promise.allSettled(ids.map((id) => logoMakerApi.cancel(id))).then((answers) => {
      // Say so only for tasks the server did cancel (a task that had just ended was charged and kept).
      if (answers.some((answer) => answer.status === "fulfilled")) toast.info(t("tasks.cancelledNotCharged"));
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    });
  }, [queryClient, t]);

  return { slots, generating: running > 0, start, cancel };
}
