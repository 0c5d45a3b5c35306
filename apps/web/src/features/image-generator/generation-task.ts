import type { AspectRatio, TaskResultView } from "@studio/contracts";
import { generateModes } from "@studio/contracts/plain";
import { aspectRatioValues } from "./aspects";
import type { GenerateMode, GeneratorSubmit } from "./api/generator-api";
import type { TaskHistoryEntry } from "../tasks/task-history";

/** One generation on the page: its placeholders while it runs, then its images (or why it failed). */
export type GenerationTask = {
  /** This page's id for it (the server's task id is known only after the submit). */
  key: string;
  taskId?: string;
  request: GeneratorSubmit;
  createdAt: string;
  status: "submitting" | "running" | "done" | "failed" | "cancelled";
  /** The server's figure, 0-1. */
  progress: number;
  /** The server's state: queued (waiting) or running. */
  state?: TaskResultView["state"];
  results: { url: string; thumb: string }[];
  width: number;
  height: number;
  error?: string;
  /** Its credits came back (failed or cancelled tasks the server refunded). */
  refunded?: boolean;
};

const modes: readonly GenerateMode[] = generateModes;

/** A request read back from the browser's history, checked field by field (anything else is dropped). */
export function requestOf(value: Record<string, unknown>): GeneratorSubmit | undefined {
  const { prompt, filesUrl, nVariants, size, model, generateMode, productChannel, scene, style, lang } = value;
  if (typeof prompt !== "string" || typeof model !== "string" || typeof nVariants !== "number") return undefined;
  if (!Array.isArray(filesUrl) || !filesUrl.every((url) => typeof url === "string")) return undefined;
  if (!aspectRatioValues.includes(size as AspectRatio) || !modes.includes(generateMode as GenerateMode)) return undefined;
  return {
    prompt,
    filesUrl: filesUrl as string[],
    nVariants,
    size: size as AspectRatio,
    model,
    generateMode: generateMode as GenerateMode,
    productChannel: typeof productChannel === "string" ? productChannel : "aiimage",
    scene: typeof scene === "string" ? scene : "no-style",
    style: typeof style === "string" ? style : "auto",
    lang: lang === "zh" ? "zh" : "en",
  };
}

/** A task of the history as the page shows it: finished ones with their images, unfinished ones to resume. */
export function taskOfHistory(entry: TaskHistoryEntry): GenerationTask | undefined {
  const request = requestOf(entry.request);
  if (!request) return undefined;
  const result = entry.result;
  return {
    key: entry.taskId,
    taskId: entry.taskId,
    request,
    createdAt: entry.createdAt,
    status: entry.status === "running" ? "running" : entry.status,
    progress: entry.status === "done" ? 1 : 0,
    results: result ? result.urls.map((url, i) => ({ url, thumb: result.thumbs[i] ?? url })) : [],
    width: result?.width ?? 1024,
    height: result?.height ?? 1024,
    ...(entry.error ? { error: entry.error } : {}),
  };
}

/** What the history keeps of a task. */
export function historyEntryOf(task: GenerationTask & { taskId: string }): TaskHistoryEntry {
  const status = task.status === "done" ? "done" : task.status === "failed" || task.status === "cancelled" ? "failed" : "running";
  return {
    taskId: task.taskId,
    createdAt: task.createdAt,
    status,
    request: { ...task.request },
    ...(task.status === "done"
      ? { result: { urls: task.results.map((r) => r.url), thumbs: task.results.map((r) => r.thumb), width: task.width, height: task.height } }
      : {}),
    ...(task.error ? { error: task.error } : {}),
  };
}
