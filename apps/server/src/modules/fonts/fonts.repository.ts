import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { catalogueFonts, fontCategories, userFonts, type CatalogueFontRow, type FontCategoryRow, type UserFontRow } from "./fonts.schema";

export type NewCategory = Omit<typeof fontCategories.$inferInsert, "id" | "createdAt">;
export type NewCatalogueFont = Omit<typeof catalogueFonts.$inferInsert, "id" | "createdAt">;
export type NewUserFont = Omit<typeof userFonts.$inferInsert, "id">;
export type CatalogueFontWithCategory = CatalogueFontRow & { category: FontCategoryRow };

/** The SQL of the font catalogue (categories and fonts) and of users' own fonts. */
export function createFontsRepository(db: Db) {
  return {
    categories: (): Promise<FontCategoryRow[]> => db.select().from(fontCategories).orderBy(asc(fontCategories.sort), asc(fontCategories.id)),

    async insertCategory(row: NewCategory): Promise<FontCategoryRow> {
      const [created] = await db.insert(fontCategories).values(row).returning();
      if (!created) throw new Error("font category not inserted");
      return created;
    },

    async updateCategory(id: number, fields: Partial<NewCategory>): Promise<FontCategoryRow | undefined> {
      const [row] = await db.update(fontCategories).set(fields).where(eq(fontCategories.id, id)).returning();
      return row;
    },

    /** Deletes the category and (by the foreign key) its fonts; answers the files the fonts had, to delete them too. */
    async deleteCategory(id: number): Promise<{ deleted: boolean; files: string[] }> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ fileKey: catalogueFonts.fileKey })
          .from(catalogueFonts)
          .where(and(eq(catalogueFonts.categoryId, id), isNotNull(catalogueFonts.fileKey)));
        const rows = await tx.delete(fontCategories).where(eq(fontCategories.id, id)).returning({ id: fontCategories.id });
        return { deleted: rows.length > 0, files: files.flatMap((row) => row.fileKey ?? []) };
      });
    },

    /** Adds what is missing of the built-in catalogue (by slug and font key); answers how many rows were added. */
    async addBuiltIns(
      categories: readonly NewCategory[],
      fonts: readonly (Omit<NewCatalogueFont, "categoryId"> & { categorySlug: string })[],
    ): Promise<{ categories: number; fonts: number }> {
      return db.transaction(async (tx) => {
        const addedCategories = categories.length
          ? await tx
              .insert(fontCategories)
              .values([...categories])
              .onConflictDoNothing({ target: fontCategories.slug })
              .returning({ id: fontCategories.id })
          : [];
        const bySlug = new Map((await tx.select().from(fontCategories)).map((row) => [row.slug, row.id]));
        const rows = fonts.flatMap(({ categorySlug, ...font }) => {
          const categoryId = bySlug.get(categorySlug);
          return categoryId === undefined ? [] : [{ ...font, categoryId }];
        });
        const addedFonts = rows.length
          ? await tx.insert(catalogueFonts).values(rows).onConflictDoNothing({ target: catalogueFonts.fontKey }).returning({ id: catalogueFonts.id })
          : [];
        return { categories: addedCategories.length, fonts: addedFonts.length };
      });
    },

    async fonts(categoryId?: number): Promise<CatalogueFontWithCategory[]> {
      const rows = await db
        .select({ font: catalogueFonts, category: fontCategories })
        .from(catalogueFonts)
        .innerJoin(fontCategories, eq(fontCategories.id, catalogueFonts.categoryId))
        .where(categoryId === undefined ? undefined : eq(catalogueFonts.categoryId, categoryId))
        .orderBy(asc(fontCategories.sort), asc(fontCategories.id), asc(catalogueFonts.sort), asc(catalogueFonts.id));
      return rows.map(({ font, category }) => ({ ...font, category }));
    },

    async fontsByKeys(keys: readonly string[]): Promise<CatalogueFontRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(catalogueFonts)
        .where(inArray(catalogueFonts.fontKey, [...keys]));
    },

    /** An uploaded font's key is `font-<id>`, known only after the insert: set in the same transaction. */
    async insertFont(row: Omit<NewCatalogueFont, "fontKey"> & { fontKey?: string }): Promise<CatalogueFontRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(catalogueFonts)
          .values({ ...row, fontKey: row.fontKey ?? `pending-${randomUUID()}` })
          .returning();
        if (!created) throw new Error("catalogue font not inserted");
        if (row.fontKey !== undefined) return created;
        const [named] = await tx
          .update(catalogueFonts)
          .set({ fontKey: `font-${created.id}` })
          .where(eq(catalogueFonts.id, created.id))
          .returning();
        if (!named) throw new Error("catalogue font not named");
        return named;
      });
    },

    async updateFont(id: number, fields: Partial<NewCatalogueFont>): Promise<CatalogueFontRow | undefined> {
      const [row] = await db.update(catalogueFonts).set(fields).where(eq(catalogueFonts.id, id)).returning();
      return row;
    },

    async deleteFont(id: number): Promise<CatalogueFontRow | undefined> {
      const [row] = await db.delete(catalogueFonts).where(eq(catalogueFonts.id, id)).returning();
      return row;
    },

    async insertUserFont(row: NewUserFont): Promise<UserFontRow> {
      const [created] = await db.insert(userFonts).values(row).returning();
      if (!created) throw new Error("user font not inserted");
      return created;
    },

    async userFont(userId: number, id: number): Promise<UserFontRow | undefined> {
      const [row] = await db
        .select()
        .from(userFonts)
        .where(and(eq(userFonts.id, id), eq(userFonts.userId, userId)))
        .limit(1);
      return row;
    },

    savedUserFonts: (userId: number, ids?: readonly number[]): Promise<UserFontRow[]> =>
      db
        .select()
        .from(userFonts)
        .where(and(eq(userFonts.userId, userId), isNotNull(userFonts.savedAt), ids ? inArray(userFonts.id, [...ids]) : undefined))
        .orderBy(asc(userFonts.id)),

    async countUserFonts(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userFonts).where(eq(userFonts.userId, userId));
      return row?.n ?? 0;
    },

    async updateUserFont(userId: number, id: number, fields: Partial<Pick<NewUserFont, "name" | "fileKey" | "savedAt">>): Promise<UserFontRow | undefined> {
      const [row] = await db
        .update(userFonts)
        .set(fields)
        .where(and(eq(userFonts.id, id), eq(userFonts.userId, userId)))
        .returning();
      return row;
    },

    async deleteUserFont(userId: number, id: number): Promise<UserFontRow | undefined> {
      const [row] = await db
        .delete(userFonts)
        .where(and(eq(userFonts.id, id), eq(userFonts.userId, userId)))
        .returning();
      return row;
    },

    /** A user's uploads never saved and older than `before` (the tmp files to delete with them). */
    deleteUnsaved: (userId: number, before: Date): Promise<UserFontRow[]> =>
      db
        .delete(userFonts)
        .where(and(eq(userFonts.userId, userId), isNull(userFonts.savedAt), lt(userFonts.createdAt, before)))
        .returning(),
  };
}

export type FontsRepository = ReturnType<typeof createFontsRepository>;
