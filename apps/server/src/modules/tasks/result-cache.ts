import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { finishedStates, type TaskRow } from "./tasks.schema";

type Entry<T> = { userId: number; value: T };

/**
 * Finished tasks (succeeded, failed, timed out, cancelled) never change what a client sees, so the
 * answer to polling one is kept in memory once it is final: a client that keeps polling after the
 * end, or many tabs polling one task, cost no database query. Per process and bounded (oldest
 * dropped first); nothing to invalidate because the rows are final. The owner check is the same as
 * `TasksService.get`: someone else's task is a 404, an admin may see any.
 */
export function createFinishedResultCache<T extends object>(options: { max: number }) {
  const entries = new Map<string, Entry<T>>();
  const values = new WeakSet<object>();
  return {
    /** The cached answer for this user, undefined when the task is not (yet) cached. */
    get(taskId: string, user: UserRow): T | undefined {
      const entry = entries.get(taskId);
      if (!entry) return undefined;
      if (entry.userId !== user.id && !user.isAdmin) throw new AppError("NOT_FOUND", "Task not found.");
      return entry.value;
    },

    /** Keeps `value` as the answer for `task` if the task is finished; returns value either way. */
    remember(task: TaskRow, value: T): T {
      if (!finishedStates.includes(task.state)) return value;
      if (entries.size >= options.max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(task.id, { userId: task.userId, value });
      values.add(value);
      return value;
    },

    /** True for a value this cache handed out (so its serialised form may be kept with it). */
    holds(value: object): boolean {
      return values.has(value);
    },

    get size(): number {
      return entries.size;
    },
  };
}
