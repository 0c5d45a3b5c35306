import { orderViewSchema } from "@studio/contracts";
import { z } from "zod";
import { api } from "../../api/client";

/** The sandbox page a messaging-app payment QR encodes (server: modules/payments/qr-pay.routes.ts). */
export const qrPayApi = {
  order: (orderId: string, signal?: AbortSignal) =>
    api.get(`/api/payment/orders/${encodeURIComponent(orderId)}`, { schema: orderViewSchema, signal, quiet: true }),
  /** Pays the buyer's own sandbox order as the messaging app would. */
  scan: (orderId: string) =>
    api.post(`/api/payment/sandbox/${encodeURIComponent(orderId)}/scan`, undefined, { schema: z.object({ paid: z.boolean() }), quiet: true }),
};
