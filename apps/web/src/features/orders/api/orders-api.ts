import type { AdminOrdersQuery, RefundBody } from "@studio/contracts";
import { api, ApiError } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";
import { getBearerToken } from "../../../api/session-storage";
import { saveBlob } from "../../../ui/save-blob";

export type ReceiptType = "receipt" | "invoice";

/** The orders calls (issue 16): the buyer's orders and invoices, the admin's search, refund and revenue. */
export const ordersApi = {
  mine: (page: number, size: number, signal?: AbortSignal) =>
    api.get("/api/payment/orders", { query: { page, size }, schema: contractSchema((c) => c.ordersPageSchema), signal, quiet: true }),
  invoices: (page: number, size: number, signal?: AbortSignal) =>
    api.get("/api/payment/invoices", { query: { page, size }, schema: contractSchema((c) => c.ordersPageSchema), signal, quiet: true }),
  search: (query: Partial<AdminOrdersQuery>, signal?: AbortSignal) =>
    api.get("/api/admin/payment/orders", {
      query: { ...query },
      schema: contractSchema((c) => c.adminOrdersPageSchema),
      signal,
      quiet: true,
      ownForbidden: true,
    }),
  detail: (orderId: string, signal?: AbortSignal) =>
    api.get(`/api/admin/payment/orders/${encodeURIComponent(orderId)}`, { schema: contractSchema((c) => c.adminOrderSchema), signal, quiet: true }),
  refund: (orderId: string, body: RefundBody) =>
    api.post(`/api/admin/payment/orders/${encodeURIComponent(orderId)}/refund`, body, { schema: contractSchema((c) => c.refundResultSchema), quiet: true }),
  revenue: (query: { from?: string; to?: string; days?: number }, signal?: AbortSignal) =>
    api.get("/api/admin/payment/revenue", { query, schema: contractSchema((c) => c.revenueSchema), signal, quiet: true, ownForbidden: true }),
};

export function receiptUrl(orderId: string, type: ReceiptType, lang: string): string {
  return `/api/payment/orders/${encodeURIComponent(orderId)}/receipt?type=${type}&lang=${lang === "zh" ? "zh" : "en"}`;
}

/**
 * Saves a receipt or invoice PDF as a browser download. Fetched (not a plain link) so the embedded
 * SDK mode, which signs in with a bearer token instead of the cookie, gets its documents too.
 */
export async function downloadReceipt(orderId: string, type: ReceiptType, lang: string): Promise<void> {
  const token = getBearerToken();
  const response = await fetch(receiptUrl(orderId, type, lang), { credentials: "same-origin", headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `HTTP_${response.status}`, body?.msg ?? response.statusText);
  }
  saveBlob(await response.blob(), `${type}-${orderId}.pdf`);
}
