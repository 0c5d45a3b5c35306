/**
 * The task queue (issue 20): our lease table (tasks + createTaskWorker) against pg-boss 10.4.2 on
 * PostgreSQL, each with 2 worker processes (bench/support/queue-worker.ts) on the same settings:
 * slots per process, poll interval. Printed side by side:
 * - throughput: N no-op jobs submitted at once, jobs per second from the first submit to the last end;
 * - latency from submit to claim (p50/p99) for a steady trickle of jobs on idle workers;
 * - a worker killed (SIGKILL) while running a job: seconds until the other worker starts that job.
 * PostgreSQL only (pg-boss does not run on PGlite): DATABASE_URL's server when set, otherwise a
 * throwaway cluster. Each engine gets a fresh database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import PgBoss from "pg-boss";
import { openDatabase, type Database } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";
import { users } from "../apps/server/src/db/schema";
import { createTasksRepository } from "../apps/server/src/modules/tasks/tasks.repository";
import { startThrowawayCluster } from "../scripts/pg-cluster.mjs";
import { repoRoot } from "./support/process";
import { BENCH_QUEUE, type QueueJobData } from "./support/queue-jobs";

const N = Number(process.env.BENCH_QUEUE_JOBS ?? 1000);
const TRICKLE = 200;
const TRICKLE_EVERY_MS = 50;
const SLOTS = 10;
const POLL_MS = 500;
/** Our lease (renewed every third of it) and pg-boss's expiry, which must outlast the longest job: it has no renewal. */
const LEASE_MS = 3_000;
const KILL_JOB_MS = 10_000;
const PGBOSS_EXPIRE_S = 12;

type Engine = "ours" | "pgboss";
type Submitter = { submit(jobs: QueueJobData[]): Promise<void>; close(): Promise<void> };
type Figures = { submitsPerSecond: number; jobsPerSecond: number; p50: number; p99: number; takeoverSeconds: number | undefined };

