import { editModes, type EditMode } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { pollIntervalMs } from "../hooks/use-logo-generation";
import { designOf, iconDesignApi, type Design } from "./icon-design-api";

/** What the prompt bar's reference holds: a sample style, or a named palette (action color). */
export type EditReference = { kind: "style"; src: string; label: string } | { kind: "palette"; id: string; name: string; colors: string[] };

export type EditRequest = { source: Design; prompt: string; mode: EditMode; reference?: EditReference };

export type EditJob = { startedAt: number; serverProgress: number; mode: EditMode };

// Spec 02 section 9: polled every 2 s; the first look after 1000 ms (4000 ms for Max).
const firstPollMs: Record<EditMode, number> = { quick: 1000, max: 4000 };
const maxPolls = 150;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });

/**
 * Runs one AI Edit at a time: submit, poll, and hand back the new designs (in the source's group).
 * A failure says 'Failed, please try again!'; 401/403 already opened the login panel or the limit
 * modal (api/client events), so they end quietly.
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
        const taskId = await iconDesignApi.edit(
          {
            image: source.url,
            prompt: prompt.trim(),
            nVariants: editModes[mode].nVariants,
            action: reference?.kind === "palette" ? "color" : "",
            filesUrl: reference?.kind === "style" ? [reference.src] : [],
            ...(reference?.kind === "palette" ? { palette: reference.name } : {}),
          },
          live.signal,
        );
        for (let poll = 0; poll < maxPolls; poll += 1) {
          await sleep(poll === 0 ? firstPollMs[mode] : pollIntervalMs, live.signal);
          const result = await logoMakerApi.result(taskId, live.signal);
          if (result.status === "GENERATING") {
            setJob((current) => (current ? { ...current, serverProgress: Number(result.progress) } : current));
            continue;
          }
          if (result.status === "GENERATE_FAILED" || result.resultUrls.length === 0) break;
          const designs = result.resultUrls
            .map((url, i) => designOf({ url, thumb: result.thumbUrls[i], width: result.width, height: result.height, groupId: source.groupId }))
            .filter((design): design is Design => design !== undefined);
          return designs;
        }
        toast.error(t("iconDesign.failed"));
        return null;
      } catch (error) {
        if (live.signal.aborted) return null;
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) toast.error(t("iconDesign.failed"));
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
