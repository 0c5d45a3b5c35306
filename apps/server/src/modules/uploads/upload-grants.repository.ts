import { and, count, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { uploadGrants, type UploadGrantRow } from "./upload-grants.schema";

type Db = Database["db"];

/** The grants' SQL: every "at most once" is one conditional UPDATE, so two API processes cannot both win. */
export function createUploadGrantsRepository(db: Db) {
  return {
    async insert(row: typeof uploadGrants.$inferInsert): Promise<void> {
      await db.insert(uploadGrants).values(row);
    },

    /** Grants of the user not yet checked and not yet expired at `now`. */
    async openCount(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadGrants)
        .where(and(eq(uploadGrants.userId, userId), isNull(uploadGrants.checkedAt), gt(uploadGrants.expiresAt, now)));
      return row?.n ?? 0;
    },

    /** The local receiving route takes the grant's one file: the grant, or undefined when used, checked or expired. */
    async markReceived(id: string, now: Date): Promise<UploadGrantRow | undefined> {
      const [row] = await db
        .update(uploadGrants)
        .set({ receivedAt: now })
        .where(and(eq(uploadGrants.id, id), isNull(uploadGrants.receivedAt), isNull(uploadGrants.checkedAt), gt(uploadGrants.expiresAt, now)))
        .returning();
      return row;
    },

    /** The post-upload check takes the grant once: the grant, or undefined when another user's, checked, or past `checkableAfter`. */
    async markChecked(key: string, userId: number, now: Date, checkableAfter: Date): Promise<UploadGrantRow | undefined> {
      const [row] = await db
        .update(uploadGrants)
        .set({ checkedAt: now })
        .where(and(eq(uploadGrants.key, key), eq(uploadGrants.userId, userId), isNull(uploadGrants.checkedAt), gt(uploadGrants.expiresAt, checkableAfter)))
        .returning();
      return row;
    },

    async findByKey(key: string, userId: number): Promise<UploadGrantRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadGrants)
        .where(and(eq(uploadGrants.key, key), eq(uploadGrants.userId, userId)))
        .limit(1);
      return row;
    },

    /** Grants that expired before `before`, oldest first, for the housekeeping job. */
    async expired(before: Date, limit: number): Promise<UploadGrantRow[]> {
      return db.select().from(uploadGrants).where(lt(uploadGrants.expiresAt, before)).orderBy(uploadGrants.expiresAt).limit(limit);
    },

    async deleteMany(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(uploadGrants).where(inArray(uploadGrants.id, ids));
    },
  };
}

export type UploadGrantsRepository = ReturnType<typeof createUploadGrantsRepository>;
