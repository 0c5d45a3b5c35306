import type { ProfileImageId } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** The social profile kit's calls (server: apps/server/src/modules/profile-kit). */
export const profileKitApi = {
  /** Quiet: the page shows not found and failures itself. */
  view: (designId: string, signal?: AbortSignal) =>
    api.get(`/api/profile-kit/${encodeURIComponent(designId)}`, { schema: contractSchema((c) => c.profileKitViewSchema), signal, quiet: true }),
};

/**
 * An image's address: plain GETs the session cookie authenticates, so an <img> shows the preview and a
 * link downloads the PNG or the zip in one click.
 */
export function profileImageUrl(designId: string, image: ProfileImageId, size: "preview" | "full"): string {
  return `/api/profile-kit/${encodeURIComponent(designId)}/images/${image}${size === "full" ? "?size=full" : ""}`;
}

export function profileZipUrl(designId: string): string {
  return `/api/profile-kit/${encodeURIComponent(designId)}/zip`;
}
