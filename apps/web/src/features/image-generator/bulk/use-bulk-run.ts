import type { BulkStatus, BulkSubmitRequest } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { ossVariantUrl } from "../../../lib/oss-url";
import { runImageTask, TaskFailure } from "../../tasks/image-task";
import { taskFailureMessage, taskFailureTexts } from "../../tasks/failure-texts";
import { watchTaskEvents } from "../../tasks/task-events";
import { bulkApi } from "./bulk-api";

export type BulkLineStatus = "running" | "done" | "failed";

/** One line of a bulk as the page shows it. */
export type BulkLineView = {
  prompt: string;
  status: BulkLineStatus;
  taskId: string;
  /** The server's figure, 0-1. */
  progress: number;
  urls: string[];
  thumbs: string[];
  error?: string;
};

const thumbsOf = (urls: readonly string[], thumbs: readonly string[]) => urls.map((url, i) => thumbs[i] ?? ossVariantUrl(url, 400));

/** A line as the bulk's status route gives it. */
function lineFromStatus(line: BulkStatus["lines"][number]): BulkLineView {
  const status: BulkLineStatus = line.status === "SUCCESS" ? "done" : line.status === "GENERATE_FAILED" ? "failed" : "running";
  return {
    prompt: line.prompt,
    status,
    taskId: line.taskId,
    progress: Number(line.progress),
    urls: line.resultUrls,
    thumbs: thumbsOf(line.resultUrls, line.thumbUrls),
    ...(status === "failed" ? { error: line.errorMessage ?? undefined } : {}),
  };
}

/**
 * Runs a bulk (issue 18): submitted once (POST /api/ai-design/bulks: one task per line, each
 * charged once), then every line's task is followed through the one task runner
 * (features/tasks/image-task.ts: its event stream, with polling at the engine's timings as the
 * fallback), each with its own progress. A failed line runs again alone (the retry route: a new task
 * on the same line). `resume(bulkId)` after a reload reads the bulk's lines and follows the
 * unfinished ones. The header's balance is refreshed after the charge and after each line's end (a
 * failed line's refund).
 */
export function useBulkRun() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [bulkId, setBulkId] = useState<string | undefined>();
  const [lines, setLines] = useState<BulkLineView[]>([]);
  const linesRef = useRef<BulkLineView[]>([]);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback((index: number, change: Partial<BulkLineView>) => {
    linesRef.current = linesRef.current.map((line, i) => (i === index ? { ...line, ...change } : line));
    setLines(linesRef.current);
  }, []);

  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  /** Follows one line's task to its end, showing its progress, then its images or why it failed. */
  const follow = useCallback(
    async (index: number, taskId: string, signal: AbortSignal) => {
      update(index, { status: "running", taskId, error: undefined });
      try {
        const { result } = await runImageTask({
          // The task exists already (the bulk made it): the runner goes straight to following it.
          submit: async () => taskId,
          result: (id, s) => bulkApi.result(id, s),
          cancel: (id) => bulkApi.cancel(id),
          watch: watchTaskEvents,
          signal,
          texts: { creditsNotEnough: t("limits.creditsNotEnough"), errorGenerating: t("tasks.errorGenerating"), byCode: taskFailureTexts(t) },
          // The local model answers in about a second: the first look comes sooner.
          firstPollMs: 1000,
          onProgress: (view) => update(index, { progress: Number(view.progress) }),
        });
        update(index, { status: "done", progress: 1, urls: result.resultUrls, thumbs: thumbsOf(result.resultUrls, result.thumbUrls) });
      } catch (error) {
        if (signal.aborted) return;
        update(index, { status: "failed", error: error instanceof TaskFailure ? taskFailureMessage(t, error) : t("tasks.errorGenerating") });
      } finally {
        if (!signal.aborted) refreshBalance();
      }
    },
    [refreshBalance, t, update],
  );

  const show = useCallback(
    (id: string, shown: BulkLineView[]) => {
      controller.current?.abort();
      const live = new AbortController();
      controller.current = live;
      linesRef.current = shown;
      setLines(shown);
      setBulkId(id);
      for (const [index, line] of shown.entries()) if (line.status === "running") void follow(index, line.taskId, live.signal);
    },
    [follow],
  );

  /** Submits a bulk; resolves with its id (for the address), or throws the server's refusal. */
  const start = useCallback(
    async (request: BulkSubmitRequest, prompts: string[]): Promise<string> => {
      const created = await bulkApi.submit(request, undefined, crypto.randomUUID());
      refreshBalance();
      show(
        created.bulkId,
        created.taskIds.map((taskId, i) => ({ prompt: prompts[i] ?? "", status: "running", taskId, progress: 0, urls: [], thumbs: [] })),
      );
      // The server's own reading of the lines (a CSV is parsed there) replaces the page's guess.
      void bulkApi.status(created.bulkId).then(
        (status) => {
          linesRef.current = linesRef.current.map((line, i) => ({ ...line, prompt: status.lines[i]?.prompt ?? line.prompt }));
          setLines(linesRef.current);
        },
        () => undefined,
      );
      return created.bulkId;
    },
    [refreshBalance, show],
  );

  /** Shows a stored bulk again (after a reload): finished lines at once, unfinished ones followed. */
  const resume = useCallback(
    async (id: string, signal?: AbortSignal): Promise<boolean> => {
      try {
        const status = await bulkApi.status(id, signal);
        if (signal?.aborted) return false;
        show(status.bulkId, status.lines.map(lineFromStatus));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
    [show],
  );

  /** Runs one failed line again as a new task on the same line (the failed one was refunded). */
  const retry = useCallback(
    async (index: number) => {
      const line = linesRef.current[index];
      const live = controller.current;
      if (line?.status !== "failed" || !live) return;
      update(index, { status: "running", progress: 0, error: undefined });
      try {
        const taskId = await bulkApi.retry(line.taskId, live.signal);
        refreshBalance();
        await follow(index, taskId, live.signal);
      } catch (error) {
        if (live.signal.aborted) return;
        update(index, { status: "failed", error: error instanceof ApiError && error.message ? error.message : t("tasks.errorGenerating") });
      }
    },
    [follow, refreshBalance, t, update],
  );

  const running = lines.some((line) => line.status === "running");
  return { bulkId, lines, running, start, resume, retry };
}
