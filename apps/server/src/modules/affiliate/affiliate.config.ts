import { z } from "zod";
import type { Currency } from "@studio/domain";

/**
 * The affiliate programme's terms (docs/affiliate.md). Spec 03 section 9: 30 to 50 yuan per order on
 * the yuan site, $10 to $30 per sale on the English site; a withdrawal under 200 yuan costs 10 yuan
 * and takes about 3 working days. The spec is silent on the refund window, the coupon's discount and
 * the English site's fee, so they are variables with defaults.
 */
export type AffiliateConfig = {
  currency: Currency;
  /** Reward per paid order by product id, else by product kind (minor units); never more than the buyer paid. */
  rates: Record<string, number>;
  /** Days after payment during which a refund reverses the reward; after them it is available. */
  refundWindowDays: number;
  /** What a partner's coupon takes off. */
  couponPercentOff: number;
  /** A withdrawal below `feeBelow` costs `fee`. */
  fee: number;
  feeBelow: number;
  workingDays: number;
  /** Tracking-link cookie life. */
  cookieDays: number;
};

/** By kind, then product id; the spec's ranges per site (minor units). */
const defaultRates: Record<"en" | "cn", Record<string, number>> = {
  en: { credits: 1000, pro: 1500, package: 2000, "package-brand": 3000, download: 1000, designer: 1500 },
  cn: { credits: 3000, pro: 4000, package: 4000, "package-brand": 5000, download: 3000, designer: 3000 },
};

const whole = (fallback: number | undefined) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .refine((s) => s === undefined || /^\d+$/.test(s), { message: "must be a whole number >= 0" })
      .transform((s) => (s === undefined ? fallback : Number(s))),
  );

const ratesSchema = z.record(z.string().min(1).max(60), z.number().int().min(0).max(10_000_000));
function validRates(json: string | undefined): boolean {
  if (json === undefined) return true;
  try {
    return ratesSchema.safeParse(JSON.parse(json)).success;
  } catch {
    return false;
  }
}

/** The affiliate variables, spread into the config schema (config.ts). */
export const affiliateEnv = {
  AFFILIATE_RATES: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().optional().refine(validRates, { message: 'must be JSON such as {"credits":1000,"package-brand":3000} (product id or kind -> minor units)' }),
  ),
  // Days, fractions allowed (a staging site or a browser test may want minutes).
  AFFILIATE_REFUND_WINDOW_DAYS: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .refine((s) => s === undefined || /^\d{1,4}(\.\d{1,9})?$/.test(s), { message: "must be a number of days >= 0" })
      .transform((s) => (s === undefined ? 14 : Number(s))),
  ),
  AFFILIATE_COUPON_PERCENT: whole(10).refine((n) => n === undefined || (n >= 1 && n <= 100), { message: "must be 1 to 100" }),
  AFFILIATE_WITHDRAW_FEE: whole(undefined),
  AFFILIATE_WITHDRAW_FEE_BELOW: whole(undefined),
};

export type AffiliateEnv = { [K in keyof typeof affiliateEnv]?: z.output<(typeof affiliateEnv)[K]> };

export function affiliateConfigFrom(env: AffiliateEnv, siteVariant: "en" | "cn"): AffiliateConfig {
  const cn = siteVariant === "cn";
  const rates = { ...defaultRates[siteVariant], ...(env.AFFILIATE_RATES ? ratesSchema.parse(JSON.parse(env.AFFILIATE_RATES)) : {}) };
  return {
    currency: cn ? "CNY" : "USD",
    rates,
    refundWindowDays: env.AFFILIATE_REFUND_WINDOW_DAYS ?? 14,
    couponPercentOff: env.AFFILIATE_COUPON_PERCENT ?? 10,
    // The spec's rule on the yuan site; on the English site the same share of a small payout (docs/affiliate.md).
    fee: env.AFFILIATE_WITHDRAW_FEE ?? (cn ? 1000 : 150),
    feeBelow: env.AFFILIATE_WITHDRAW_FEE_BELOW ?? (cn ? 20000 : 3000),
    workingDays: 3,
    cookieDays: 30,
  };
}

/** The reward of one paid order: its product's rate (by id, else kind), at most the amount paid. */
export function rewardFor(
  config: Pick<AffiliateConfig, "rates">,
  order: { product: string; kind: string; amount: number; level?: string | undefined },
): number {
  const rate = config.rates[order.product] ?? config.rates[order.kind] ?? 0;
  return Math.max(0, Math.min(rate, order.amount));
}

/** The fee of a withdrawal of `amount`. */
export function withdrawalFee(config: Pick<AffiliateConfig, "fee" | "feeBelow">, amount: number): number {
  return amount < config.feeBelow ? config.fee : 0;
}
