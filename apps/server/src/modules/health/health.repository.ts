import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";

export type HealthRepository = ReturnType<typeof createHealthRepository>;

/** The one query of the health check: whether the database answers at all. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
