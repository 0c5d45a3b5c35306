import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { publicTaskMessage } from "./task-failure";
import type { TaskRow } from "./tasks.schema";
import { watchTask, type TaskWatchOptions } from "./task-watch";

/** The synchronous answer: each result image inline, and signed links to their previews. */
export type SyncImages = { images: { b64_json: string }[]; preview: string[] };

/**
 * POST /api/ai-design/chatgpt-4o/generate-image answers only once its task has ended: waits for the
 * submitted task, then reads its images from storage. A failed task is the route's error with the
 * task's own message; a shutdown does not wait (the task goes on in the worker, the client can poll
 * it by id) and answers UNAVAILABLE.
 */
export async function generateAndWait(
  submitted: TaskRow,
  options: Omit<TaskWatchOptions, "stopped"> & { storage: Pick<Storage, "read">; sign: (url: string) => string; closing: AbortSignal },
): Promise<SyncImages> {
  let task = submitted;
  for await (const current of watchTask(submitted, { ...options, stopped: () => options.closing.aborted })) task = current;
  if (task.state === "queued" || task.state === "running") throw new AppError("UNAVAILABLE");
  if (task.state !== "succeeded" || !task.result) throw new AppError("UPSTREAM_FAILED", publicTaskMessage(task) ?? "Error generating task");
  const bytes = await Promise.all(task.result.images.map(async (image) => (await options.storage.read(image.url.slice("/oss/".length))) ?? Buffer.alloc(0)));
  return { images: bytes.map((b) => ({ b64_json: b.toString("base64") })), preview: task.result.images.map((image) => options.sign(image.thumbUrl)) };
}
