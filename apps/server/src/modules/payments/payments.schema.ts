import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** Mirrors migrations/0019_payments.sql (issue 16). Amounts are minor units in the order's currency. */
export type OrderDetails = {
  /** Credit packs and Pro: the credits granted. */
  credits?: number;
  /** Packages: the level bought and the level upgraded from (the price is the difference). */
  level?: string;
  fromLevel?: string | null;
  /** Per-download items: the spec's item and type code. */
  item?: string;
  typeCode?: number;
  /** The designer fix: what the buyer wants changed. */
  request?: string;
  needDesigner?: boolean;
  /** Pro: the provider's subscription id when it differs from the payment's (Stripe). */
  subscriptionRef?: string;
  /** The coupon's percent off at order time. */
  percentOff?: number;
};

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    product: text("product").notNull(),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    listAmount: integer("list_amount").notNull(),
    currency: text("currency").notNull(),
    coupon: text("coupon"),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    state: text("state").notNull().default("created"),
    designId: text("design_id"),
    details: jsonb("details").$type<OrderDetails>().notNull().default({}),
    failure: text("failure"),
    refundTaken: integer("refund_taken"),
    refundShortfall: integer("refund_shortfall"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    unique("orders_provider_provider_ref_key").on(t.provider, t.providerRef),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_state_idx").on(t.state, t.createdAt),
    index("orders_design_idx").on(t.designId),
  ],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    note: text("note").notNull().default(""),
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const designUnlocks = pgTable(
  "design_unlocks",
  {
    /** The paying order's id, or 'share:logo:{fa_id}' for a free-by-share unlock (migration 0026: a trigger checks paid ones). */
    orderId: text("order_id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    designId: text("design_id").notNull(),
    unlock: text("unlock").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** 'order' (paid) or 'share' (free logo by share). */
    source: text("source").$type<"order" | "share">().notNull().default("order"),
  },
  (t) => [index("design_unlocks_design_idx").on(t.designId, t.userId)],
);

export const subscriptions = pgTable("subscriptions", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id),
  provider: text("provider").notNull(),
  providerRef: text("provider_ref"),
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  percentOff: integer("percent_off").notNull(),
  returnCustomersOnly: boolean("return_customers_only").notNull().default(false),
  ownerId: bigint("owner_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  active: boolean("active").notNull().default(true),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const couponRedemptions = pgTable("coupon_redemptions", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id),
  code: text("code")
    .notNull()
    .references(() => coupons.code),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  /** Paid after the coupon's last use was taken (max_uses): the quoted price was honoured, the use not counted. */
  overLimit: boolean("over_limit").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
