import { z } from "zod";

/** A backup or restore refused for a reason the operator can act on: their words, no stack. */
export class BackupRefusedError extends Error {}

/** The last entry of every backup archive (written once the files are packed): what it holds, made by which release, and how much of it. */
export const MANIFEST_ENTRY = "manifest.json";
export const PGLITE_ENTRY = "database/pglite-datadir.tar.gz";
export const POSTGRESQL_ENTRY = "database/postgresql.dump";
/** Stored files sit under this folder of the archive, by their storage key. */
export const FILES_PREFIX = "files/";

const counts = z.object({
  users: z.number().int().nonnegative(),
  creditLedger: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  tasks: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type BackupCounts = z.infer<typeof counts>;

export const backupManifestSchema = z.object({
  format: z.literal("logo-studio-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string().datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgresql"]),
    entry: z.enum([PGLITE_ENTRY, POSTGRESQL_ENTRY]),
    /** PostgreSQL's server_version (PGlite reports the PostgreSQL it embeds). */
    serverVersion: z.string(),
    /** pg_dump's --version for PostgreSQL; PGlite's dump needs no tool. */
    dumpTool: z.string().nullable(),
    /** The applied migrations, oldest first: a restore refuses a backup made by a newer release. */
    migrations: z.array(z.string()),
    counts,
  }),
  files: z.object({
    storage: z.enum(["local", "s3"]),
    /** False for an object store left to its own backups (versioning, replication). */
    included: z.boolean(),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
