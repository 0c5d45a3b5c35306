import { bigint, bigserial, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Mirrors migrations/0004_credits.sql (balances: 0015 partner, 0031 free_cutout). */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull(),
    balance: text("balance", { enum: ["ai_credits", "credits", "free_daily", "partner", "free_cutout"] })
      .notNull()
      .default("ai_credits"),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    reference: text("reference").notNull().default(""),
    idempotencyKey: text("idempotency_key").notNull(),
    refundOf: bigint("refund_of", { mode: "number" }).unique(),
    quotaDay: date("quota_day", { mode: "string" }),
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    /** The embedding partner a 'partner' row is metered to (migration 0015). */
    partner: text("partner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("credit_ledger_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey), index("credit_ledger_user_idx").on(t.userId, t.id)],
);

export const quotaUsage = pgTable(
  "quota_usage",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quota: text("quota", { enum: ["free_ai", "free_download", "free_cutout", "name_chat"] }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quota, t.day] })],
);

export const paidDownloads = pgTable(
  "paid_downloads",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    format: text("format").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item, t.format] })],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type LedgerBalance = CreditLedgerRow["balance"];
export type QuotaName = (typeof quotaUsage.$inferSelect)["quota"];
