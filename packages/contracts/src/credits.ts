import { z } from "zod";

const int = z.number().int();
const downloadPrices = z.object({ jpg: int, png: int, svg: int });

/** GET /api/ai-design/quotas/info and /quotas/ai-logo/info: credits and uses left for a kind or API name. */
export const quotaInfoSchema = z.object({
  name: z.string(),
  cost: int,
  leftQuotas: int,
  aiCredits: int,
  freeCredits: int,
  freeCreditsPerDay: int,
  pro: z.boolean(),
  day: z.string(),
  /** Matting only: free users' free AI cutouts left today and per day (spent before credits; 0 for Pro members). */
  freeCutouts: int.optional(),
  freeCutoutsPerDay: int.optional(),
});
export type QuotaInfo = z.infer<typeof quotaInfoSchema>;

/** GET /api/ai-design/quotas/left */
export const quotaLeftSchema = z.object({ name: z.string(), leftQuotas: int, cost: int });

/** GET /api/getDownloadQuotas: free downloads left today (null: unlimited) and the download prices. */
export const downloadQuotasSchema = z.object({
  left: int.nullable(),
  used: int,
  perDay: int,
  unlimited: z.boolean(),
  reason: z.enum(["bypass", "pro", "free"]),
  costs: downloadPrices,
  aiCredits: int,
  day: z.string(),
});
export type DownloadQuotas = z.infer<typeof downloadQuotasSchema>;

/** One line of the credit ledger. */
export const ledgerEntrySchema = z.object({
  id: int,
  kind: int,
  kindName: z.string().nullable(),
  balance: z.enum(["ai_credits", "credits", "free_daily", "partner", "free_cutout"]),
  amount: int,
  balanceAfter: int,
  reason: z.string(),
  reference: z.string(),
  refundOf: int.nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** GET /api/credits/history: the signed-in user's ledger, newest first; `refunded` marks a spend that came back. */
export const creditHistorySchema = z.object({
  items: z.array(ledgerEntrySchema.extend({ refunded: z.boolean() })),
  page: int,
  size: int,
  total: int,
  more: z.boolean(),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;
export type LedgerEntry = CreditHistory["items"][number];

/** POST /api/ai-design/write-off/{id}: what one use cost and from where (a replay costs nothing again). */
export const writeOffResultSchema = z.object({
  id: z.string(),
  charged: int,
  source: z.enum(["credits", "free_quota", "pro", "bypass", "paid", "partner"]),
  replayed: z.boolean(),
  aiCredits: int,
  entryId: int.nullable(),
});
export type WriteOffResult = z.infer<typeof writeOffResultSchema>;

/** GET /api/credits/costs (public): the cost table in force, operator overrides included, and the allowances. */
export const creditCostsSchema = z.object({
  costs: z.object({
    kinds: z.record(z.string(), int),
    aiImage: int,
    minimumImageCharge: int,
    aiEdit: int,
    download: downloadPrices,
  }),
  registerGrant: int,
  proMonthlyCredits: int,
  freeAiCreditsPerDay: int,
  freeDownloadsPerDay: int,
});
export type CreditCostsInForce = z.infer<typeof creditCostsSchema>;

/** GET /api/credits/summary: balances and today's free allowances of the signed-in user. */
export const creditSummarySchema = z.object({
  ai_credits: int,
  credits: int,
  freeCredits: int,
  pro: z.boolean(),
  downloadQuotas: int.nullable(),
  downloadsUnlimited: z.boolean(),
  freeCreditsPerDay: int,
  freeDownloadsPerDay: int,
  proMonthlyCredits: int,
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

/** POST /api/admin/credits/grant (admin, kind 2): by user id or e-mail; `requestId` makes a retry grant once. */
export const creditGrantRequestSchema = z
  .object({
    userId: z.number().int().positive().optional(),
    email: z.string().email().optional(),
    amount: z.number().int().min(1).max(1_000_000),
    note: z.string().max(200).optional(),
    requestId: z.string().min(8).max(80).optional(),
  })
  .refine((b) => b.userId !== undefined || b.email !== undefined, { message: "userId or email is required" });
export const creditGrantSchema = z.object({ entry: ledgerEntrySchema, replayed: z.boolean(), userId: int });
