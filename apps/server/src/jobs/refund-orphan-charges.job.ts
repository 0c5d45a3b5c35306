import type { PeriodicJob } from "./scheduler";

/**
 * A submit charges a task before it stores the task's row; an API process killed in between (the
 * 2 + 2 process test of issue 20 does it) leaves a charge with no task, which no task failure would
 * ever refund. This job (a minute after start-up, then every 5 minutes) refunds such charges once
 * they are 10 minutes old (a submit takes milliseconds), looking back a week.
 */
export function refundOrphanChargesJob(tasks: {
  refundOrphanCharges(options: { graceMs: number; windowMs: number; limit: number }): Promise<number>;
}): PeriodicJob {
  return {
    name: "tasks.refund-orphan-charges",
    everyMs: 5 * 60 * 1000,
    firstAfterMs: 60_000,
    async run(signal) {
      // Batches until one comes back short: a refunded charge is not found again, so this ends.
      while (!signal.aborted) {
        if ((await tasks.refundOrphanCharges({ graceMs: 10 * 60 * 1000, windowMs: 7 * 24 * 60 * 60 * 1000, limit: 100 })) < 100) return;
      }
    },
  };
}
