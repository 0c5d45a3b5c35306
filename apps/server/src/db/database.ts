import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockPgliteDir } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A raw SQL session on ONE connection, for the few things that need a connection of their own
 * (session-level advisory locks, multi-statement migration scripts). Everything else uses Drizzle.
 */
export type SqlSession = {
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type Database = {
  db: Db;
  /** Runs fn on a single dedicated connection and releases it after. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball (the tests' migrated snapshot, test/helper.ts; backups gzip it). */
  dumpPgliteDataDir?: (compression?: "none" | "gzip") => Promise<Blob>;
};

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite (Postgres compiled to WebAssembly) in
 * `pgliteDir`. Only this function knows which one it is: the schema, migrations and queries are
 * the same SQL on both.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /** Where a lost idle connection is reported; stderr by default. */
  onConnectionError?: (error: Error) => void;
  /**
   * A PGlite data directory to start from (a `dumpDataDir` tarball): the tests open an already
   * migrated database this way instead of running initdb and every migration per test file.
   */
  pgliteLoadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle pooled connection that dies (the server restarts, a failover, an admin kills it) is
    // an 'error' event on the pool; unhandled, Node turns it into an uncaught exception that ends
    // the process. The pool already drops that connection and opens a new one when needed, so
    // this only reports it (issue 14 item 6).
    pool.on("error", (error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else process.stderr.write(`database: an idle connection was lost (${error.message}); it will be replaced\n`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      async withSession(fn) {
        const client = await pool.connect();
        try {
          return await fn({
            exec: async (sql) => {
              await client.query(sql);
            },
            query: async (sql, params) => (await client.query(sql, params)).rows,
          });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const onDisk = !options.pgliteDir.startsWith("memory://");
  if (onDisk) mkdirSync(options.pgliteDir, { recursive: true });
  // Refused (DatabaseInUseError) while another process has this directory open: see pglite-lock.ts.
  const unlock = onDisk ? lockPgliteDir(options.pgliteDir) : () => undefined;
  const client = await PGlite.create(options.pgliteDir, options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let sessionQueue: Promise<void> = Promise.resolve();
  return {
    db,
    // PGlite has exactly one connection, so a "session" is the whole database: sessions must take
    // turns in this process, or two of them would interleave their transactions on it.
    withSession: (fn) => {
      const run = sessionQueue.then(() =>
        fn({
          exec: async (sql) => {
            await client.exec(sql);
          },
          query: async <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
        }),
      );
      sessionQueue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    dumpPgliteDataDir: (compression = "none") => client.dumpDataDir(compression),
  };
}
