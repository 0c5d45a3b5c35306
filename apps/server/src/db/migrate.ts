import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "./database";

export const migrationsDir = path.resolve(import.meta.dirname, "../../migrations");

/** Arbitrary but fixed: every process of this app takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 727_001;

export type MigrationFile = { name: string; sql: string };

const migrationName = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Migrations are forward-only: there is no down step, so a file that looks like one (or any other
 * .sql file not named NNNN_name.sql) stops the start instead of being silently skipped. To undo a
 * change, add a new migration; to go back to an older release, restore its backup.
 */
export function readMigrations(dir = migrationsDir): MigrationFile[] {
  const sqlFiles = readdirSync(dir).filter((f) => f.endsWith(".sql"));
  const strays = sqlFiles.filter((f) => !migrationName.test(f));
  if (strays.length > 0) {
    throw new Error(
      `${strays.join(", ")} in ${dir}: migrations are forward-only files named NNNN_name.sql (lower case, no down migrations); undo a change with a new migration`,
    );
  }
  // Two branches that each took the next free number would both apply, in an order that depends on
  // their names: refused, so the second to land renumbers its file.
  const numbers = new Map<string, string>();
  for (const name of sqlFiles.sort()) {
    const number = name.slice(0, name.indexOf("_"));
    const first = numbers.get(number);
    if (first) throw new Error(`${first} and ${name} in ${dir} share the number ${number}: give the later one the next free number`);
    numbers.set(number, name);
  }
  return sqlFiles.map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * Applied migrations this code does not have: the database was migrated by a newer release (or
 * another branch). Running older code on it could write rows the newer schema forbids, so refuse.
 */
export function unknownMigrations(applied: Iterable<string>, files: MigrationFile[]): string[] {
  const known = new Set(files.map((f) => f.name));
  return [...applied].filter((name) => !known.has(name)).sort();
}

/**
 * Applies the committed SQL migrations in name order, each in its own transaction, under a
 * session-level advisory lock: two processes starting together against one PostgreSQL take turns,
 * and the second finds nothing left to do. A database migrated further than this code knows is
 * refused (unknownMigrations). Returns the names it applied.
 */
export async function migrate(database: Database, files: MigrationFile[] = readMigrations()): Promise<string[]> {
  return database.withSession(async (session) => {
    await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await session.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
      const done = new Set((await session.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
      const newer = unknownMigrations(done, files);
      if (newer.length > 0) {
        throw new Error(
          `The database was migrated by a newer release (${newer.join(", ")} not known to this version). ` +
            `Migrations only go forward: run that release (or newer), or restore a backup made before the upgrade.`,
        );
      }
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
