import { and, eq, isNull, like } from "drizzle-orm";
import type { PackageLevel } from "@studio/domain";
import type { Db } from "../../db/database";
import { designUnlocks } from "../payments/payments.schema";
import { tasks, type TaskRow } from "../tasks/tasks.schema";

export type CenterTask = Pick<TaskRow, "id" | "userId" | "state" | "result" | "input">;

/**
 * The download center's reads: the task behind a logo whoever owns it (the service tells owner,
 * admin and stranger apart), and the packages paid for it (design_unlocks rows of paid orders that
 * were not refunded; the orders service writes them once per order).
 */
export function createDownloadCenterRepository(db: Db) {
  return {
    async findTask(id: string): Promise<CenterTask | undefined> {
      const [row] = await db.select({ id: tasks.id, userId: tasks.userId, state: tasks.state, result: tasks.result, input: tasks.input }).from(tasks).where(eq(tasks.id, id)).limit(1);
      return row;
    },

    /** Package levels bought for a design by this user and not withdrawn by a refund. */
    async packageLevels(userId: number, designId: string): Promise<PackageLevel[]> {
      const rows = await db
        .select({ unlock: designUnlocks.unlock })
        .from(designUnlocks)
        .where(and(eq(designUnlocks.userId, userId), eq(designUnlocks.designId, designId), isNull(designUnlocks.revokedAt), like(designUnlocks.unlock, "package:%")));
      return rows.map((row) => row.unlock.slice("package:".length) as PackageLevel);
    },
  };
}

export type DownloadCenterRepository = ReturnType<typeof createDownloadCenterRepository>;
