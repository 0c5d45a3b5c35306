import type { MobileUploadFiles, MobileUploadGrant, MobileUploadLink, MobileUploadReceived } from "@studio/contracts";
import { MOBILE_UPLOAD_TOKEN_HEADER } from "@studio/contracts/plain";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** Mobile upload by QR code: the editor's side (signed in) and the phone's (the link's token, no session). */
export const mobileUploadApi = {
  /** A new 30-minute link for this design; `url` is what the QR code encodes. */
  createLink(design: string, signal?: AbortSignal): Promise<MobileUploadLink> {
    return api.post("/api/user/ai-design/mobile-upload", { design }, { schema: contractSchema((c) => c.mobileUploadLinkSchema), signal });
  },
  /** The files the phone sent after `after`; quiet: the poll runs every 2 s and a missed round is simply the next one's. */
  files(id: string, after: number, signal?: AbortSignal): Promise<MobileUploadFiles> {
    return api.get(`/api/user/ai-design/mobile-upload/${encodeURIComponent(id)}/files`, {
      query: { after },
      schema: contractSchema((c) => c.mobileUploadFilesSchema),
      signal,
      quiet: true,
    });
  },
  /** The phone: whether its link still takes files. */
  grant(token: string, signal?: AbortSignal): Promise<MobileUploadGrant> {
    return api.get("/api/mobile-upload", {
      headers: { [MOBILE_UPLOAD_TOKEN_HEADER]: token },
      schema: contractSchema((c) => c.mobileUploadGrantSchema),
      signal,
      quiet: true,
    });
  },
  /** The phone sends one image. */
  send(token: string, file: Blob, name: string, signal?: AbortSignal): Promise<MobileUploadReceived> {
    const form = new FormData();
    form.append("file", file, name);
    return api.post("/api/mobile-upload", form, {
      headers: { [MOBILE_UPLOAD_TOKEN_HEADER]: token },
      schema: contractSchema((c) => c.mobileUploadReceivedSchema),
      signal,
      quiet: true,
    });
  },
};
