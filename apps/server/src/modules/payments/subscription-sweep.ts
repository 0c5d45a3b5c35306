import type { NoticeResult } from "./order-fulfilment";
import type { OrdersRepository } from "./orders.repository";
import type { NotificationRequest } from "./payment-provider";
import type { PaymentProviders } from "./payment-providers";
import { addMonth } from "./order-fulfilment";

/**
 * The sandbox plays the card processor's part for Pro subscriptions: when a paid period is over it
 * charges the next month (a `renewed` notice) or, when the member cancelled at period end, ends the
 * subscription (an `ended` notice). Both are signed and go through the webhook handling like a real
 * provider's. Event ids are derived from the subscription and the period, so two workers sweeping
 * at once act once. Real providers send their own renewals (Stripe invoice.paid).
 */
export async function settleSandboxSubscriptions(deps: {
  repository: OrdersRepository;
  providers: PaymentProviders;
  handle: (provider: string, request: NotificationRequest) => Promise<NoticeResult>;
  now: () => Date;
}): Promise<number> {
  const sandbox = deps.providers.sandbox;
  if (!sandbox) return 0;
  let settled = 0;
  for (const subscription of await deps.repository.dueSubscriptions("sandbox", deps.now())) {
    const subscriptionRef = subscription.providerRef ?? `sbx_sub_${subscription.userId}`;
    const period = subscription.currentPeriodEnd.toISOString();
    const notice = subscription.cancelAtPeriodEnd
      ? { type: "ended" as const, eventId: `sbx_end_${subscription.userId}_${period}`, subscriptionRef }
      : { type: "renewed" as const, eventId: `sbx_renew_${subscription.userId}_${period}`, subscriptionRef, periodEnd: addMonth(subscription.currentPeriodEnd).toISOString(), orderId: null };
    const result = await deps.handle("sandbox", sandbox.sign(notice));
    if (result.acted) settled += 1;
  }
  return settled;
}
