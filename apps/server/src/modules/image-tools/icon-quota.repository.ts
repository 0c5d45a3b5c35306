import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { iconGeneratorUsage } from "./icon-quota.schema";

type Db = Database["db"];

/** The icon generator's daily counter: one row per user and day, raised only while under the limit. */
export function createIconQuotaRepository(db: Db) {
  return {
    /** One more request of the day if the user is under `limit`; the new count, or undefined when the limit is reached. */
    async take(userId: number, day: string, limit: number): Promise<number | undefined> {
      const rows = await db
        .insert(iconGeneratorUsage)
        .values({ userId, day, used: 1 })
        .onConflictDoUpdate({
          target: [iconGeneratorUsage.userId, iconGeneratorUsage.day],
          set: { used: sql`${iconGeneratorUsage.used} + 1` },
          setWhere: sql`${iconGeneratorUsage.used} < ${limit}`,
        })
        .returning({ used: iconGeneratorUsage.used });
      return rows[0]?.used;
    },

    /** Gives a request back (its submit was refused after the count: no credits, a full queue). */
    async giveBack(userId: number, day: string): Promise<void> {
      await db
        .update(iconGeneratorUsage)
        .set({ used: sql`GREATEST(${iconGeneratorUsage.used} - 1, 0)` })
        .where(and(eq(iconGeneratorUsage.userId, userId), eq(iconGeneratorUsage.day, day)));
    },

    async used(userId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ used: iconGeneratorUsage.used })
        .from(iconGeneratorUsage)
        .where(and(eq(iconGeneratorUsage.userId, userId), eq(iconGeneratorUsage.day, day)))
        .limit(1);
      return row?.used ?? 0;
    },
  };
}

export type IconQuotaRepository = ReturnType<typeof createIconQuotaRepository>;
