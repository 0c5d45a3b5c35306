/**
 * /api/health under load (autocannon, 50 connections, 10 s) on the real server with the embedded
 * database, next to a bare Fastify route measured in the same run; the ratio is what our plugins,
 * security headers and the database round trip cost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, load, startProcess, stopProcess, type LoadResult } from "./support/process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function line(label: string, r: LoadResult): string {
  return `${label.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;
}

/** Run by bench/run.ts on PGlite and on PostgreSQL (DATABASE_URL). */
export const databases = true;

export async function run(): Promise<void> {
  const bareServerPort = await freePort();
  const bare = await startProcess("bench/support/bare-server.ts", [], { PORT: String(bareServerPort) }, `http://127.0.0.1:${bareServerPort}/api/health`);
  const bareResult = await load(`http://127.0.0.1:${bareServerPort}/api/health`, { connections: CONNECTIONS, durationSeconds: SECONDS });
  await stopProcess(bare);

  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-health-"));
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1" };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const server = await startProcess("apps/server/src/server.ts", [], env, `http://127.0.0.1:${port}/api/health`);
  const realResult = await load(`http://127.0.0.1:${port}/api/health`, { connections: CONNECTIONS, durationSeconds: SECONDS });
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });

  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`GET /api/health, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(line("bare Fastify route", bareResult));
  console.log(line(`studio server (${database})`, realResult));
  console.log(`ratio studio/bare throughput: ${(realResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}`);
}