async function freshDatabase(adminUrl: string, engine: Engine): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_queue_${engine}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Ours: a task row per job, inserted as a submit does (under the user's row lock, within the queue limit). */
async function oursSubmitter(database: Database): Promise<Submitter> {
  const repository = createTasksRepository(database.db);
  const owners = await database.db
    .insert(users)
    .values(Array.from({ length: 20 }, (_, i) => ({ email: `queue-bench-${i}@example.test` })))
    .returning({ id: users.id });
  let next = 0;
  return {
    async submit(jobs) {
      await Promise.all(
        jobs.map(async (data) => {
          const now = new Date();
          const owner = owners[next++ % owners.length];
          if (!owner) throw new Error("no owner");
          const row = await repository.insertWithinLimit(
            {
              id: randomUUID(),
              userId: owner.id,
              kind: "bench.job",
              provider: "bench",
              model: "bench",
              input: data,
              cost: 0,
              chargeKey: null,
              maxAttempts: 3,
              deadlineAt: new Date(now.getTime() + 600_000),
              now,
            },
            1_000_000,
          );
          if (row === "full" || "duplicateOf" in row) throw new Error("bench task not queued");
        }),
      );
    },
    close: async () => undefined,
  };
}

async function pgbossSubmitter(url: string): Promise<Submitter> {
  const boss = new PgBoss({ connectionString: url, max: 10, supervise: false });
  boss.on("error", (error: Error) => console.error(`pg-boss (submitter): ${error.message}`));
  await boss.start();
  await boss.createQueue(BENCH_QUEUE, { name: BENCH_QUEUE, retryLimit: 3, retryDelay: 0, expireInSeconds: PGBOSS_EXPIRE_S });
  return {
    async submit(jobs) {
      await Promise.all(jobs.map((data) => boss.send(BENCH_QUEUE, data)));
    },
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

function startWorker(engine: Engine, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/support/queue-worker.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      QUEUE_ENGINE: engine,
      QUEUE_SLOTS: String(SLOTS),
      QUEUE_POLL_MS: String(POLL_MS),
      QUEUE_LEASE_MS: String(LEASE_MS),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("queue worker ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${engine} worker exited (${code}) before it was ready`)));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function measure(engine: Engine, url: string): Promise<Figures> {
  const notes = new pg.Pool({ connectionString: url, max: 2 });
  notes.on("error", () => undefined);
  await notes.query(`CREATE TABLE bench_queue_runs (job_key text NOT NULL, pid int NOT NULL, latency_ms float8, done_at_ms float8)`);
  let database: Database | undefined;
  let submitter: Submitter;
  if (engine === "ours") {
    database = await openDatabase({ databaseUrl: url, pgliteDir: "memory://" });
    await migrate(database);
    submitter = await oursSubmitter(database);
  } else {
    submitter = await pgbossSubmitter(url);
  }
  const workers = await Promise.all([startWorker(engine, url), startWorker(engine, url)]);
  const ended = async (prefix: string) =>
    Number(
      (
        await notes.query<{ n: string }>(`SELECT count(DISTINCT job_key) AS n FROM bench_queue_runs WHERE job_key LIKE $1 AND done_at_ms IS NOT NULL`, [
          `${prefix}%`,
        ])
      ).rows[0]?.n,
    );
  try {
    // Throughput: N jobs at once, 20 submits in flight.
    const first = Date.now();
    const burst = Array.from({ length: N }, (_, i) => ({ key: `burst-${i}`, submittedAt: 0, ms: 0 }));
    for (let i = 0; i < burst.length; i += 20) await submitter.submit(burst.slice(i, i + 20).map((job) => ({ ...job, submittedAt: Date.now() })));
    const submitted = Date.now();
    console.log(`${engine}: ${N} jobs submitted in ${((submitted - first) / 1000).toFixed(1)} s`);
    await waitFor("the burst", async () => ((await ended("burst-")) >= N ? true : undefined), 300_000);
    const last = Number((await notes.query<{ t: number }>(`SELECT max(done_at_ms) AS t FROM bench_queue_runs WHERE job_key LIKE 'burst-%'`)).rows[0]?.t);

    // Latency: one job every 50 ms on otherwise idle workers.
    for (let i = 0; i < TRICKLE; i++) {
      await submitter.submit([{ key: `trickle-${i}`, submittedAt: Date.now(), ms: 0 }]);
      await new Promise((r) => setTimeout(r, TRICKLE_EVERY_MS));
    }
    await waitFor("the trickle", async () => ((await ended("trickle-")) >= TRICKLE ? true : undefined), 60_000);
    const latencies = (
      await notes.query<{ latency_ms: number }>(`SELECT latency_ms FROM bench_queue_runs WHERE job_key LIKE 'trickle-%' AND latency_ms IS NOT NULL`)
    ).rows
      .map((r) => r.latency_ms)
      .sort((a, b) => a - b);

    // A worker dies holding a job: how long until the other one starts it.
    await submitter.submit([{ key: "kill-0", submittedAt: Date.now(), ms: KILL_JOB_MS }]);
    const holder = await waitFor(
      "the long job's start",
      async () => (await notes.query<{ pid: number }>(`SELECT pid FROM bench_queue_runs WHERE job_key = 'kill-0' AND latency_ms IS NOT NULL`)).rows[0]?.pid,
      30_000,
    );
    const victim = workers.find((w) => w.pid === holder);
    let takeoverSeconds: number | undefined;
    if (victim) {
      await new Promise((r) => setTimeout(r, 1_000));
      const killedAt = Date.now();
      victim.kill("SIGKILL");
      await waitFor(
        "the other worker to start the job",
        async () => ((await notes.query(`SELECT 1 FROM bench_queue_runs WHERE job_key = 'kill-0' AND pid <> $1`, [holder])).rowCount ? true : undefined),
        120_000,
      ).then(
        () => (takeoverSeconds = (Date.now() - killedAt) / 1000),
        () => undefined,
      );
    }
    return {
      submitsPerSecond: N / ((submitted - first) / 1000),
      jobsPerSecond: N / ((last - first) / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      takeoverSeconds,
    };
  } finally {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
    await submitter.close();
    await database?.close();
    await notes.end();
  }
}

export async function run(): Promise<void> {
  const cluster = process.env.DATABASE_URL ? undefined : await startThrowawayCluster();
  const adminUrl = process.env.DATABASE_URL ?? cluster?.url;
  if (!adminUrl) {
    console.log("skipped: no PostgreSQL binaries found and DATABASE_URL is not set (pg-boss needs PostgreSQL)");
    return;
  }
  try {
    const figures: Partial<Record<Engine, Figures>> = {};
    for (const engine of ["ours", "pgboss"] as const) {
      const db = await freshDatabase(adminUrl, engine);
      try {
        figures[engine] = await measure(engine, db.url);
      } finally {
        await db.drop();
      }
    }
    const row = (label: string, value: (f: Figures) => string) =>
      `| ${label} | ${figures.ours ? value(figures.ours) : "-"} | ${figures.pgboss ? value(figures.pgboss) : "-"} |`;
    console.log(
      `2 worker processes x ${SLOTS} slots, poll ${POLL_MS} ms; our lease ${LEASE_MS} ms, pg-boss expireIn ${PGBOSS_EXPIRE_S} s, maintenance every 1 s`,
    );
    console.log("| figure | lease table (ours) | pg-boss 10.4.2 |");
    console.log("| --- | --- | --- |");
    console.log(row(`submits of ${N} jobs, 20 in flight`, (f) => `${f.submitsPerSecond.toFixed(0)} /s`));
    console.log(row(`${N} no-op jobs, first submit to last end`, (f) => `${f.jobsPerSecond.toFixed(0)} jobs/s`));
    console.log(row(`submit to start, ${TRICKLE} jobs at ${1000 / TRICKLE_EVERY_MS}/s, p50 / p99`, (f) => `${f.p50.toFixed(0)} / ${f.p99.toFixed(0)} ms`));
    console.log(
      row(`worker killed during a ${KILL_JOB_MS / 1000} s job: until the other starts it`, (f) =>
        f.takeoverSeconds === undefined ? "never (2 min)" : `${f.takeoverSeconds.toFixed(1)} s`,
      ),
    );
  } finally {
    cluster?.stop();
  }
}
