import type { ViScene } from "@studio/contracts/plain";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** VI mockups' calls (server: apps/server/src/modules/vi). */
export const viApi = {
  /** Quiet: the page shows not found and failures itself. */
  view: (faId: number, signal?: AbortSignal) => api.get(`/api/vi/logos/${faId}`, { schema: contractSchema((c) => c.viViewSchema), signal, quiet: true }),
  save: (faId: number, scenes: ViScene[]) => api.post("/api/vi", { fa_id: faId, scenes }, { schema: contractSchema((c) => c.viCardSchema), quiet: true }),
  list: (page: number, signal?: AbortSignal) =>
    api.get("/api/user/favourite", { query: { page, tab: "vi" }, schema: contractSchema((c) => c.viCardListSchema), signal }),
  remove: (id: number) => api.delete(`/api/vi/${id}`, { schema: contractSchema((c) => c.viRemovedSchema), quiet: true }),
};

/**
 * A scene's address: plain GETs the session cookie authenticates, so an <img> shows the preview and a
 * link downloads the full PNG or the zip in one click.
 */
export function viSceneUrl(faId: number, scene: ViScene, size: "preview" | "full"): string {
  return `/api/vi/logos/${faId}/scenes/${scene}${size === "full" ? "?size=full" : ""}`;
}

export function viZipUrl(faId: number, scenes: readonly ViScene[]): string {
  return `/api/vi/logos/${faId}/zip?scenes=${scenes.join(",")}`;
}
