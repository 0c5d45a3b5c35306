import { describe, expect, it } from "vitest";
import { affiliateConfigFrom, affiliateEnv, rewardFor, withdrawalFee } from "./affiliate.config";
import { z } from "zod";

describe("affiliate terms", () => {
  it("the spec's ranges per site: 10-30 USD per sale, 30-50 CNY per order, capped at what the buyer paid", () => {
    const en = affiliateConfigFrom({}, "en");
    const cn = affiliateConfigFrom({}, "cn");
    for (const rate of Object.values(en.rates)) expect(rate >= 1000 && rate <= 3000).toBe(true);
    for (const rate of Object.values(cn.rates)) expect(rate >= 3000 && rate <= 5000).toBe(true);
    expect(rewardFor(en, { product: "package-brand", kind: "package", amount: 9900 })).toBe(3000);
    expect(rewardFor(en, { product: "package-basic", kind: "package", amount: 9900 })).toBe(2000);
    expect(rewardFor(en, { product: "credits-50", kind: "credits", amount: 499 })).toBe(499);
    expect(rewardFor(cn, { product: "credits-1000", kind: "credits", amount: 32900 })).toBe(3000);
    expect(rewardFor(en, { product: "x", kind: "unknown", amount: 100 })).toBe(0);
  });

  it("under 200 CNY a withdrawal costs 10 CNY; the variables override rates, window and fee", () => {
    const cn = affiliateConfigFrom({}, "cn");
    expect(withdrawalFee(cn, 19999)).toBe(1000);
    expect(withdrawalFee(cn, 20000)).toBe(0);
    expect(cn).toMatchObject({ currency: "CNY", workingDays: 3, refundWindowDays: 14, cookieDays: 30, couponPercentOff: 10 });
    const env = z.object(affiliateEnv).parse({ AFFILIATE_RATES: '{"credits-50":200}', AFFILIATE_REFUND_WINDOW_DAYS: "7", AFFILIATE_WITHDRAW_FEE: "0" });
    const custom = affiliateConfigFrom(env, "en");
    expect(rewardFor(custom, { product: "credits-50", kind: "credits", amount: 499 })).toBe(200);
    expect(custom).toMatchObject({ refundWindowDays: 7, fee: 0 });
    expect(z.object(affiliateEnv).safeParse({ AFFILIATE_RATES: "{bad" }).success).toBe(false);
    expect(z.object(affiliateEnv).safeParse({ AFFILIATE_COUPON_PERCENT: "0" }).success).toBe(false);
  });
});
