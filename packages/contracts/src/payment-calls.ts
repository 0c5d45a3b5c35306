import { z } from "zod";
import { currencySchema, paymentProviderSchema } from "./payments";

/**
 * The payments calls besides orders (issue 16): the sandbox card step's answer, provider
 * notifications, Pro cancellation, admin coupons, the spec's card-gateway paths (spec 03 section 7)
 * and its quota call (spec 01 section 7).
 */
export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
export const catalogueQuerySchema = z.object({ lang: z.enum(["en", "zh"]).optional() });
export const couponParamsSchema = z.object({ code: z.string().max(40) });
export const webhookParamsSchema = z.object({ provider: z.string().min(1).max(20) });

/** The spec's record check: `data` is the paid flag (the failure text travels in `msg`). */
export const paymentCheckSchema = z.boolean();

export const sandboxPayAnswerSchema = z.object({ paid: z.boolean() });

export const webhookAnswerSchema = z.object({ received: z.literal(true), acted: z.boolean() });

export const cancelProAnswerSchema = z.object({ cancelAtPeriodEnd: z.boolean(), periodEnd: z.string() });

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const createCouponBodySchema = z.object({
  code: z.string().max(40),
  percentOff: z.number().int().min(1).max(100),
  returnCustomersOnly: z.boolean().default(false),
  maxUses: z.number().int().positive().nullable().optional(),
  expiresAt: z.string().datetime().nullable().optional(),
});

/** The spec's card-gateway fields; test_mode is the server's choice (live keys only in production). */
const gatewayFields = {
  cancel_url: z.string().max(2000).optional(),
  return_url: z.string().max(2000).optional(),
  embedded: z.boolean().optional(),
  test_mode: z.boolean().optional(),
};

export const payPerDownloadBodySchema = z.object({ ...gatewayFields, model_id: z.string().min(1).max(200), type: z.coerce.number().int().min(1).max(4) });
/** `type` is the 1-based credit pack (the spec's default 3). */
export const creditPackBodySchema = z.object({ ...gatewayFields, type: z.coerce.number().int().min(1).max(8).optional() });
export const subscriptionBodySchema = z.object({ ...gatewayFields, type: z.coerce.number().int().optional() });

/** The spec's answer: the intent's client secret (both spellings), where to pay, and our order id. */
export const gatewayAnswerSchema = z.object({
  orderId: z.string(),
  client_secret: z.string().nullable(),
  clientSecret: z.string().nullable(),
  url: z.string().nullable(),
  amount: z.number().int(),
  currency: currencySchema,
  provider: paymentProviderSchema,
  paid: z.boolean(),
});
export type GatewayAnswer = z.infer<typeof gatewayAnswerSchema>;

export const quotaCallBodySchema = z.object({
  credits: z.number().int().min(0).max(100_000),
  name: z.string().min(1).max(80).default("aidesign.ai-logo.generate-image"),
});
export const quotaCallAnswerSchema = z.object({
  name: z.string(),
  quotas: z.number().int(),
  download: z.number().int().nullable(),
  aiCredits: z.number().int(),
  pro: z.boolean(),
});

/**
 * Logos bought in the last 3 days (spec: recent logo payments window 259200000 ms). A purchased
 * logo's name and symbol may change until `nameEditableUntil` (FAQ of spec 01); everything else forever.
 */
export const recentLogoPaymentSchema = z.object({
  designId: z.string(),
  orderId: z.string(),
  level: z.enum(["basic", "professional", "brand"]),
  paidAt: z.string(),
  nameEditableUntil: z.string(),
});
export const recentLogoPaymentsSchema = z.object({ list: z.array(recentLogoPaymentSchema), windowMs: z.number().int() });
