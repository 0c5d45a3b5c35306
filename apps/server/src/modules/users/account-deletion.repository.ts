import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { aiImages, outbox, paidDownloads, qrSignIns, quotaUsage, sessions, tasks, users, type UserRow } from "../../db/schema";
import { logoNames, savedLogos } from "../favourites/favourites.schema";
import { logoShareLikes } from "../share/share.schema";
import { aiImageFavourites, aiImageTags } from "../images/images.schema";
import { taskBulks } from "../tasks/tasks.schema";
import { iconGeneratorUsage } from "../image-tools/icon-quota.schema";
import { works } from "../works/works.schema";
import { userFonts } from "../fonts/fonts.schema";
import { mobileUploadLinks } from "../mobile-upload/mobile-upload.schema";

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;

/** A task of the account and how many result images it stored (its exports are numbered 1..n). */
export type OwnedTask = { id: string; images: number };

/**
 * The SQL of deleting an account. The credit ledger is append-only and must stay for accounting,
 * and it references users ON DELETE CASCADE, so the users row is kept as a tombstone (migration
 * 0017) instead of deleted; everything else the account owned goes.
 */
export function createAccountDeletionRepository(db: Db) {
  return {
    async tasksOf(userId: number): Promise<OwnedTask[]> {
      const rows = await db.select({ id: tasks.id, result: tasks.result }).from(tasks).where(eq(tasks.userId, userId));
      return rows.map((row) => ({ id: row.id, images: row.result?.images.length ?? 0 }));
    },

    /** The stored thumbnails of the account's works (modules/works: ai-images/{uuid}/work-thumb.png). */
    async workThumbnailsOf(userId: number): Promise<string[]> {
      const rows = await db.select({ key: works.thumbnailKey }).from(works).where(eq(works.userId, userId));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * In one transaction: the image records (their tags and featured entries cascade), the account's
     * own image tags and favourites, the works (designs) with their kept versions, the custom fonts,
     * the mobile-upload links, the generator's
     * bulks (their prompts), the icon generator's daily counts, tasks, paid
     * downloads, quota days, sessions, QR sign-ins, the saved classic logos (their share links and
     * the likes those got cascade), the last typed logo name, the likes the account gave to others'
     * shared logos and the outbox messages to its address go; the users row loses every identifier, its
     * name, avatar and password, and is marked deleted and blacklisted, so no sign-in path or old
     * session can ever reach it again. Credit ledger rows are not touched.
     */
    async erase(user: Pick<UserRow, "id" | "email" | "mobile">, at: Date): Promise<void> {
      const userId = user.id;
      const addresses = [user.email, user.mobile].filter((a): a is string => !!a);
      await db.transaction(async (tx) => {
        if (addresses.length > 0) await tx.delete(outbox).where(inArray(outbox.recipient, addresses));
        await tx.delete(aiImageFavourites).where(eq(aiImageFavourites.userId, userId));
        await tx.delete(aiImages).where(eq(aiImages.userId, userId));
        await tx.delete(aiImageTags).where(eq(aiImageTags.userId, userId));
        await tx.delete(taskBulks).where(eq(taskBulks.userId, userId));
        await tx.delete(iconGeneratorUsage).where(eq(iconGeneratorUsage.userId, userId));
        await tx.delete(tasks).where(eq(tasks.userId, userId));
        await tx.delete(paidDownloads).where(eq(paidDownloads.userId, userId));
        await tx.delete(quotaUsage).where(eq(quotaUsage.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(qrSignIns).where(eq(qrSignIns.userId, userId));
        await tx.delete(works).where(eq(works.userId, userId));
        await tx.delete(userFonts).where(eq(userFonts.userId, userId));
        // The links' received-file rows cascade; the files themselves are among the uploads.
        await tx.delete(mobileUploadLinks).where(eq(mobileUploadLinks.userId, userId));
        await tx.delete(savedLogos).where(eq(savedLogos.userId, userId));
        await tx.delete(logoNames).where(eq(logoNames.userId, userId));
        await tx.delete(logoShareLikes).where(eq(logoShareLikes.visitor, `u:${userId}`));
        await tx
          .update(users)
          .set({
            email: null,
            mobile: null,
            wechatOpenid: null,
            name: "",
            avatar: "",
            passwordHash: null,
            emailVerifiedAt: null,
            createdByPartner: null,
            isAdmin: false,
            blacklistedAt: sql`coalesce(${users.blacklistedAt}, ${at.toISOString()}::timestamptz)`,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, userId));
      });
    },
  };
}
