import { productAreas, type ProductArea } from "@studio/domain";

/**
 * The favourites panel's ten tabs (spec 03 section 2, English wording). A tab whose kind is not
 * built yet is hidden, not shown empty: business cards, posters, signatures and the VI cards
 * (MOCKUP, the /vi/ page's saved sets) come with the brand kit (its area).
 */
export const favouriteTabs = [
  { id: "all", area: "classicMaker" },
  { id: "logo", area: "classicMaker" },
  { id: "bizcard", area: "brandAssets" },
  { id: "design", area: "brandAssets" },
  { id: "sign", area: "brandAssets" },
  // The VI cards (saved sets of the /vi/ page, GET /api/user/favourite?tab=vi); the photo tools' mockups are image records in My creations.
  { id: "mockup", area: "brandAssets" },
  { id: "saved", area: "classicMaker" },
  { id: "bought", area: "classicMaker" },
  { id: "invoices", area: "payments" },
  { id: "likes", area: "classicMaker" },
] as const satisfies readonly { id: string; area: ProductArea }[];

export type FavouriteTab = (typeof favouriteTabs)[number]["id"];

export function shownTabs(ready: (area: ProductArea) => boolean = (area) => productAreas[area].ready): FavouriteTab[] {
  return favouriteTabs.filter((tab) => ready(tab.area)).map((tab) => tab.id);
}

export function tabOf(search: string, shown: FavouriteTab[]): FavouriteTab {
  const asked = new URLSearchParams(search).get("tab");
  return shown.find((tab) => tab === asked) ?? shown[0] ?? "saved";
}

/** Which saved list a tab shows: every saved logo, or only the bought ones. */
export function listTypeOf(tab: FavouriteTab): "all" | "bought" | null {
  if (tab === "all" || tab === "logo" || tab === "saved") return "all";
  if (tab === "bought") return "bought";
  return null;
}
