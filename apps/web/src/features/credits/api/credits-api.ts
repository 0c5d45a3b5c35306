import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

// The payloads are the server's own schemas (packages/contracts/src/credits.ts).
export type { CreditCostsInForce, CreditHistory, CreditSummary, LedgerEntry } from "@studio/contracts";

export const creditsApi = {
  costs: (signal?: AbortSignal) => api.get("/api/credits/costs", { schema: contractSchema((c) => c.creditCostsSchema), signal, quiet: true }),
  summary: (signal?: AbortSignal) => api.get("/api/credits/summary", { schema: contractSchema((c) => c.creditSummarySchema), signal }),
  history: (page: number, size: number, signal?: AbortSignal) =>
    api.get("/api/credits/history", { query: { page, size }, schema: contractSchema((c) => c.creditHistorySchema), signal }),
};
