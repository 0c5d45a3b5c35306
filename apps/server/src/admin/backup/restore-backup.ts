import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase, type Database } from "../../db/database";
import { migrate, readMigrations, unknownMigrations } from "../../db/migrate";
import { lockPgliteDir } from "../../db/pglite-lock";
import { assertValidKey, type Storage } from "../../storage/storage";
import { BackupRefusedError, backupManifestSchema, FILES_PREFIX, MANIFEST_ENTRY, type BackupCounts, type BackupManifest } from "./backup-manifest";
import { createBackupRepository } from "./backup.repository";
import { runPgTool } from "./pg-tools";
import { readTar } from "./tar";

export type RestoreTarget = {
  /** PostgreSQL's database (made beforehand, e.g. createdb) when set; PGlite in pgliteDir otherwise. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  storage: Storage;
  /** Replace a target that is not empty (its database objects and files are deleted first). */
  force: boolean;
};

export type RestoreResult = { manifest: BackupManifest; counts: BackupCounts; files: { count: number; bytes: number }; migrated: string[] };

/**
 * Restores a backup made by createBackup into a fresh database and file store: reads and checks the
 * manifest and every entry's name first, refuses a non-empty target unless forced, restores the
 * database, then the files, checks the counts against the manifest, and migrates forward (a backup
 * of an older release comes out at this release's schema).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupRefusedError(`${file} does not exist`);
  const manifest = await checkedManifest(file, target);
  await clearOrRefuse(manifest, target);
  let database: Database | undefined;
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".restore-"));
  try {
    const files = { count: 0, bytes: 0 };
    for await (const entry of readTar(file)) {
      if (entry.name === manifest.database.entry) {
        if (target.databaseUrl) {
          const dump = path.join(work, "postgresql.dump");
          await entry.copyTo(dump);
          await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", dump], target.databaseUrl);
          database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir });
        } else {
          database = await openDatabase({ pgliteDir: target.pgliteDir, pgliteLoadDataDir: new Blob([await entry.read()]) });
        }
      } else if (entry.name.startsWith(FILES_PREFIX) && entry.type === "file") {
        const data = await entry.read();
        await target.storage.put(entry.name.slice(FILES_PREFIX.length), data);
        files.count += 1;
        files.bytes += data.length;
      }
    }
    if (!database) throw new BackupRefusedError(`${file} holds no ${manifest.database.entry}: the backup is incomplete`);
    const counts = await database.withSession((session) => createBackupRepository(session).counts());
    const expected = manifest.database.counts;
    const differ = (Object.keys(expected) as (keyof BackupCounts)[]).filter((k) => counts[k] !== expected[k]);
    if (differ.length > 0)
      throw new Error(`The restored database differs from the backup's manifest: ${differ.map((k) => `${k} ${counts[k]} of ${expected[k]}`).join(", ")}`);
    if (manifest.files.included && (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes)) {
      throw new Error(`Restored ${files.count} files (${files.bytes} bytes) of the manifest's ${manifest.files.count} (${manifest.files.bytes} bytes)`);
    }
    const migrated = await migrate(database);
    return { manifest, counts, files, migrated };
  } finally {
    await database?.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The manifest, after checking every entry: only the database, the manifest and regular files under files/ with valid keys. */
async function checkedManifest(file: string, target: RestoreTarget): Promise<BackupManifest> {
  let raw: Buffer | undefined;
  const names: string[] = [];
  for await (const entry of readTar(file)) {
    if (entry.name === MANIFEST_ENTRY) raw = await entry.read();
    else names.push(entry.name);
    if (entry.type === "directory") continue;
    if (entry.type !== "file") throw new BackupRefusedError(`${file}: ${entry.name} is not a regular file; a backup holds only files`);
  }
  if (!raw) throw new BackupRefusedError(`${file} is not a Logo Studio backup (no ${MANIFEST_ENTRY})`);
  const parsed = backupManifestSchema.safeParse(JSON.parse(raw.toString("utf8")));
  if (!parsed.success)
    throw new BackupRefusedError(`${file}: ${MANIFEST_ENTRY} is not one this release reads (${parsed.error.issues[0]?.message ?? "invalid"})`);
  const manifest = parsed.data;
  for (const name of names) {
    if (name === manifest.database.entry || name.endsWith("/")) continue;
    if (!name.startsWith(FILES_PREFIX)) throw new BackupRefusedError(`${file}: unexpected entry ${name}`);
    try {
      assertValidKey(name.slice(FILES_PREFIX.length));
    } catch {
      throw new BackupRefusedError(`${file}: ${name} is not a valid file name`);
    }
  }
  const kind = target.databaseUrl ? "postgresql" : "pglite";
  if (manifest.database.kind !== kind) {
    throw new BackupRefusedError(
      manifest.database.kind === "pglite"
        ? "This backup holds a PGlite database (made without DATABASE_URL): restore it with DATABASE_URL unset."
        : "This backup holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database (createdb).",
    );
  }
  const newer = unknownMigrations(manifest.database.migrations, readMigrations());
  if (newer.length > 0) {
    throw new BackupRefusedError(
      `This backup was made by a newer release (${manifest.appVersion}; migrations ${newer.join(", ")} unknown here): restore it with that release or newer.`,
    );
  }
  return manifest;
}

/** A target holding anything is refused unless forced; forced, its database objects and files are deleted. */
async function clearOrRefuse(manifest: BackupManifest, target: RestoreTarget): Promise<void> {
  const found: string[] = [];
  let clearDatabase: () => Promise<void> = async () => undefined;
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir });
    try {
      const tables = await database.withSession((session) => createBackupRepository(session).tableCount());
      if (tables > 0) found.push(`the database of DATABASE_URL has ${tables} tables`);
    } finally {
      await database.close();
    }
    clearDatabase = async () => {
      const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir });
      try {
        await database.withSession((session) => createBackupRepository(session).emptyPublicSchema());
      } finally {
        await database.close();
      }
    };
  } else {
    // Refused while the server (or anyone) has it open: db/pglite-lock.ts.
    const unlock = lockPgliteDir(target.pgliteDir);
    unlock();
    const entries = await readdir(target.pgliteDir).catch(() => []);
    if (entries.length > 0) found.push(`${target.pgliteDir} holds a database`);
    clearDatabase = () => rm(target.pgliteDir, { recursive: true, force: true });
  }
  let hasFiles = false;
  for await (const object of target.storage.list("")) {
    hasFiles = object !== undefined;
    break;
  }
  if (hasFiles && manifest.files.included) found.push("the file storage holds files");
  if (found.length > 0 && !target.force) {
    throw new BackupRefusedError(
      `Refusing to restore into a target that is not empty: ${found.join("; ")}. Restore into a fresh DATA_DIR (or an empty database), or pass --force to delete what is there first.`,
    );
  }
  if (found.length === 0) return;
  await clearDatabase();
  if (hasFiles && manifest.files.included) for await (const object of target.storage.list("")) await target.storage.delete(object.key);
}
