import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

export const taskStates = ["queued", "running", "succeeded", "failed", "timed_out", "cancelled"] as const;
export type TaskState = (typeof taskStates)[number];
export const finishedStates: readonly TaskState[] = ["succeeded", "failed", "timed_out", "cancelled"];

export const tasks = pgTable(
  "tasks",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    state: text("state").$type<TaskState>().notNull().default("queued"),
    progress: numeric("progress", { precision: 3, scale: 2 }).notNull().default("0"),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<TaskResult>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    providerJobId: text("provider_job_id"),
    providerCalledAt: timestamp("provider_called_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    cost: integer("cost").notNull().default(0),
    chargeKey: text("charge_key"),
    /** The client's Idempotency-Key of the submit (migration 0016): a retried submit finds this task. */
    clientKey: text("client_key"),
    refunded: boolean("refunded").notNull().default(false),
    /** The bulk and 0-based line this task generates (migration 0030); a retried line is a new task of the same line. */
    bulkId: text("bulk_id").references((): AnyPgColumn => taskBulks.id, { onDelete: "set null" }),
    bulkLine: integer("bulk_line"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tasks_claim_idx")
      .on(t.runAfter)
      .where(sql`state IN ('queued', 'running')`),
    index("tasks_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The generator's bulks (migration 0030): the lines and the options every line shares. */
export const taskBulks = pgTable(
  "task_bulks",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompts: jsonb("prompts").$type<string[]>().notNull(),
    options: jsonb("options").$type<BulkOptions>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("task_bulks_user_idx").on(t.userId, t.createdAt)],
);

/** What every line of a bulk shares. */
export type BulkOptions = {
  model: string;
  provider: string;
  aspect: string;
  count: number;
  references: string[];
  scene?: string;
  style?: string;
  substyle?: string;
};
export type TaskBulkRow = typeof taskBulks.$inferSelect;

/** What a finished task produced: stored image URLs (under /oss) and their sizes. */
export type TaskResult = {
  images: { url: string; thumbUrl: string; width: number; height: number; contentType: string }[];
  meta?: Record<string, unknown>;
};

export type TaskRow = typeof tasks.$inferSelect;
