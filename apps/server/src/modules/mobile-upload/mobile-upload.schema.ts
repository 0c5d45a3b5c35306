import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Links of mobile upload by QR code (migration 0038): one design, a hashed token, an expiry. */
export const mobileUploadLinks = pgTable("mobile_upload_links", {
  id: text("id").primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  design: text("design").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  received: integer("received").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The files a phone sent through a link, numbered from 1 in the order they were taken. */
export const mobileUploadFiles = pgTable(
  "mobile_upload_files",
  {
    linkId: text("link_id")
      .notNull()
      .references(() => mobileUploadLinks.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    src: text("src").notNull(),
    name: text("name").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.seq] })],
);

export type MobileUploadLinkRow = typeof mobileUploadLinks.$inferSelect;
export type MobileUploadFileRow = typeof mobileUploadFiles.$inferSelect;
