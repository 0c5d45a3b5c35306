import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../src/db/database";
import { migrate, readMigrations } from "../src/db/migrate";

/**
 * A fresh PGlite spends most of its start in initdb (13-22 s measured on the shared, loaded 2-core
 * machine, where all migrations took 1.3 s and loading a dump 1.8 s). So the first database migrated
 * on this machine is saved as a data-directory tarball in the temp directory, named by the
 * migrations' content and PGlite's version, and every later one starts from it: the same migrated,
 * empty database. `migrate` still runs (it finds everything applied), so a stale snapshot could not
 * hide a migration.
 */
export async function openMigratedPglite(pgliteDir: string): Promise<Database> {
  const snapshot = migratedSnapshotPath();
  if (existsSync(snapshot)) {
    const database = await openDatabase({ pgliteDir, pgliteLoadDataDir: new Blob([readFileSync(snapshot)]) });
    await migrate(database);
    return database;
  }
  const database = await openDatabase({ pgliteDir });
  await migrate(database);
  await saveSnapshot(database, snapshot);
  return database;
}

/**
 * A data directory (DATA_DIR) whose embedded database (DATA_DIR/db, as config.ts lays it out) is
 * already migrated and closed, for a test that starts a server process whose story is not the first
 * start: the process then skips initdb and the migrations (measured: 23 CPU-s from spawn to a SIGTERM
 * exit on an empty directory, 13 on a migrated one). On PostgreSQL (DATABASE_URL) the process uses
 * the server instead, and the directory is left empty.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (!process.env.DATABASE_URL) await (await openMigratedPglite(path.join(dataDir, "db"))).close();
  return dataDir;
}

function migratedSnapshotPath(): string {
  const hash = createHash("sha256");
  // The installed PGlite (hoisted to the repository's node_modules): another version, another snapshot.
  const pglite = path.resolve(import.meta.dirname, "../../../node_modules/@electric-sql/pglite/package.json");
  hash.update(existsSync(pglite) ? readFileSync(pglite) : "pglite");
  for (const { name, sql } of readMigrations()) hash.update(`${name}\n${sql}\n`);
  return path.join(tmpdir(), `studio-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** Written under a temporary name and renamed, so a test file running beside never reads half of it. */
async function saveSnapshot(database: Database, file: string): Promise<void> {
  const tarball = await database.dumpPgliteDataDir?.();
  if (!tarball) return;
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
}
