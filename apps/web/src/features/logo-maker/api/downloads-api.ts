import type { DownloadFormatName, DownloadSubject, DownloadTarget } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** Spec 02 section 7: the download popover's calls (server side in apps/server/src/modules/downloads). */
export const downloadsApi = {
  /** Which formats of a result image (or image record) are paid: 1, or not yet: 0. */
  status: (target: DownloadSubject, signal?: AbortSignal) =>
    api.get("/api/ai-design/download/status", { query: target, schema: contractSchema((c) => c.downloadStatusSchema), signal, quiet: true }),
  /** Pays for the format once (then free) and answers the stored file. Quiet: the popover shows the message. */
  download: (target: DownloadSubject, format: DownloadFormatName) =>
    api.post(`/api/ai-design/download/${format}`, target, { schema: contractSchema((c) => c.downloadResultSchema), quiet: true }),
  favicon: (target: DownloadSubject) => api.post("/api/ai-design/favicon", target, { schema: contractSchema((c) => c.faviconResultSchema), quiet: true }),
  brandOffer: (signal?: AbortSignal) => api.get("/api/ai-design/brand/offer", { schema: contractSchema((c) => c.brandOfferSchema), signal, quiet: true }),
  brandSetup: (target: DownloadTarget) => api.post("/api/ai-design/brand/setup", target, { schema: contractSchema((c) => c.brandSetupSchema), quiet: true }),
};
