import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "./database";

export const migrationsDir = path.resolve(import.meta.dirname, "../../migrations");

/** Arbitrary but fixed: every process of this app takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 727_001;

export type MigrationFile = { name: string; sql: string };

export function readMigrations(dir = migrationsDir): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * Applies the committed SQL migrations in name order, each in its own transaction, under a
 * session-level advisory lock: two processes starting together against one PostgreSQL take turns,
 * and the second finds nothing left to do. Returns the names it applied.
 */
export async function migrate(database: Database, files: MigrationFile[] = readMigrations()): Promise<string[]> {
  return database.withSession(async (session) => {
    await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await session.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
      const done = new Set((await session.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file.name)) continue;
        await session.exec("BEGIN");
        try {
          await session.exec(file.sql);
          await session.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file.name]);
          await session.exec("COMMIT");
        } catch (error) {
          await session.exec("ROLLBACK");
          throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file.name);
      }
      return applied;
    } finally {
      await session.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  });
}
