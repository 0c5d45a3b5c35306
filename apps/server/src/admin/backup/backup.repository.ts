import type { SqlSession } from "../../db/database";
import type { BackupCounts } from "./backup-manifest";

/** The backup's SQL: what it counts to check a restore, and the few statements a restore needs. */
export function createBackupRepository(session: SqlSession) {
  return {
    async counts(): Promise<BackupCounts> {
      const [row] = await session.query<BackupCounts>(
        `SELECT (SELECT count(*) FROM users)::int AS "users", (SELECT count(*) FROM credit_ledger)::int AS "creditLedger",
                (SELECT count(*) FROM ai_images)::int AS "images", (SELECT count(*) FROM tasks)::int AS "tasks",
                (SELECT count(*) FROM orders)::int AS "orders"`,
      );
      if (!row) throw new Error("counting rows returned nothing");
      return row;
    },
    async appliedMigrations(): Promise<string[]> {
      const [table] = await session.query<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found");
      if (!table?.found) return [];
      return (await session.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name")).map((r) => r.name);
    },
    async serverVersion(): Promise<string> {
      const [row] = await session.query<{ server_version: string }>("SHOW server_version");
      // "15.18 (Debian 15.18-0+deb12u1)": the number is what matters.
      return row?.server_version.split(" ")[0] ?? "unknown";
    },
    /** Tables in the public schema: a database with any is not a fresh target. */
    async tableCount(): Promise<number> {
      const [row] = await session.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
      return row?.n ?? 0;
    },
    /** --force: everything in the public schema goes, so the dump restores into an empty one. */
    async emptyPublicSchema(): Promise<void> {
      await session.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    },
    /** Opens a repeatable-read transaction and exports its snapshot, so pg_dump sees exactly what counts() saw. */
    async beginSnapshot(): Promise<string> {
      await session.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const [row] = await session.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
      if (!row) throw new Error("no snapshot id");
      return row.id;
    },
    async endSnapshot(): Promise<void> {
      await session.exec("COMMIT");
    },
  };
}
