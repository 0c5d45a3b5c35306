import { and, desc, eq } from "drizzle-orm";
import type { ViScene } from "@studio/contracts";
import type { Db } from "../../db/database";
import { savedLogos } from "../favourites/favourites.schema";
import { viSets, type ViSetRow } from "./vi.schema";

/** A VI set with what the list draws of its logo. */
export type ViSetWithLogo = ViSetRow & { logoName: string; svg: string };

const withLogo = { set: viSets, logoName: savedLogos.logoName, svg: savedLogos.svg };

/** The SQL of VI sets; every change is scoped to the owner's id. */
export function createViRepository(db: Db) {
  return {
    /** Saves the set of a logo: one per logo, so saving again replaces its scenes. */
    async upsert(userId: number, logoId: number, scenes: ViScene[], at: Date): Promise<ViSetRow> {
      const [row] = await db
        .insert(viSets)
        .values({ userId, logoId, scenes, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: viSets.logoId, set: { scenes, updatedAt: at }, where: eq(viSets.userId, userId) })
        .returning();
      if (!row) throw new Error("VI set not saved");
      return row;
    },

    async ofLogo(logoId: number): Promise<ViSetWithLogo | undefined> {
      const [row] = await db.select(withLogo).from(viSets).innerJoin(savedLogos, eq(savedLogos.id, viSets.logoId)).where(eq(viSets.logoId, logoId)).limit(1);
      return row ? { ...row.set, logoName: row.logoName, svg: row.svg } : undefined;
    },

    /** A page of a user's VI sets, newest change first. */
    async list(userId: number, options: { offset: number; limit: number }): Promise<ViSetWithLogo[]> {
      const rows = await db
        .select(withLogo)
        .from(viSets)
        .innerJoin(savedLogos, eq(savedLogos.id, viSets.logoId))
        .where(eq(viSets.userId, userId))
        .orderBy(desc(viSets.updatedAt), desc(viSets.id))
        .offset(options.offset)
        .limit(options.limit);
      return rows.map((row) => ({ ...row.set, logoName: row.logoName, svg: row.svg }));
    },

    async delete(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(viSets)
        .where(and(eq(viSets.id, id), eq(viSets.userId, userId)))
        .returning({ id: viSets.id });
      return rows.length > 0;
    },
  };
}

export type ViRepository = ReturnType<typeof createViRepository>;
