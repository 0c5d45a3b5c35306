import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { bulkFillJobs, type BulkFillJobRow } from "./bulk-fill.schema";

export type NewBulkFillJob = Pick<typeof bulkFillJobs.$inferInsert, "id" | "userId" | "workId" | "format" | "total" | "createdAt">;

const unfinished = ["queued", "running"] as const;

/** The SQL of bulk fills (issue 22). */
export function createBulkFillRepository(db: Db) {
  return {
    /** A new batch, or undefined when the user already has an unfinished one (the partial unique index). */
    async insert(row: NewBulkFillJob): Promise<BulkFillJobRow | undefined> {
      const [created] = await db
        .insert(bulkFillJobs)
        .values({ ...row, state: "queued", updatedAt: row.createdAt })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    async find(id: string): Promise<BulkFillJobRow | undefined> {
      const [row] = await db.select().from(bulkFillJobs).where(eq(bulkFillJobs.id, id)).limit(1);
      return row;
    },

    /** Progress of a running batch (a heartbeat too: `updatedAt`). */
    async progress(id: string, done: number, at: Date): Promise<void> {
      await db.update(bulkFillJobs).set({ state: "running", done, updatedAt: at }).where(eq(bulkFillJobs.id, id));
    },

    async succeed(id: string, zip: { key: string; name: string }, at: Date): Promise<void> {
      await db
        .update(bulkFillJobs)
        .set({ state: "succeeded", done: sql`${bulkFillJobs.total}`, zipKey: zip.key, zipName: zip.name, updatedAt: at, finishedAt: at })
        .where(eq(bulkFillJobs.id, id));
    },

    async fail(id: string, failure: { code: string; message: string }, at: Date): Promise<void> {
      await db
        .update(bulkFillJobs)
        .set({ state: "failed", errorCode: failure.code, error: failure.message.slice(0, 500), updatedAt: at, finishedAt: at })
        .where(and(eq(bulkFillJobs.id, id), inArray(bulkFillJobs.state, [...unfinished])));
    },

    /** Unfinished batches not heard of since `before` (their process stopped): failed, so their owner may start again. */
    async failStale(userId: number | null, before: Date, at: Date): Promise<number> {
      const where = and(
        inArray(bulkFillJobs.state, [...unfinished]),
        lt(bulkFillJobs.updatedAt, before),
        userId === null ? undefined : eq(bulkFillJobs.userId, userId),
      );
      const rows = await db
        .update(bulkFillJobs)
        .set({
          state: "failed",
          errorCode: "INTERRUPTED",
          error: "The server stopped while this bulk fill ran; start it again.",
          updatedAt: at,
          finishedAt: at,
        })
        .where(where)
        .returning({ id: bulkFillJobs.id });
      return rows.length;
    },
  };
}

export type BulkFillRepository = ReturnType<typeof createBulkFillRepository>;
