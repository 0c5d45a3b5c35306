import { bigint, bigserial, index, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { ClassicLogo, LogoGradient } from "@studio/contracts";
import { users } from "../../db/accounts.schema";

/** The Logo entity as stored: everything but the SVG and the design document, which have columns of their own. */
export type SavedLogoData = Omit<ClassicLogo, "svg" | "design">;

/** Mirrors migrations/0022_saved_logos.sql. */
export const savedLogos = pgTable(
  "saved_logos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uuid: text("uuid").notNull(),
    token: text("token").notNull(),
    logoName: text("logo_name").notNull(),
    slogan: text("slogan").notNull().default(""),
    data: jsonb("data").$type<SavedLogoData>().notNull(),
    design: jsonb("design").$type<Record<string, unknown>>().notNull(),
    gradient: jsonb("gradient").$type<LogoGradient | null>(),
    svg: text("svg").notNull(),
    siteSource: text("site_source").notNull().default("en"),
    /** Spec 02 section 3 `brand_register`: 1 once the owner has activated the brand centre (migration 0044). */
    brandRegister: smallint("brand_register").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_logos_user_idx").on(t.userId, t.updatedAt, t.id)],
);
export type SavedLogoRow = typeof savedLogos.$inferSelect;

/** Mirrors migrations/0022_saved_logos.sql. */
export const logoNames = pgTable("logo_names", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  logoname: text("logoname").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
