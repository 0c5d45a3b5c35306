import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Grants of uploads straight to storage (migration 0033, GET /api/oss/sts). */
export const uploadGrants = pgTable("upload_grants", {
  id: text("id").primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  key: text("key").notNull().unique(),
  contentType: text("content_type").notNull(),
  maxBytes: integer("max_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
});

export type UploadGrantRow = typeof uploadGrants.$inferSelect;
