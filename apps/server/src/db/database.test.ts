import pg from "pg";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./database";

describe("a lost database connection", () => {
  it("is reported and replaced, never an uncaught error that ends the process", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    const lost: string[] = [];
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      pgliteDir: "memory://",
      onConnectionError: (error) => lost.push(error.message),
    });
    try {
      // Both drivers answer execute() with {rows}; Db's type leaves the result shape open.
      const pidOf = async () =>
        Number(((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
      if (process.env.DATABASE_URL) {
        // PostgreSQL: kill the pooled connection from outside while it sits idle, as a server
        // restart or failover would.
        const pid = await pidOf();
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query("select pg_terminate_backend($1)", [pid]);
        await admin.end();
        for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
        expect(lost).toHaveLength(1);
        expect(await pidOf()).not.toBe(pid);
      } else {
        // PGlite has no connection to lose: a failing statement rejects and the next one runs.
        await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
        expect(await pidOf()).toBeGreaterThan(0);
      }
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await database.close();
    }
  });
});
