import { z } from "zod";
import { currencySchema, orderEventSchema, orderStateSchema, orderViewSchema, productKindSchema } from "./payments";

/**
 * The admin's side of payments (issue 16): order search with the full history, the refund with
 * its preview, and revenue. Amounts are minor units in `currency`; days are YYYY-MM-DD.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date YYYY-MM-DD" });

export const adminOrdersQuerySchema = z.object({
  /** Part of the buyer's e-mail (case-insensitive). */
  email: z.string().trim().max(254).optional(),
  /** The order id, or its beginning. */
  orderId: z.string().trim().max(64).optional(),
  state: orderStateSchema.optional(),
  /** Created on or after this day, and on or before `to` (both in UTC). */
  from: day.optional(),
  to: day.optional(),
  /** "true": only orders paid past their coupon's max_uses (issue 16: the price quoted was honoured, the use not counted). */
  overLimit: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderEventSchema = orderEventSchema.extend({
  /** Who moved it: an admin's e-mail for a refund, null for the buyer, the provider or the system. */
  actor: z.string().nullable(),
});

export const adminOrderSchema = orderViewSchema.extend({
  userId: z.number().int(),
  buyerEmail: z.string().nullable(),
  buyerName: z.string(),
  listAmount: z.number().int(),
  providerRef: z.string().nullable(),
  /** Credits of a credit pack or Pro month, frozen on the order. */
  credits: z.number().int().nullable(),
  refundTaken: z.number().int().nullable(),
  refundShortfall: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  /** Paid after its coupon's last use was taken (coupon_redemptions.over_limit): the quoted price was honoured, the use not counted. */
  overLimit: z.boolean(),
  events: z.array(adminOrderEventSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersPageSchema = z.object({ list: z.array(adminOrderSchema), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const refundBodySchema = z.object({
  /** true: only say what the refund would do (the dialog shows it before the admin confirms). */
  dryRun: z.boolean().default(false),
  note: z.string().trim().max(500).optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/**
 * What a refund does or did. A credit grant is taken back only up to the buyer's balance (it never
 * goes below 0): `creditsTaken` + `creditsShortfall` = `creditsGranted`.
 */
export const refundResultSchema = z.object({
  orderId: z.string(),
  dryRun: z.boolean(),
  /** The order was already refunded: these are the figures of that refund, nothing moved now. */
  replayed: z.boolean(),
  state: orderStateSchema,
  amount: z.number().int(),
  currency: currencySchema,
  provider: z.string(),
  creditsGranted: z.number().int(),
  creditsTaken: z.number().int(),
  creditsShortfall: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  /** The design unlock withdrawn ('package:basic', 'download:poster'), if the order had one. */
  unlock: z.string().nullable(),
  designId: z.string().nullable(),
  /** A Pro order: Pro ends now. */
  proEnded: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const revenueQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  /** Without from/to: this many days up to today. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});

const perCurrency = z.object({ USD: z.number().int(), CNY: z.number().int() });

export const revenueSchema = z.object({
  from: day,
  to: day,
  /** Money kept per day (orders paid that day and not refunded), both currencies. */
  days: z.array(z.object({ day, amount: perCurrency, orders: z.number().int(), creditsSold: z.number().int(), creditsSpent: z.number().int() })),
  products: z.array(
    z.object({
      product: z.string(),
      kind: productKindSchema,
      currency: currencySchema,
      amount: z.number().int(),
      orders: z.number().int(),
      refunded: z.number().int(),
      refundedAmount: z.number().int(),
    }),
  ),
  totals: z.object({ amount: perCurrency, refunded: perCurrency, orders: z.number().int(), creditsSold: z.number().int(), creditsSpent: z.number().int() }),
});
export type Revenue = z.infer<typeof revenueSchema>;

export const receiptQuerySchema = z.object({
  /** The document's language; the site's (en, or zh on SITE_VARIANT=cn) when unset. */
  lang: z.enum(["en", "zh"]).optional(),
  type: z.enum(["receipt", "invoice"]).default("receipt"),
});
