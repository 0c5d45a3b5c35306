import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/database";
import type { Storage } from "../../storage/storage";
import { BackupRefusedError, FILES_PREFIX, MANIFEST_ENTRY, PGLITE_ENTRY, POSTGRESQL_ENTRY, type BackupManifest } from "./backup-manifest";
import { createBackupRepository } from "./backup.repository";
import { pgToolVersion, runPgTool } from "./pg-tools";
import { createTarWriter, type TarWriter } from "./tar";

/** Resized copies are a cache made again on demand (jobs/prune-variants.job.ts): not worth a backup's bytes. */
export const VARIANTS_PREFIX = ".variants/";

export type BackupSource = {
  /** Open but not migrated: a backup taken before an upgrade must hold the old schema. */
  database: Database;
  /** Set for PostgreSQL (pg_dump connects itself); unset for PGlite. */
  databaseUrl: string | undefined;
  storage: Storage;
  storageKind: "local" | "s3";
  /** Pack the stored files too (the default on local disk; an object store has its own backups). */
  includeFiles: boolean;
  appVersion: string;
  now?: () => Date;
};

/**
 * One archive file: the database (pg_dump's custom format, or PGlite's data directory), every stored
 * file under files/, and last manifest.json with the versions and counts (last, because only then
 * are the packed files known: one deleted between listing and packing is left out, not counted).
 * Written under a temporary name and renamed, so a backup that fails half way never looks finished.
 */
export async function createBackup(file: string, source: BackupSource): Promise<BackupManifest> {
  if (existsSync(file)) throw new BackupRefusedError(`${file} already exists: choose another name (a backup never overwrites one)`);
  const partial = `${file}.partial`;
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".backup-"));
  let writer: TarWriter | undefined;
  try {
    await rm(partial, { force: true });
    writer = await createTarWriter(partial);
    const database = source.databaseUrl ? await dumpPostgres(source.database, source.databaseUrl, work) : await dumpPglite(source.database, work);
    await writer.addFile(database.entry, database.path);
    await rm(database.path, { force: true });
    const files = { count: 0, bytes: 0 };
    if (source.includeFiles) {
      for await (const object of source.storage.list("")) {
        if (object.key.startsWith(VARIANTS_PREFIX)) continue;
        const data = await source.storage.read(object.key);
        if (!data) continue;
        await writer.add(`${FILES_PREFIX}${object.key}`, data, object.lastModified);
        files.count += 1;
        files.bytes += data.length;
      }
    }
    const manifest: BackupManifest = {
      format: "logo-studio-backup",
      formatVersion: 1,
      createdAt: (source.now ?? (() => new Date()))().toISOString(),
      appVersion: source.appVersion,
      database: database.manifest,
      files: { storage: source.storageKind, included: source.includeFiles, ...files },
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    writer = undefined;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await writer?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type Dumped = { entry: string; path: string; manifest: BackupManifest["database"] };

/**
 * pg_dump inside the snapshot the counts were taken in, so the manifest's counts are exactly the
 * dump's even while the site keeps writing (the server need not stop).
 */
async function dumpPostgres(database: Database, databaseUrl: string, work: string): Promise<Dumped> {
  const target = path.join(work, "postgresql.dump");
  const dumpTool = await pgToolVersion("pg_dump");
  return database.withSession(async (session) => {
    const repository = createBackupRepository(session);
    const snapshot = await repository.beginSnapshot();
    try {
      const [migrations, counts, serverVersion] = [await repository.appliedMigrations(), await repository.counts(), await repository.serverVersion()];
      await runPgTool("pg_dump", ["--format=custom", `--file=${target}`, `--snapshot=${snapshot}`], databaseUrl);
      return { entry: POSTGRESQL_ENTRY, path: target, manifest: { kind: "postgresql", entry: POSTGRESQL_ENTRY, serverVersion, dumpTool, migrations, counts } };
    } finally {
      await repository.endSnapshot();
    }
  });
}

/** PGlite's whole data directory, gzipped: this process holds the only open of it (db/pglite-lock.ts). */
async function dumpPglite(database: Database, work: string): Promise<Dumped> {
  if (!database.dumpPgliteDataDir) throw new Error("not a PGlite database");
  const { migrations, counts, serverVersion } = await database.withSession(async (session) => {
    const repository = createBackupRepository(session);
    return { migrations: await repository.appliedMigrations(), counts: await repository.counts(), serverVersion: await repository.serverVersion() };
  });
  const target = path.join(work, "pglite-datadir.tar.gz");
  await writeFile(target, Buffer.from(await (await database.dumpPgliteDataDir("gzip")).arrayBuffer()));
  return { entry: PGLITE_ENTRY, path: target, manifest: { kind: "pglite", entry: PGLITE_ENTRY, serverVersion, dumpTool: null, migrations, counts } };
}
