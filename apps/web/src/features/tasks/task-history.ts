import { localStore } from "../../lib/safe-storage";

/**
 * Spec 02 sections 4, 5 and 9: the browser keeps the user's latest image tasks so a reload finds
 * them (and goes on polling the unfinished ones): at most 10 per kind, the icon generator, the
 * scene (bulk) page and the chatgpt generator (the playground) in separate lists, only tasks created
 * after 2025-05-31; on load the first 4 are shown at once and the rest after; 1500 ms between tasks.
 */
export const taskHistoryRules = {
  perKind: 10,
  firstShown: 4,
  betweenTasksMs: 1500,
  /** Tasks created before this instant (the end of 2025-05-31, UTC) are dropped. */
  createdAfter: Date.UTC(2025, 5, 1),
} as const;

export type TaskHistoryKind = "icon-generator" | "scene" | "chatgpt";

export type TaskHistoryResult = { urls: string[]; thumbs: string[]; width: number; height: number };

export type TaskHistoryEntry = {
  taskId: string;
  /** ISO time the task was submitted. */
  createdAt: string;
  status: "running" | "done" | "failed";
  /** What was asked, as the page sent it (the page checks its shape when it reads it back). */
  request: Record<string, unknown>;
  result?: TaskHistoryResult;
  error?: string;
};

type Store = Pick<Storage, "getItem" | "setItem">;

const storageKey = (kind: TaskHistoryKind) => `image-task-history:${kind}`;

function isEntry(value: unknown): value is TaskHistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<TaskHistoryEntry>;
  return (
    typeof entry.taskId === "string" &&
    typeof entry.createdAt === "string" &&
    (entry.status === "running" || entry.status === "done" || entry.status === "failed") &&
    typeof entry.request === "object" &&
    entry.request !== null
  );
}

/** Only the rules' tasks: created after 2025-05-31, newest first, 10 at most. */
function keep(entries: TaskHistoryEntry[]): TaskHistoryEntry[] {
  return entries
    .filter((entry) => Date.parse(entry.createdAt) >= taskHistoryRules.createdAfter)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, taskHistoryRules.perKind);
}

export function loadTaskHistory(kind: TaskHistoryKind, storage: Store = localStore()): TaskHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(kind)) ?? "[]");
    return Array.isArray(parsed) ? keep(parsed.filter(isEntry)) : [];
  } catch {
    return [];
  }
}

/** Adds or updates one task (by its id) and returns the list as kept. A full browser store keeps the old list. */
export function saveTaskHistory(kind: TaskHistoryKind, entry: TaskHistoryEntry, storage: Store = localStore()): TaskHistoryEntry[] {
  const list = keep([entry, ...loadTaskHistory(kind, storage).filter((item) => item.taskId !== entry.taskId)]);
  try {
    storage.setItem(storageKey(kind), JSON.stringify(list));
  } catch {
    // Private mode or a full store: the page still shows the tasks until it is closed.
  }
  return list;
}

export function removeTaskHistory(kind: TaskHistoryKind, taskId: string, storage: Store = localStore()): TaskHistoryEntry[] {
  const list = loadTaskHistory(kind, storage).filter((item) => item.taskId !== taskId);
  try {
    storage.setItem(storageKey(kind), JSON.stringify(list));
  } catch {
    // As above.
  }
  return list;
}
