import { findMissingGlyphs, type FontProvider } from "@studio/design";
import { hexToHsl, hslToHex, normalizeHex } from "./color.js";
import type { FontChoice, LogoBrief, LogoStyle } from "./logo-brief.schema.js";
import { isColorGroup, paletteByName, PALETTES, SMART_PALETTES, type Palette } from "./palettes.data.js";
import type { Random } from "./seeded-random.js";

export const hasCjk = (text: string): boolean => /[\u3400-\u9fff\uf900-\ufaff]/u.test(text);

/** Typefaces a designer would try for each style group, as catalogue filters. */
const STYLE_FONTS: Record<LogoStyle, (font: FontChoice) => boolean> = {
  combination: (font) => ["sans", "serif", "slab", "display"].includes(font.category),
  abstract: (font) =>
    (font.category === "sans" && !font.moods.includes("rounded")) || (font.category === "display" && font.moods.includes("modern")) || font.category === "mono",
  pictorial: (font) => ["sans", "slab", "display", "serif"].includes(font.category),
  mascot: (font) => font.moods.includes("rounded") || font.moods.includes("playful"),
  // Emblems set the name in capitals: no scripts, whose capitals do not join.
  emblem: (font) => ["slab", "serif", "display"].includes(font.category) || (font.category === "sans" && font.moods.includes("bold")),
  minimal: (font) => ["sans", "serif"].includes(font.category) || (font.category === "display" && font.moods.includes("condensed")),
  signature: (font) => font.category === "script",
};

/** Chinese typefaces by style: brush script for signatures, a rounded display face for mascots, serif for emblems. */
const CJK_MOOD: Partial<Record<LogoStyle, string>> = { signature: "handwritten", mascot: "playful", emblem: "classic", minimal: "classic" };

const SLOGAN_FONTS = ["inter-600", "raleway-600", "work-sans-500", "lato-700", "open-sans-600", "dm-sans-700"];
const CJK_BOLD = "noto-sans-sc-700";
const CJK_REGULAR = "noto-sans-sc-400";
const LATIN_FALLBACK = "inter-600";

/**
 * The fonts to try for a style, best first: style-fitting families in a seeded order, fonts
 * already used by earlier results last (so results differ), and CJK families for Chinese names.
 */
export function fontCandidates(style: LogoStyle, name: string, catalogue: readonly FontChoice[], random: Random, used: ReadonlySet<string>): FontChoice[] {
  if (hasCjk(name)) {
    const cjk = catalogue.filter((font) => font.category === "cjk");
    const mood = CJK_MOOD[style];
    const ordered = [...cjk.filter((font) => mood && font.moods.includes(mood)), ...cjk.filter((font) => !mood || !font.moods.includes(mood))];
    return [...ordered.filter((font) => !used.has(font.id)), ...ordered.filter((font) => used.has(font.id))];
  }
  // CJK families carry a plain latin subset; a latin name deserves a latin typeface.
  const fitting = random.shuffle(catalogue.filter((font) => font.category !== "cjk" && STYLE_FONTS[style](font)));
  return [...fitting.filter((font) => !used.has(font.id)), ...fitting.filter((font) => used.has(font.id))];
}

/** Fallback faces for a text the chosen font cannot draw entirely; undefined when even they cannot. */
export function fallbacksFor(fonts: FontProvider, text: string, fontId: string): string[] | undefined {
  const request = { text, fontId, fontSize: 72, letterSpacing: 0 };
  if (findMissingGlyphs(fonts, request).length === 0) return [];
  const fallbackFontIds = [hasCjk(text) ? CJK_BOLD : LATIN_FALLBACK, CJK_REGULAR].filter((id) => id !== fontId);
  return findMissingGlyphs(fonts, { ...request, fallbackFontIds }).length === 0 ? fallbackFontIds : undefined;
}

export function sloganFont(slogan: string, random: Random): string {
  return hasCjk(slogan) ? CJK_REGULAR : random.pick(SLOGAN_FONTS);
}

/** Builds palettes from user colours: on white, on a pale tint and on a deep shade of the first colour. */
export function palettesFromColors(colors: readonly string[], id: string): Palette[] {
  const hexes = colors.map((color) => normalizeHex(color)).filter((color): color is string => Boolean(color));
  const [primary = "#333333", secondary, accent] = hexes;
  const hsl = hexToHsl(primary);
  const second = secondary ?? hslToHex({ ...hsl, h: (hsl.h + 30) % 360 });
  const third = accent ?? hslToHex({ ...hsl, l: Math.max(0.15, hsl.l - 0.25) });
  const common = { primary, secondary: second, accent: third, groups: [] as const };
  return [
    { ...common, id: `${id}-light`, name: "Custom light", background: { type: "solid", color: "#ffffff" }, text: hslToHex({ ...hsl, l: 0.15 }) },
    {
      ...common,
      id: `${id}-tint`,
      name: "Custom tint",
      background: { type: "solid", color: hslToHex({ ...hsl, s: Math.min(hsl.s, 0.6), l: 0.95 }) },
      text: hslToHex({ ...hsl, l: 0.18 }),
    },
    {
      ...common,
      id: `${id}-deep`,
      name: "Custom deep",
      background: { type: "solid", color: hslToHex({ ...hsl, l: 0.14 }) },
      text: "#ffffff",
      primary: hslToHex({ ...hsl, l: Math.max(hsl.l, 0.6) }),
    },
  ];
}

/** The palettes to cycle through for a brief, best first. */
export function palettePool(brief: LogoBrief, conceptIds: readonly string[], random: Random): Palette[] {
  if (brief.colors && brief.colors.length > 0) return palettesFromColors(brief.colors, "custom");
  if (brief.referenceColors && brief.referenceColors.length > 0) return palettesFromColors(brief.referenceColors, "reference");
  const named = brief.palette ? paletteByName(brief.palette) : undefined;
  if (named) return [named];
  const group = brief.palette && isColorGroup(brief.palette.toLowerCase()) ? brief.palette.toLowerCase() : "smart";
  if (group !== "smart") return random.shuffle(PALETTES.filter((palette) => (palette.groups as readonly string[]).includes(group)));
  const smartIds = [...new Set(conceptIds.flatMap((id) => SMART_PALETTES[id] ?? []))];
  const smart = smartIds.map((id) => PALETTES.find((palette) => palette.id === id)).filter((palette): palette is Palette => Boolean(palette));
  return [...smart, ...random.shuffle(PALETTES.filter((palette) => !smartIds.includes(palette.id)))];
}

/** One or two initials: first letters of the first two words, or the first character of a CJK name. */
export function initialsOf(name: string): string {
  if (hasCjk(name)) return [...name.trim()][0] ?? "?";
  const words = name
    .trim()
    .split(/[\s\-_.&]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toUpperCase() || "?";
}
