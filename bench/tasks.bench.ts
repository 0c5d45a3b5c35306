/**
 * Tasks: (1) submit + complete throughput with the local provider (in-process worker, 2 slots),
 * and (2) result-poll requests per second with p99 under 200 concurrent pollers against the real
 * server process. Uses DATABASE_URL when set (a fresh database), otherwise PGlite in a temp dir.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase, type Database } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";
import { tasks, users } from "../apps/server/src/db/schema";
import { createServices } from "../apps/server/src/services";
import { freshDatabaseUrl } from "./support/fresh-database";
import { cpuMs, freePort, load, startProcess, stopProcess } from "./support/process";

const TASKS = Number(process.env.BENCH_TASKS ?? 40);
const POLLERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function seedUser(database: Database, credits: number) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}-${Math.random()}@example.test`, aiCredits: credits })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

/** Run by bench/run.ts on PGlite and on PostgreSQL (DATABASE_URL). */
export const databases = true;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-tasks-"));
  const pgDb = await freshDatabaseUrl("bench_tasks");
  const kind = pgDb ? "PostgreSQL" : "PGlite";
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    MAIL_OUTBOX_ONLY: "on",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  let database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrate(database);

  // (1) Throughput: TASKS tasks submitted (10 per user, the queue limit), one worker with 2 slots.
  const services = createServices(config, { database });
  const worker = services.createTaskWorker({ concurrency: 2, pollMs: 5 });
  await worker.tick(); // loads the designer's catalogues before the clock starts
  const started = performance.now();
  const ids: string[] = [];
  for (let u = 0; u < Math.ceil(TASKS / 10); u++) {
    const user = await seedUser(database, 40);
    for (let t = 0; t < 10 && ids.length < TASKS; t++) {
      const task = await services.tasks.submit(user, {
        kind: "image.generate",
        provider: "local",
        model: "local-designer",
        input: { prompt: `a blue mountain lake ${u} ${t}`, count: 1, aspect: "1:1", references: [], purpose: "image" },
        cost: 4,
        deadlineMs: 600_000,
      });
      ids.push(task.id);
    }
  }
  const submitted = performance.now();
  worker.start();
  for (;;) {
    const left = await database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.state, "queued"));
    const running = await database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.state, "running"));
    if (left.length + running.length === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const finished = performance.now();
  await worker.stop();
  console.log(
    `tasks on ${kind}: ${TASKS} submitted in ${(submitted - started).toFixed(0)} ms (${((TASKS * 1000) / (submitted - started)).toFixed(0)} submits/s); all completed after ${((finished - started) / 1000).toFixed(1)} s = ${((TASKS * 1000) / (finished - started)).toFixed(1)} tasks/s (local provider, 1 image 1024x1024 each, 2 worker slots)`,
  );

  // (2) Polling: a finished task polled by 200 connections through the HTTP server process.
  const poller = await seedUser(database, 4);
  const task = await services.tasks.submit(poller, {
    kind: "image.generate",
    provider: "local",
    model: "local-designer",
    input: { prompt: "a lighthouse", count: 1, aspect: "1:1", references: [], purpose: "image" },
    cost: 4,
    deadlineMs: 600_000,
  });
  const { token } = await services.sessions.create(poller.id);
  // A task that is still waiting (due in a day, so no worker takes it): its polls read the database.
  const waiting = await services.tasks.submit(poller, {
    kind: "image.generate",
    provider: "local",
    model: "local-designer",
    input: { prompt: "a harbour", count: 1, aspect: "1:1", references: [], purpose: "image" },
    cost: 0,
    deadlineMs: 600_000,
  });
  await database.db
    .update(tasks)
    .set({ runAfter: new Date(Date.now() + 86_400_000) })
    .where(eq(tasks.id, waiting.id));
  // PGlite's files belong to one process at a time: hand the database to the server process.
  await database.close();
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000000", TASK_CONCURRENCY: "1" };
  // Separate roles must share their keys (server.ts refuses to start without them).
  if (pgDb) Object.assign(env, { DATABASE_URL: pgDb.url, CAPTCHA_SECRET: "bench-captcha-".repeat(3), URL_SIGNING_SECRET: "bench-url-signing-".repeat(3) });
  const server = await startProcess(
    "apps/server/src/server.ts",
    ["--role=api"].filter(() => Boolean(pgDb)),
    env,
    `http://127.0.0.1:${port}/api/health`,
  );
  const url = `http://127.0.0.1:${port}/api/ai-design/4o-image/result/${task.id}`;
  const headers = { authorization: `Bearer ${token}` };
  await load(url, { connections: 10, durationSeconds: 1, headers }); // JIT warm-up, not counted
  const cpuBefore = cpuMs(server.pid);
  const result = await load(url, { connections: POLLERS, durationSeconds: SECONDS, headers });
  const cpuAfter = cpuMs(server.pid);
  const unfinished = await load(`http://127.0.0.1:${port}/api/ai-design/4o-image/result/${waiting.id}`, {
    connections: POLLERS,
    durationSeconds: SECONDS,
    headers,
  });
  await stopProcess(server);
  // Server CPU per request: steadier than req/s when other work shares the cores.
  const perRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.total > 0
      ? `, server CPU ${((1000 * (cpuAfter - cpuBefore)) / result.total).toFixed(0)} µs/request`
      : "";
  console.log(
    `result polling on ${kind}: ${POLLERS} connections, ${SECONDS} s: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors + result.non2xx}${perRequest} (target 3,000 req/s on PostgreSQL)`,
  );
  console.log(
    `result polling on ${kind}, a task still waiting (a database read per poll): ${unfinished.requestsPerSecond.toFixed(0)} req/s, p50 ${unfinished.p50} ms, p99 ${unfinished.p99} ms, errors ${unfinished.errors + unfinished.non2xx}`,
  );

  database = undefined as unknown as Database;
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
