import type { ShareLikeResult, ShareLink, SharedLogo } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/**
 * Free logo by share (spec 03 sections 2 and 9): the owner's link, the public page and its likes.
 * The public page is a first screen: its schemas load with the first answer (docs/web.md).
 */

export function createShare(faId: number): Promise<ShareLink> {
  return api.post(`/api/user/favourite/${faId}/share`, undefined, { schema: contractSchema((c) => c.shareLinkSchema), quiet: true });
}

export function fetchShared(token: string, signal?: AbortSignal): Promise<SharedLogo> {
  return api.get(`/api/share/${encodeURIComponent(token)}`, { schema: contractSchema((c) => c.sharedLogoSchema), signal, quiet: true });
}

export function likeShared(token: string): Promise<ShareLikeResult> {
  return api.post(`/api/share/${encodeURIComponent(token)}/like`, undefined, { schema: contractSchema((c) => c.shareLikeResultSchema), quiet: true });
}
