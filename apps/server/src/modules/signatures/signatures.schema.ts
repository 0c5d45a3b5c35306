import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SignatureFields } from "@studio/contracts";
import { users } from "../../db/accounts.schema";
import { savedLogos } from "../favourites/favourites.schema";

/** Mirrors migrations/0040_email_signatures.sql. */
export const emailSignatures = pgTable(
  "email_signatures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<SignatureFields>().notNull(),
    html: text("html").notNull(),
    logoId: bigint("logo_id", { mode: "number" }).references(() => savedLogos.id, { onDelete: "set null" }),
    logoKey: text("logo_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_signatures_user_idx").on(t.userId, t.updatedAt, t.id)],
);
export type EmailSignatureRow = typeof emailSignatures.$inferSelect;
