import { catalogueSchema, couponCheckSchema, createOrderSchema, orderViewSchema, type CreateOrderBody } from "@studio/contracts";
import { z } from "zod";
import { api } from "../../api/client";

/** The payment calls of issue 16 (server side in apps/server/src/modules/payments). */
export const paymentsApi = {
  /** What is sold here, in this site's currency, and which providers take the money. */
  catalogue: (signal?: AbortSignal) => api.get("/api/payment/catalogue", { schema: catalogueSchema, signal, quiet: true }),
  /** Quiet: the checkout shows the server's msg itself (in the modal, or as a toast in fast mode); with msg for an intent without a client secret. */
  createOrder: (body: CreateOrderBody) => api.withMessage("/api/payment/orders", { method: "POST", body, schema: createOrderSchema, quiet: true }),
  order: (orderId: string, signal?: AbortSignal) =>
    api.get(`/api/payment/orders/${encodeURIComponent(orderId)}`, { schema: orderViewSchema, signal, quiet: true }),
  /** The sandbox card step; a declined card fails with the processor's message. */
  sandboxPay: (orderId: string, card: { card: string; expiry?: string; cvc?: string; name?: string }) =>
    api.post(`/api/payment/sandbox/${encodeURIComponent(orderId)}/pay`, card, { quiet: true }),
  /** The spec's record check: `data` is the paid flag, `msg` the failure text. */
  check: (orderId: string, signal?: AbortSignal) =>
    api.withMessage(`/api/payment/check/${encodeURIComponent(orderId)}`, { schema: z.boolean(), signal, quiet: true }),
  coupon: (code: string, signal?: AbortSignal) =>
    api.get(`/api/payment/coupons/${encodeURIComponent(code)}`, { schema: couponCheckSchema, signal, quiet: true }),
};
