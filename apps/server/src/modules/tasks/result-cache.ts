import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { canSeeTask } from "./tasks.policy";
import { finishedStates, type TaskRow } from "./tasks.schema";

type Entry<T> = { userId: number; stamp: number; value: T };

/**
 * Finished tasks (succeeded, failed, timed out, cancelled) never change what a client sees, so the
 * answer to polling one is kept in memory once it is final: a client that keeps polling after the
 * end, or many tabs polling one task, cost no database query. Per process and bounded (oldest
 * dropped first); nothing to invalidate because the rows are final. The owner check is the same as
 * `TasksService.get` (tasks.policy.ts canSeeTask): someone else's task is a 404, an admin may see any. Answers carry signed links
 * that expire: each is kept with the `stamp` (the links' expiry) it was made for, and one made for
 * another stamp is a miss, so a cached answer never hands out an expired link.
 */
export function createFinishedResultCache<T extends object>(options: { max: number }) {
  const entries = new Map<string, Entry<T>>();
  const values = new WeakSet<object>();
  return {
    /** The cached answer for this user, undefined when the task is not (yet, or no longer at this stamp) cached. */
    get(taskId: string, user: UserRow, stamp = 0): T | undefined {
      const entry = entries.get(taskId);
      if (!entry || entry.stamp !== stamp) return undefined;
      if (!canSeeTask(user, entry)) throw new AppError("NOT_FOUND", "Task not found.");
      return entry.value;
    },

    /** Keeps `value` as the answer for `task` if the task is finished; returns value either way. */
    remember(task: TaskRow, value: T, stamp = 0): T {
      if (!finishedStates.includes(task.state)) return value;
      // Replacing an entry moves it to the end (Map order is insertion order).
      entries.delete(task.id);
      if (entries.size >= options.max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(task.id, { userId: task.userId, stamp, value });
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
