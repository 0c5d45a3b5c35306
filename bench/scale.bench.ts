/**
 * Result polling and task submission with 1 API process and with 2 on one PostgreSQL, next to a bare
 * Fastify route measured in the same run, just before (so a ratio compares figures taken moments apart on
 * the same machine, not of two runs). 200 connections each; with 2 processes they are split 100/100, as a
 * balancer spreading connections evenly would, and latency percentiles are over every response.
 *
 * No worker process runs during the measurements: a worker renders images with the local provider,
 * which would take the cores the API processes are measured on; submitted tasks just wait in the queue.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase, type Database } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";
import { tasks, users } from "../apps/server/src/db/schema";
import { createServices, type Services } from "../apps/server/src/services";
import { createLogoStylesRepository } from "../apps/server/src/modules/logo-styles/logo-styles.repository";
import { seedLogoStyles } from "../apps/server/src/modules/logo-styles/logo-styles.seed";
import { seedImageStyles } from "../apps/server/src/modules/logo-styles/image-styles.seed";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { freshDatabaseUrl } from "./support/fresh-database";
import { cpuMs, freePort, startProcess, stopProcess } from "./support/process";
import { loadGenerator, spreadLoad, type LoadRequest, type LoadTarget, type SpreadResult } from "./support/spread-load";

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Submits per measurement (a user has at most 10 unfinished tasks, so a tenth of this many users each). */
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 3000);
/** The issue's targets for polling a finished task on PostgreSQL. */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
/**
 * Requests per process before it is measured, so V8 has optimised the hot paths: a count, not a
 * time, because on a loaded machine 3 s gave a process only a thousand requests and the measured
 * CPU per request was then mostly the optimising compiler's (a third of the samples in a profile).
 */
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP_REQUESTS ?? 15_000);
/**
 * The rate limiter's store with 2 API processes: `database`, as the README asks of a site with more
 * than one (the single process keeps the default, memory). BENCH_RATE_LIMIT_STORE=memory shows the difference.
 */
const SHARED_STORE = process.env.BENCH_RATE_LIMIT_STORE ?? "database";

/** Run by bench/run.ts on PostgreSQL only: two API processes cannot share a PGlite database. */
export const postgresOnly = true;

export type Measured = SpreadResult & { cpuMicrosPerRequest: number | undefined };

async function seedUser(database: Database, credits: number) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-scale-${Date.now()}-${Math.random()}@example.test`, aiCredits: credits })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const generation = (prompt: string) => ({
  kind: "image.generate" as const,
  provider: "local",
  model: "local-designer",
  input: { prompt, count: 1, aspect: "1:1" as const, references: [], purpose: "image" as const },
  cost: 4,
  deadlineMs: 600_000,
});

/** One finished task (run by an in-process worker) and one that waits a day, both of one user with a session. */
export async function seedPolling(database: Database, services: Services) {
  const poller = await seedUser(database, 8);
  const finished = await services.tasks.submit(poller, generation("a lighthouse"));
  const worker = services.createTaskWorker({ concurrency: 1, pollMs: 5 });
  for (let i = 0; i < 600; i++) {
    await worker.tick();
    const [row] = await database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, finished.id));
    if (row?.state === "succeeded") break;
    if (row && row.state !== "queued" && row.state !== "running") throw new Error(`the polled task ended ${row.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await worker.stop();
  const waiting = await services.tasks.submit(poller, generation("a harbour"));
  await database.db
    .update(tasks)
    .set({ runAfter: new Date(Date.now() + 86_400_000) })
    .where(eq(tasks.id, waiting.id));
  const { token } = await services.sessions.create(poller.id);
  return { finishedId: finished.id, waitingId: waiting.id, headers: { authorization: `Bearer ${token}` } };
}

/** Tokens of users with room for 10 tasks each: `next()` hands each token out 10 times, then the next. */
async function seedSubmitters(database: Database, services: Services, submits: number) {
  const tokens: string[] = [];
  // A few spare users: autocannon may prepare a request or two per connection it then never sends.
  for (let i = 0; i < Math.ceil(submits / 10) + CONNECTIONS / 10; i++) {
    const user = await seedUser(database, 1000);
    tokens.push((await services.sessions.create(user.id)).token);
  }
  let sent = 0;
  return (): LoadRequest => {
    const token = tokens[Math.floor(sent / 10) % tokens.length]!;
    sent += 1;
    return {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: `a bench fox ${sent}`, model: "local", nVariants: 1 }),
    };
  };
}

