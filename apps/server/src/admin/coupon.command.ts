import { AppError } from "../errors";
import { createCouponsRepository } from "../modules/payments/coupons.repository";
import { createCouponsService } from "../modules/payments/coupons.service";
import { createOrdersRepository } from "../modules/payments/orders.repository";
import { AdminUsageError, type AdminCommand } from "./admin-command";

const usage = "coupon <CODE> <percent-off> [--return-customers] [--max-uses N] [--expires YYYY-MM-DD]";

/**
 * `npm run admin -- coupon SPRING24 15 [--return-customers] [--max-uses 100] [--expires 2027-01-01]`:
 * creates a percent-off coupon with the same rules and messages as the admin route.
 */
export const couponCommand: AdminCommand = {
  name: "coupon",
  usage,
  summary: "Create a percent-off coupon code (4 to 20 characters, no spaces); --return-customers needs an earlier paid order.",
  async run(args, { database, out }) {
    const [code, rawPercent, ...flags] = args;
    const percentOff = Number(rawPercent);
    if (!code || !/^\d{1,3}$/.test(rawPercent ?? "") || percentOff < 1 || percentOff > 100) throw new AdminUsageError(`usage: ${usage} (percent-off 1 to 100)`);
    let returnCustomersOnly = false;
    let maxUses: number | null = null;
    let expiresAt: Date | null = null;
    for (let i = 0; i < flags.length; i += 1) {
      const flag = flags[i];
      if (flag === "--return-customers") returnCustomersOnly = true;
      else if (flag === "--max-uses" && /^\d+$/.test(flags[i + 1] ?? "") && Number(flags[i + 1]) > 0) maxUses = Number(flags[(i += 1)]);
      else if (flag === "--expires" && /^\d{4}-\d{2}-\d{2}$/.test(flags[i + 1] ?? "") && !Number.isNaN(Date.parse(flags[i + 1] ?? "")))
        expiresAt = new Date(`${flags[(i += 1)] ?? ""}T00:00:00Z`);
      else throw new AdminUsageError(`usage: ${usage}`);
    }
    const orders = createOrdersRepository(database.db);
    const coupons = createCouponsService({
      repository: createCouponsRepository(database.db),
      hasPaidOrder: (userId) => orders.hasPaidOrder(userId),
      now: () => new Date(),
    });
    try {
      const created = await coupons.create({ code, percentOff, returnCustomersOnly, maxUses, expiresAt });
      out(
        `Coupon ${created.code}: ${created.percentOff}% off${created.returnCustomersOnly ? ", return customers only" : ""}${maxUses ? `, at most ${maxUses} uses` : ""}${expiresAt ? `, until ${expiresAt.toISOString().slice(0, 10)}` : ""}.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out(error.message);
      return 1;
    }
  },
};
