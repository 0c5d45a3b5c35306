import type { LogoBriefRequest } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { appendDelayMs } from "../progress";

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

/** Spec 02 section 9: 4 designs per logo task, polled every 2 s. */
export const variantsPerBatch = 4;
export const pollIntervalMs = 2000;
// The local designer answers in about a second; a configured provider may take minutes.
export const maxPolls = 150;

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });

/**
 * Runs logo batches: submit, poll the result every 2 s, then append each image after a random
 * 300-1200 ms delay. A failed or missing result frees its slot. 401/403 are already turned into
 * the login panel / limit modal by the API client, so they end the batch quietly.
 */
export function useLogoGeneration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<LogoSlot[]>([]);
  const [running, setRunning] = useState(0);
  const batchRef = useRef(0);
  const controllers = useRef(new Set<AbortController>());

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
      try {
        const taskId = await logoMakerApi.submit(
          { prompt: request.prompt, brief: request.brief, filesUrl: request.filesUrl, nVariants: variantsPerBatch, seed: Math.floor(Math.random() * 2_000_000_000) },
          controller.signal,
        );
        for (let poll = 0; ; poll += 1) {
          if (poll >= maxPolls) throw new Error(t("tasks.errorGenerating"));
          await sleep(poll === 0 ? 1000 : pollIntervalMs, controller.signal);
          const result = await logoMakerApi.result(taskId, controller.signal);
          if (result.status === "GENERATING") {
            const progress = Number(result.progress);
            setSlots((current) => current.map((slot) => (slot.batch === batch ? { ...slot, serverProgress: progress } : slot)));
            continue;
          }
          if (result.status === "GENERATE_FAILED" || result.resultUrls.length === 0) {
            free(() => true);
            toast.error(result.errorMessage || t("logoMaker.failed"));
            break;
          }
          // Slots with no image are freed at once; the rest fill in one by one.
          free((slot) => Number(slot.key.split("-")[1]) >= result.resultUrls.length);
          for (const [i, url] of result.resultUrls.entries()) {
            await sleep(appendDelayMs(), controller.signal);
            const thumb = result.thumbUrls[i] ?? `${url}?w=400&format=webp`;
            setSlots((current) => current.map((slot) => (slot.key === `${batch}-${i}` ? { ...slot, status: "done", url, thumb, taskId, index: i, width: result.width, height: result.height } : slot)));
          }
          break;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        free(() => true);
        // 401 opened the login panel and 403 the limit modal already (api/client events).
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
          toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : t("logoMaker.failed"));
        }
      } finally {
        controllers.current.delete(controller);
        if (!controller.signal.aborted) {
          setRunning((n) => n - 1);
          // The balance changed (spent, or refunded on failure).
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }
    },
    [queryClient, t],
  );

  return { slots, generating: running > 0, start };
}
