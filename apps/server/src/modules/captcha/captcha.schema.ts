import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mirrors migrations/0013_captcha_replays.sql. */
export const captchaReplays = pgTable("captcha_replays", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
