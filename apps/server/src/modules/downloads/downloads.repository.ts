import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { paidDownloads } from "../../db/schema";
import { tasks, type TaskRow } from "../tasks/tasks.schema";

/**
 * Reads the credits module's record of paid downloads (paid_downloads, written by chargeDownload):
 * one ledger of what was paid, this module only asks which formats of an item are settled.
 */
export function createDownloadsRepository(db: Db) {
  return {
    async paidFormats(userId: number, item: string): Promise<Set<string>> {
      const rows = await db
        .select({ format: paidDownloads.format })
        .from(paidDownloads)
        .where(and(eq(paidDownloads.userId, userId), eq(paidDownloads.item, item)));
      return new Set(rows.map((r) => r.format));
    },

    /**
     * A task whoever owns it: the brand offer must tell "not yours" (403, the spec's message) from
     * "no such logo" (404), which the tasks service's owner-only lookup deliberately does not.
     */
    async findTask(id: string): Promise<Pick<TaskRow, "userId" | "state" | "result" | "input"> | undefined> {
      const [row] = await db
        .select({ userId: tasks.userId, state: tasks.state, result: tasks.result, input: tasks.input })
        .from(tasks)
        .where(eq(tasks.id, id))
        .limit(1);
      return row;
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
