import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";
import { savedLogos } from "../favourites/favourites.schema";

/** Mirrors migrations/0026_logo_shares.sql: one share link per saved logo. */
export const logoShares = pgTable("logo_shares", {
  token: text("token").primaryKey(),
  savedLogoId: bigint("saved_logo_id", { mode: "number" })
    .notNull()
    .unique()
    .references(() => savedLogos.id, { onDelete: "cascade" }),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  likes: integer("likes").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type LogoShareRow = typeof logoShares.$inferSelect;

/** One row per visitor key of a share (see the migration for the keys). */
export const logoShareLikes = pgTable(
  "logo_share_likes",
  {
    token: text("token")
      .notNull()
      .references(() => logoShares.token, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.token, t.visitor] })],
);
