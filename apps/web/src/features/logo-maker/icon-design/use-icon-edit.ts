import { editModes, type EditMode } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { taskFailureMessage, taskFailureTexts } from "../../tasks/failure-texts";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { runImageTask, TaskFailure } from "../../tasks/image-task";
import { designOf, iconDesignApi, type Design } from "./icon-design-api";

/** What the prompt bar's reference holds: a sample style, or a named palette (action color). */
export type EditReference = { kind: "style"; src: string; label: string } | { kind: "palette"; id: string; name: string; colors: string[] };

export type EditRequest = { source: Design; prompt: string; mode: EditMode; reference?: EditReference };

export type EditJob = { startedAt: number; serverProgress: number; mode: EditMode };

// Spec 02 section 9: polled every 2 s; the first look after 1000 ms (4000 ms for Max).
const firstPollMs: Record<EditMode, number> = { quick: 1000, max: 4000 };

/**
 * Runs one AI Edit at a time through the spec's task runner and hands back the new designs (in the
 * source's group). A failed edit says 'Failed, please try again!' (or the task's own message), a
 * timeout 'Error generating task' (spec: icon polling); 401/403 already opened the login panel or
 * the limit modal (api/client events), and a 403 also says 'Credits is not enough!'.
 */
export function useIconEdit() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<EditJob | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async ({ source, prompt, mode, reference }: EditRequest): Promise<Design[] | null> => {
      if (controller.current) return null;
      const live = new AbortController();
      controller.current = live;
      setJob({ startedAt: Date.now(), serverProgress: 0, mode });
      try {
        const { result } = await runImageTask({
          submit: (key, signal) =>
            iconDesignApi.edit(
              {
                image: source.url,
                prompt: prompt.trim(),
                nVariants: editModes[mode].nVariants,
                action: reference?.kind === "palette" ? "color" : "",
                filesUrl: reference?.kind === "style" ? [reference.src] : [],
                ...(reference?.kind === "palette" ? { palette: reference.name } : {}),
              },
              signal,
              key,
            ),
          result: (id, signal) => logoMakerApi.result(id, signal),
          cancel: (id) => logoMakerApi.cancel(id),
          signal: live.signal,
          texts: {
            creditsNotEnough: t("limits.creditsNotEnough"),
            errorGenerating: t("tasks.errorGenerating"),
            failed: t("iconDesign.failed"),
            byCode: { ...taskFailureTexts(t), nothing_changed: t("tasks.nothingChanged") },
          },
          firstPollMs: firstPollMs[mode],
          onProgress: (view) => setJob((current) => (current ? { ...current, serverProgress: Number(view.progress) } : current)),
        });
        return result.resultUrls
          .map((url, i) => designOf({ url, thumb: result.thumbUrls[i], width: result.width, height: result.height, groupId: source.groupId }))
          .filter((design): design is Design => design !== undefined);
      } catch (error) {
        if (live.signal.aborted) return null;
        if (error instanceof TaskFailure) {
          if (!(error.kind === "credits" && error.status === 401)) toast.error(taskFailureMessage(t, error));
        } else if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
          toast.error(t("iconDesign.failed"));
        }
        return null;
      } finally {
        if (controller.current === live) controller.current = null;
        if (!live.signal.aborted) {
          setJob(null);
          // The balance changed (spent, or refunded on failure).
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }
    },
    [queryClient, t],
  );

  return { job, loading: job !== null, run };
}
