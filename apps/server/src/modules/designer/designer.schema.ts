import { bigint, bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";
import { orders } from "../payments/payments.schema";

/** Mirrors migrations/0024_designer_answers.sql: a designer's answers to designer-fix orders. */
export const designerAnswers = pgTable(
  "designer_answers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    designerId: bigint("designer_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    reply: text("reply").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("designer_answers_order_idx").on(t.orderId, t.id)],
);
export type DesignerAnswerRow = typeof designerAnswers.$inferSelect;
