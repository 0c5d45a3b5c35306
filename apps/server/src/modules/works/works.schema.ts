import { bigint, bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { WorkKind } from "@studio/contracts";
import { users } from "../../db/accounts.schema";
import { savedLogos } from "../favourites/favourites.schema";

/** Mirrors migrations/0036_works.sql. `document` is a parsed design document (@studio/design). */
export const works = pgTable(
  "works",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<WorkKind>().notNull(),
    name: text("name").notNull(),
    preset: text("preset"),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    /** A business card's back (migrations/0043_card_backs.sql); null for other kinds and one-sided cards. */
    back: jsonb("back").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    thumbnailKey: text("thumbnail_key"),
    logoId: bigint("logo_id", { mode: "number" }).references(() => savedLogos.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("works_user_kind_idx").on(t.userId, t.kind, t.updatedAt, t.id), index("works_user_idx").on(t.userId, t.updatedAt, t.id)],
);
export type WorkRow = typeof works.$inferSelect;

/** Mirrors migrations/0036_works.sql: the versions a save replaced. */
export const workVersions = pgTable(
  "work_versions",
  {
    workId: bigint("work_id", { mode: "number" })
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    back: jsonb("back").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.version] })],
);
