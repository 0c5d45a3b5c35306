import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { mobileUploadFiles, mobileUploadLinks, type MobileUploadFileRow, type MobileUploadLinkRow } from "./mobile-upload.schema";

/** The SQL of mobile upload links: taking a file's place is one conditional UPDATE, so two phones never exceed a link's limit. */
export function createMobileUploadRepository(db: Db) {
  return {
    async insertLink(row: typeof mobileUploadLinks.$inferInsert): Promise<void> {
      await db.insert(mobileUploadLinks).values(row);
    },

    /** Links of the user still open at `now` (each may take files until it expires). */
    async openLinkCount(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mobileUploadLinks)
        .where(and(eq(mobileUploadLinks.userId, userId), gt(mobileUploadLinks.expiresAt, now)));
      return row?.n ?? 0;
    },

    /** Forgets the user's links that expired before `before` (their files stay among the user's uploads). */
    async deleteExpired(userId: number, before: Date): Promise<void> {
      await db.delete(mobileUploadLinks).where(and(eq(mobileUploadLinks.userId, userId), lt(mobileUploadLinks.expiresAt, before)));
    },

    async findByTokenHash(tokenHash: string): Promise<MobileUploadLinkRow | undefined> {
      const [row] = await db.select().from(mobileUploadLinks).where(eq(mobileUploadLinks.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async findOwned(id: string, userId: number): Promise<MobileUploadLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(mobileUploadLinks)
        .where(and(eq(mobileUploadLinks.id, id), eq(mobileUploadLinks.userId, userId)))
        .limit(1);
      return row;
    },

    /** The next file number of a link open at `now` with room left, or undefined (expired or full). */
    async reserve(id: string, now: Date, maxFiles: number): Promise<number | undefined> {
      const [row] = await db
        .update(mobileUploadLinks)
        .set({ received: sql`${mobileUploadLinks.received} + 1` })
        .where(and(eq(mobileUploadLinks.id, id), gt(mobileUploadLinks.expiresAt, now), lt(mobileUploadLinks.received, maxFiles)))
        .returning({ received: mobileUploadLinks.received });
      return row?.received;
    },

    async insertFile(row: typeof mobileUploadFiles.$inferInsert): Promise<void> {
      await db.insert(mobileUploadFiles).values(row);
    },

    async filesAfter(linkId: string, after: number): Promise<MobileUploadFileRow[]> {
      return db
        .select()
        .from(mobileUploadFiles)
        .where(and(eq(mobileUploadFiles.linkId, linkId), gt(mobileUploadFiles.seq, after)))
        .orderBy(asc(mobileUploadFiles.seq));
    },
  };
}

export type MobileUploadRepository = ReturnType<typeof createMobileUploadRepository>;
