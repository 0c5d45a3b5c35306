import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Database } from "../db/database";
import { multiProcessProblems } from "../security/shared-secrets";
import { users } from "../db/schema";
import { createSessionService } from "../modules/auth/session.service";
import { createSessionsRepository } from "../modules/auth/sessions.repository";
import { freePort } from "../../test/free-port";
import { openTestDatabase } from "../../test/helper";
import { ledgerOf } from "../../test/ledger-check";
import { startRoundRobinProxy } from "../../test/round-robin-proxy";
import { steadyLoad } from "../../test/steady-load";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const START_BALANCE = 1_000_000;

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const children: ChildProcess[] = [];

function startApi(port: number, env: Record<string, string>): Run {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", "--role=api"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  children.push(child);
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A rolling restart under load (issue 20): two API processes on one PostgreSQL behind a balancer
 * (round-robin-proxy.ts: health-checked rotation, a refused connect retried on the other), a steady
 * stream of reads and credit spends, and each process in turn stopped with SIGTERM and started again.
 * No request may fail and the ledger must hold exactly one spend per answered write. PGlite serves
 * one process only, so there this is the single-process drain of graceful-shutdown.test.ts.
 */
describe("a rolling restart of two API processes on PostgreSQL", () => {
  if (!process.env.DATABASE_URL) {
    it("needs PostgreSQL: on PGlite an API process of several is refused (the single-process drain is tested instead)", () => {
      const config = loadConfig({ NODE_ENV: "test", CAPTCHA_SECRET: "c".repeat(40), URL_SIGNING_SECRET: "u".repeat(40) });
      expect(multiProcessProblems("api", config)).toEqual([
        "--role=api needs DATABASE_URL: the embedded database (PGlite) serves one process only; use --role=all",
      ]);
    });
    return;
  }
  let database: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-rolling-"));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails no request and spends exactly once per answered write", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `rolling.${process.pid}.${Date.now()}@example.test`, aiCredits: START_BALANCE })
      .returning();
    if (!user) throw new Error("no user");
    const { token } = await createSessionService(createSessionsRepository(database.db), { ttlDays: 1 }).create(user.id);

    const env = {
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      DATA_DIR: dataDir,
      CAPTCHA_SECRET: "c".repeat(40),
      URL_SIGNING_SECRET: "u".repeat(40),
      FREE_AI_CREDITS_PER_DAY: "0",
      // One client address (the balancer) sends everything here.
      RATE_LIMIT_MAX: "1000000",
      // Longer than the balancer needs to see health at 503 (it checks every 100 ms).
      SHUTDOWN_DRAIN_MS: "1500",
      SHUTDOWN_TIMEOUT_MS: "10000",
    };
    const ports = [await freePort(), await freePort()];
    const runs = ports.map((port) => startApi(port, env));
    const proxy = await startRoundRobinProxy(ports, { healthEveryMs: 100 });
    await waitFor(() => proxy.backends.every((b) => b.up), "both processes up");

    let loading = true;
    const load = steadyLoad({
      port: proxy.port,
      token,
      connections: 4,
      pauseMs: 20,
      keepGoing: () => loading,
      idPrefix: `rolling-${process.pid}-${Date.now()}`,
    });
    const exits: (number | null)[] = [];
    const timings: string[] = [];
    for (const index of [0, 1]) {
      await new Promise((r) => setTimeout(r, 1_000));
      const run = runs[index] as Run;
      let at = Date.now();
      run.child.kill("SIGTERM");
      exits.push(await run.exited);
      timings.push(`process ${index}: stopped in ${Date.now() - at} ms`);
      const port = ports[index] as number;
      at = Date.now();
      runs[index] = startApi(port, env);
      await waitFor(() => proxy.backends[index]?.up === true, `process ${index} back`);
      timings.push(`up again in ${Date.now() - at} ms`);
    }
    await new Promise((r) => setTimeout(r, 1_000));
    loading = false;
    const result = await load;
    await proxy.close();
    process.stdout.write(
      `rolling restart: ${result.reads} reads, ${result.writes} writes, ${proxy.retriedConnects} refused connects retried; ${timings.join(", ")}\n`,
    );
    for (const run of runs) run.child.kill("SIGTERM");
    const finalExits = await Promise.all(runs.map((run) => run.exited));

    expect(exits).toEqual([0, 0]);
    expect(finalExits).toEqual([0, 0]);
    expect(result.failures).toEqual([]);
    expect(proxy.failures).toEqual([]);
    expect(result.unrouted).toBe(0);
    expect(result.writes).toBeGreaterThan(20);
    const ledger = await ledgerOf(database, user.id, START_BALANCE);
    expect(ledger.rows).toHaveLength(result.writes);
    expect(ledger.balanceMatches).toBe(true);
    for (const run of runs) expect(run.output()).not.toContain("Cannot use a pool after calling end");
  }, 180_000);
});
