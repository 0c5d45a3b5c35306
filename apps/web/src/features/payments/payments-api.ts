import type { CreateOrderBody } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema, type LazySchema } from "../../api/contract-schema";

/** The record check's `data`, a bare boolean; zod loads with the answer, as the contracts' schemas do. */
const paidFlag: LazySchema<boolean> = { load: () => import("zod").then(({ z }) => z.boolean()) };

/** The payment calls of issue 16 (server side in apps/server/src/modules/payments). */
export const paymentsApi = {
  /** What is sold here, in this site's currency, and which providers take the money. */
  catalogue: (signal?: AbortSignal) => api.get("/api/payment/catalogue", { schema: contractSchema((c) => c.catalogueSchema), signal, quiet: true }),
  /** Quiet: the checkout shows the server's msg itself (in the modal, or as a toast in fast mode); with msg for an intent without a client secret. */
  createOrder: (body: CreateOrderBody) =>
    api.withMessage("/api/payment/orders", { method: "POST", body, schema: contractSchema((c) => c.createOrderSchema), quiet: true }),
  order: (orderId: string, signal?: AbortSignal) =>
    api.get(`/api/payment/orders/${encodeURIComponent(orderId)}`, { schema: contractSchema((c) => c.orderViewSchema), signal, quiet: true }),
  /** The sandbox card step; a declined card fails with the processor's message. */
  sandboxPay: (orderId: string, card: { card: string; expiry?: string; cvc?: string; name?: string }) =>
    api.post(`/api/payment/sandbox/${encodeURIComponent(orderId)}/pay`, card, { quiet: true }),
  /** The spec's record check: `data` is the paid flag, `msg` the failure text. */
  check: (orderId: string, signal?: AbortSignal) =>
    api.withMessage(`/api/payment/check/${encodeURIComponent(orderId)}`, { schema: paidFlag, signal, quiet: true }),
  coupon: (code: string, signal?: AbortSignal) =>
    api.get(`/api/payment/coupons/${encodeURIComponent(code)}`, { schema: contractSchema((c) => c.couponCheckSchema), signal, quiet: true }),
};
