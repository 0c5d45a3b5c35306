import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { emailSignatures, type EmailSignatureRow } from "./signatures.schema";

export type NewSignature = Omit<typeof emailSignatures.$inferInsert, "id">;

/** The SQL of e-mail signatures; every change is scoped to the owner's id. */
export function createSignaturesRepository(db: Db) {
  return {
    async insert(row: NewSignature): Promise<EmailSignatureRow> {
      const [created] = await db.insert(emailSignatures).values(row).returning();
      if (!created) throw new Error("signature not inserted");
      return created;
    },

    async update(id: number, userId: number, fields: Partial<NewSignature>): Promise<EmailSignatureRow | undefined> {
      const [row] = await db
        .update(emailSignatures)
        .set(fields)
        .where(and(eq(emailSignatures.id, id), eq(emailSignatures.userId, userId)))
        .returning();
      return row;
    },

    async find(id: number): Promise<EmailSignatureRow | undefined> {
      const [row] = await db.select().from(emailSignatures).where(eq(emailSignatures.id, id)).limit(1);
      return row;
    },

    /** A page of a user's signatures, newest change first. */
    async list(userId: number, options: { offset: number; limit: number }): Promise<EmailSignatureRow[]> {
      return db
        .select()
        .from(emailSignatures)
        .where(eq(emailSignatures.userId, userId))
        .orderBy(desc(emailSignatures.updatedAt), desc(emailSignatures.id))
        .offset(options.offset)
        .limit(options.limit);
    },

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(emailSignatures).where(eq(emailSignatures.userId, userId));
      return row?.n ?? 0;
    },

    async usesOfLogoKey(userId: number, logoKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailSignatures)
        .where(and(eq(emailSignatures.userId, userId), eq(emailSignatures.logoKey, logoKey)));
      return row?.n ?? 0;
    },

    async delete(id: number, userId: number): Promise<EmailSignatureRow | undefined> {
      const [row] = await db
        .delete(emailSignatures)
        .where(and(eq(emailSignatures.id, id), eq(emailSignatures.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type SignaturesRepository = ReturnType<typeof createSignaturesRepository>;
