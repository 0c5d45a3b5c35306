import { assertTimeZone, resolveCreditCosts, type CreditCostOverrides, type CreditCosts } from "@studio/domain";
import { z } from "zod";

/** What the credits module reads from the environment (documented in the README table). */
export type CreditsConfig = {
  /** AI credits a new account receives (kind 4). Default 24: two logo rounds of 3 sample images at 4 each. */
  registerGrant: number;
  /** AI credits a Pro member receives each month (kinds 1 and 6). */
  proMonthlyCredits: number;
  /** Free AI credits per day for signed-in free users; 0 turns the free allowance off. */
  freeAiCreditsPerDay: number;
  /** Free downloads per day for signed-in free users. */
  freeDownloadsPerDay: number;
  /** Free AI cutouts (background removals) per day for signed-in free users, used before credits; 0 turns them off. */
  freeCutoutsPerDay: number;
  /** IANA zone whose midnight resets the daily quotas. */
  quotaTimeZone: string;
  costs: CreditCosts;
};

export const defaultCreditsConfig: CreditsConfig = {
  registerGrant: 24,
  proMonthlyCredits: 500,
  freeAiCreditsPerDay: 8,
  freeDownloadsPerDay: 3,
  freeCutoutsPerDay: 3,
  quotaTimeZone: "UTC",
  costs: resolveCreditCosts(),
};

/** CREDIT_COSTS is JSON of CreditCostOverrides, e.g. {"kinds":{"matting":3},"download":{"svg":6}}. */
export function parseCreditCosts(json: string | undefined): CreditCosts {
  if (!json) return resolveCreditCosts();
  const parsed = JSON.parse(json) as CreditCostOverrides;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new RangeError("must be a JSON object");
  return resolveCreditCosts(parsed);
}

const wholeNumber = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(String(fallback))
      .refine((s) => /^\d+$/.test(s), { message: "must be a whole number >= 0" })
      .transform(Number),
  );

function validTimeZone(zone: string): boolean {
  try {
    assertTimeZone(zone);
    return true;
  } catch {
    return false;
  }
}

function validCosts(json: string | undefined): boolean {
  try {
    parseCreditCosts(json);
    return true;
  } catch {
    return false;
  }
}

/** The credits variables, spread into the config schema (config.ts). */
export const creditsEnv = {
  CREDITS_REGISTER_GRANT: wholeNumber(defaultCreditsConfig.registerGrant),
  CREDITS_PRO_MONTHLY: wholeNumber(defaultCreditsConfig.proMonthlyCredits),
  FREE_AI_CREDITS_PER_DAY: wholeNumber(defaultCreditsConfig.freeAiCreditsPerDay),
  FREE_DOWNLOADS_PER_DAY: wholeNumber(defaultCreditsConfig.freeDownloadsPerDay),
  FREE_CUTOUTS_PER_DAY: wholeNumber(defaultCreditsConfig.freeCutoutsPerDay),
  QUOTA_TIME_ZONE: z
    .string()
    .default(defaultCreditsConfig.quotaTimeZone)
    .refine(validTimeZone, { message: "must be an IANA time zone such as UTC or Asia/Shanghai" }),
  CREDIT_COSTS: z
    .preprocess((v) => (v === "" ? undefined : v), z.string().optional())
    .refine(validCosts, { message: 'must be JSON cost overrides such as {"kinds":{"matting":3},"download":{"svg":6}}' }),
};

export function creditsConfigFrom(env: {
  CREDITS_REGISTER_GRANT: number;
  CREDITS_PRO_MONTHLY: number;
  FREE_AI_CREDITS_PER_DAY: number;
  FREE_DOWNLOADS_PER_DAY: number;
  FREE_CUTOUTS_PER_DAY: number;
  QUOTA_TIME_ZONE: string;
  CREDIT_COSTS?: string | undefined;
}): CreditsConfig {
  return {
    registerGrant: env.CREDITS_REGISTER_GRANT,
    proMonthlyCredits: env.CREDITS_PRO_MONTHLY,
    freeAiCreditsPerDay: env.FREE_AI_CREDITS_PER_DAY,
    freeDownloadsPerDay: env.FREE_DOWNLOADS_PER_DAY,
    freeCutoutsPerDay: env.FREE_CUTOUTS_PER_DAY,
    quotaTimeZone: env.QUOTA_TIME_ZONE,
    costs: parseCreditCosts(env.CREDIT_COSTS),
  };
}
