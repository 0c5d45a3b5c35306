import { and, count, desc, eq, gte } from "drizzle-orm";
import type { ContactScene } from "@studio/contracts";
import type { Db } from "../../db/database";
import { contactMessages, type ContactMessageRow } from "./contact.schema";

export type NewContactMessage = {
  scene: ContactScene;
  withdrawRequest: boolean;
  name: string;
  email: string;
  subject: string;
  fields: Record<string, string>;
  userId: number | null;
  ip: string;
  createdAt: Date;
};

export type ContactRepository = ReturnType<typeof createContactRepository>;

/** The kept contact messages (migration 0018): the SQL of the contact module. */
export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error("contact message not stored");
      return row;
    },
    async markDelivered(id: number): Promise<void> {
      await db.update(contactMessages).set({ delivered: true }).where(eq(contactMessages.id, id));
    },
    async countFromAddressSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, ip), gte(contactMessages.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Newest first. */
    async page(page: number, size: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(contactMessages);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
