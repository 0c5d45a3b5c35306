import type { FontsByCategory, UserFont } from "@studio/contracts";

/** One entry of the picker: a catalogue font or one of the user's. */
export type PickerFont = { id: string; name: string; family: string; url: string | null; simplified: boolean };
export type PickerGroup = { key: string; label: string; fonts: PickerFont[] };

/**
 * The picker's groups: the user's own fonts first (when signed in), then the catalogue's
 * categories, the ones holding Chinese fonts first on the Chinese site (the server orders them so
 * too; kept here so a cached English answer never shows them last on ?lang=zh).
 */
export function pickerGroups(catalogue: FontsByCategory, mine: readonly UserFont[] | null, options: { zh: boolean; mineLabel: string }): PickerGroup[] {
  const chineseFirst = (group: FontsByCategory[number]) => (options.zh && group.fonts.some((font) => font.simplified) ? 0 : 1);
  const categories = [...catalogue]
    .sort((a, b) => chineseFirst(a) - chineseFirst(b))
    .map((group) => ({
      key: `cat-${group.cat_id}`,
      label: group.cate_name,
      fonts: group.fonts.map((font) => ({
        id: font.id,
        name: font.font_name,
        family: font.font_family,
        url: font.font_url || null,
        simplified: font.simplified,
      })),
    }));
  if (mine === null) return categories;
  const own: PickerGroup = {
    key: "mine",
    label: options.mineLabel,
    fonts: mine.map((font) => ({ id: font.font_id, name: font.name, family: font.font_family, url: font.font_url, simplified: false })),
  };
  return [own, ...categories];
}

/** The group holding `fontId`, else the first one: the tab the picker opens on. */
export function groupOf(groups: readonly PickerGroup[], fontId: string): string | undefined {
  return (groups.find((group) => group.fonts.some((font) => font.id === fontId)) ?? groups.find((group) => group.fonts.length > 0) ?? groups[0])?.key;
}
