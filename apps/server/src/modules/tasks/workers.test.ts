import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase, type Database } from "../../db/database";
import { migrate } from "../../db/migrate";
import { creditLedger, tasks, users } from "../../db/schema";
import { createServices } from "../../services";
import { openTestDatabase } from "../../../test/helper";

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Users with enough credits for `perUser` tasks each, and their tasks submitted through the service. */
async function seedTasks(database: Database, dataDir: string, usersCount: number, perUser: number): Promise<string[]> {
  const services = createServices(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), { database });
  const ids: string[] = [];
  for (let u = 0; u < usersCount; u++) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `worker-${process.pid}-${Date.now()}-${u}@example.test`, aiCredits: perUser * 4 })
      .returning();
    if (!user) throw new Error("no user");
    for (let t = 0; t < perUser; t++) {
      const task = await services.tasks.submit(user, {
        kind: "image.generate",
        provider: "local",
        model: "local-designer",
        input: { prompt: `a small blue circle ${u}-${t}`, count: 1, aspect: "1:1", references: [], purpose: "image" },
        cost: 4,
        deadlineMs: 180_000,
      });
      ids.push(task.id);
    }
  }
  return ids;
}

async function outcome(database: Database, ids: string[]) {
  const rows = await database.db.select({ state: tasks.state, attempts: tasks.attempts }).from(tasks).where(inArray(tasks.id, ids));
  const spends = await database.db
    .select({ reference: creditLedger.reference, n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(and(inArray(creditLedger.reference, ids), sql`${creditLedger.amount} < 0`))
    .groupBy(creditLedger.reference);
  const refunds = await database.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(inArray(creditLedger.reference, ids), eq(creditLedger.reason, "refund")));
  return { rows, spends, refunds };
}

describe("several workers on one database", () => {
  it("run every task exactly once and charge each once, even when a worker dies mid-run", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "studio-workers-"));
    if (!process.env.DATABASE_URL) {
      // Embedded database: two workers in one process share it and must never take the same task.
      const database = await openTestDatabase();
      const ids = await seedTasks(database, dataDir, 2, 10);
      const services = createServices(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), { database });
      const workers = [0, 1].map((i) => services.createTaskWorker({ concurrency: 2, pollMs: 10, workerId: `w${i}` }));
      for (let round = 0; round < 200; round++) {
        await Promise.all(workers.map((w) => w.tick()));
        const { rows } = await outcome(database, ids);
        if (rows.every((r) => r.state === "succeeded")) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(workers.map((w) => w.stop()));
      const { rows, spends, refunds } = await outcome(database, ids);
      expect(rows.map((r) => `${r.state}/${r.attempts}`)).toEqual(ids.map(() => "succeeded/1"));
      expect(spends.every((s) => s.n === 1) && spends.length === ids.length).toBe(true);
      expect(refunds).toHaveLength(0);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      return;
    }

    // PostgreSQL: 200 tasks, two worker processes; one is killed (SIGKILL) mid-run.
    const name = `workers_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" });
    await migrate(database);
    const ids = await seedTasks(database, dataDir, 20, 10);
    const env = {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      TASK_LEASE_MS: "1500",
      TASK_CONCURRENCY: "2",
      CAPTCHA_SECRET: "c".repeat(40),
      URL_SIGNING_SECRET: "u".repeat(40),
    };
    const start = () => {
      const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", "--role=worker"], { cwd: repoRoot, env, stdio: "ignore" });
      children.push(child);
      return child;
    };
    const [victim, survivor] = [start(), start()];
    const succeeded = async () => (await outcome(database, ids)).rows.filter((r) => r.state === "succeeded").length;
    const until = Date.now() + 150_000;
    while ((await succeeded()) < 30 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    victim.kill("SIGKILL");
    while ((await succeeded()) < ids.length && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    const exited = new Promise((resolve) => survivor.once("exit", resolve));
    survivor.kill("SIGTERM");
    await exited;

    const { rows, spends, refunds } = await outcome(database, ids);
    expect(rows.filter((r) => r.state === "succeeded")).toHaveLength(ids.length);
    // Most ran once; the few the victim held when it died were resumed by the survivor.
    expect(rows.filter((r) => r.attempts === 1).length).toBeGreaterThan(ids.length - 10);
    expect(spends).toHaveLength(ids.length);
    expect(spends.every((s) => s.n === 1)).toBe(true);
    expect(refunds).toHaveLength(0);
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});
