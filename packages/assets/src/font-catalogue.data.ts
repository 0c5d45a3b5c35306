/** How a designer groups typefaces; the logo engine picks by category and mood. */
export type FontCategory = "sans" | "serif" | "slab" | "display" | "script" | "mono" | "cjk";
export type FontMood =
  "modern" | "bold" | "rounded" | "elegant" | "classic" | "playful" | "tech" | "friendly" | "luxury" | "handwritten" | "condensed" | "geometric";

export type FontFamilyEntry = {
  /** Stable id used in design documents: `<fontsource id>-<weight>`. */
  id: string;
  family: string;
  /** The @fontsource package id (package `@fontsource/<source>`). */
  source: string;
  weight: number;
  category: FontCategory;
  moods: readonly FontMood[];
  license: "OFL-1.1" | "Apache-2.0";
  /** Whether the package has a latin-ext subset (accented names such as "Łódź"). */
  latinExt: boolean;
  /** CJK families are split into numbered unicode-range subsets listed in the package's unicode.json. */
  cjk: boolean;
};

type Row = [source: string, family: string, weight: number, category: FontCategory, moods: FontMood[], license?: "Apache-2.0", latinExt?: false];

// Every family is an OFL-1.1 (two Apache-2.0) package; licences are checked against each
// package's metadata.json by font-catalogue.test.ts and listed in docs/licenses/fonts.md.
const rows: Row[] = [
  ["inter", "Inter", 600, "sans", ["modern", "tech"]],
  ["roboto", "Roboto", 500, "sans", ["modern", "friendly"]],
  ["open-sans", "Open Sans", 600, "sans", ["friendly", "modern"]],
  ["montserrat", "Montserrat", 700, "sans", ["modern", "bold", "geometric"]],
  ["poppins", "Poppins", 600, "sans", ["modern", "geometric", "friendly"]],
  ["lato", "Lato", 700, "sans", ["friendly", "classic"]],
  ["raleway", "Raleway", 600, "sans", ["elegant", "modern"]],
  ["nunito", "Nunito", 700, "sans", ["rounded", "friendly", "playful"]],
  ["work-sans", "Work Sans", 500, "sans", ["modern", "tech"]],
  ["dm-sans", "DM Sans", 700, "sans", ["modern", "geometric"]],
  ["rubik", "Rubik", 500, "sans", ["rounded", "friendly", "bold"]],
  ["quicksand", "Quicksand", 600, "sans", ["rounded", "playful", "friendly"]],
  ["fredoka", "Fredoka", 600, "sans", ["rounded", "playful", "bold"]],
  ["montserrat", "Montserrat", 900, "sans", ["bold", "geometric"]],
  ["playfair-display", "Playfair Display", 700, "serif", ["elegant", "luxury", "classic"]],
  ["merriweather", "Merriweather", 700, "serif", ["classic", "bold"]],
  ["lora", "Lora", 600, "serif", ["classic", "elegant"]],
  ["libre-baskerville", "Libre Baskerville", 400, "serif", ["classic", "elegant"]],
  ["cormorant-garamond", "Cormorant Garamond", 600, "serif", ["luxury", "elegant"]],
  ["eb-garamond", "EB Garamond", 500, "serif", ["classic", "luxury"]],
  ["dm-serif-display", "DM Serif Display", 400, "serif", ["luxury", "elegant", "bold"]],
  ["roboto-slab", "Roboto Slab", 700, "slab", ["bold", "classic"], "Apache-2.0"],
  ["arvo", "Arvo", 700, "slab", ["bold", "classic"], undefined, false],
  ["zilla-slab", "Zilla Slab", 600, "slab", ["modern", "tech"]],
  ["bitter", "Bitter", 700, "slab", ["classic", "friendly"]],
  ["bebas-neue", "Bebas Neue", 400, "display", ["bold", "condensed", "modern"]],
  ["oswald", "Oswald", 600, "display", ["bold", "condensed"]],
  ["anton", "Anton", 400, "display", ["bold", "condensed"]],
  ["abril-fatface", "Abril Fatface", 400, "display", ["bold", "luxury"]],
  ["righteous", "Righteous", 400, "display", ["playful", "rounded", "tech"]],
  ["archivo-black", "Archivo Black", 400, "display", ["bold", "modern"]],
  ["alfa-slab-one", "Alfa Slab One", 400, "display", ["bold", "playful"]],
  ["lobster", "Lobster", 400, "script", ["playful", "handwritten", "bold"]],
  ["pacifico", "Pacifico", 400, "script", ["playful", "handwritten", "friendly"]],
  ["dancing-script", "Dancing Script", 700, "script", ["elegant", "handwritten"]],
  ["great-vibes", "Great Vibes", 400, "script", ["elegant", "luxury", "handwritten"]],
  ["caveat", "Caveat", 700, "script", ["handwritten", "friendly"]],
  ["satisfy", "Satisfy", 400, "script", ["handwritten", "elegant"], "Apache-2.0", false],
  ["space-mono", "Space Mono", 700, "mono", ["tech", "modern"], undefined, false],
  ["jetbrains-mono", "JetBrains Mono", 700, "mono", ["tech"]],
  ["ibm-plex-mono", "IBM Plex Mono", 600, "mono", ["tech", "classic"]],
  ["noto-sans-sc", "Noto Sans SC", 700, "cjk", ["modern", "bold"]],
  ["noto-sans-sc", "Noto Sans SC", 400, "cjk", ["modern", "friendly"]],
  ["noto-serif-sc", "Noto Serif SC", 700, "cjk", ["classic", "elegant"]],
  ["ma-shan-zheng", "Ma Shan Zheng", 400, "cjk", ["handwritten", "elegant"], undefined, false],
  ["zcool-kuaile", "ZCOOL KuaiLe", 400, "cjk", ["playful", "rounded"], undefined, false],
];

export const FONT_FAMILIES: readonly FontFamilyEntry[] = rows.map(([source, family, weight, category, moods, license, latinExt]) => ({
  id: `${source}-${weight}`,
  family,
  source,
  weight,
  category,
  moods,
  license: license ?? "OFL-1.1",
  latinExt: latinExt ?? true,
  cjk: category === "cjk",
}));

export const fontFamilyById = (id: string): FontFamilyEntry | undefined => FONT_FAMILIES.find((entry) => entry.id === id);
