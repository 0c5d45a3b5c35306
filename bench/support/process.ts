import { spawn, type ChildProcess } from "node:child_process";
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

/** Starts a TypeScript entry in its own process (so the load generator does not share its thread). */
export async function startProcess(entry: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const until = Date.now() + 60_000;
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

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(url: string, options: { connections: number; durationSeconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.durationSeconds, headers: options.headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
