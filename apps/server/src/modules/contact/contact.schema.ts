import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Mirrors migrations/0018_contact_messages.sql. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scene: text("scene").notNull(),
    withdrawRequest: boolean("withdraw_request").notNull().default(false),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    subject: text("subject").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    ip: text("ip").notNull().default(""),
    delivered: boolean("delivered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt, t.id), index("contact_messages_ip_idx").on(t.ip, t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
