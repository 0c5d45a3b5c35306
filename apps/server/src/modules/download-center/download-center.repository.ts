import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { tasks, type TaskRow } from "../tasks/tasks.schema";

export type CenterTask = Pick<TaskRow, "id" | "userId" | "state" | "result" | "input">;

/**
 * The download center's read: the task behind a logo whoever owns it (the service tells owner,
 * admin and stranger apart). The package bought for it is the orders service's `designLevel`.
 */
export function createDownloadCenterRepository(db: Db) {
  return {
    async findTask(id: string): Promise<CenterTask | undefined> {
      const [row] = await db
        .select({ id: tasks.id, userId: tasks.userId, state: tasks.state, result: tasks.result, input: tasks.input })
        .from(tasks)
        .where(eq(tasks.id, id))
        .limit(1);
      return row;
    },
  };
}

export type DownloadCenterRepository = ReturnType<typeof createDownloadCenterRepository>;
