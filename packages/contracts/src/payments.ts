import { z } from "zod";

/**
 * Payments and commerce payloads (issue 16). Server routes declare these as their responses and the
 * browser parses with them. Amounts are minor units (cents, fen) in `currency`.
 */
export const currencySchema = z.enum(["USD", "CNY"]);
export const productKindSchema = z.enum(["credits", "pro", "package", "download", "designer"]);
export const packageLevelSchema = z.enum(["basic", "professional", "brand"]);
export const downloadItemSchema = z.enum(["poster", "bizcard", "logoanimate", "ppt"]);
export const orderStateSchema = z.enum(["created", "pending", "paid", "fulfilled", "failed", "refunded"]);
export const paymentProviderSchema = z.enum(["sandbox", "stripe", "paypal", "wechat", "alipay"]);

/** One product of `GET /api/payment/catalogue`, with the spec's pricing-plan fields (title, description, recommended). */
export const catalogueProductSchema = z.object({
  id: z.string(),
  kind: productKindSchema,
  /** The spec's pricing-plan `type`: per-download or subscription. */
  type: z.enum(["per-download", "subscription"]),
  title: z.string(),
  description: z.string(),
  recommended: z.boolean(),
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
  /** Credit packs and Pro: the AI credits granted (Pro: per month). */
  credits: z.number().int().positive().optional(),
  level: packageLevelSchema.optional(),
  item: downloadItemSchema.optional(),
  /** The spec's product type code of a per-download item (poster 1, bizcard 2, logoanimate 3, ppt 4). */
  typeCode: z.number().int().optional(),
  /** The per-plan prices of the spec's pricing plan (bizcard, logoanimate, poster, ppt), same currency. */
  downloadPrices: z.object({ poster: z.number().int(), bizcard: z.number().int(), logoanimate: z.number().int(), ppt: z.number().int() }),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueSchema = z.object({
  currency: currencySchema,
  products: z.array(catalogueProductSchema),
  /** Providers configured on this site, the first one the default (the sandbox when no key is set). */
  providers: z.array(paymentProviderSchema),
  /** The spec's default credit package type (3, 1-based). */
  defaultCreditPackType: z.number().int().positive(),
  /** PayPal's public client id when PayPal is offered: the PayPal JS SDK (its button) is loaded with it. */
  paypalClientId: z.string().nullable().optional(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const createOrderBodySchema = z.object({
  product: z.string().min(1).max(64),
  provider: paymentProviderSchema.optional(),
  coupon: z.string().max(40).optional(),
  /** The logo a package or per-download item is for (`task:{taskId}:{index}` for AI results). */
  designId: z.string().min(1).max(200).optional(),
  /** Brand and designer add-ons bought in the same order (the spec's paymentParams needBrand, needDesigner). */
  needDesigner: z.boolean().optional(),
  /** The designer fix request text (what to change), sent to the admin outbox. */
  request: z.string().max(2000).optional(),
  /**
   * WeChat Pay and Alipay: `qr` (default) answers a QR to scan (`qrCode`); `mobile` pays inside this
   * phone browser (WeChat Pay H5, Alipay wap): `checkoutUrl` is the provider's page to open, which
   * comes back to /payment/return/{orderId}. Other providers ignore it.
   */
  channel: z.enum(["qr", "mobile"]).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const createOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
  provider: paymentProviderSchema,
  /** Where the browser goes to pay: the sandbox page, a provider's hosted page, or null when paid in place (client secret). */
  checkoutUrl: z.string().nullable(),
  /** Stripe's PaymentIntent client secret (the spec's data.clientSecret / client_secret) when the card form is embedded. */
  clientSecret: z.string().nullable(),
  /** A free order (100 % coupon) is paid at once. */
  paid: z.boolean(),
  /** Stripe: the publishable key of the account that made the client secret (Stripe.js must use the same). */
  publishableKey: z.string().nullable().optional(),
  /** Messaging-app payments: the QR code's content (the browser draws it). */
  qrCode: z.string().nullable().optional(),
});
export type CreatedOrder = z.infer<typeof createOrderSchema>;

/** The sandbox card step; spaces in the card number are ignored. */
export const sandboxPayBodySchema = z.object({
  card: z.string().min(12).max(23),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
  name: z.string().max(100).optional(),
});

export const orderEventSchema = z.object({ state: orderStateSchema, at: z.string(), note: z.string() });
export const orderViewSchema = z.object({
  orderId: z.string(),
  product: z.string(),
  kind: productKindSchema,
  amount: z.number().int(),
  currency: currencySchema,
  coupon: z.string().nullable(),
  provider: paymentProviderSchema,
  state: orderStateSchema,
  designId: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  events: z.array(orderEventSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ordersPageSchema = z.object({ list: z.array(orderViewSchema), page: z.number().int(), size: z.number().int(), total: z.number().int() });

export const couponCheckSchema = z.object({ code: z.string(), percentOff: z.number().int(), returnCustomersOnly: z.boolean() });
