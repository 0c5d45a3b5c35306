/**
 * One worker process of the queue bench (bench/queue.bench.ts): our lease table (the real
 * createTaskWorker on the real tasks repository) or pg-boss 10, with `QUEUE_SLOTS` jobs at once and
 * a poll every `QUEUE_POLL_MS`. Every job it starts is noted (job key, this pid, ms since submit)
 * and every job it ends; the notes go to `bench_queue_runs` in batches every 100 ms, so the
 * engines are measured, not this bookkeeping. A job sleeps `ms` from its data (0: a no-op).
 */
import pg from "pg";
import PgBoss from "pg-boss";
import { openDatabase } from "../../apps/server/src/db/database";
import { createTasksRepository } from "../../apps/server/src/modules/tasks/tasks.repository";
import { createTaskWorker } from "../../apps/server/src/modules/tasks/tasks.worker";
import { BENCH_QUEUE, type QueueJobData } from "./queue-jobs";

const engine = process.env.QUEUE_ENGINE;
const url = process.env.DATABASE_URL ?? "";
const slots = Number(process.env.QUEUE_SLOTS ?? 2);
const pollMs = Number(process.env.QUEUE_POLL_MS ?? 500);
const leaseMs = Number(process.env.QUEUE_LEASE_MS ?? 3_000);

const notes = new pg.Pool({ connectionString: url, max: 1 });
// The bench drops its database when done, possibly before this process has gone: not worth a stack trace.
notes.on("error", () => undefined);
let pending: { key: string; latency: number | null; doneAt: number | null }[] = [];
const flush = async () => {
  if (pending.length === 0) return;
  const batch = pending;
  pending = [];
  await notes.query(
    `INSERT INTO bench_queue_runs (job_key, pid, latency_ms, done_at_ms)
     SELECT * FROM unnest($1::text[], $2::int[], $3::float8[], $4::float8[])`,
    [batch.map((n) => n.key), batch.map(() => process.pid), batch.map((n) => n.latency), batch.map((n) => n.doneAt)],
  );
};
setInterval(() => void flush().catch((error: Error) => process.stderr.write(`notes: ${error.message}\n`)), 100);

/** The job itself: noted when it starts (latency from submit) and when it ends. */
async function runJob(data: QueueJobData): Promise<void> {
  pending.push({ key: data.key, latency: Date.now() - data.submittedAt, doneAt: null });
  if (data.ms > 0) await new Promise((r) => setTimeout(r, data.ms));
  pending.push({ key: data.key, latency: null, doneAt: Date.now() });
}

if (engine === "ours") {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: "memory://" });
  const worker = createTaskWorker({
    repository: createTasksRepository(database.db),
    // Bench jobs cost nothing: never charged, so never refunded.
    billing: { charge: () => Promise.reject(new Error("bench jobs are free")), refund: async () => undefined },
    handlers: [
      {
        kind: "bench.job",
        isPaid: () => false,
        run: async (task) => {
          await runJob(task.input as QueueJobData);
          return { images: [] };
        },
      },
    ],
    concurrency: slots,
    leaseMs,
    pollMs,
  });
  worker.start();
} else if (engine === "pgboss") {
  const boss = new PgBoss({ connectionString: url, max: 4, maintenanceIntervalSeconds: 1, monitorStateIntervalSeconds: 60 });
  boss.on("error", (error: Error) => process.stderr.write(`pg-boss: ${error.message}\n`));
  await boss.start();
  await boss.work<QueueJobData>(BENCH_QUEUE, { batchSize: slots, pollingIntervalSeconds: pollMs / 1000 }, async (jobs) => {
    await Promise.all(jobs.map((job) => runJob(job.data)));
  });
} else {
  throw new Error(`QUEUE_ENGINE must be ours or pgboss, got '${engine}'`);
}
process.stdout.write("queue worker ready\n");
