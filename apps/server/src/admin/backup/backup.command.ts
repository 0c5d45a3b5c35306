import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import { openDatabase } from "../../db/database";
import { DatabaseInUseError } from "../../db/pglite-lock";
import { createStorage } from "../../storage/create-storage";
import type { Storage } from "../../storage/storage";
import { AdminUsageError, type OwnDatabaseAdminCommand } from "../admin-command";
import { BackupRefusedError, type BackupCounts, type BackupManifest } from "./backup-manifest";
import { createBackup } from "./create-backup";
import { PgToolFailedError, PgToolMissingError } from "./pg-tools";
import { restoreBackup } from "./restore-backup";

/** The site's file store and whether a backup packs it: local disk yes; an object store keeps its own backups. */
export function backupStorageOf(config: Config): { storage: Storage; kind: "local" | "s3" } {
  return { storage: createStorage(config), kind: config.storage.kind };
}

function describeCounts(counts: BackupCounts): string {
  return `${counts.users} users, ${counts.creditLedger} credit ledger rows, ${counts.images} images, ${counts.tasks} tasks, ${counts.orders} orders`;
}

function describeFiles(manifest: BackupManifest, files: { count: number; bytes: number } = manifest.files): string {
  if (!manifest.files.included) return "files not included (the object store is backed up by its own means: versioning or replication)";
  return `${files.count} files (${(files.bytes / 1024 / 1024).toFixed(1)} MB)`;
}

/** The operator's words for the failures an operator can act on; anything else is a bug and keeps its stack. */
async function reported(out: (line: string) => void, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof DatabaseInUseError ||
      error instanceof PgToolMissingError ||
      error instanceof PgToolFailedError ||
      error instanceof BackupRefusedError
    ) {
      out(error.message);
      return 1;
    }
    throw error;
  }
}

export const backupCommand: OwnDatabaseAdminCommand = {
  name: "backup",
  usage: "backup <file>",
  summary:
    "Write one archive of the database and the stored files (PostgreSQL: pg_dump, the site may keep running; PGlite: stop the server first). Never overwrites a file.",
  async run(args, { config, out }) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0 || file.startsWith("-")) throw new AdminUsageError(`usage: ${this.usage}`);
    const target = path.resolve(file);
    const { storage, kind } = backupStorageOf(config);
    if (config.storage.kind === "local" && (target + path.sep).startsWith(path.resolve(config.storage.root) + path.sep)) {
      throw new AdminUsageError(`Write the backup outside ${config.storage.root}: that folder is what it copies.`);
    }
    return reported(out, async () => {
      // Before opening the database: a fresh PGlite directory would be initialised for nothing.
      if (existsSync(target)) throw new BackupRefusedError(`${target} already exists: choose another name (a backup never overwrites one)`);
      const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
      try {
        const manifest = await createBackup(target, {
          database,
          databaseUrl: config.databaseUrl,
          storage,
          storageKind: kind,
          includeFiles: kind === "local",
          appVersion: config.version,
        });
        const db = manifest.database;
        out(`Backup written to ${target}`);
        out(
          `  database: ${db.kind === "pglite" ? "PGlite" : "PostgreSQL"} ${db.serverVersion}, ${describeCounts(db.counts)}; migrations to ${db.migrations.at(-1) ?? "none"}`,
        );
        out(`  ${describeFiles(manifest)}`);
        return 0;
      } finally {
        await database.close();
      }
    });
  },
};

export const restoreCommand: OwnDatabaseAdminCommand = {
  name: "restore",
  usage: "restore <file> [--force]",
  summary: "Restore a backup into this DATA_DIR / DATABASE_URL (which must be empty unless --force, which deletes what is there), then migrate it forward.",
  async run(args, { config, out }) {
    const file = args.find((a) => !a.startsWith("-"));
    const force = args.includes("--force");
    if (!file || args.some((a) => a.startsWith("-") && a !== "--force") || args.filter((a) => !a.startsWith("-")).length !== 1) {
      throw new AdminUsageError(`usage: ${this.usage}`);
    }
    const { storage } = backupStorageOf(config);
    return reported(out, async () => {
      const result = await restoreBackup(path.resolve(file), { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, storage, force });
      const { manifest } = result;
      out(`Restored ${file} (made ${manifest.createdAt} by version ${manifest.appVersion})`);
      out(`  database: ${describeCounts(result.counts)}`);
      out(`  ${describeFiles(manifest, result.files)}`);
      out(result.migrated.length > 0 ? `  migrated forward: ${result.migrated.join(", ")}` : "  schema already current");
      return 0;
    });
  },
};
