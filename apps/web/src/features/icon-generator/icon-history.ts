import { loadTaskHistory, removeTaskHistory, saveTaskHistory, type TaskHistoryEntry } from "../tasks/task-history";
import type { IconRequest } from "./icon-generator-api";

/**
 * The icon generator's own local history (spec 02 section 9: a list of its own, at most 10 tasks,
 * kept in this browser's localStorage by task-history.ts under `icon-generator`).
 */
export type IconTask = {
  taskId: string;
  createdAt: string;
  status: "running" | "done" | "failed";
  request: IconRequest;
  urls: string[];
  thumbs: string[];
  error?: string;
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** A request read back from storage, field by field: anything malformed drops the entry. */
export function iconRequestOf(value: Record<string, unknown>): IconRequest | undefined {
  const { prompt, style, count } = value;
  if (typeof prompt !== "string" || typeof style !== "string" || typeof count !== "number") return undefined;
  return { prompt, style, count, colors: strings(value.colors), styles: strings(value.styles) };
}

export function iconTaskOf(entry: TaskHistoryEntry): IconTask | undefined {
  const request = iconRequestOf(entry.request);
  if (!request) return undefined;
  return {
    taskId: entry.taskId,
    createdAt: entry.createdAt,
    status: entry.status,
    request,
    urls: entry.result?.urls ?? [],
    thumbs: entry.result?.thumbs ?? [],
    ...(entry.error ? { error: entry.error } : {}),
  };
}

export function loadIconHistory(): IconTask[] {
  return loadTaskHistory("icon-generator").flatMap((entry) => iconTaskOf(entry) ?? []);
}

export function saveIconTask(task: IconTask): IconTask[] {
  const entry: TaskHistoryEntry = {
    taskId: task.taskId,
    createdAt: task.createdAt,
    status: task.status,
    request: { ...task.request },
    ...(task.status === "done" ? { result: { urls: task.urls, thumbs: task.thumbs, width: 1024, height: 1024 } } : {}),
    ...(task.error ? { error: task.error } : {}),
  };
  return saveTaskHistory("icon-generator", entry).flatMap((item) => iconTaskOf(item) ?? []);
}

export function removeIconTask(taskId: string): IconTask[] {
  return removeTaskHistory("icon-generator", taskId).flatMap((item) => iconTaskOf(item) ?? []);
}
