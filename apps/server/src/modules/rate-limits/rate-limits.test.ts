import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { openTestDatabase } from "../../../test/helper";
import { databaseRateLimitStore, type RateLimitStoreClass } from "./database-rate-limit-store";
import { createRateLimitCounters } from "./rate-limits.repository";

/** A client address of its own per test run (PostgreSQL is shared by test files and runs). */
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * RATE_LIMIT_STORE=database: two API processes (with PostgreSQL two pools, as two processes have;
 * with PGlite two apps on one database) count one client against one limit, within the slack of the
 * once-a-second flush (database-rate-limit-store.ts), where the memory store lets each process allow
 * the full limit.
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

  const flushBoth = async () => {
    for (const app of apps.database) await (app.services.rateLimitStore as RateLimitStoreClass).flush();
  };

  it("counts one client across both processes: within the documented slack before a flush, 429 from either after it", async () => {
    const [one, two] = apps.database as [App, App];
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await ask(i % 2 === 0 ? one : two, client)).statusCode);
    // The first 10 are always answered (no process counts more hits than were made); between flushes
    // each process sees the other's hits only as of its last write, so at most all 12 pass.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.filter((status) => status === 429).length).toBeLessThanOrEqual(2);
    await flushBoth();
    await flushBoth();
    // After each process has written its hits and read the other's: refused by both.
    for (const app of [one, two]) {
      const refused = await ask(app, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: "RATE_LIMITED" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another client has its own count.
    expect((await ask(one, address())).statusCode).toBe(401);
  });

  it("never lets one process alone take a client past the limit, flushed or not", async () => {
    const [one, two] = apps.database as [App, App];
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await ask(one, client)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // Once the first has written its hits, the other learns them at its own first hit (a write).
    await (one.services.rateLimitStore as RateLimitStoreClass).flush();
    expect((await ask(two, client)).statusCode).toBe(429);
  });

  it("keeps the slack to the hits the other process took since the last flush", async () => {
    const [one, two] = apps.database as [App, App];
    const client = address();
    const answered = async (app: App, times: number) => {
      let count = 0;
      for (let i = 0; i < times; i += 1) if ((await ask(app, client)).statusCode === 401) count += 1;
      return count;
    };
    // 4 on each, written and read by both: 8 counted everywhere.
    expect((await answered(one, 4)) + (await answered(two, 4))).toBe(8);
    await flushBoth();
    await flushBoth();
    // Each process lets 2 more through before it reads the other's: 4 at most in all (2 when a timed
    // flush happens to come in between), where exact counting would allow 2. Never more.
    const before = (await answered(one, 5)) + (await answered(two, 5));
    expect(before).toBeGreaterThanOrEqual(2);
    expect(before).toBeLessThanOrEqual(4);
    await flushBoth();
    await flushBoth();
    expect((await answered(one, 3)) + (await answered(two, 3))).toBe(0);
  });

  it("while the memory store lets each process allow the whole limit", async () => {
    const [one, two] = apps.memory as [App, App];
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await ask(i % 2 === 0 ? one : two, client)).statusCode);
    expect(statuses).toEqual(Array(12).fill(401));
  });

  it("answers from memory only while the shared count is fresh: an older one is read again first", async () => {
    const database = databases[0] as Database;
    const other = databases[1] ?? database;
    // Two processes' stores with a 100 ms flush: a count older than 150 ms is read again before answering.
    const one = new (databaseRateLimitStore(createRateLimitCounters(database.db), { flushMs: 100 }))({});
    const two = new (databaseRateLimitStore(createRateLimitCounters(other.db), { flushMs: 100 }))({});
    const key = `stale-${address()}`;
    const incr = (store: typeof one) =>
      new Promise<number>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result.current)), 60_000, 100));
    expect(await incr(one)).toBe(1);
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push(await incr(two));
    // The second process read 1 at its first hit and counts its own after it, unseen by the first.
    expect(seen).toEqual([2, 3, 4, 5, 6]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The first process's count is 400 ms old: its next hit waits for a write and sees all 7.
    expect(await incr(one)).toBe(7);
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
