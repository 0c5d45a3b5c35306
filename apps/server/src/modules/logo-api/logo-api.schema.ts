import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Partners' logo API keys (migration 0047): the key itself is never stored, only its SHA-256. */
export const logoApiKeys = pgTable("logo_api_keys", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind", { enum: ["api", "lite"] }).notNull(),
  keyHash: text("key_hash").notNull().unique(),
  keyPrefix: text("key_prefix").notNull(),
  webhookUrl: text("webhook_url"),
  webhookSecret: text("webhook_secret"),
  ratePerMinute: integer("rate_per_minute").notNull().default(60),
  monthlyQuota: integer("monthly_quota").notNull().default(10000),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
export type LogoApiKeyRow = typeof logoApiKeys.$inferSelect;

/** Calls and logos per key and UTC day. */
export const logoApiUsage = pgTable(
  "logo_api_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => logoApiKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    calls: integer("calls").notNull().default(0),
    logos: integer("logos").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/** Lite keys' pages on their way to the webhook (retried with backoff; resumed after a restart). */
export const logoApiDeliveries = pgTable(
  "logo_api_deliveries",
  {
    id: uuid("id").primaryKey(),
    keyId: integer("key_id")
      .notNull()
      .references(() => logoApiKeys.id, { onDelete: "cascade" }),
    /** drawing (a Lite job not drawn yet, migration 0051) -> pending (its page in body) -> delivered or failed. */
    status: text("status", { enum: ["drawing", "pending", "delivered", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The webhook's JSON body; null while drawing (and when the drawing failed). */
    body: text("body"),
    /** The call's query (LogoApiQuery as JSON), kept so another process can draw the job again. */
    brief: text("brief"),
    /** The UTC day the call was metered on: the drawn logos are added to it. */
    day: date("day", { mode: "string" }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("logo_api_deliveries_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("logo_api_deliveries_drawing_idx")
      .on(t.leaseUntil)
      .where(sql`status = 'drawing'`),
  ],
);
export type LogoApiDeliveryRow = typeof logoApiDeliveries.$inferSelect;
