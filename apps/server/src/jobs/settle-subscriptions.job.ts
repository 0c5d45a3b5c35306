import type { PeriodicJob } from "./scheduler";

/**
 * The sandbox plays the card processor for Pro renewals (modules/payments/subscription-sweep.ts):
 * every 10 minutes it renews the subscriptions whose paid month is over, or ends those cancelled at
 * period end. Real providers renew on their side and notify the webhook.
 */
export function settleSubscriptionsJob(settle: () => Promise<number>): PeriodicJob {
  return {
    name: "payments.settle-subscriptions",
    everyMs: 10 * 60 * 1000,
    firstAfterMs: 15_000,
    async run() {
      await settle();
    },
  };
}
