import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { migratedDataDir } from "../test/pglite-snapshot";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const children: ChildProcess[] = [];

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(args: string[], env: Record<string, string>): Run {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
  });
  children.push(child);
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

const healthy = (port: number) => async () => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("stops with one line naming a bad variable", async () => {
    const run = start([], { PORT: "abc" });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe("PORT must be a port number, got 'abc'");
  });

  it("refuses an unknown role", async () => {
    const run = start(["--role=everything"], {});
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe("--role must be all, api or worker, got 'everything'");
  });

  it("serves, then shuts down gracefully on SIGTERM", async () => {
    // Already migrated: this story is the signal, not the first start (default-start.test.ts has that).
    const dataDir = await migratedDataDir("studio-proc-");
    const port = await freePort();
    const run = start([], { PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1" });
    await waitFor(healthy(port));
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("refuses separate roles without the shared keys, one line each", async () => {
    // Checked before the database is opened: nothing listens at this address.
    const run = start(["--role=api"], { DATABASE_URL: "postgres://127.0.0.1:1/none" });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split("\n")).toEqual([
      "--role=api needs CAPTCHA_SECRET: every process of the site must share the key of the sign-in bot check, or challenges fail at random",
      "--role=api needs URL_SIGNING_SECRET (32+ characters): every process of the site must share the key of the signed image and download links, or they fail at random",
    ]);
  });

  it("starts API and worker roles side by side on PostgreSQL, and refuses them on the embedded database", async () => {
    if (!process.env.DATABASE_URL) {
      // PGlite serves one process only, so separate roles cannot share it.
      const run = start(["--role=worker"], {});
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain("--role=worker needs DATABASE_URL");
      return;
    }
    // A fresh database, so both processes race to migrate it; the advisory lock makes them take turns.
    const adminUrl = process.env.DATABASE_URL ?? "";
    const name = `roles_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "studio-roles-"));
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, HOST: "127.0.0.1", CAPTCHA_SECRET: "c".repeat(40), URL_SIGNING_SECRET: "u".repeat(40) };
    const apiA = start(["--role=api"], { ...env, PORT: String(portA) });
    const apiB = start(["--role=all"], { ...env, PORT: String(portB) });
    const worker = start(["--role=worker"], env);
    await waitFor(healthy(portA));
    await waitFor(healthy(portB));
    await waitFor(() => worker.output().includes("worker started"));
    for (const run of [apiA, apiB, worker]) run.child.kill("SIGTERM");
    expect(await Promise.all([apiA.exited, apiB.exited, worker.exited])).toEqual([0, 0, 0]);
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
