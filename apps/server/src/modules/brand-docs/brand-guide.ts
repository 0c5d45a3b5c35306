import type { FontFamilyEntry } from "@studio/assets";
import { cmykPercent, type Cmyk, type DesignDocument, type DesignElement } from "@studio/design";
import { dominantColors, hexToHsl, hexToRgb, hslToHex, luminance } from "@studio/logo-engine";

/**
 * The content of a logo's brand guide (issue 22: the slide deck and the Word document say the same
 * things): colours in HEX, RGB and CMYK, the typefaces, clear space, minimum size, do and don't.
 * Pure: it reads the logo's design document (when the local designer made it) and the pixels of its
 * transparent drawing; the pictures are drawn elsewhere (brand-guide-art.ts).
 */

/** Straight-alpha RGBA pixels of the logo drawn without its background. */
export type LogoPixels = { width: number; height: number; rgba: Uint8Array };

export type GuideColour = {
  hex: string;
  rgb: { r: number; g: number; b: number };
  /** Whole percentages of the plain device formula (@studio/design srgbToCmyk). */
  cmyk: Cmyk;
  /** Share of the logo's drawn pixels nearest this colour (0 for a background colour). */
  share: number;
  background: boolean;
};

export type GuideFont = { fontId: string; family: string; weight: number | null; category: string | null; roles: string[]; sample: string };

/** The content box of the logo in its own units (document units, or pixels of a raster logo). */
export type ContentBox = { x: number; y: number; width: number; height: number };

export type BrandGuide = {
  name: string;
  colours: GuideColour[];
  fonts: GuideFont[];
  content: ContentBox;
  /** Spec 03 section 9 "Logo safe distance: one third of height or width": a third of the shorter side, on every side. */
  clearSpace: { fraction: number; side: "height" | "width"; units: number };
  /** Smallest width at which the logo's smallest text stays legible: 8 px on screen, 2 mm tall in print; never below 100 px / 20 mm. */
  minimumSize: { px: number; mm: number };
  /** The don'ts the guide shows drawn (brand-guide-art.ts draws each one). */
  donts: readonly DontKind[];
};

export const dontKinds = ["stretched", "recoloured", "busyBackground", "rotated"] as const;
export type DontKind = (typeof dontKinds)[number];

export const CLEAR_SPACE_FRACTION = 1 / 3;
export const MIN_TEXT_PX = 8;
export const MIN_TEXT_MM = 2;
export const MIN_WIDTH_PX = 100;
export const MIN_WIDTH_MM = 20;
/** At most this many colours are listed: a logo has a few; more are anti-aliasing or photo pixels. */
export const MAX_COLOURS = 6;

const HEX = /^#[0-9a-f]{6}$/;

function colourOf(hex: string, share: number, background: boolean): GuideColour {
  return { hex, rgb: hexToRgb(hex), cmyk: cmykPercent(hex), share, background };
}

/** The colours an element paints, in the order a designer set them. */
function elementColours(element: DesignElement): string[] {
  const gradient = "gradient" in element && element.gradient ? [element.gradient.from, element.gradient.to] : [];
  switch (element.type) {
    case "text":
      return [...(element.gradient ? gradient : [element.color]), ...(element.stroke ? [element.stroke.color] : [])];
    case "icon":
      return element.gradient ? gradient : [element.color];
    case "shape":
      return [
        ...(element.gradient ? gradient : element.fill === "none" ? [] : [element.fill]),
        ...(element.stroke === "none" || element.strokeWidth === 0 ? [] : [element.stroke]),
        ...element.paths.map((path) => path.fill),
      ];
    case "qrcode":
      return [element.color];
    case "image":
    case "svg":
      return [];
  }
}

/** Every colour the document's visible elements paint, once each (a one-colour logo: its one colour). */
export function documentColours(doc: DesignDocument): { elements: string[]; background: string[] } {
  if (doc.mono) return { elements: [doc.monoColor], background: [] };
  const elements = [...new Set(doc.elements.filter((element) => !element.hidden).flatMap(elementColours))].filter((hex) => HEX.test(hex));
  const background =
    doc.background.type === "solid" ? [doc.background.color] : doc.background.type === "gradient" ? [doc.background.from, doc.background.to] : [];
  return { elements, background: [...new Set(background)].filter((hex) => !elements.includes(hex)) };
}

