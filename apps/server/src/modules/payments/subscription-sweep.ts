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
 * at once act once. Stripe sends its own renewals (invoice.paid); a month paid through PayPal,
 * WeChat Pay or Alipay does not renew and is ended here.
 */
/** Providers whose Pro is one paid month that never renews by itself (docs/payments.md). */
const oneMonthProviders = ["paypal", "wechat", "alipay"] as const;

export async function settleSandboxSubscriptions(deps: {
  repository: OrdersRepository;
  providers: PaymentProviders;
  handle: (provider: string, request: NotificationRequest) => Promise<NoticeResult>;
  now: () => Date;
}): Promise<number> {
  let settled = 0;
  // A month paid through PayPal, WeChat Pay or Alipay simply ends: nothing renews it.
  for (const provider of oneMonthProviders) {
    for (const subscription of await deps.repository.dueSubscriptions(provider, deps.now())) {
      await deps.repository.endSubscription(subscription.userId, deps.now());
      settled += 1;
    }
  }
  const sandbox = deps.providers.sandbox;
  if (!sandbox) return settled;
  for (const subscription of await deps.repository.dueSubscriptions("sandbox", deps.now())) {
    const subscriptionRef = subscription.providerRef ?? `sbx_sub_${subscription.userId}`;
    const period = subscription.currentPeriodEnd.toISOString();
    const notice = subscription.cancelAtPeriodEnd
      ? { type: "ended" as const, eventId: `sbx_end_${subscription.userId}_${period}`, subscriptionRef }
      : {
          type: "renewed" as const,
          eventId: `sbx_renew_${subscription.userId}_${period}`,
          subscriptionRef,
          periodEnd: addMonth(subscription.currentPeriodEnd).toISOString(),
          orderId: null,
        };
    const result = await deps.handle("sandbox", sandbox.sign(notice));
    if (result.acted) settled += 1;
  }
  return settled;
}
