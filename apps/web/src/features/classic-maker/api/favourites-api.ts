import {
  deleteFavouriteResultSchema,
  favouriteListSchema,
  saveFavouriteResultSchema,
  showCountsSchema,
  type ClassicLogo,
  type FavouriteList,
  type ShowCounts,
} from "@studio/contracts";
import { api } from "../../../api/client";

/** Saved and bought logos (spec 03 sections 4 and 7). */

export function fetchFavourites(query: { page: number; type: "all" | "bought" }, signal?: AbortSignal): Promise<FavouriteList> {
  return api.get("/api/user/favourite", { query: { page: query.page, type: query.type }, schema: favouriteListSchema, signal });
}

/** Saves a logo: its fa_id replaces that saved entry, none adds one; answers the saved id. */
export function saveFavourite(logo: ClassicLogo): Promise<{ fa_id: number }> {
  const { svg, ...data } = logo;
  return api.post("/api/user/favourite", { data, gradient: logo.gradient, gtoken: logo.token, svg }, { schema: saveFavouriteResultSchema, quiet: true });
}

export function deleteFavourite(faId: number): Promise<{ fa_id: number }> {
  return api.delete(`/api/user/favourite/${faId}`, { schema: deleteFavouriteResultSchema, quiet: true });
}

export function fetchShowCounts(signal?: AbortSignal): Promise<ShowCounts> {
  return api.get("/api/user/showCounts", { schema: showCountsSchema, signal });
}
