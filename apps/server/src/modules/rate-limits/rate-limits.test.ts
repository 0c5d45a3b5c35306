import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { openTestDatabase } from "../../../test/helper";
import { databaseRateLimitStore } from "./database-rate-limit-store";
import { createRateLimitCounters } from "./rate-limits.repository";

/** A client address of its own per test run (PostgreSQL is shared by test files and runs). */
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * RATE_LIMIT_STORE=database: two API processes (with PostgreSQL two pools, as two processes have;
 * with PGlite two apps on one database) count one client against one limit, where the memory store
 * lets each process allow the full limit.
 */
describe("rate limits shared through the database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-rate-"));
  const databases: Database[] = [];
  const apps: Record<"memory" | "database", App[]> = { memory: [], database: [] };
  beforeAll(async () => {
    const first = await openTestDatabase();
    const second = process.env.DATABASE_URL ? await openTestDatabase() : first;
    databases.push(first, ...(second === first ? [] : [second]));
    for (const store of ["memory", "database"] as const) {
      const config = loadConfig(
        { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMIT_MAX: "10", RATE_LIMIT_STORE: store },
        { webDistDir: path.join(dataDir, "none") },
      );
      for (const database of [first, second]) apps[store].push(await buildApp(config, { database }));
    }
  });
  afterAll(async () => {
    for (const app of [...apps.memory, ...apps.database]) await app.close();
    for (const database of databases) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = (app: App, remoteAddress: string) => app.inject({ method: "GET", url: "/api/ai-design/quotas/info?name=aiimage", remoteAddress });

  it("counts one client across both processes: 10 answered, then 429 from either", async () => {
    const [one, two] = apps.database as [App, App];
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await ask(i % 2 === 0 ? one : two, client)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await ask(two, client);
    expect(refused.json()).toMatchObject({ error: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another client has its own count.
    expect((await ask(one, address())).statusCode).toBe(401);
  });

  it("while the memory store lets each process allow the whole limit", async () => {
    const [one, two] = apps.memory as [App, App];
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await ask(i % 2 === 0 ? one : two, client)).statusCode);
    expect(statuses).toEqual(Array(12).fill(401));
  });

  it("gives concurrent hits of one key each its own place in the count, and starts a new window when one ends", async () => {
    const database = databases[0] as Database;
    const Store = databaseRateLimitStore(createRateLimitCounters(database.db));
    const store = new Store({});
    const key = `unit-${address()}`;
    const incr = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error("no result")) : resolve(result)), windowMs, 100),
      );
    const counts = await Promise.all(Array.from({ length: 40 }, () => incr(1_500)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const count of counts) expect(count.ttl).toBeGreaterThan(0);
    for (const count of counts) expect(count.ttl).toBeLessThanOrEqual(1_500);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await incr(1_500)).current).toBe(1);
    // A route's own limit counts apart from the global one, under the same client key.
    const child = store.child({ routeInfo: { method: "GET", url: "/api/some/route" } } as never);
    const own = await new Promise<number>((resolve, reject) =>
      child.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result.current)), 1_500, 100),
    );
    expect(own).toBe(1);
  });
});
