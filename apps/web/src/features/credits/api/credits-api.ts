import { creditCostsSchema, creditHistorySchema, creditSummarySchema } from "@studio/contracts";
import { api } from "../../../api/client";

// The payloads are the server's own schemas (packages/contracts/src/credits.ts).
export type { CreditCostsInForce, CreditHistory, CreditSummary, LedgerEntry } from "@studio/contracts";

export const creditsApi = {
  costs: (signal?: AbortSignal) => api.get("/api/credits/costs", { schema: creditCostsSchema, signal, quiet: true }),
  summary: (signal?: AbortSignal) => api.get("/api/credits/summary", { schema: creditSummarySchema, signal }),
  history: (page: number, size: number, signal?: AbortSignal) =>
    api.get("/api/credits/history", { query: { page, size }, schema: creditHistorySchema, signal }),
};
