import type { z } from "zod";
import { creditsConfigFrom, creditsEnv, type CreditsConfig } from "../modules/credits/credits.config";
import { paymentVendorsConfigFrom, paymentVendorsEnv, type PaymentVendorsConfig } from "../modules/payments/vendors.config";
import { paymentsConfigFrom, paymentsEnv, type PaymentsConfig } from "../modules/payments/payments.config";
import { affiliateConfigFrom, affiliateEnv, type AffiliateConfig } from "../modules/affiliate/affiliate.config";
import { receiptsConfigFrom, receiptsEnv, type ReceiptsConfig } from "../modules/payments/receipts.config";
import { ConfigError } from "./config-error";

/** Credits and payments: what things cost, who pays through which vendor, the affiliate programme, receipts. */
export const creditsAndPaymentsEnv = {
  ...creditsEnv,
  /** Payment vendors' keys (STRIPE_*, PAYPAL_*, WECHATPAY_*, ALIPAY_*): modules/payments/vendors.config.ts. */
  ...paymentVendorsEnv,
  /** Payments: provider choice, the sandbox card processor, credit packs (modules/payments/payments.config.ts). */
  ...paymentsEnv,
  /** The affiliate programme's rates, refund window, coupon discount and withdrawal fee (modules/affiliate/affiliate.config.ts). */
  ...affiliateEnv,
  /** What receipts and invoices print: RECEIPT_ISSUER, RECEIPT_TAX_PERCENT. */
  ...receiptsEnv,
};

type CreditsAndPaymentsEnv = z.output<z.ZodObject<typeof creditsAndPaymentsEnv>>;

export type CreditsAndPaymentsConfig = {
  credits: CreditsConfig;
  payments: PaymentsConfig;
  /** The affiliate programme (docs/affiliate.md); unset in hand-built test configs: the site's defaults. */
  affiliate?: AffiliateConfig | undefined;
  /** Stripe, PayPal, WeChat Pay and Alipay credentials; a vendor is absent until its keys are set. */
  paymentVendors?: PaymentVendorsConfig | undefined;
  receipts: ReceiptsConfig;
};

/** A vendor's or the payments' settings that do not fit the site (production, variant) stop the start, vendors first. */
export function creditsAndPaymentsConfigFrom(
  c: CreditsAndPaymentsEnv,
  site: { production: boolean; siteVariant: "en" | "cn"; urlSigningSecret: string },
): CreditsAndPaymentsConfig {
  const paymentVendors = paymentVendorsConfigFrom(c, { production: site.production });
  if ("problem" in paymentVendors) throw new ConfigError(paymentVendors.problem);
  const payments = paymentsConfigFrom(c, { production: site.production, urlSigningSecret: site.urlSigningSecret });
  if ("problem" in payments) throw new ConfigError(payments.problem);
  return {
    credits: creditsConfigFrom(c),
    payments,
    affiliate: affiliateConfigFrom(c, site.siteVariant),
    paymentVendors,
    receipts: receiptsConfigFrom(c),
  };
}
