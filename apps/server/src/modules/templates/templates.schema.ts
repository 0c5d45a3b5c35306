import { bigint, bigserial, boolean, doublePrecision, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TemplateKind } from "@studio/contracts";
import { users } from "../../db/accounts.schema";
import { works } from "../works/works.schema";

/** Mirrors migrations/0039_templates.sql. `document` is a parsed design document (@studio/design). */
export const templates = pgTable(
  "templates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    builtinKey: text("builtin_key").unique(),
    name: text("name").notNull(),
    kind: text("kind").$type<TemplateKind>().notNull(),
    preset: text("preset"),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    /** A card template's back (migrations/0043_card_backs.sql). */
    back: jsonb("back").$type<Record<string, unknown>>(),
    pro: boolean("pro").notNull().default(false),
    thumbnailKey: text("thumbnail_key"),
    createdBy: bigint("created_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("templates_preset_idx").on(t.preset, t.createdAt, t.id), index("templates_kind_idx").on(t.kind, t.createdAt, t.id)],
);
export type TemplateRow = typeof templates.$inferSelect;

/** Mirrors migrations/0039_templates.sql: the works started from a template, and whether it was Pro then. */
export const templateWorks = pgTable("template_works", {
  workId: bigint("work_id", { mode: "number" })
    .primaryKey()
    .references(() => works.id, { onDelete: "cascade" }),
  templateId: bigint("template_id", { mode: "number" }).references(() => templates.id, { onDelete: "set null" }),
  pro: boolean("pro").notNull(),
});
