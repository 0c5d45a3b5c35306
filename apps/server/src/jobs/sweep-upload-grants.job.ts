import type { PeriodicJob } from "./scheduler";

/**
 * Files sent with an upload grant but never checked (the tab closed, a script that only uploads)
 * are deleted, with the grant, once it has expired (modules/uploads/direct-uploads.service.ts).
 */
export function sweepUploadGrantsJob(sweep: (signal: AbortSignal) => Promise<number>): PeriodicJob {
  return {
    name: "uploads.sweep-grants",
    everyMs: 10 * 60 * 1000,
    firstAfterMs: 60 * 1000,
    async run(signal) {
      await sweep(signal);
    },
  };
}
