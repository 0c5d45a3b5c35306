import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BulkFillFormat, BulkFillState } from "@studio/contracts";
import { users } from "../../db/accounts.schema";

/** Mirrors migrations/0042_bulk_fill_jobs.sql: one bulk fill (a card work plus a CSV, one file per row, zipped). */
export const bulkFillJobs = pgTable(
  "bulk_fill_jobs",
  {
    id: uuid("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workId: bigint("work_id", { mode: "number" }).notNull(),
    format: text("format").$type<BulkFillFormat>().notNull(),
    state: text("state").$type<BulkFillState>().notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    errorCode: text("error_code"),
    error: text("error"),
    zipKey: text("zip_key"),
    zipName: text("zip_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("bulk_fill_jobs_user_idx").on(t.userId, t.createdAt)],
);
export type BulkFillJobRow = typeof bulkFillJobs.$inferSelect;
