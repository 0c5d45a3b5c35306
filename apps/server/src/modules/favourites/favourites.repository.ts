import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { designUnlocks } from "../payments/payments.schema";
import { logoNames, savedLogos, type SavedLogoRow } from "./favourites.schema";

export type NewSavedLogo = Omit<typeof savedLogos.$inferInsert, "id">;
/** A saved logo with its purchase: the first live package unlock of `logo:{fa_id}` by its owner. */
export type SavedLogoWithPurchase = SavedLogoRow & { paidAt: Date | null };

/** `logo:{id}` as SQL, to join package unlocks (payments' design_unlocks) to saved logos. */
const designIdOf = sql`'logo:' || ${savedLogos.id}::text`;

function paidAtOf() {
  return sql<Date | null>`(
    SELECT min(${designUnlocks.createdAt}) FROM ${designUnlocks}
    WHERE ${designUnlocks.designId} = ${designIdOf} AND ${designUnlocks.userId} = ${savedLogos.userId} AND ${designUnlocks.revokedAt} IS NULL
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
}

/** The SQL of saved logos and remembered logo names (the classic maker's favourites). */
export function createFavouritesRepository(db: Db) {
  return {
    async insert(row: NewSavedLogo): Promise<number> {
      const [created] = await db.insert(savedLogos).values(row).returning({ id: savedLogos.id });
      if (!created) throw new Error("saved logo not inserted");
      return created.id;
    },

    async update(id: number, userId: number, fields: Partial<NewSavedLogo>): Promise<boolean> {
      const rows = await db
        .update(savedLogos)
        .set(fields)
        .where(and(eq(savedLogos.id, id), eq(savedLogos.userId, userId)))
        .returning({ id: savedLogos.id });
      return rows.length > 0;
    },

    async find(id: number): Promise<SavedLogoWithPurchase | undefined> {
      const [row] = await db.select({ row: savedLogos, paidAt: paidAtOf() }).from(savedLogos).where(eq(savedLogos.id, id)).limit(1);
      return row ? { ...row.row, paidAt: row.paidAt } : undefined;
    },

    /** A page of a user's saved logos, newest change first; `bought` keeps only those with a live unlock. */
    async list(userId: number, options: { bought: boolean; offset: number; limit: number }): Promise<SavedLogoWithPurchase[]> {
      const paidAt = paidAtOf();
      const rows = await db
        .select({ row: savedLogos, paidAt })
        .from(savedLogos)
        .where(and(eq(savedLogos.userId, userId), options.bought ? sql`${paidAt} IS NOT NULL` : undefined))
        .orderBy(desc(savedLogos.updatedAt), desc(savedLogos.id))
        .offset(options.offset)
        .limit(options.limit);
      return rows.map(({ row, paidAt: paid }) => ({ ...row, paidAt: paid }));
    },

    async counts(userId: number): Promise<{ saved: number; bought: number }> {
      const [saved] = await db.select({ n: count() }).from(savedLogos).where(eq(savedLogos.userId, userId));
      const [bought] = await db
        .select({ n: sql<number>`count(DISTINCT ${designUnlocks.designId})`.mapWith(Number) })
        .from(designUnlocks)
        .innerJoin(savedLogos, and(eq(designUnlocks.designId, designIdOf), eq(savedLogos.userId, designUnlocks.userId)))
        .where(and(eq(designUnlocks.userId, userId), isNull(designUnlocks.revokedAt)));
      return { saved: saved?.n ?? 0, bought: bought?.n ?? 0 };
    },

    async delete(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(savedLogos)
        .where(and(eq(savedLogos.id, id), eq(savedLogos.userId, userId)))
        .returning({ id: savedLogos.id });
      return rows.length > 0;
    },

    async storeName(userId: number, logoname: string, at: Date): Promise<void> {
      await db
        .insert(logoNames)
        .values({ userId, logoname, updatedAt: at })
        .onConflictDoUpdate({ target: logoNames.userId, set: { logoname, updatedAt: at } });
    },

    async nameOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ logoname: logoNames.logoname }).from(logoNames).where(eq(logoNames.userId, userId)).limit(1);
      return row?.logoname ?? null;
    },

    /** The names of a user's saved logos, newest first (the name chat never suggests them again). */
    async logoNamesOf(userId: number, limit = 200): Promise<string[]> {
      const rows = await db
        .select({ name: savedLogos.logoName, at: sql<Date>`max(${savedLogos.updatedAt})` })
        .from(savedLogos)
        .where(eq(savedLogos.userId, userId))
        .groupBy(savedLogos.logoName)
        .orderBy(sql`max(${savedLogos.updatedAt}) DESC`)
        .limit(limit);
      return rows.map((r) => r.name);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
