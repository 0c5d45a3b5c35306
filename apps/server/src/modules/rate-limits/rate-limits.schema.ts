import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Shared request counters of the rate limits (migration 0034; RATE_LIMIT_STORE=database). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);
