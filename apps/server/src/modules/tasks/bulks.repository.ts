import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import type { NewTask } from "./tasks.repository";
import { taskBulks, tasks, type BulkOptions, type TaskBulkRow, type TaskRow, type TaskState } from "./tasks.schema";

const UNFINISHED: TaskState[] = ["queued", "running"];
const ENDED_BADLY: TaskState[] = ["failed", "timed_out", "cancelled"];

/** The SQL of the generator's bulks and of the queue panel's lists. */
export function createBulksRepository(db: Db) {
  return {
    /**
     * Stores a bulk and its line tasks in one transaction, unless the user's unfinished tasks plus
     * these would pass `limit` (checked under the same user row lock as a single submit, so
     * concurrent submits and bulks cannot together pass it). All or nothing.
     */
    async insertBulkWithinLimit(
      bulk: { id: string; userId: number; prompts: string[]; options: BulkOptions; now: Date },
      lines: NewTask[],
      limit: number,
    ): Promise<TaskRow[] | "full"> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, bulk.userId)).for("update");
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(tasks)
          .where(and(eq(tasks.userId, bulk.userId), inArray(tasks.state, UNFINISHED)));
        if ((row?.n ?? 0) + lines.length > limit) return "full";
        await tx.insert(taskBulks).values({ id: bulk.id, userId: bulk.userId, prompts: bulk.prompts, options: bulk.options, createdAt: bulk.now });
        return tx
          .insert(tasks)
          .values(lines.map((task) => ({ ...task, state: "queued" as const, runAfter: task.now, createdAt: task.now, updatedAt: task.now })))
          .returning();
      });
    },

    async findBulk(id: string): Promise<TaskBulkRow | undefined> {
      const [row] = await db.select().from(taskBulks).where(eq(taskBulks.id, id)).limit(1);
      return row;
    },

    async listBulks(userId: number, limit: number): Promise<TaskBulkRow[]> {
      return db.select().from(taskBulks).where(eq(taskBulks.userId, userId)).orderBy(desc(taskBulks.createdAt)).limit(limit);
    },

    /** Every task of these bulks (first tries and retries), oldest first. */
    async tasksOfBulks(bulkIds: string[]): Promise<TaskRow[]> {
      if (bulkIds.length === 0) return [];
      return db.select().from(tasks).where(inArray(tasks.bulkId, bulkIds)).orderBy(asc(tasks.createdAt));
    },

    /** The user's waiting and running tasks, oldest first. */
    async activeTasks(userId: number): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), inArray(tasks.state, UNFINISHED)))
        .orderBy(asc(tasks.createdAt));
    },

    /** The user's tasks that failed, timed out or were cancelled since `since`, newest first. */
    async failedSince(userId: number, since: Date, limit: number): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), inArray(tasks.state, ENDED_BADLY), gte(tasks.createdAt, since)))
        .orderBy(desc(tasks.createdAt))
        .limit(limit);
    },
  };
}

export type BulksRepository = ReturnType<typeof createBulksRepository>;
