import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** The download center's calls (server: apps/server/src/modules/download-center). */
export const downloadCenterApi = {
  /** Quiet: the page shows not found and failures itself. */
  view: (designId: string, signal?: AbortSignal) =>
    api.get(`/api/download-center/${encodeURIComponent(designId)}`, { schema: contractSchema((c) => c.downloadCenterSchema), signal, quiet: true }),
  /** The brand centre of a saved logo with the Brand package (owner only); quiet: the dialog says what failed. */
  brandCentre: (faId: number) => api.post(`/api/user/favourite/${faId}/brand`, undefined, { schema: contractSchema((c) => c.brandSetupSchema), quiet: true }),
  /** An upgrade is an order of the package for this logo (the orders service prices the difference and checks the owner). */
  orderPackage: (product: string, designId: string) =>
    api.post("/api/payment/orders", { product, designId }, { schema: contractSchema((c) => c.createOrderSchema) }),
};
