import { randomUUID } from "node:crypto";
import { createCreditsRepository } from "../modules/credits/credits.repository";
import { createCreditsService } from "../modules/credits/credits.service";
import { normalizeEmail } from "../modules/users/users.repository";
import { AdminUsageError, type AdminCommand } from "./admin-command";

/** `npm run admin -- grant-credits <email> <n> [note]`: a manual grant (kind 2) with no actor. */
export const grantCreditsCommand: AdminCommand = {
  name: "grant-credits",
  usage: "grant-credits <email> <n> [note]",
  summary: "Give the user with this e-mail n AI credits (recorded in the credit ledger as an admin grant).",
  async run(args, { config, database, out }) {
    const [rawEmail, rawAmount, ...noteWords] = args;
    const email = rawEmail ? normalizeEmail(rawEmail) : "";
    const amount = Number(rawAmount);
    if (!email.includes("@") || !/^\d+$/.test(rawAmount ?? "") || amount <= 0 || amount > 1_000_000) {
      throw new AdminUsageError(`usage: ${this.usage} (n is a whole number from 1 to 1000000)`);
    }
    const credits = createCreditsService(createCreditsRepository(database.db), { config: config.credits });
    const user = await credits.findUserByEmail(email);
    if (!user) {
      out(`No user with e-mail ${email}.`);
      return 1;
    }
    const { entry } = await credits.grantManual({
      userId: user.id,
      amount,
      actorId: null,
      note: noteWords.join(" ") || "admin CLI",
      requestId: `cli:${randomUUID()}`,
    });
    out(`Granted ${amount} AI credits to ${email} (user ${user.id}); balance now ${entry.balanceAfter}.`);
    return 0;
  },
};