/** The box of the pixels that are not transparent (alpha above 8), in pixels; the whole image when none is. */
export function opaqueBox(pixels: LogoPixels): ContentBox {
  let [minX, minY, maxX, maxY] = [pixels.width, pixels.height, -1, -1];
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if ((pixels.rgba[(y * pixels.width + x) * 4 + 3] ?? 0) <= 8) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { x: 0, y: 0, width: pixels.width, height: pixels.height };
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Each candidate's share of the opaque pixels, by the nearest candidate (pixels far from all of them count for none). */
function shares(pixels: LogoPixels, candidates: readonly string[]): number[] {
  const rgbs = candidates.map(hexToRgb);
  const counts = candidates.map(() => 0);
  let total = 0;
  for (let i = 0; i + 3 < pixels.rgba.length; i += 4) {
    if ((pixels.rgba[i + 3] ?? 0) < 128) continue;
    total += 1;
    let best = -1;
    let bestDistance = 48 * 48 * 3;
    rgbs.forEach((rgb, index) => {
      const d = ((pixels.rgba[i] ?? 0) - rgb.r) ** 2 + ((pixels.rgba[i + 1] ?? 0) - rgb.g) ** 2 + ((pixels.rgba[i + 2] ?? 0) - rgb.b) ** 2;
      if (d < bestDistance) [best, bestDistance] = [index, d];
    });
    if (best >= 0) counts[best] = (counts[best] ?? 0) + 1;
  }
  return counts.map((count) => (total === 0 ? 0 : count / total));
}

/** The logo's colours, most used first; background colours after them. */
export function guideColours(doc: DesignDocument | null, pixels: LogoPixels): GuideColour[] {
  if (!doc) {
    const found = dominantColors(pixels.rgba, { count: MAX_COLOURS, step: Math.max(1, Math.floor((pixels.width * pixels.height) / 200_000)) });
    return found.colors.map((hex, index) => colourOf(hex, found.weights[index] ?? 0, false));
  }
  const { elements, background } = documentColours(doc);
  const weights = shares(pixels, elements);
  const ranked = elements
    .map((hex, index) => ({ hex, share: weights[index] ?? 0, index }))
    .sort((a, b) => b.share - a.share || a.index - b.index)
    .map(({ hex, share }) => colourOf(hex, share, false));
  return [...ranked, ...background.map((hex) => colourOf(hex, 0, true))].slice(0, MAX_COLOURS);
}

/** The typefaces of the text elements, in the document's order, with the roles each sets and the text it shows. */
export function guideFonts(doc: DesignDocument | null, family: (fontId: string) => FontFamilyEntry | undefined): GuideFont[] {
  const fonts = new Map<string, GuideFont>();
  for (const element of doc?.elements ?? []) {
    if (element.type !== "text" || element.hidden) continue;
    const entry = family(element.fontId);
    const known = fonts.get(element.fontId);
    if (known) {
      if (!known.roles.includes(element.role)) known.roles.push(element.role);
      continue;
    }
    fonts.set(element.fontId, {
      fontId: element.fontId,
      family: entry?.family ?? element.fontId,
      weight: entry?.weight ?? null,
      category: entry?.category ?? null,
      roles: [element.role],
      sample: element.text.split("\n")[0]?.slice(0, 40) ?? "",
    });
  }
  return [...fonts.values()];
}

/** Smallest font size of the visible text, in document units; null without text. */
function smallestText(doc: DesignDocument | null): number | null {
  const sizes = (doc?.elements ?? []).flatMap((element) => (element.type === "text" && !element.hidden ? [element.fontSize] : []));
  return sizes.length === 0 ? null : Math.min(...sizes);
}

export type BrandGuideInput = {
  name: string;
  /** The logo's design document, or null for a raster logo (an AI vendor's image). */
  document: DesignDocument | null;
  /** The logo drawn without background; for a document, at any width (units scale by document width / pixel width). */
  pixels: LogoPixels;
  family: (fontId: string) => FontFamilyEntry | undefined;
};

export function buildBrandGuide(input: BrandGuideInput): BrandGuide {
  const { document: doc, pixels } = input;
  const scale = doc ? doc.width / pixels.width : 1;
  const box = opaqueBox(pixels);
  const content = { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
  const side = content.height <= content.width ? "height" : "width";
  const text = smallestText(doc);
  // The text's share of the logo's width: at width W the smallest text is W * share tall.
  const share = text === null ? null : text / content.width;
  const px = share === null ? MIN_WIDTH_PX : Math.max(MIN_WIDTH_PX, Math.ceil(MIN_TEXT_PX / share));
  const mm = share === null ? MIN_WIDTH_MM : Math.max(MIN_WIDTH_MM, Math.ceil(MIN_TEXT_MM / share));
  return {
    name: input.name,
    colours: guideColours(doc, pixels),
    fonts: guideFonts(doc, input.family),
    content,
    clearSpace: { fraction: CLEAR_SPACE_FRACTION, side, units: Math.min(content.width, content.height) * CLEAR_SPACE_FRACTION },
    minimumSize: { px, mm },
    donts: dontKinds,
  };
}

/** A colour turned half-way round the colour wheel: the "recoloured" don't (greys become a strong red, so the change shows). */
export function wrongColour(hex: string): string {
  const hsl = hexToHsl(hex);
  if (hsl.s < 0.12) return hslToHex({ h: 350, s: 0.75, l: Math.min(0.6, Math.max(0.4, hsl.l)) });
  return hslToHex({ ...hsl, h: (hsl.h + 150) % 360 });
}

/** The document with every colour replaced by wrongColour (elements, gradients, icon paint, background). */
export function recolourDocument(doc: DesignDocument): DesignDocument {
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") return HEX.test(value) ? wrongColour(value) : value;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  return swap(doc) as DesignDocument;
}

/** The darkest brand colour when it is dark enough to carry a white logo, else near-black. */
export function darkBackdrop(colours: readonly GuideColour[]): string {
  const darkest = [...colours].sort((a, b) => luminance(a.hex) - luminance(b.hex))[0];
  return darkest && luminance(darkest.hex) < 0.08 ? darkest.hex : "#161616";
}
