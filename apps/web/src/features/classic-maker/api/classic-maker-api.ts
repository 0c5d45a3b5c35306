import type {
  ClassicLogo,
  ColorCategories,
  FontCatalogue,
  GetAllInfoBody,
  GetAllInfoResult,
  IconCategory,
  IconSearchResult,
  RedrawLogoBody,
} from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** The classic maker's catalogue and list calls (spec 03 section 7); the shapes are @studio/contracts'. */

export function fetchIconCategories(signal?: AbortSignal): Promise<IconCategory[]> {
  return api.get("/api/allIconCategory", { schema: contractSchema((c) => c.iconCategoriesSchema), signal });
}

/** Icons by English or Chinese words, or one category's icons; an empty list is 'Sorry no results found.'. */
export function searchIcons(query: { key?: string; category?: string; page?: number }, signal?: AbortSignal): Promise<IconSearchResult> {
  return api.get("/api/search", {
    query: { key: query.key ?? "", category: query.category, page: query.page ?? 1 },
    schema: contractSchema((c) => c.iconSearchResultSchema),
    signal,
  });
}

export function fetchColorCategories(signal?: AbortSignal): Promise<ColorCategories> {
  return api.get("/api/allColorCategory", { schema: contractSchema((c) => c.colorCategoriesSchema), signal });
}

/**
 * The name fonts by category. Spec 03 section 7: a failure of a /ubrand/api call gives an empty
 * object, so the step shows no catalogue instead of an error.
 */
export async function fetchLogoFonts(signal?: AbortSignal): Promise<FontCatalogue> {
  try {
    return await api.get("/ubrand/api/logo-fonts/order", { schema: contractSchema((c) => c.fontCatalogueSchema), signal, quiet: true });
  } catch {
    return [];
  }
}

/** One page of logo designs from the designer. */
export function fetchLogoPage(body: GetAllInfoBody, signal?: AbortSignal): Promise<GetAllInfoResult> {
  return api.post("/api/getAllInfo", body, { schema: contractSchema((c) => c.getAllInfoResultSchema), signal, quiet: true });
}

/** The edit panel's Apply: the same design (its recipe) with only the edited fields changed. */
export function redrawLogo(body: RedrawLogoBody, signal?: AbortSignal): Promise<ClassicLogo> {
  return api.post("/api/redrawLogo", body, { schema: contractSchema((c) => c.classicLogoSchema), signal, quiet: true });
}
