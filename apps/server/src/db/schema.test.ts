import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/helper";
import type { Database } from "./database";
import * as schema from "./schema";

/** The Drizzle definitions must describe the tables the SQL migrations made: same columns, same nullability. */
describe("Drizzle schema and SQL migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

  it("cover every table", () => {
    expect(tables.length).toBeGreaterThan(3);
  });

  it("agree column by column", async () => {
    const rows = await database.withSession((s) =>
      s.query<{ table_name: string; column_name: string; is_nullable: string }>(
        "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()",
      ),
    );
    const inDatabase = new Map<string, Map<string, boolean>>();
    for (const row of rows) {
      const columns = inDatabase.get(row.table_name) ?? new Map<string, boolean>();
      columns.set(row.column_name, row.is_nullable === "YES");
      inDatabase.set(row.table_name, columns);
    }
    for (const table of tables) {
      const config = getTableConfig(table);
      const actual = inDatabase.get(config.name);
      expect(actual, `table ${config.name} exists`).toBeDefined();
      const declared = new Map(config.columns.map((c) => [c.name, !c.notNull]));
      expect([...declared.keys()].sort(), `columns of ${config.name}`).toEqual([...(actual?.keys() ?? [])].sort());
      for (const [name, nullable] of declared) expect(nullable, `${config.name}.${name} nullable`).toBe(actual?.get(name));
    }
  });
});
