import { z } from "zod";

/**
 * GET /api/dev/outbox (development only, from this machine, without SMTP): the messages kept in
 * the outbox, newest first. The e2e tests read sign-in codes and links from it.
 */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.string(),
  delivered: z.boolean(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxSchema = z.array(outboxMessageSchema);
