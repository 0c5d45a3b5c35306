import type { Currency } from "@studio/domain";

/**
 * One payment provider (issue 16): the offline `sandbox`, Stripe, PayPal, WeChat Pay, Alipay. The
 * orders service owns the rules (prices, states, fulfilment exactly once); a provider only starts a
 * payment and turns the provider's signed notification into a `PaymentNotice`. Every provider, the
 * sandbox included, confirms through `POST /api/payment/webhook/{provider}`, so fulfilment runs the
 * same code whoever took the money.
 */
export type PaymentProviderName = "sandbox" | "stripe" | "paypal" | "wechat" | "alipay";

/** What a provider needs to know about an order to take its money. */
export type ProviderOrder = {
  orderId: string;
  userId: number;
  /** The buyer's e-mail when known (receipts at the provider). */
  email: string | null;
  /** 0 or 1: the spec's card key pair (stripeKeyIndex in @studio/domain). */
  keyIndex: 0 | 1;
  amount: number;
  currency: Currency;
  /** Shown on the provider's page: the product's English title. */
  description: string;
  /** Pro is a subscription at the provider (Stripe subscriptions); everything else a one-off payment. */
  recurring: boolean;
};

export type CheckoutUrls = {
  returnUrl: string;
  cancelUrl: string;
  /**
   * Paying inside a phone browser rather than by scanning a QR (spec 03 section 7, the in-browser
   * variant): WeChat Pay H5 (needs the payer's IP for its scene_info) and Alipay wap answer a page
   * to send the browser to (`checkoutUrl`) instead of a QR. Providers without such a page ignore it.
   */
  mobile?: { payerIp: string };
};

export type CheckoutStart = {
  /** The provider's payment id (PaymentIntent, PayPal order, out_trade_no), stored on the order. */
  providerRef: string | null;
  /** Where the browser goes to pay (sandbox page, PayPal approval, QR image), if anywhere. */
  checkoutUrl: string | null;
  /** Stripe's PaymentIntent client secret for the embedded card form. */
  clientSecret: string | null;
  /** The QR code's content for messaging-app payments (the browser draws it). */
  qrCode?: string | null;
  /** Stripe: the publishable key of the key pair that made the client secret (Stripe.js needs the same account's key). */
  publishableKey?: string | null;
};

/**
 * A verified notification. `eventId` is the provider's own id of this notification (Stripe event
 * id, PayPal webhook id, WeChat/Alipay transaction id + status): the same delivery repeated carries
 * the same id, and the orders service acts on it once.
 */
export type PaymentNotice =
  | { type: "paid"; eventId: string; orderId: string | null; providerRef: string; amount: number; currency: Currency }
  | { type: "failed"; eventId: string; orderId: string | null; providerRef: string; reason: string }
  /**
   * Money went back at the provider (its dashboard, or our own refund call). `amount` is what the
   * provider says it refunded in total, in minor units, when it says so: less than the order's
   * amount is a partial refund, which is recorded on the order and reverses nothing.
   */
  | { type: "refunded"; eventId: string; orderId: string | null; providerRef: string; amount?: number }
  /** A subscription's next period was paid (Stripe invoice.paid): Pro renews until `periodEnd`. */
  | { type: "renewed"; eventId: string; subscriptionRef: string; periodEnd: Date; orderId: string | null }
  /** The subscription ended at the provider (cancelled at period end, unpaid). */
  | { type: "ended"; eventId: string; subscriptionRef: string }
  /** Verified but nothing to do (an event type we do not act on). */
  | { type: "ignored"; eventId: string };

/** The raw request a notification arrived in: signatures cover the exact bytes. */
export type NotificationRequest = { headers: Record<string, string | string[] | undefined>; rawBody: Buffer };

export type PaymentProvider = {
  name: PaymentProviderName;
  startCheckout(order: ProviderOrder, urls: CheckoutUrls): Promise<CheckoutStart>;
  /** Verify the signature and read the notification; a bad signature throws AppError PAYMENT_SIGNATURE (400). */
  parseNotification(request: NotificationRequest): Promise<PaymentNotice>;
  /** Ask the provider about a payment when no notification came (the record check polls this). */
  lookup(providerRef: string, order: ProviderOrder): Promise<PaymentNotice | null>;
  /** Give the money back at the provider (admin refund); the sandbox records it only. */
  refund(providerRef: string, order: ProviderOrder): Promise<void>;
  /** Stop a subscription renewing (Pro cancel at period end). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /** The plain-text answer a vendor needs to stop re-sending a notification (Alipay: "success"); unset, the JSON envelope. */
  notificationAnswer?: "success";
};
