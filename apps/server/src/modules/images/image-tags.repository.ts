import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { aiImages, aiImageTagLinks, aiImageTags, type AiImageInsert, type AiImageRow, type AiImageTagRow } from "./images.schema";

/** The SQL of tags (shared and users' own) and of records made from uploads (to bind a tag to one). */
export function createImageTagsRepository(db: Db) {
  /** Shared tags and, for a signed-in user, their own. */
  const visibleTo = (userId: number | undefined) =>
    userId === undefined ? isNull(aiImageTags.userId) : or(isNull(aiImageTags.userId), eq(aiImageTags.userId, userId));
  return {
    async list(filter: { userId?: number; productType?: string; limit: number; offset: number }): Promise<AiImageTagRow[]> {
      return db
        .select()
        .from(aiImageTags)
        .where(and(visibleTo(filter.userId), filter.productType ? eq(aiImageTags.productType, filter.productType) : undefined))
        .orderBy(asc(aiImageTags.name), asc(aiImageTags.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async find(id: number): Promise<AiImageTagRow | undefined> {
      return (await db.select().from(aiImageTags).where(eq(aiImageTags.id, id)))[0];
    },

    async findMany(ids: number[]): Promise<AiImageTagRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(aiImageTags).where(inArray(aiImageTags.id, ids));
    },

    async countOwn(userId: number, productType: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aiImageTags)
        .where(and(eq(aiImageTags.userId, userId), eq(aiImageTags.productType, productType)));
      return row?.n ?? 0;
    },

    /** The tag of this name, type and owner (null: shared), if there is one. */
    async findByName(userId: number | null, productType: string, name: string): Promise<AiImageTagRow | undefined> {
      const owner = userId === null ? isNull(aiImageTags.userId) : eq(aiImageTags.userId, userId);
      return (
        await db
          .select()
          .from(aiImageTags)
          .where(and(owner, eq(aiImageTags.productType, productType), eq(aiImageTags.name, name)))
      )[0];
    },

    /** Creates a tag, or answers the one of that owner, type and name that exists (a race is settled by the unique index). */
    async create(userId: number | null, productType: string, name: string): Promise<AiImageTagRow> {
      const [created] = await db.insert(aiImageTags).values({ userId, productType, name }).onConflictDoNothing().returning();
      const tag = created ?? (await this.findByName(userId, productType, name));
      if (!tag) throw new Error("tag vanished");
      return tag;
    },

    /** Renames; undefined when the new name is taken by another tag of the same owner and type. */
    async rename(id: number, name: string): Promise<AiImageTagRow | undefined> {
      const taken = sql`EXISTS (SELECT 1 FROM ai_image_tags other WHERE other.id <> ${aiImageTags.id}
        AND coalesce(other.user_id, 0) = coalesce(${aiImageTags.userId}, 0) AND other.product_type = ${aiImageTags.productType} AND other.name = ${name})`;
      return (
        await db
          .update(aiImageTags)
          .set({ name })
          .where(and(eq(aiImageTags.id, id), sql`NOT ${taken}`))
          .returning()
      )[0];
    },

    /** Deleting a tag unbinds it from every record (the links cascade). */
    async remove(id: number): Promise<boolean> {
      return (await db.delete(aiImageTags).where(eq(aiImageTags.id, id)).returning({ id: aiImageTags.id })).length > 0;
    },

    async link(imageId: number, tagIds: number[]): Promise<void> {
      if (tagIds.length === 0) return;
      await db
        .insert(aiImageTagLinks)
        .values(tagIds.map((tagId) => ({ imageId, tagId })))
        .onConflictDoNothing();
    },

    async unlink(imageId: number, tagId: number): Promise<void> {
      await db.delete(aiImageTagLinks).where(and(eq(aiImageTagLinks.imageId, imageId), eq(aiImageTagLinks.tagId, tagId)));
    },

    /** How many tags a record has (a record keeps at most 20). */
    async countLinks(imageId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(aiImageTagLinks).where(eq(aiImageTagLinks.imageId, imageId));
      return row?.n ?? 0;
    },

    /** The live record made from this upload of the user's, or a new one (one per user and file, by a unique index). */
    async uploadRecord(row: AiImageInsert & { userId: number; src: string }): Promise<AiImageRow> {
      const live = and(eq(aiImages.userId, row.userId), eq(aiImages.src, row.src), eq(aiImages.actionType, "upload"), isNull(aiImages.deletedAt));
      const [existing] = await db.select().from(aiImages).where(live);
      if (existing) return existing;
      const [created] = await db.insert(aiImages).values(row).onConflictDoNothing().returning();
      const record = created ?? (await db.select().from(aiImages).where(live))[0];
      if (!record) throw new Error("upload record vanished");
      return record;
    },
  };
}

export type ImageTagsRepository = ReturnType<typeof createImageTagsRepository>;
