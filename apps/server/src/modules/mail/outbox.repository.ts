import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { outbox, type OutboxRow } from "../../db/schema";
import type { MailMessage } from "./mail-messages";

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** The SQL of the outbox: every e-mail and SMS is kept here first (mailer.ts), read back by the dev mailbox. */
export function createOutboxRepository(db: Db) {
  return {
    /** Keeps a message; its row id. */
    async insert(message: MailMessage): Promise<number | null> {
      const [row] = await db
        .insert(outbox)
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          language: message.language,
        })
        .returning({ id: outbox.id });
      return row?.id ?? null;
    },
    async markDelivered(id: number): Promise<void> {
      await db.update(outbox).set({ delivered: true }).where(eq(outbox.id, id));
    },
    /** The newest messages first, to one recipient (as stored: trimmed, lower case) or to anyone. */
    async latest(options: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(options.to ? eq(outbox.recipient, options.to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(options.limit);
    },
    async find(id: number): Promise<OutboxRow | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row ?? null;
    },
  };
}
