import type { UserRow } from "../../db/schema";
import type { TasksService } from "./tasks.service";
import { finishedStates, type TaskRow } from "./tasks.schema";

export type TaskWatchOptions = {
  tasks: Pick<TasksService, "get">;
  user: UserRow;
  /** How often the row is read again. */
  pollMs: number;
  /** Ends the watch early (the client left, the server shuts down). */
  stopped: () => boolean;
  /** Waits between reads; a timer by default (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
};

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The task's row, read again every `pollMs` until it is finished or the watch is stopped: each read
 * is yielded, the first one being `task` itself (nothing when the watch is stopped already). Reads go through TasksService.get, so a task the
 * user may not see ends the watch with its 404.
 */
export async function* watchTask(task: TaskRow, options: TaskWatchOptions): AsyncGenerator<TaskRow> {
  const sleep = options.sleep ?? timer;
  let current = task;
  if (options.stopped()) return;
  for (;;) {
    yield current;
    if (finishedStates.includes(current.state) || options.stopped()) return;
    await sleep(options.pollMs);
    if (options.stopped()) return;
    current = await options.tasks.get(current.id, options.user);
  }
}
