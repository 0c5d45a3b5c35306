import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
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
};

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite (Postgres compiled to WebAssembly) in
 * `pgliteDir`. Only this function knows which one it is: the schema, migrations and queries are
 * the same SQL on both.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; pgliteDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
  if (!options.pgliteDir.startsWith("memory://")) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
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
    close: () => client.close(),
  };
}
