import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { migrate, readMigrations } from "./migrate";
import { openTestDatabase } from "../../test/helper";

describe("migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("are committed as numbered SQL files", () => {
    const files = readMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(files[0]?.name).toBe("0001_users.sql");
  });

  it("apply once: a second run finds nothing to do", async () => {
    expect(await migrate(database)).toEqual([]);
    const rows = await database.withSession((s) => s.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations"));
    expect(rows[0]?.n).toBe(readMigrations().length);
  });

  it("take turns under the advisory lock when started together", async () => {
    const total = readMigrations().length;
    if (process.env.DATABASE_URL) {
      // Two pools on one fresh PostgreSQL database, like two server processes starting at once.
      const name = `migrate_race_${process.pid}_${Date.now()}`;
      await database.withSession((s) => s.exec(`CREATE DATABASE ${name}`));
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      const racers = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" })));
      const results = await Promise.all(racers.map((d) => migrate(d)));
      expect(results.map((r) => r.length).sort()).toEqual([0, total]);
      await Promise.all(racers.map((d) => d.close()));
      await database.withSession((s) => s.exec(`DROP DATABASE ${name}`));
    } else {
      // PGlite: two migrations racing on one embedded database inside one process.
      const fresh = await openDatabase({ pgliteDir: "memory://" });
      const results = await Promise.all([migrate(fresh), migrate(fresh)]);
      expect(results.map((r) => r.length).sort()).toEqual([0, total]);
      await fresh.close();
    }
  });

  it("only go forward: a down migration or a stray .sql file in the folder stops the start", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-migrations-"));
    try {
      writeFileSync(path.join(dir, "0001_users.sql"), "CREATE TABLE a (id int);");
      expect(readMigrations(dir).map((f) => f.name)).toEqual(["0001_users.sql"]);
      writeFileSync(path.join(dir, "0001_users.down.sql"), "DROP TABLE a;");
      expect(() => readMigrations(dir)).toThrow(/0001_users\.down\.sql .*forward-only.*no down migrations/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("have one file per number: two branches that took the same number stop the start", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-migrations-"));
    try {
      writeFileSync(path.join(dir, "0001_users.sql"), "CREATE TABLE a (id int);");
      writeFileSync(path.join(dir, "0002_cards.sql"), "CREATE TABLE b (id int);");
      expect(readMigrations(dir).map((f) => f.name)).toEqual(["0001_users.sql", "0002_cards.sql"]);
      writeFileSync(path.join(dir, "0002_brand.sql"), "CREATE TABLE c (id int);");
      expect(() => readMigrations(dir)).toThrow("0002_brand.sql and 0002_cards.sql in " + dir + " share the number 0002");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuse a database migrated by a newer release, naming the migrations this code lacks", async () => {
    const files = readMigrations();
    const older = files.slice(0, -1);
    const last = files.at(-1)?.name ?? "";
    await expect(migrate(database, older)).rejects.toThrow(`The database was migrated by a newer release (${last} not known to this version)`);
    // Nothing was changed by the refusal: the full set still finds everything applied.
    expect(await migrate(database)).toEqual([]);
  });

  it("roll back a failing migration and name it", async () => {
    const files = [{ name: "9999_broken.sql", sql: "CREATE TABLE broken_one (id int); SELECT no_such_function();" }];
    await expect(migrate(database, [...readMigrations(), ...files])).rejects.toThrow(/Migration 9999_broken\.sql failed/);
    const result = await database.db.execute(sql`SELECT to_regclass('broken_one') AS t`);
    expect((result as unknown as { rows: { t: unknown }[] }).rows[0]?.t).toBeNull();
  });
});
