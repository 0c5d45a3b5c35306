import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "../../db/accounts.schema";

/** The icon generator's requests per user and quota day (migration 0032). */
export const iconGeneratorUsage = pgTable(
  "icon_generator_usage",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
