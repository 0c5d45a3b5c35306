import { and, desc, eq, sql } from "drizzle-orm";
import type { WorkKind } from "@studio/contracts";
import type { Db } from "../../db/database";
import { works, workVersions, type WorkRow } from "./works.schema";

export type NewWork = Omit<typeof works.$inferInsert, "id" | "version">;
/** What a save changes; the version is the repository's (+1). */
export type WorkChanges = Pick<WorkRow, "name" | "width" | "height" | "document" | "updatedAt"> & { thumbnailKey?: string | null; back?: WorkRow["back"] };
/** A save's outcome: the saved row, the stored row when the client's version was stale, or nothing (not the user's). */
export type SaveOutcome = { saved: WorkRow } | { stale: WorkRow } | { missing: true };

/** The SQL of the user's works and their kept versions (issue 21). */
export function createWorksRepository(db: Db) {
  return {
    async insert(row: NewWork): Promise<WorkRow> {
      const [created] = await db.insert(works).values(row).returning();
      if (!created) throw new Error("work not inserted");
      return created;
    },

    async find(id: number): Promise<WorkRow | undefined> {
      const [row] = await db.select().from(works).where(eq(works.id, id)).limit(1);
      return row;
    },

    /** The work that edits a user's saved logo (the latest, should there be several). */
    async findByLogo(userId: number, logoId: number): Promise<WorkRow | undefined> {
      const [row] = await db
        .select()
        .from(works)
        .where(and(eq(works.userId, userId), eq(works.logoId, logoId)))
        .orderBy(desc(works.updatedAt), desc(works.id))
        .limit(1);
      return row;
    },

    /**
     * Saves over `expectedVersion` only: the row is locked, the replaced version is kept in
     * work_versions, and the version grows by one. Two windows saving from the same version: the
     * second finds the first's version and gets the stored row back instead of overwriting it.
     */
    async save(id: number, userId: number, expectedVersion: number, changes: WorkChanges): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(works)
          .where(and(eq(works.id, id), eq(works.userId, userId)))
          .for("update")
          .limit(1);
        if (!current) return { missing: true };
        if (current.version !== expectedVersion) return { stale: current };
        await tx
          .insert(workVersions)
          .values({ workId: id, version: current.version, name: current.name, document: current.document, back: current.back, createdAt: current.updatedAt });
        const [saved] = await tx
          .update(works)
          .set({ ...changes, version: current.version + 1 })
          .where(eq(works.id, id))
          .returning();
        if (!saved) throw new Error("work not saved");
        return { saved };
      });
    },

    /** A page of a user's works, newest change first; `kinds` null means every kind. */
    async list(userId: number, options: { kinds: readonly WorkKind[] | null; offset: number; limit: number }): Promise<WorkRow[]> {
      const kindFilter = options.kinds
        ? sql`${works.kind} IN (${sql.join(
            options.kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})`
        : undefined;
      return db
        .select()
        .from(works)
        .where(and(eq(works.userId, userId), kindFilter))
        .orderBy(desc(works.updatedAt), desc(works.id))
        .offset(options.offset)
        .limit(options.limit);
    },

    /** The kinds a user has works of (the side bar shows only those tabs). */
    async kinds(userId: number): Promise<WorkKind[]> {
      const rows = await db.selectDistinct({ kind: works.kind }).from(works).where(eq(works.userId, userId));
      return rows.map((row) => row.kind);
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(works)
        .where(eq(works.userId, userId));
      return row?.n ?? 0;
    },

    async delete(id: number, userId: number): Promise<WorkRow | undefined> {
      const [row] = await db
        .delete(works)
        .where(and(eq(works.id, id), eq(works.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type WorksRepository = ReturnType<typeof createWorksRepository>;
