/**
 * Start-up: the time from spawning the server to its first `GET /api/health` 200, for the compiled
 * production build (`node apps/server/dist/server.js`, what `NODE_ENV=production npm start` and the
 * container run) and, for comparison, the TypeScript sources under tsx (what `npm start` runs).
 *
 * The figure includes node's own start, loading the modules, reading the configuration, opening the
 * database (PGlite's WebAssembly Postgres reading its existing data directory, or a PostgreSQL
 * connection), checking the migrations, building the routes, listening, and the first health answer
 * (one database query). It does not include `npm run build` (timed once, above the runs) nor
 * PGlite's first-ever initdb: the data directory (and the style samples made after the first start)
 * exist before the measured runs, as on any restart of a running site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "../scripts/build-server.mjs";
import { cpuMs, freePort, repoRoot } from "./support/process";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);

/** Run by bench/run.ts on PGlite and on PostgreSQL (DATABASE_URL). */
export const databases = true;

type Start = { label: string; args: string[] };

function spawnServer(start: Start, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, start.args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", MAIL_OUTBOX_ONLY: "on", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

type Timing = { wallMs: number; cpuMs: number };

/**
 * Milliseconds from spawn to the first health 200 (polled every 5 ms), and the CPU time the server
 * had used by then: on a machine busy with other work the wall time stretches, the CPU time hardly.
 */
async function timeToHealth(child: ChildProcess, url: string, spawnedAt: number): Promise<Timing> {
  const until = spawnedAt + 300_000;
  while (performance.now() < until && child.exitCode === null) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === 200) return { wallMs: performance.now() - spawnedAt, cpuMs: cpuMs(child.pid) ?? NaN };
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`the server did not answer ${url} (exit ${child.exitCode})`);
}

/** Gracefully: a killed PGlite would make the next start recover its files, which is not what is measured. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
  await exited;
  clearTimeout(timer);
}

async function startOnce(start: Start, env: Record<string, string>, url: string): Promise<Timing> {
  const spawnedAt = performance.now();
  const child = spawnServer(start, env);
  try {
    return await timeToHealth(child, url, spawnedAt);
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function run(): Promise<void> {
  const built = await buildServer();
  console.log(`npm run build, server part (esbuild, ${built.inputs} source files): ${built.ms} ms`);

  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-start-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  const env: Record<string, string> = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const starts: Start[] = [
    { label: "compiled (plain node)", args: ["apps/server/dist/server.js"] },
    { label: "sources (node --import tsx)", args: ["--import", "tsx", "apps/server/src/server.ts"] },
  ];
  try {
    // The data directory's first start (initdb on PGlite, migrations), not measured; stopping it
    // waits for the style samples made after listening, so the measured starts find them made.
    const first = await startOnce(starts[0] as Start, env, url);
    console.log(`first start on an empty data directory (initdb, migrations): ${first.wallMs.toFixed(0)} ms, not counted`);
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite, existing data dir";
    // Start-up is mostly reading and compiling modules on one core: other work on the machine shows directly.
    console.log(`spawn to GET /api/health 200 (${database}), ${RUNS} runs each, alternating; load average ${loadavg()[0]?.toFixed(1)} at the start:`);
    const times = new Map<string, Timing[]>(starts.map((s) => [s.label, []]));
    for (let i = 0; i < RUNS; i++) for (const start of starts) times.get(start.label)?.push(await startOnce(start, env, url));
    for (const start of starts) {
      const runs = times.get(start.label) ?? [];
      const ms = runs.map((r) => r.wallMs);
      const cpu = median(runs.map((r) => r.cpuMs));
      const figure = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
      console.log(
        `${start.label.padEnd(30)} median ${figure(median(ms))}   min ${figure(Math.min(...ms))}   max ${figure(Math.max(...ms))}   CPU used by then ${figure(cpu)} (median)`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
