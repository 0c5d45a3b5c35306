import { formatMinor } from "@studio/domain";
import { AppError } from "../errors";
import { createServices } from "../services";
import { AdminUsageError, type AdminCommand } from "./admin-command";

const usage =
  "affiliate list [pending|approved|rejected] | affiliate approve <email> | affiliate reject <email> [reason] | affiliate withdrawals [requested|paid|rejected] | affiliate paid <withdrawal-id> | affiliate refuse <withdrawal-id> <reason>";

/**
 * `npm run admin -- affiliate ...`: the admin page's decisions from the shell. Applications are
 * approved or rejected by the applicant's e-mail; withdrawals are marked paid or refused with a
 * reason (the amount returns to the partner's available balance once).
 */
export const affiliateCommand: AdminCommand = {
  name: "affiliate",
  usage,
  summary: "Affiliate programme: list, approve or reject applications; list withdrawals, mark one paid or refuse it with a reason.",
  async run(args, { config, database, out }) {
    const [action, target, ...rest] = args;
    const { affiliate } = createServices(config, { database });
    try {
      switch (action) {
        case "list": {
          const state = target === "pending" || target === "approved" || target === "rejected" ? target : undefined;
          const { list, total } = await affiliate.listPartners(state, 1, 100);
          out(`${total} partner record(s)${state ? ` ${state}` : ""}.`);
          for (const p of list)
            out(
              `  ${p.email ?? `user ${p.userId}`}: ${p.state}${p.code ? `, code ${p.code}` : ""}, available ${formatMinor(p.available, p.currency)} ${p.currency}`,
            );
          return 0;
        }
        case "approve":
        case "reject": {
          if (!target) throw new AdminUsageError(`usage: ${usage}`);
          const partner = await affiliate.partnerByEmail(target);
          if (!partner) {
            out(`No affiliate application from ${target}.`);
            return 1;
          }
          const decided = await affiliate.decidePartner(partner.userId, action === "approve" ? "approved" : "rejected", null, rest.join(" ") || undefined);
          out(`${target}: ${decided.state}.`);
          return 0;
        }
        case "withdrawals": {
          const state = target === "requested" || target === "paid" || target === "rejected" ? target : undefined;
          for (const w of await affiliate.listWithdrawals(state))
            out(
              `  #${w.id} ${w.email ?? `user ${w.partnerId}`}: ${formatMinor(w.amount, w.currency)} ${w.currency} (fee ${formatMinor(w.fee, w.currency)}), ${w.state}`,
            );
          return 0;
        }
        case "paid":
        case "refuse": {
          if (!target || !/^\d{1,15}$/.test(target) || (action === "refuse" && rest.length === 0)) throw new AdminUsageError(`usage: ${usage}`);
          const w = await affiliate.decideWithdrawal(Number(target), action === "paid" ? "paid" : "rejected", null, rest.join(" ") || undefined);
          out(`Withdrawal #${w.id}: ${w.state}${w.reason ? ` (${w.reason})` : ""}.`);
          return 0;
        }
        default:
          throw new AdminUsageError(`usage: ${usage}`);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out(error.message);
      return 1;
    }
  },
};
