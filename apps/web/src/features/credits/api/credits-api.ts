import { z } from "zod";
import { api } from "../../../api/client";

export const creditSummarySchema = z.object({
  ai_credits: z.number(),
  credits: z.number(),
  freeCredits: z.number(),
  pro: z.boolean(),
  downloadQuotas: z.number().nullable(),
  downloadsUnlimited: z.boolean(),
  freeCreditsPerDay: z.number(),
  freeDownloadsPerDay: z.number(),
  proMonthlyCredits: z.number(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.number(),
  kindName: z.string().nullable(),
  balance: z.enum(["ai_credits", "credits", "free_daily", "partner"]),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  reference: z.string(),
  refundOf: z.number().nullable(),
  note: z.string(),
  createdAt: z.string(),
  refunded: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const creditHistorySchema = z.object({
  items: z.array(ledgerEntrySchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  more: z.boolean(),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;

export const creditCostsSchema = z.object({
  costs: z.object({
    kinds: z.record(z.string(), z.number()),
    aiImage: z.number(),
    minimumImageCharge: z.number(),
    aiEdit: z.number(),
    download: z.object({ jpg: z.number(), png: z.number(), svg: z.number() }),
  }),
  registerGrant: z.number(),
  proMonthlyCredits: z.number(),
  freeAiCreditsPerDay: z.number(),
  freeDownloadsPerDay: z.number(),
});
export type CreditCostsInForce = z.infer<typeof creditCostsSchema>;

export const creditsApi = {
  costs: (signal?: AbortSignal) => api.get("/api/credits/costs", { schema: creditCostsSchema, signal, quiet: true }),
  summary: (signal?: AbortSignal) => api.get("/api/credits/summary", { schema: creditSummarySchema, signal }),
  history: (page: number, size: number, signal?: AbortSignal) => api.get("/api/credits/history", { query: { page, size }, schema: creditHistorySchema, signal }),
};