/** Load on the processes, with the server CPU per request (steadier than req/s on a shared machine). */
export async function measure(processes: ChildProcess[], targets: LoadTarget[], options: Parameters<typeof spreadLoad>[1]): Promise<Measured> {
  // Read when the measured window starts (after a warm-up on the same connections, when there is one).
  let before: (number | undefined)[] = [];
  const result = await spreadLoad(targets, {
    ...options,
    onMeasuring: () => {
      before = processes.map((p) => cpuMs(p.pid));
    },
  });
  const after = processes.map((p) => cpuMs(p.pid));
  const used = after.reduce<number | undefined>(
    (sum, a, i) => (sum === undefined || a === undefined || before[i] === undefined ? undefined : sum + a - before[i]!),
    0,
  );
  return { ...result, cpuMicrosPerRequest: used === undefined || result.total === 0 ? undefined : (1000 * used) / result.total };
}

export const spread = (ports: number[], route: string): LoadTarget[] =>
  ports.map((port, i) => ({
    url: `http://127.0.0.1:${port}${route}`,
    connections: Math.floor(CONNECTIONS / ports.length) + (i < CONNECTIONS % ports.length ? 1 : 0),
  }));

function cell(r: Measured | undefined): string {
  if (!r) return "";
  const cpu = r.cpuMicrosPerRequest === undefined ? "" : `, ${r.cpuMicrosPerRequest.toFixed(0)} µs CPU`;
  return `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${cpu}${r.errors > 0 ? `, ${r.errors} errors/timeouts` : ""}${r.non2xx > 0 ? `, ${r.non2xx} non-2xx` : ""}`;
}

export async function startBare(): Promise<{ process: ChildProcess; port: number }> {
  const port = await freePort();
  const child = await startProcess("bench/support/bare-server.ts", [], { PORT: String(port) }, `http://127.0.0.1:${port}/api/health`);
  return { process: child, port };
}

/**
 * A data dir and the database of `url` made ready for API processes: migrated, the polled tasks (one
 * finished, one waiting) and, per entry of `submits`, that many submits' room of users, and the style
 * samples a first start would make (seconds of CPU that must not share the cores with a measurement).
 */
export async function seedDatabase(url: string, submits: number[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    MAIL_OUTBOX_ONLY: "on",
    DATABASE_URL: url,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrate(database);
  const services = createServices(config, { database });
  const polling = await seedPolling(database, services);
  const submitters: (() => LoadRequest)[] = [];
  for (const amount of submits) submitters.push(await seedSubmitters(database, services, amount));
  // A first start seeds the style samples after listening (seconds of CPU): done here, so the
  // servers find them and no measurement shares the cores with it.
  const repository = createLogoStylesRepository(database);
  await seedLogoStyles({ storage: services.storage, repository, logo: createNodeLogoDeps });
  await seedImageStyles({ storage: services.storage, repository, icons: () => createNodeLogoDeps().icons });
  await database.close();

  return { dataDir, polling, submitters };
}

/** The environment of the bench's API processes on `url` (separate roles must share their keys: server.ts refuses to start without them). */
export function apiEnv(dataDir: string, url: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    RATE_LIMIT_MAX: "100000000",
    // As behind a balancer: every connection is another client (its own X-Forwarded-For), so the
    // rate limiter keeps a count per client as in production instead of one for the whole bench.
    TRUST_PROXY: "loopback",
    CAPTCHA_SECRET: "bench-captcha-".repeat(3),
    URL_SIGNING_SECRET: "bench-url-signing-".repeat(3),
  };
}

/** One `--role=api` process (of the checkout at `cwd`, this one by default) on a free port. */
export async function startApiProcess(env: Record<string, string>, rateLimitStore: string, cwd?: string): Promise<{ process: ChildProcess; port: number }> {
  const port = await freePort();
  const child = await startProcess(
    "apps/server/src/server.ts",
    ["--role=api"],
    { ...env, RATE_LIMIT_STORE: rateLimitStore, PORT: String(port) },
    `http://127.0.0.1:${port}/api/health`,
    cwd,
  );
  return { process: child, port };
}

