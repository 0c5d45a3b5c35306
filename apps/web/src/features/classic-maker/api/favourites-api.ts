import type { ClassicLogo, FavouriteList, ShowCounts } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** Saved and bought logos (spec 03 sections 4 and 7). */

export function fetchFavourites(query: { page: number; type: "all" | "bought" }, signal?: AbortSignal): Promise<FavouriteList> {
  return api.get("/api/user/favourite", { query: { page: query.page, type: query.type }, schema: contractSchema((c) => c.favouriteListSchema), signal });
}

/** Saves a logo: its fa_id replaces that saved entry, none adds one; answers the saved id. */
export function saveFavourite(logo: ClassicLogo): Promise<{ fa_id: number }> {
  const { svg, ...data } = logo;
  return api.post(
    "/api/user/favourite",
    { data, gradient: logo.gradient, gtoken: logo.token, svg },
    { schema: contractSchema((c) => c.saveFavouriteResultSchema), quiet: true },
  );
}

export function deleteFavourite(faId: number): Promise<{ fa_id: number }> {
  return api.delete(`/api/user/favourite/${faId}`, { schema: contractSchema((c) => c.deleteFavouriteResultSchema), quiet: true });
}

export function fetchShowCounts(signal?: AbortSignal): Promise<ShowCounts> {
  return api.get("/api/user/showCounts", { schema: contractSchema((c) => c.showCountsSchema), signal });
}

/** One saved logo whole (owner, admins and designers): what the edit panel edits. */
export function fetchFavourite(faId: number, signal?: AbortSignal): Promise<ClassicLogo> {
  return api.get(`/api/user/favourite/${faId}`, { schema: contractSchema((c) => c.savedLogoSchema), signal });
}
