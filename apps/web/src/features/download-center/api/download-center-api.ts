import { createOrderSchema, downloadCenterSchema } from "@studio/contracts";
import { api } from "../../../api/client";

/** The download center's calls (server: apps/server/src/modules/download-center). */
export const downloadCenterApi = {
  /** Quiet: the page shows not found and failures itself. */
  view: (designId: string, signal?: AbortSignal) =>
    api.get(`/api/download-center/${encodeURIComponent(designId)}`, { schema: downloadCenterSchema, signal, quiet: true }),
  /** An upgrade is an order of the package for this logo (the orders service prices the difference and checks the owner). */
  orderPackage: (product: string, designId: string) => api.post("/api/payment/orders", { product, designId }, { schema: createOrderSchema }),
};
