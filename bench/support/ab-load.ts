import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LoadRequest, LoadTarget, SpreadResult } from "./spread-load";

/** Connections per ab process: each process is one client (its own X-Forwarded-For) when `clients` is set. */
const CONNECTIONS_PER_CLIENT = 10;

/**
 * Whether ApacheBench (Debian's `apache2-utils`) is installed and not turned off (BENCH_LOAD=autocannon).
 * The timed runs of the latency benches use it when it is: autocannon parses every answer in
 * JavaScript and, on this 2-core machine, took most of a core at 9,000 answers a second, so with two
 * API processes three busy processes shared two cores and the slowest 1 % measured the scheduler
 * (bench/README.md, scale). ab is C and costs a fraction of that. (wrk, also C, was tried and
 * dropped: against the same bare Fastify server about 1 % of its requests waited near a second.)
 */
export function abAvailable(): boolean {
  if (process.env.BENCH_LOAD === "autocannon") return false;
  const found = spawnSync("ab", ["-V"], { encoding: "utf8" });
  const available = found.error === undefined && found.stdout.includes("ApacheBench");
  if (process.env.BENCH_LOAD === "ab" && !available) throw new Error("BENCH_LOAD=ab, but ab is not installed (apt-get install apache2-utils)");
  return available;
}

type AbRun = { complete: number; seconds: number; failed: number; non2xx: number; grid: number[] };

function runAb(url: string, connections: number, seconds: number, headers: Record<string, string>, csv: string): Promise<AbRun> {
  // ab keeps 32 bytes per request it may send (-n): room for 40,000 a second, more than one process
  // of 10 connections gets on this machine, so the time (-t) ends the run.
  const args = ["-k", "-q", "-c", String(connections), "-t", String(seconds), "-n", String(40_000 * seconds), "-e", csv, "-s", "30"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  return new Promise((resolve, reject) =>
    execFile("ab", [...args, url], { maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error) return reject(error);
      const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
      // Percentage served (0-100), milliseconds: the latency at each whole percentile.
      const grid = readFileSync(csv, "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => Number(line.split(",")[1]));
      resolve({
        complete: number(/Complete requests:\s+(\d+)/),
        seconds: number(/Time taken for tests:\s+([\d.]+)/),
        // ab counts an answer whose length differs from the first one's as failed ("Length"); only
        // connection, receive and other errors are errors here.
        failed: number(/Connect: (\d+)/) + number(/Receive: (\d+)/) + number(/Exceptions: (\d+)/),
        non2xx: number(/Non-2xx responses:\s+(\d+)/),
        grid,
      });
    }),
  );
}

/**
 * `spreadLoad`'s figures through ab: every target's connections split over ab processes of 10
 * connections, all run together for `seconds` (keep-alive, one request each at a time, as autocannon).
 * With `clients`, each process is another client (its own X-Forwarded-For in 198.18.0.0/15), so a
 * target's 200 connections are 20 clients rather than autocannon's 200. The percentiles are read from
 * the processes' merged distributions: each process's latency at every whole percentile, weighted by
 * its answers (so within a percentile's step of each process's own distribution).
 */
export async function abLoad(targets: LoadTarget[], options: { seconds: number; request?: LoadRequest; clients?: boolean }): Promise<SpreadResult> {
  if (options.request?.method && options.request.method !== "GET") throw new Error("abLoad sends GET only");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-ab-"));
  try {
    let client = 0;
    const runs: Promise<AbRun>[] = [];
    for (const target of targets) {
      for (let left = target.connections; left > 0; left -= CONNECTIONS_PER_CLIENT) {
        client += 1;
        const headers = {
          ...options.request?.headers,
          ...(options.clients ? { "X-Forwarded-For": `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}` } : {}),
        };
        runs.push(runAb(target.url, Math.min(CONNECTIONS_PER_CLIENT, left), options.seconds, headers, path.join(dir, `client-${client}.csv`)));
      }
    }
    const results = await Promise.all(runs);
    const total = results.reduce((sum, r) => sum + r.complete, 0);
    // The merged share of answers at or under `ms`, from each run's percentile grid.
    const shareAtOrUnder = (ms: number) =>
      results.reduce((sum, r) => {
        let percent = 0;
        for (let p = 0; p < r.grid.length; p++) if (r.grid[p]! <= ms) percent = p;
        return sum + (r.complete * percent) / 100;
      }, 0) / total;
    const candidates = [...new Set(results.flatMap((r) => r.grid))].sort((a, b) => a - b);
    const at = (q: number) => candidates.find((ms) => shareAtOrUnder(ms) >= q) ?? candidates.at(-1) ?? 0;
    const seconds = Math.max(...results.map((r) => r.seconds));
    return {
      requestsPerSecond: total / seconds,
      total,
      p50: at(0.5),
      p99: at(0.99),
      errors: results.reduce((sum, r) => sum + r.failed, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      seconds,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
