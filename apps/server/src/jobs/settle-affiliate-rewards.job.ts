import type { PeriodicJob } from "./scheduler";

/**
 * Rewards whose refund window has closed become available (modules/affiliate). The partner's own
 * pages and withdrawals settle their rewards too, so the hour between runs is never seen as money
 * missing; this job keeps the balances right for partners who do not look.
 */
export function settleAffiliateRewardsJob(settle: () => Promise<number>): PeriodicJob {
  return {
    name: "affiliate.settle-rewards",
    everyMs: 60 * 60 * 1000,
    firstAfterMs: 30_000,
    async run() {
      await settle();
    },
  };
}
