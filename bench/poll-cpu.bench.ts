/**
 * The server CPU per request of polling a finished task against the bare Fastify route, measured
 * alternately in one run, round after round: the load-independent figure behind the scale bench's
 * throughput ratio (bench/README.md, "poll-cpu"). Both processes are up the whole time and only one
 * is loaded at a time, each with a fixed number of requests (not a duration), so a busy machine
 * slows a round down but hardly changes the CPU it costs; the median of the rounds is the figure.
 *
 * BENCH_COMPARE_TREE=<checkout> adds a third column: the same API process started from another
 * checkout (e.g. /work/main) on the same database, interleaved with this one, so a change is
 * measured against the code before it under the same load.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import type { ChildProcess } from "node:child_process";
import { freshDatabaseUrl } from "./support/fresh-database";
import { stopProcess } from "./support/process";
import { spreadLoad } from "./support/spread-load";
import { apiEnv, measure, seedDatabase, spread, startApiProcess, startBare, type Measured } from "./scale.bench";

const CONNECTIONS_NOTE = "200 connections, each another client behind the trusted proxy";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP_REQUESTS ?? 15_000);
const COMPARE_TREE = process.env.BENCH_COMPARE_TREE;

export const postgresOnly = true;

type Column = { name: string; process: ChildProcess; port: number; route: string; headers?: Record<string, string>; rounds: Measured[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function run(): Promise<void> {
  const loadAtStart = loadAverage();
  const pgDb = await freshDatabaseUrl("bench_poll_cpu");
  if (!pgDb) {
    console.log("skipped: needs PostgreSQL (DATABASE_URL, or the throwaway cluster bench/run.ts starts)");
    return;
  }
  const { dataDir, polling } = await seedDatabase(pgDb.url, []);
  const env = apiEnv(dataDir, pgDb.url);
  const finishedRoute = `/api/ai-design/4o-image/result/${polling.finishedId}`;
  const columns: Column[] = [];
  try {
    const bare = await startBare();
    columns.push({ name: "bare Fastify route", ...bare, route: "/api/health", rounds: [] });
    const api = await startApiProcess(env, "memory");
    columns.push({ name: "poll a finished task", ...api, route: finishedRoute, headers: polling.headers, rounds: [] });
    if (COMPARE_TREE) {
      const other = await startApiProcess(env, "memory", COMPARE_TREE);
      columns.push({ name: `poll a finished task (${COMPARE_TREE})`, ...other, route: finishedRoute, headers: polling.headers, rounds: [] });
    }
    for (const column of columns) {
      const request = column.headers ? { headers: column.headers } : {};
      await spreadLoad(spread([column.port], column.route), { amount: WARM_UP_REQUESTS, request, clients: true }); // JIT warm-up, not counted
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const column of columns) {
        const request = column.headers ? { headers: column.headers } : {};
        const result = await measure([column.process], spread([column.port], column.route), { amount: REQUESTS, request, clients: true });
        // A wrong answer spoils the figure; timeouts (an overloaded machine) are printed with it.
        if (result.non2xx > 0) throw new Error(`${column.name}: ${result.non2xx} non-2xx answers`);
        column.rounds.push(result);
      }
    }
  } finally {
    await Promise.all(columns.map((column) => stopProcess(column.process)));
    await pgDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `${CONNECTIONS_NOTE}; ${ROUNDS} rounds of ${REQUESTS} requests per column, alternating; PostgreSQL; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
  );
  console.log(`| column | µs CPU per request, each round | median | req/s (median) | p99 ms (median) | errors/timeouts |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  const bareCpu = median(columns[0]!.rounds.map((r) => r.cpuMicrosPerRequest ?? NaN));
  for (const column of columns) {
    const cpu = column.rounds.map((r) => r.cpuMicrosPerRequest ?? NaN);
    const figures = [
      cpu.map((c) => c.toFixed(1)).join(", "),
      median(cpu).toFixed(1),
      median(column.rounds.map((r) => r.requestsPerSecond)).toFixed(0),
      median(column.rounds.map((r) => r.p99)).toFixed(1),
      String(column.rounds.reduce((sum, r) => sum + r.errors, 0)),
    ];
    console.log(`| ${column.name} | ${figures.join(" | ")} |`);
  }
  for (const column of columns.slice(1)) {
    const cpu = median(column.rounds.map((r) => r.cpuMicrosPerRequest ?? NaN));
    console.log(`${column.name}: ${(bareCpu / cpu).toFixed(2)}x the bare route's requests per CPU second (target of the throughput ratio: >= 0.5x)`);
  }
}
