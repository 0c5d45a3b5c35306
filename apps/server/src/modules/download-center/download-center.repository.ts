import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { tasks, type TaskRow } from "../tasks/tasks.schema";
import { savedLogos, type SavedLogoRow } from "../favourites/favourites.schema";

export type CenterTask = Pick<TaskRow, "id" | "userId" | "state" | "result" | "input">;
export type CenterSavedLogo = Pick<SavedLogoRow, "id" | "userId" | "logoName" | "design" | "svg" | "brandRegister">;

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

    /** A saved classic logo (favourites' saved_logos), `logo:{fa_id}` in the center. */
    async findSavedLogo(id: number): Promise<CenterSavedLogo | undefined> {
      const [row] = await db
        .select({
          id: savedLogos.id,
          userId: savedLogos.userId,
          logoName: savedLogos.logoName,
          design: savedLogos.design,
          svg: savedLogos.svg,
          brandRegister: savedLogos.brandRegister,
        })
        .from(savedLogos)
        .where(eq(savedLogos.id, id))
        .limit(1);
      return row;
    },

    /** Spec 02 `brand_register`: the owner activated the brand centre for this saved logo. */
    async markBrandRegistered(id: number): Promise<void> {
      await db.update(savedLogos).set({ brandRegister: 1 }).where(eq(savedLogos.id, id));
    },
  };
}

export type DownloadCenterRepository = ReturnType<typeof createDownloadCenterRepository>;
