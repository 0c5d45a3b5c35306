import type { Config } from "../../config";
import { createAlipayProvider } from "./alipay.provider";
import type { PaymentProvider } from "./payment-provider";
import { createPaypalProvider } from "./paypal.provider";
import { createStripeProvider } from "./stripe.provider";
import { createWechatPayProvider } from "./wechat-pay.provider";

type Log = { error(obj: unknown, msg: string): void };

/** Where a vendor posts its notifications: the one webhook route, by provider name. */
export function notifyUrlOf(linkBase: string, provider: string): string {
  return `${linkBase.replace(/\/+$/, "")}/api/payment/webhook/${provider}`;
}

/**
 * The payment vendors this site has keys for (STRIPE_*, PAYPAL_*, WECHATPAY_*, ALIPAY_*), in that
 * order; the registry (payment-providers.ts) adds the sandbox and picks the default.
 */
export function paymentAdaptersFor(config: Pick<Config, "paymentVendors" | "linkBase">, deps: { log: Log; now?: () => Date }): PaymentProvider[] {
  const vendors = config.paymentVendors ?? {};
  const adapters: PaymentProvider[] = [];
  if (vendors.stripe) adapters.push(createStripeProvider(vendors.stripe, { log: deps.log }));
  if (vendors.paypal) adapters.push(createPaypalProvider(vendors.paypal, { log: deps.log, now: deps.now }));
  if (vendors.wechat)
    adapters.push(createWechatPayProvider(vendors.wechat, { notifyUrl: notifyUrlOf(config.linkBase, "wechat"), log: deps.log, now: deps.now }));
  if (vendors.alipay) adapters.push(createAlipayProvider(vendors.alipay, { notifyUrl: notifyUrlOf(config.linkBase, "alipay"), log: deps.log, now: deps.now }));
  return adapters;
}
