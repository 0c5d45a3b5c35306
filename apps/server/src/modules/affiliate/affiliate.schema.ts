import { bigint, bigserial, boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";
import { orders } from "../payments/payments.schema";

/** Mirrors migrations/0048_affiliate.sql. Amounts are minor units of the site's currency. */
export const affiliatePartners = pgTable(
  "affiliate_partners",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    code: text("code").unique(),
    application: jsonb("application").$type<Record<string, string>>().notNull().default({}),
    currency: text("currency", { enum: ["USD", "CNY"] }).notNull(),
    pending: bigint("pending", { mode: "number" }).notNull().default(0),
    available: bigint("available", { mode: "number" }).notNull().default(0),
    withdrawn: bigint("withdrawn", { mode: "number" }).notNull().default(0),
    rejectReason: text("reject_reason"),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("affiliate_partners_state_idx").on(t.state, t.createdAt)],
);

export const affiliateLedgerEvents = ["reward", "mature", "reverse", "withdraw", "withdraw-reject", "withdraw-paid"] as const;
export type AffiliateLedgerEvent = (typeof affiliateLedgerEvents)[number];

export const affiliateLedger = pgTable(
  "affiliate_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    partnerId: bigint("partner_id", { mode: "number" })
      .notNull()
      .references(() => affiliatePartners.userId, { onDelete: "cascade" }),
    event: text("event", { enum: affiliateLedgerEvents }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    orderId: text("order_id"),
    withdrawalId: bigint("withdrawal_id", { mode: "number" }),
    key: text("key").notNull(),
    pendingAfter: bigint("pending_after", { mode: "number" }).notNull(),
    availableAfter: bigint("available_after", { mode: "number" }).notNull(),
    withdrawnAfter: bigint("withdrawn_after", { mode: "number" }).notNull(),
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("affiliate_ledger_partner_id_key_key").on(t.partnerId, t.key), index("affiliate_ledger_partner_idx").on(t.partnerId, t.id)],
);

export const affiliateRewards = pgTable(
  "affiliate_rewards",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    partnerId: bigint("partner_id", { mode: "number" })
      .notNull()
      .references(() => affiliatePartners.userId, { onDelete: "cascade" }),
    buyerId: bigint("buyer_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    source: text("source", { enum: ["coupon", "link"] }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency", { enum: ["USD", "CNY"] }).notNull(),
    state: text("state", { enum: ["pending", "available", "reversed"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("affiliate_rewards_partner_idx").on(t.partnerId, t.createdAt)],
);

export const affiliateWithdrawals = pgTable(
  "affiliate_withdrawals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    partnerId: bigint("partner_id", { mode: "number" })
      .notNull()
      .references(() => affiliatePartners.userId, { onDelete: "cascade" }),
    requestKey: text("request_key").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    currency: text("currency", { enum: ["USD", "CNY"] }).notNull(),
    state: text("state", { enum: ["requested", "paid", "rejected"] })
      .notNull()
      .default("requested"),
    message: text("message").notNull().default(""),
    reason: text("reason"),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("affiliate_withdrawals_partner_id_request_key_key").on(t.partnerId, t.requestKey),
    index("affiliate_withdrawals_state_idx").on(t.state, t.createdAt),
  ],
);

export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    partnerId: bigint("partner_id", { mode: "number" })
      .notNull()
      .references(() => affiliatePartners.userId, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day, t.visitor] })],
);

export const affiliateReferrals = pgTable(
  "affiliate_referrals",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: bigint("partner_id", { mode: "number" })
      .notNull()
      .references(() => affiliatePartners.userId, { onDelete: "cascade" }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull(),
    signedUp: boolean("signed_up").notNull().default(false),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }),
  },
  (t) => [index("affiliate_referrals_partner_idx").on(t.partnerId)],
);

export type AffiliatePartnerRow = typeof affiliatePartners.$inferSelect;
export type AffiliateRewardRow = typeof affiliateRewards.$inferSelect;
export type AffiliateWithdrawalRow = typeof affiliateWithdrawals.$inferSelect;
export type AffiliateLedgerRow = typeof affiliateLedger.$inferSelect;
