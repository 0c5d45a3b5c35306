import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { solveAltcha, type AltchaChallenge } from "../../../test/altcha-solve";
import { openTestDatabase } from "../../../test/helper";
import { createDbReplayStore } from "./captcha-replay.repository";

type Json = { data: AltchaChallenge | null; error?: string };

/**
 * Two server processes on one database (with PostgreSQL: two connection pools, as two processes
 * have; with PGlite: one database, two apps) share CAPTCHA_SECRET; a solution accepted by one is
 * refused by the other.
 */
describe("captcha replay store in the database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-captcha-"));
  const databases: Database[] = [];
  const apps: App[] = [];
  beforeAll(async () => {
    const first = await openTestDatabase();
    const second = process.env.DATABASE_URL ? await openTestDatabase() : first;
    databases.push(first, ...(second === first ? [] : [second]));
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, CAPTCHA: "altcha", CAPTCHA_SECRET: "shared-hmac-key-of-both-processes" },
      { webDistDir: path.join(dataDir, "none") },
    );
    for (const database of [first, second]) apps.push(await buildApp(config, { database }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const solve = async (app: App) => {
    const { data } = (await app.inject({ method: "GET", url: "/api/captcha/challenge" })).json() as Json;
    if (!data) throw new Error("no challenge");
    return solveAltcha(data);
  };
  const request = (app: App, gtoken: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/sign-in/request",
      payload: { email: `replay.${Date.now()}.${Math.random()}@example.test`, gtoken },
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.1`,
    });

  it("accepts a solution in one process and refuses its replay in the other", async () => {
    const [one, two] = apps as [App, App];
    const gtoken = await solve(one);
    expect((await request(two, gtoken)).statusCode).toBe(200);
    const replay = await request(one, gtoken);
    expect(replay.statusCode).toBe(400);
    expect((replay.json() as { error: string }).error).toBe("CAPTCHA_FAILED");
    expect((await request(two, gtoken)).statusCode).toBe(400);
  });

  it("lets exactly one of two simultaneous uses win", async () => {
    const [one, two] = apps as [App, App];
    const gtoken = await solve(two);
    const results = await Promise.all([request(one, gtoken), request(two, gtoken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("claims a key once and sweeps expired keys", async () => {
    const database = databases[0] as Database;
    let clock = new Date("2030-01-01T00:00:00Z");
    const store = createDbReplayStore(database.db, () => clock);
    const key = `sig-${Math.random()}`;
    expect(await store.claim(key, new Date(clock.getTime() + 60_000))).toBe(true);
    expect(await store.claim(key, new Date(clock.getTime() + 60_000))).toBe(false);
    // Two minutes on, the row has expired; the next claim sweeps it away, so the key is free again.
    clock = new Date(clock.getTime() + 120_000);
    const later = createDbReplayStore(database.db, () => clock);
    expect(await later.claim(key, new Date(clock.getTime() + 60_000))).toBe(true);
  });
});
