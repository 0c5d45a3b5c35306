import { eq } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { users } from "../src/db/schema";
import { creditLedger } from "../src/modules/credits/credits.schema";

/**
 * What a user's ledger says after a load: its rows, the references they carry, and whether the
 * balance equals the starting balance plus every movement (nothing lost, nothing spent twice).
 */
export async function ledgerOf(database: Database, userId: number, startBalance: number) {
  const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const [user] = await database.db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId));
  const moved = rows.filter((row) => row.balance === "ai_credits").reduce((sum, row) => sum + row.amount, 0);
  return { rows, references: rows.map((row) => row.reference).sort(), balance: user?.aiCredits, balanceMatches: user?.aiCredits === startBalance + moved };
}
