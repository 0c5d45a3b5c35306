import { bigint, bigserial, index, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import type { ViScene } from "@studio/contracts";
import { users } from "../../db/accounts.schema";
import { savedLogos } from "../favourites/favourites.schema";

/** Mirrors migrations/0045_vi_sets.sql. */
export const viSets = pgTable(
  "vi_sets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    logoId: bigint("logo_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => savedLogos.id, { onDelete: "cascade" }),
    scenes: jsonb("scenes").$type<ViScene[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vi_sets_user_idx").on(t.userId, t.updatedAt, t.id)],
);
export type ViSetRow = typeof viSets.$inferSelect;
