import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a TypeScript entry in its own process (so the load generator does not share its thread).
 * With BENCH_CPU_PROF=<dir> the process writes a V8 CPU profile there when it exits (open it in
 * Chrome DevTools or speedscope): profile the server under the bench's load, then fix the real costs.
 * `cwd` runs the entry of another checkout (bench/poll-cpu.bench.ts compares against one).
 */
export async function startProcess(entry: string, args: string[], env: Record<string, string>, readyUrl: string, cwd = repoRoot): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", entry, ...args], {
    cwd,
    // Production needs PUBLIC_URL and a mail transport; the bench reads no mail, so the outbox-only mode.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PUBLIC_URL: new URL(readyUrl).origin, MAIL_OUTBOX_ONLY: "on", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Generous: under a load of 20 and more, loading the server through tsx alone has taken over a minute.
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${entry} did not become ready at ${readyUrl}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export type LoadResult = { requestsPerSecond: number; total: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(url: string, options: { connections: number; durationSeconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.durationSeconds, headers: options.headers });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; undefined elsewhere).
 * CPU per request is steadier than requests per second on a machine shared with other work.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3) here; 100 ticks/s.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
