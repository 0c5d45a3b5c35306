import type { RefundResult } from "@studio/contracts";
import { formatMinor } from "@studio/domain";
import { AppError } from "../errors";
import { createServices } from "../services";
import { AdminUsageError, type AdminCommand } from "./admin-command";

function describe(result: RefundResult): string[] {
  const money = formatMinor(result.amount, result.currency);
  const lines = [`Order ${result.orderId}: ${money} ${result.currency} through ${result.provider}.`];
  if (result.creditsGranted > 0) {
    lines.push(
      `Credits: ${result.creditsTaken} of ${result.creditsGranted} taken back (balance ${result.balanceBefore} -> ${result.balanceAfter}); shortfall ${result.creditsShortfall} already spent.`,
    );
  } else {
    lines.push("Credits: this order granted none.");
  }
  if (result.unlock) lines.push(`Unlock withdrawn: ${result.unlock} of ${result.designId ?? "?"}.`);
  if (result.proEnded) lines.push("Pro ends now.");
  return lines;
}

/**
 * `npm run admin -- refund <orderId> [--yes] [note]`: without --yes it only shows what the refund
 * would do (money, credits taken back and the shortfall); with --yes it refunds, exactly once.
 */
export const refundCommand: AdminCommand = {
  name: "refund",
  usage: "refund <orderId> [--yes] [note]",
  summary: "Show what refunding this order does; with --yes refund it (money back, credits up to the balance, unlocks, Pro).",
  async run(args, { config, database, out }) {
    const [orderId, ...rest] = args;
    if (!orderId || !/^[\w-]{1,64}$/.test(orderId)) throw new AdminUsageError(`usage: ${this.usage}`);
    const confirmed = rest.includes("--yes");
    const note = rest.filter((word) => word !== "--yes").join(" ") || "admin CLI";
    const { refunds } = createServices(config, { database });
    try {
      const result = await refunds.refund(orderId, { actorId: null, note, dryRun: !confirmed });
      if (result.replayed) {
        out(`Already refunded; nothing changed.`);
      } else if (result.dryRun) {
        out("Would refund (run again with --yes to do it):");
      } else {
        out("Refunded:");
      }
      for (const line of describe(result)) out(`  ${line}`);
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out(`Not refunded: ${error.message}`);
      return 1;
    }
  },
};