export async function run(): Promise<void> {
  const loadAtStart = loadAverage();
  const pgDb = await freshDatabaseUrl("bench_scale");
  if (!pgDb) {
    console.log("skipped: needs PostgreSQL (DATABASE_URL, or the throwaway cluster bench/run.ts starts)");
    return;
  }
  const { dataDir, polling, submitters } = await seedDatabase(pgDb.url, [SUBMITS, SUBMITS]);

  const env = apiEnv(dataDir, pgDb.url);
  const startApi = (rateLimitStore: string) => startApiProcess(env, rateLimitStore);
  const finishedRoute = `/api/ai-design/4o-image/result/${polling.finishedId}`;
  const waitingRoute = `/api/ai-design/4o-image/result/${polling.waitingId}`;
  const figures: { bare: Measured[]; one: Record<string, Measured>; two: Record<string, Measured> } = { bare: [], one: {}, two: {} };

  const measureBare = async () => {
    const bare = await startBare();
    // JIT warm-up on the measured connections, not counted (spread-load.ts, warmUp).
    figures.bare.push(await measure([bare.process], spread([bare.port], "/api/health"), { warmUp: WARM_UP_REQUESTS, durationSeconds: SECONDS, clients: true }));
    await stopProcess(bare.process);
  };
  const measureApi = async (apis: { process: ChildProcess; port: number }[], into: Record<string, Measured>, next: () => LoadRequest) => {
    const ports = apis.map((a) => a.port);
    const children = apis.map((a) => a.process);
    const poll = { request: { headers: polling.headers }, clients: true };
    into.finished = await measure(children, spread(ports, finishedRoute), { warmUp: WARM_UP_REQUESTS * ports.length, durationSeconds: SECONDS, ...poll });
    into.waiting = await measure(children, spread(ports, waitingRoute), { durationSeconds: SECONDS, ...poll });
    into.submit = await measure(children, spread(ports, "/api/ai-design/4o-image/generate-image"), { amount: SUBMITS, next, clients: true });
  };

  // The bare route is measured right before each column, and each column's ratio is against its
  // own: a change in the machine's load between the columns then moves both sides of a ratio.
  await measureBare();
  const single = await startApi("memory");
  await measureApi([single], figures.one, submitters[0]!);
  await stopProcess(single.process);
  await measureBare();
  const pair = [await startApi(SHARED_STORE), await startApi(SHARED_STORE)];
  await measureApi(pair, figures.two, submitters[1]!);
  await Promise.all(pair.map((api) => stopProcess(api.process)));
  await pgDb.drop();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = (r: Measured | undefined, bare: Measured | undefined) => {
    if (!r || !bare) return "not measured";
    const met = r.requestsPerSecond / bare.requestsPerSecond >= TARGET_RATIO && r.p99 < TARGET_P99_MS;
    return `**${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x**, p99 ${r.p99.toFixed(1)} ms: ${met ? "ok" : "MISSED"}`;
  };
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per figure (submits: ${SUBMITS} requests, 10 per user); PostgreSQL; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
  );
  console.log(`load generator: ${loadGenerator()}`);
  console.log(`| figure | 1 API process (rate limits in memory) | 2 API processes (rate limits: ${SHARED_STORE}) |`);
  console.log(`| --- | --- | --- |`);
  console.log(`| bare Fastify route, measured just before | ${cell(figures.bare[0])} | ${cell(figures.bare[1])} |`);
  console.log(`| poll a finished task | ${cell(figures.one.finished)} | ${cell(figures.two.finished)} |`);
  console.log(`| poll a waiting task (a database read) | ${cell(figures.one.waiting)} | ${cell(figures.two.waiting)} |`);
  console.log(`| submit a task | ${cell(figures.one.submit)} | ${cell(figures.two.submit)} |`);
  console.log(
    `| finished-task polling / bare (target >= ${TARGET_RATIO}x, p99 < ${TARGET_P99_MS} ms) | ${ratio(figures.one.finished, figures.bare[0])} | ${ratio(figures.two.finished, figures.bare[1])} |`,
  );
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
