import { z } from "zod";

/**
 * The logo API for partners (spec 03 sections 7 and 9, issue 23): GET /logoapi/async/logo with the
 * header `ApiKey`, its keys (issued by an admin, shown once) and their usage.
 */

/** Spec 03 section 9: page sizes 4, 6, 8, 10 or 12 (default 4). */
export const LOGO_API_PAGE_SIZES = [4, 6, 8, 10, 12] as const;
export const LOGO_API_DEFAULT_SIZE = 4;
/** The last page the designer draws for one brief (the classic list's CLASSIC_MAX_PAGES). */
export const LOGO_API_MAX_PAGE = 50;
/** Format 1: each logo as a base64 PNG; 2: as a URL of a stored PNG. */
export const LOGO_API_FORMATS = { base64: 1, url: 2 } as const;
/** Colour options 0-6: 0 lets the designer choose (by the name's industry); 1-6 the classic maker's groups. */
export const LOGO_API_COLORS = ["any", "smart", "warm", "cool", "bright", "soft", "mono"] as const;
/** Font options 0-6: 0 lets the designer choose; 1-6 the font catalogue's categories. */
export const LOGO_API_FONTS = ["any", "sans", "serif", "slab", "display", "script", "mono"] as const;
/** Style: 0 any layout; the classic maker's layout families horizontal 1, vertical 2, square 3. */
export const LOGO_API_STYLES = ["any", "horizontal", "vertical", "square"] as const;
/** The per-key limit when an admin sets none (calls per minute). */
export const LOGO_API_DEFAULT_RATE_PER_MINUTE = 60;
/** The monthly quota when an admin sets none (calls per calendar month, UTC). */
export const LOGO_API_DEFAULT_MONTHLY_QUOTA = 10_000;

/** A query number, named by its field when wrong ("size must be 4, 6, 8, 10 or 12"). */
const option = (field: string, max: number) =>
  z.coerce
    .number({ message: `${field} must be a whole number from 0 to ${max}` })
    .int({ message: `${field} must be a whole number from 0 to ${max}` })
    .min(0, { message: `${field} must be a whole number from 0 to ${max}` })
    .max(max, { message: `${field} must be a whole number from 0 to ${max}` })
    .default(0);

export const logoApiQuerySchema = z.object({
  name: z.string({ message: "name is required" }).trim().min(1, { message: "name is required" }).max(40, { message: "name is at most 40 characters" }),
  slogan: z.string().trim().max(60, { message: "slogan is at most 60 characters" }).default(""),
  color: option("color", LOGO_API_COLORS.length - 1),
  font: option("font", LOGO_API_FONTS.length - 1),
  style: option("style", LOGO_API_STYLES.length - 1),
  format: z.coerce
    .number()
    .refine((value) => value === 1 || value === 2, { message: "format must be 1 (base64) or 2 (URL)" })
    .default(LOGO_API_FORMATS.url)
    .transform((value) => value as 1 | 2),
  page: z.coerce
    .number()
    .int({ message: `page must be a whole number from 1 to ${LOGO_API_MAX_PAGE}` })
    .min(1, { message: `page must be a whole number from 1 to ${LOGO_API_MAX_PAGE}` })
    .max(LOGO_API_MAX_PAGE, { message: `page must be a whole number from 1 to ${LOGO_API_MAX_PAGE}` })
    .default(1),
  size: z.coerce
    .number()
    .refine((value) => (LOGO_API_PAGE_SIZES as readonly number[]).includes(value), { message: "size must be 4, 6, 8, 10 or 12" })
    .default(LOGO_API_DEFAULT_SIZE),
});
export type LogoApiQuery = z.output<typeof logoApiQuerySchema>;

/** One logo of a page: `image` is a data URL (format 1) or an absolute URL of a PNG (format 2). */
export const logoApiLogoSchema = z.object({
  /** The design's select hash: the same design always has the same id. */
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.union([z.literal(1), z.literal(2)]),
  image: z.string(),
  palette: z.string(),
  font: z.string(),
  layout: z.string(),
});
export type LogoApiLogo = z.infer<typeof logoApiLogoSchema>;

export const logoApiPageSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  /** False on the last page the designer draws for this brief. */
  more: z.boolean(),
  logos: z.array(logoApiLogoSchema),
});
export type LogoApiPage = z.infer<typeof logoApiPageSchema>;

/** A Lite key's answer: the page follows to its webhook. */
export const logoApiJobSchema = z.object({ job_id: z.string(), status: z.literal("queued") });
export type LogoApiJob = z.infer<typeof logoApiJobSchema>;

/** The body POSTed to a Lite key's webhook (signed: docs/logo-api.md). */
export const logoApiWebhookBodySchema = z.object({ job_id: z.string(), data: logoApiPageSchema });

export const logoApiKeyKinds = ["api", "lite"] as const;
export type LogoApiKeyKind = (typeof logoApiKeyKinds)[number];

const webhookUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { message: "webhook must be an http(s) URL" });

export const createLogoApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1, { message: "name is required" }).max(100),
    kind: z.enum(logoApiKeyKinds).default("api"),
    webhook: webhookUrl.optional(),
    ratePerMinute: z.number().int().min(1).max(6000).default(LOGO_API_DEFAULT_RATE_PER_MINUTE),
    monthlyQuota: z.number().int().min(1).max(10_000_000).default(LOGO_API_DEFAULT_MONTHLY_QUOTA),
  })
  .superRefine((body, context) => {
    if (body.kind === "lite" && !body.webhook) context.addIssue({ code: "custom", path: ["webhook"], message: "A Lite key needs a webhook URL." });
    if (body.kind === "api" && body.webhook) context.addIssue({ code: "custom", path: ["webhook"], message: "Only Lite keys have a webhook." });
  });
export type CreateLogoApiKeyBody = z.input<typeof createLogoApiKeyBodySchema>;

export const logoApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(logoApiKeyKinds),
  /** The first characters of the key, to tell keys apart (never the key). */
  prefix: z.string(),
  webhook: z.string().nullable(),
  ratePerMinute: z.number().int(),
  monthlyQuota: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Calls and logos this calendar month (UTC). */
  monthCalls: z.number().int(),
  monthLogos: z.number().int(),
});
export type LogoApiKey = z.infer<typeof logoApiKeySchema>;

/** The answer of a key's creation: `key` (and a Lite key's `webhookSecret`) are shown this once only. */
export const createdLogoApiKeySchema = z.object({ key: z.string(), webhookSecret: z.string().nullable(), record: logoApiKeySchema });
export type CreatedLogoApiKey = z.infer<typeof createdLogoApiKeySchema>;

export const logoApiKeysSchema = z.object({ list: z.array(logoApiKeySchema) });
export const logoApiKeyParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One day of a key's usage. */
export const logoApiUsageDaySchema = z.object({ day: z.string(), calls: z.number().int(), logos: z.number().int() });
/** GET /logoapi/usage (the partner's own key) and the admin's usage of a key: the last 31 days. */
export const logoApiUsageSchema = z.object({
  name: z.string(),
  kind: z.enum(logoApiKeyKinds),
  ratePerMinute: z.number().int(),
  monthlyQuota: z.number().int(),
  monthCalls: z.number().int(),
  monthLogos: z.number().int(),
  days: z.array(logoApiUsageDaySchema),
});
export type LogoApiUsage = z.infer<typeof logoApiUsageSchema>;
