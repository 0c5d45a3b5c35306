import {
  adminPartnersSchema,
  adminPartnerSchema,
  adminWithdrawalsSchema,
  affiliateClickSchema,
  affiliateLandingSchema,
  affiliateMeSchema,
  affiliatePartnerSchema,
  affiliateStatsSchema,
  affiliateWithdrawalSchema,
  affiliateWithdrawalsSchema,
  type WithdrawalRequestBody,
} from "@studio/contracts";
import { api } from "../../api/client";

/** The affiliate programme's calls (docs/affiliate.md), read with the server's own schemas. */
export const affiliateApi = {
  me: (signal?: AbortSignal) => api.get("/api/affiliate/me", { schema: affiliateMeSchema, signal, quiet: true }),
  chooseCode: (code: string) => api.post("/api/affiliate/code", { code }, { schema: affiliatePartnerSchema, quiet: true }),
  landing: (code: string, signal?: AbortSignal) =>
    api.get(`/api/affiliate/partner/${encodeURIComponent(code)}`, { schema: affiliateLandingSchema, signal, quiet: true }),
  click: (code: string) => api.post("/api/affiliate/click", { code }, { schema: affiliateClickSchema, quiet: true }),
  stats: (months: number, signal?: AbortSignal) => api.get("/api/affiliate/stats", { query: { months }, schema: affiliateStatsSchema, signal, quiet: true }),
  withdrawals: (signal?: AbortSignal) => api.get("/api/affiliate/withdrawals", { schema: affiliateWithdrawalsSchema, signal, quiet: true }),
  withdraw: (body: WithdrawalRequestBody) => api.post("/api/affiliate/withdrawals", body, { schema: affiliateWithdrawalSchema, quiet: true }),
  adminPartners: (state: string, signal?: AbortSignal) =>
    api.get("/api/admin/affiliate/partners", {
      query: state ? { state, size: 100 } : { size: 100 },
      schema: adminPartnersSchema,
      signal,
      quiet: true,
      ownForbidden: true,
    }),
  decidePartner: (userId: number, to: "approve" | "reject", reason?: string) =>
    api.post(`/api/admin/affiliate/partners/${userId}/${to}`, reason ? { reason } : {}, { schema: adminPartnerSchema, quiet: true }),
  adminWithdrawals: (state: string, signal?: AbortSignal) =>
    api.get("/api/admin/affiliate/withdrawals", { query: state ? { state } : {}, schema: adminWithdrawalsSchema, signal, quiet: true, ownForbidden: true }),
  markPaid: (id: number) => api.post(`/api/admin/affiliate/withdrawals/${id}/paid`, {}, { schema: affiliateWithdrawalSchema, quiet: true }),
  rejectWithdrawal: (id: number, reason: string) =>
    api.post(`/api/admin/affiliate/withdrawals/${id}/reject`, { reason }, { schema: affiliateWithdrawalSchema, quiet: true }),
};

export const affiliateKeys = { me: ["affiliate", "me"] as const, stats: ["affiliate", "stats"] as const, withdrawals: ["affiliate", "withdrawals"] as const };
