import type { ImagesService } from "../modules/images/images.service";
import type { PeriodicJob } from "./scheduler";

const BATCH = 50;

/**
 * Image records are written by the task worker's success hook; a process that dies between storing
 * a task's success and running the hook leaves that task without records. This job (shortly after
 * start-up, then every 5 minutes) records them, for tasks that succeeded more than `graceMs` ago.
 */
export function recordMissedImagesJob(images: Pick<ImagesService, "recordMissed">, options: { graceMs?: number; now?: () => Date } = {}): PeriodicJob {
  const now = options.now ?? (() => new Date());
  const graceMs = options.graceMs ?? 60_000;
  return {
    name: "images.record-missed",
    everyMs: 5 * 60 * 1000,
    firstAfterMs: 5_000,
    async run(signal) {
      const completedBefore = new Date(now().getTime() - graceMs);
      // Batches until one comes back short; a recorded task is not found again, so this ends.
      while (!signal.aborted) {
        const { tasks } = await images.recordMissed({ completedBefore, limit: BATCH });
        if (tasks < BATCH) return;
      }
    },
  };
}
