import { and, asc, desc, eq, exists, ilike, inArray, isNull, like, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { tasks, type TaskRow } from "../tasks/tasks.schema";
import {
  aiImageFavourites,
  aiImageFeatured,
  aiImages,
  aiImageSamples,
  aiImageTagLinks,
  aiImageTags,
  type AiImageFeaturedRow,
  type AiImageInsert,
  type AiImageRow,
  type AiImageSampleRow,
  type AiImageTagRow,
} from "./images.schema";

export type ImageFilter = {
  /** Only this user's records; undefined means everyone's (admins). */
  userId?: number;
  keywords?: string;
  scene?: string;
  tagId?: number;
  /** Only the records this user marked as favourite. */
  favouriteOf?: number;
  type?: string;
  featuredOnly?: boolean;
  limit: number;
  offset: number;
};

export type SampleFilter = { type?: string; scene?: string; keywords?: string; limit: number; offset: number };
export type SampleFields = Omit<typeof aiImageSamples.$inferInsert, "id" | "createdAt" | "updatedAt" | "createdBy">;

/** LIKE treats % and _ as wildcards; a user's keywords match literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createImagesRepository(db: Db) {
  const visible = isNull(aiImages.deletedAt);
  return {
    /**
     * Succeeded image tasks with result images but no record at all (their success hook never ran:
     * the process died in between), oldest first. A record the user deleted still counts (soft delete).
     */
    async succeededTasksWithoutRecords(options: { completedBefore: Date; limit: number }): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.state, "succeeded"),
            like(tasks.kind, "image.%"),
            lt(tasks.completedAt, options.completedBefore),
            sql`jsonb_array_length(coalesce(${tasks.result} -> 'images', '[]'::jsonb)) > 0`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(aiImages)
                .where(eq(aiImages.taskId, tasks.id)),
            ),
          ),
        )
        .orderBy(asc(tasks.completedAt))
        .limit(options.limit);
    },

    /** Inserts records; a task's image already recorded (same task and src) is skipped. */
    async insertMany(rows: AiImageInsert[]): Promise<AiImageRow[]> {
      if (rows.length === 0) return [];
      return db.insert(aiImages).values(rows).onConflictDoNothing().returning();
    },

    /** The live records of a task's results, in their order (an image tool's answer names them). */
    async byTask(taskId: string): Promise<AiImageRow[]> {
      return db
        .select()
        .from(aiImages)
        .where(and(eq(aiImages.taskId, taskId), visible))
        .orderBy(desc(aiImages.createdAt), asc(aiImages.id));
    },

    /** The user's newest live record of a file (an image tool's source named by its /oss/ path: its parent). */
    async findOwnBySrc(userId: number, src: string): Promise<AiImageRow | undefined> {
      return (
        await db
          .select()
          .from(aiImages)
          .where(and(eq(aiImages.userId, userId), eq(aiImages.src, src), visible))
          .orderBy(desc(aiImages.createdAt))
          .limit(1)
      )[0];
    },

    async findVisible(id: number): Promise<AiImageRow | undefined> {
      return (
        await db
          .select()
          .from(aiImages)
          .where(and(eq(aiImages.id, id), visible))
      )[0];
    },

    async list(filter: ImageFilter): Promise<AiImageRow[]> {
      const conditions: SQL[] = [visible];
      if (filter.userId !== undefined) conditions.push(eq(aiImages.userId, filter.userId));
      if (filter.keywords) conditions.push(ilike(aiImages.prompt, containing(filter.keywords)));
      if (filter.scene) conditions.push(eq(aiImages.scene, filter.scene));
      if (filter.type) conditions.push(eq(aiImages.type, filter.type));
      if (filter.tagId !== undefined) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(aiImageTagLinks)
              .where(and(eq(aiImageTagLinks.imageId, aiImages.id), eq(aiImageTagLinks.tagId, filter.tagId))),
          ),
        );
      }
      if (filter.favouriteOf !== undefined) {
        const favouriteOf = filter.favouriteOf;
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(aiImageFavourites)
              .where(and(eq(aiImageFavourites.imageId, aiImages.id), eq(aiImageFavourites.userId, favouriteOf))),
          ),
        );
      }
      if (filter.featuredOnly)
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(aiImageFeatured)
              .where(eq(aiImageFeatured.imgId, aiImages.id)),
          ),
        );
      return db
        .select()
        .from(aiImages)
        .where(and(...conditions))
        .orderBy(desc(aiImages.createdAt), desc(aiImages.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** The owners of records, for the admin showcase's user widget (never the password hash). */
    async ownersOf(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, email: users.email, designerType: users.designerType, blacklistedAt: users.blacklistedAt })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
    },

    async softDelete(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(aiImages)
        .set({ deletedAt: at })
        .where(and(eq(aiImages.id, id), visible))
        .returning({ id: aiImages.id });
      return rows.length > 0;
    },

    /** The owner of a task, to check that a saved image really is the user's own result. */
    /** Which of these task ids are `userId`'s own tasks. */
    async tasksOwnedBy(userId: number, taskIds: string[]): Promise<Set<string>> {
      if (taskIds.length === 0) return new Set();
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), inArray(tasks.id, taskIds)));
      return new Set(rows.map((row) => row.id));
    },

    async taskOwner(taskId: string): Promise<number | undefined> {
      return (await db.select({ userId: tasks.userId }).from(tasks).where(eq(tasks.id, taskId)))[0]?.userId;
    },

    async tagsOf(imageIds: number[]): Promise<Map<number, AiImageTagRow[]>> {
      const byImage = new Map<number, AiImageTagRow[]>();
      if (imageIds.length === 0) return byImage;
      const rows = await db
        .select({ imageId: aiImageTagLinks.imageId, tag: aiImageTags })
        .from(aiImageTagLinks)
        .innerJoin(aiImageTags, eq(aiImageTags.id, aiImageTagLinks.tagId))
        .where(inArray(aiImageTagLinks.imageId, imageIds))
        .orderBy(asc(aiImageTags.name));
      for (const row of rows) byImage.set(row.imageId, [...(byImage.get(row.imageId) ?? []), row.tag]);
      return byImage;
    },

    /** The image's tags become exactly these. */
    async setTags(imageId: number, tagIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(aiImageTagLinks).where(eq(aiImageTagLinks.imageId, imageId));
        if (tagIds.length > 0)
          await tx
            .insert(aiImageTagLinks)
            .values(tagIds.map((tagId) => ({ imageId, tagId })))
            .onConflictDoNothing();
      });
    },

    /** Which of these records `userId` marked as favourite. */
    async favouritesOf(userId: number, imageIds: number[]): Promise<Set<number>> {
      if (imageIds.length === 0) return new Set();
      const rows = await db
        .select({ imageId: aiImageFavourites.imageId })
        .from(aiImageFavourites)
        .where(and(eq(aiImageFavourites.userId, userId), inArray(aiImageFavourites.imageId, imageIds)));
      return new Set(rows.map((row) => row.imageId));
    },

    /** Marks or unmarks a favourite; both are idempotent. */
    async setFavourite(userId: number, imageId: number, favourite: boolean, at: Date): Promise<void> {
      if (favourite) await db.insert(aiImageFavourites).values({ userId, imageId, createdAt: at }).onConflictDoNothing();
      else await db.delete(aiImageFavourites).where(and(eq(aiImageFavourites.userId, userId), eq(aiImageFavourites.imageId, imageId)));
    },

    /**
     * Of these file paths, the ones a live record (any user's) or an admin sample or featured preview
     * still uses: a duplicate shares its original's files, so those must stay.
     */
    async pathsInUse(paths: string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const [records, samples, featured] = await Promise.all([
        db
          .select({ src: aiImages.src, preview: aiImages.preview })
          .from(aiImages)
          .where(and(visible, or(inArray(aiImages.src, paths), inArray(aiImages.preview, paths)))),
        db
          .select({ src: aiImageSamples.src, preview: aiImageSamples.preview })
          .from(aiImageSamples)
          .where(or(inArray(aiImageSamples.src, paths), inArray(aiImageSamples.preview, paths))),
        db.select({ preview: aiImageFeatured.preview }).from(aiImageFeatured).where(inArray(aiImageFeatured.preview, paths)),
      ]);
      return new Set([...records.flatMap((r) => [r.src, r.preview]), ...samples.flatMap((r) => [r.src, r.preview]), ...featured.map((r) => r.preview)]);
    },

    async featuredOf(imageIds: number[]): Promise<Map<number, AiImageFeaturedRow>> {
      if (imageIds.length === 0) return new Map();
      const rows = await db.select().from(aiImageFeatured).where(inArray(aiImageFeatured.imgId, imageIds));
      return new Map(rows.map((row) => [row.imgId, row]));
    },

    async listFeatured(filter: { type?: string; limit: number; offset: number }): Promise<{ featured: AiImageFeaturedRow; image: AiImageRow }[]> {
      return db
        .select({ featured: aiImageFeatured, image: aiImages })
        .from(aiImageFeatured)
        .innerJoin(aiImages, eq(aiImages.id, aiImageFeatured.imgId))
        .where(and(visible, filter.type ? eq(aiImages.type, filter.type) : undefined))
        .orderBy(desc(aiImageFeatured.createdAt), desc(aiImageFeatured.imgId))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async insertFeatured(row: { imgId: number; preview: string; prompt: string; createdBy: number; at: Date }): Promise<AiImageFeaturedRow | undefined> {
      const { at, ...values } = row;
      return (
        await db
          .insert(aiImageFeatured)
          .values({ ...values, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning()
      )[0];
    },

    async updateFeatured(imgId: number, changes: { preview?: string; prompt?: string }, at: Date): Promise<AiImageFeaturedRow | undefined> {
      return (
        await db
          .update(aiImageFeatured)
          .set({ ...changes, updatedAt: at })
          .where(eq(aiImageFeatured.imgId, imgId))
          .returning()
      )[0];
    },

    async deleteFeatured(imgId: number): Promise<boolean> {
      return (await db.delete(aiImageFeatured).where(eq(aiImageFeatured.imgId, imgId)).returning({ imgId: aiImageFeatured.imgId })).length > 0;
    },

    async listSamples(filter: SampleFilter): Promise<AiImageSampleRow[]> {
      const conditions: SQL[] = [];
      if (filter.type) conditions.push(eq(aiImageSamples.type, filter.type));
      if (filter.scene) conditions.push(eq(aiImageSamples.scene, filter.scene));
      if (filter.keywords) conditions.push(ilike(aiImageSamples.prompt, containing(filter.keywords)));
      return db
        .select()
        .from(aiImageSamples)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(aiImageSamples.sort), desc(aiImageSamples.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async insertSample(fields: SampleFields, createdBy: number, at: Date): Promise<AiImageSampleRow> {
      const [row] = await db
        .insert(aiImageSamples)
        .values({ ...fields, createdBy, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error("sample not inserted");
      return row;
    },

    async updateSample(id: number, changes: Partial<SampleFields>, at: Date): Promise<AiImageSampleRow | undefined> {
      return (
        await db
          .update(aiImageSamples)
          .set({ ...changes, updatedAt: at })
          .where(eq(aiImageSamples.id, id))
          .returning()
      )[0];
    },

    async deleteSample(id: number): Promise<boolean> {
      return (await db.delete(aiImageSamples).where(eq(aiImageSamples.id, id)).returning({ id: aiImageSamples.id })).length > 0;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
