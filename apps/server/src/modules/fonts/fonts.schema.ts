import { bigint, bigserial, boolean, index, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Mirrors migrations/0037_fonts.sql. */
export const fontCategories = pgTable("font_categories", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type FontCategoryRow = typeof fontCategories.$inferSelect;

export const catalogueFonts = pgTable(
  "catalogue_fonts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    categoryId: bigint("category_id", { mode: "number" })
      .notNull()
      .references(() => fontCategories.id, { onDelete: "cascade" }),
    fontKey: text("font_key").notNull().unique(),
    name: text("name").notNull(),
    family: text("family").notNull(),
    fileKey: text("file_key"),
    fontHeight: real("font_height").notNull(),
    price: integer("price").notNull().default(0),
    simplified: boolean("simplified").notNull().default(false),
    fontType: text("font_type").notNull(),
    fitType: text("fit_type").$type<"name" | "slogan" | "both">().notNull().default("name"),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_fonts_category").on(t.categoryId, t.sort, t.id)],
);
export type CatalogueFontRow = typeof catalogueFonts.$inferSelect;

export const userFonts = pgTable(
  "user_fonts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    family: text("family").notNull(),
    fileKey: text("file_key").notNull().unique(),
    bytes: integer("bytes").notNull(),
    originalFormat: text("original_format").$type<"ttf" | "otf" | "woff" | "woff2">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
  },
  (t) => [index("user_fonts_owner").on(t.userId, t.id)],
);
export type UserFontRow = typeof userFonts.$inferSelect;
