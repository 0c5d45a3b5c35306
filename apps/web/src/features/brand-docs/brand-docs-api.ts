import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** The brand documents' calls (server: apps/server/src/modules/brand-docs). */
export const brandDocsApi = {
  /** Quiet: the page shows not found and failures itself. */
  view: (designId: string, signal?: AbortSignal) =>
    api.get(`/api/brand-docs/${encodeURIComponent(designId)}`, { schema: contractSchema((c) => c.brandDocsViewSchema), signal, quiet: true }),
  /** The pay-per-download item (download-ppt, type 4) for this logo: the one orders service prices it and checks the owner. */
  order: (designId: string) => api.post("/api/payment/orders", { product: "download-ppt", designId }, { schema: contractSchema((c) => c.createOrderSchema) }),
};

/** A document's address: a plain GET the session cookie authenticates, so a link downloads it in one click. */
export function brandDocUrl(designId: string, kind: "pptx" | "docx", language: string): string {
  return `/api/brand-docs/${encodeURIComponent(designId)}/files/${kind}?lang=${encodeURIComponent(language)}`;
}
