import { and, desc, eq, type SQL } from "drizzle-orm";
import type { TemplateKind } from "@studio/contracts";
import type { Db } from "../../db/database";
import { works } from "../works/works.schema";
import { templates, templateWorks, type TemplateRow } from "./templates.schema";

export type NewTemplate = Omit<typeof templates.$inferInsert, "id">;

/** The SQL of the templates and of the works started from one (issue 21). */
export function createTemplatesRepository(db: Db) {
  return {
    async insert(row: NewTemplate): Promise<TemplateRow> {
      const [created] = await db.insert(templates).values(row).returning();
      if (!created) throw new Error("template not inserted");
      return created;
    },

    /** A built-in template once: a second start (or a second process) finds the key taken and changes nothing. */
    async insertBuiltin(row: NewTemplate & { builtinKey: string }): Promise<TemplateRow | undefined> {
      const [created] = await db.insert(templates).values(row).onConflictDoNothing({ target: templates.builtinKey }).returning();
      return created;
    },

    async builtinKeys(): Promise<Set<string>> {
      const rows = await db.select({ key: templates.builtinKey }).from(templates);
      return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    },

    async find(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
      return row;
    },

    async list(filter: { preset?: string | undefined; kind?: TemplateKind | undefined; offset: number; limit: number }): Promise<TemplateRow[]> {
      const where: SQL[] = [];
      if (filter.preset) where.push(eq(templates.preset, filter.preset));
      if (filter.kind) where.push(eq(templates.kind, filter.kind));
      return db
        .select()
        .from(templates)
        .where(and(...where))
        .orderBy(desc(templates.createdAt), desc(templates.id))
        .offset(filter.offset)
        .limit(filter.limit);
    },

    async delete(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.delete(templates).where(eq(templates.id, id)).returning();
      return row;
    },

    async markWork(workId: number, templateId: number, pro: boolean): Promise<void> {
      await db.insert(templateWorks).values({ workId, templateId, pro }).onConflictDoNothing();
    },

    /** A work's owner and kind, and whether it was started from a Pro template: what its export rules need. */
    async workFacts(workId: number): Promise<{ userId: number; kind: string; pro: boolean; logoId: number | null } | undefined> {
      const [row] = await db
        .select({ userId: works.userId, kind: works.kind, pro: templateWorks.pro, logoId: works.logoId })
        .from(works)
        .leftJoin(templateWorks, eq(templateWorks.workId, works.id))
        .where(eq(works.id, workId))
        .limit(1);
      return row ? { userId: row.userId, kind: row.kind, pro: row.pro ?? false, logoId: row.logoId } : undefined;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
