/** What the queue bench (bench/queue.bench.ts) and its worker processes (queue-worker.ts) share. */
export type QueueJobData = { key: string; submittedAt: number; ms: number };

/** pg-boss's queue of the bench. */
export const BENCH_QUEUE = "bench-queue";
