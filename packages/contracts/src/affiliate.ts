import { z } from "zod";

/**
 * The affiliate programme (issue 23; spec 03 sections 5 and 9): partner records, the partner's
 * code, the tracking link, rewards, the partner ledger and withdrawals. Amounts are minor units
 * (cents, fen) of the site's currency.
 */
export const affiliateStates = ["pending", "approved", "rejected"] as const;
export type AffiliateState = (typeof affiliateStates)[number];
const currency = z.enum(["USD", "CNY"]);

/** The partner's own view of the programme (GET /api/affiliate/me); `partner` is null before applying. */
export const affiliatePartnerSchema = z.object({
  state: z.enum(affiliateStates),
  code: z.string().nullable(),
  /** The tracking link (`{site}/?ref={code}`), once a code is chosen. */
  link: z.string().nullable(),
  /** What the partner's code takes off for the buyer. */
  percentOff: z.number().int(),
  currency,
  pending: z.number().int(),
  available: z.number().int(),
  withdrawn: z.number().int(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AffiliatePartner = z.infer<typeof affiliatePartnerSchema>;

/** The withdrawal rule the page shows: below `feeBelow` a withdrawal costs `fee`; it takes about `workingDays`. */
export const affiliateTermsSchema = z.object({
  currency,
  fee: z.number().int(),
  feeBelow: z.number().int(),
  workingDays: z.number().int(),
  refundWindowDays: z.number(),
  /** The reward per paid order by product id (capped at what the buyer paid). */
  rates: z.record(z.string(), z.number().int()),
});
export type AffiliateTerms = z.infer<typeof affiliateTermsSchema>;

export const affiliateMeSchema = z.object({ partner: affiliatePartnerSchema.nullable(), terms: affiliateTermsSchema });
export type AffiliateMe = z.infer<typeof affiliateMeSchema>;

/** The partner picks the code of the affiliate coupon (spec 03 section 5's coupon rules and messages). */
export const affiliateCodeBodySchema = z.object({ code: z.string().max(100) });

/** A tracking-link click: `?ref=CODE` seen by the web app. */
export const affiliateClickBodySchema = z.object({ code: z.string().trim().min(1).max(40) });
export const affiliateClickSchema = z.object({ counted: z.boolean(), code: z.string(), percentOff: z.number().int() });

/** The partner landing page (`/partner/{code}`): who invites and what the code takes off. */
export const affiliateLandingSchema = z.object({ code: z.string(), percentOff: z.number().int() });

export const affiliateMonthSchema = z.object({
  month: z.string(),
  clicks: z.number().int(),
  signUps: z.number().int(),
  orders: z.number().int(),
  rewards: z.number().int(),
  reversed: z.number().int(),
});
export const affiliateStatsSchema = z.object({
  months: z.array(affiliateMonthSchema),
  totals: affiliateMonthSchema.omit({ month: true }),
  currency,
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;
export const affiliateStatsQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(24).default(6) });

export const withdrawalStates = ["requested", "paid", "rejected"] as const;
export const affiliateWithdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** What reaches the partner: amount - fee. */
  net: z.number().int(),
  currency,
  state: z.enum(withdrawalStates),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AffiliateWithdrawal = z.infer<typeof affiliateWithdrawalSchema>;
export const affiliateWithdrawalsSchema = z.object({ list: z.array(affiliateWithdrawalSchema) });

/**
 * A withdrawal request (the contact dialog's withdraw mode). `requestKey` is the client's key for
 * this request, so a retry is answered with the first request and moves nothing.
 */
export const withdrawalRequestBodySchema = z.object({
  amount: z.number().int().positive().max(100_000_000),
  message: z.string().trim().max(2000).default(""),
  requestKey: z.string().trim().min(8).max(80),
  gtoken: z.string().max(4000).optional(),
});
export type WithdrawalRequestBody = z.input<typeof withdrawalRequestBodySchema>;

// ---- admin ----
export const adminPartnerSchema = affiliatePartnerSchema.extend({
  userId: z.number().int(),
  email: z.string().nullable(),
  application: z.record(z.string(), z.string()),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnersQuerySchema = z.object({
  state: z.enum(affiliateStates).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminPartnersSchema = z.object({ list: z.array(adminPartnerSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export const adminPartnerParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
export const adminPartnerDecisionSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const adminWithdrawalSchema = affiliateWithdrawalSchema.extend({ partnerId: z.number().int(), email: z.string().nullable(), message: z.string() });
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsQuerySchema = z.object({ state: z.enum(withdrawalStates).optional() });
export const adminWithdrawalsSchema = z.object({ list: z.array(adminWithdrawalSchema) });
export const adminWithdrawalParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const adminWithdrawalRejectSchema = z.object({ reason: z.string().trim().min(1, "A reason is required.").max(500) });
