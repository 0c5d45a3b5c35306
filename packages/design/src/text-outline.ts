import type { Font, PathCommand } from "opentype.js";
import { EMOJI_ASCENT, emojiKind, findEmoji, graphemes, mayHoldEmoji, type EmojiGlyph } from "./emoji.js";
import type { FontProvider } from "./font-provider.types.js";

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Text is outlined once at this size, in whole units, and scaled to the element's font size by
 * the SVG transform: one cached outline serves every size, and the path data stays short.
 */
export const OUTLINE_UNITS = 1000;

export type TextOutline = {
  /** Path data at OUTLINE_UNITS size, advance box from x = 0, baseline at y = 0. */
  d: string;
  /** fontSize / OUTLINE_UNITS: the scale the renderer applies to `d`. */
  scale: number;
  advanceWidth: number;
  /** Ink box relative to (0, baseline), in document units. */
  ink: Box;
  /** Characters no face could draw (drawn as nothing, never as tofu). */
  missing: string[];
  /** Emoji pictures, each in a 1 em box starting at `x` (outline units from the advance start). */
  emoji: readonly EmojiPlacement[];
};

/** An emoji drawn at `x` outline units along the line: a square of OUTLINE_UNITS, its top EMOJI_ASCENT em above the baseline. */
export type EmojiPlacement = { code: string; glyph: EmojiGlyph; x: number };

export type TextOutlineRequest = { text: string; fontId: string; fallbackFontIds?: readonly string[]; fontSize: number; letterSpacing: number };

const hasGlyph = (font: Font, char: string): boolean => font.charToGlyphIndex(char) > 0;

/** The ordered faces for a request: the chosen font's faces first, then each fallback's. */
function facesFor(fonts: FontProvider, request: TextOutlineRequest): Font[] {
  const ids = [request.fontId, ...(request.fallbackFontIds ?? [])];
  return ids.flatMap((id) => fonts.faces(id, request.text));
}

const isBlank = (char: string): boolean => /\s/u.test(char);

/** Every character that neither the font nor its fallbacks can draw (an emoji the provider has a picture of is drawn). */
export function findMissingGlyphs(fonts: FontProvider, request: TextOutlineRequest): string[] {
  const faces = facesFor(fonts, request);
  const chars = layoutUnits(fonts, faces, request.text).units.flatMap((unit) => ("char" in unit ? [unit.char] : []));
  return [...new Set(chars.filter((char) => !isBlank(char) && !faces.some((face) => hasGlyph(face, char))))];
}

/** Whole-unit path data; opentype's own serialiser is a hot spot and keeps decimals we do not need. */
function pathData(commands: readonly PathCommand[]): string {
  let d = "";
  for (const command of commands) {
    if (command.type === "Z") d += "Z";
    else if (command.type === "M" || command.type === "L") d += `${command.type}${Math.round(command.x)} ${Math.round(command.y)}`;
    else if (command.type === "Q") d += `Q${Math.round(command.x1)} ${Math.round(command.y1)} ${Math.round(command.x)} ${Math.round(command.y)}`;
    else
      d += `C${Math.round(command.x1)} ${Math.round(command.y1)} ${Math.round(command.x2)} ${Math.round(command.y2)} ${Math.round(command.x)} ${Math.round(command.y)}`;
  }
  return d;
}

type UnitOutline = { d: string; advanceWidth: number; ink: Box; missing: string[]; emoji: EmojiPlacement[]; complete: boolean };

/** One step of the layout: a character drawn from the fonts or an emoji cluster drawn as a picture. */
type LayoutUnit = { char: string } | { emoji: { code: string; glyph: EmojiGlyph } };

/**
 * The text cut into layout steps. Plain text stays one step per code point, as before emoji were
 * drawn (same bytes); an emoji cluster becomes one picture when the provider has it. `complete` is
 * false when an emoji's picture is not at hand yet (the browser is still fetching it).
 */
function layoutUnits(fonts: FontProvider, faces: Font[], text: string): { units: LayoutUnit[]; complete: boolean } {
  if (!mayHoldEmoji(text)) return { units: [...text].map((char) => ({ char })), complete: true };
  const lookup = fonts.emoji?.bind(fonts);
  let complete = true;
  const units = graphemes(text).flatMap((cluster): LayoutUnit[] => {
    const kind = emojiKind(cluster);
    const asText = (): LayoutUnit[] => [...cluster].map((char) => ({ char }));
    if (kind === "text" || (kind === "maybe" && faces.some((face) => hasGlyph(face, cluster)))) return asText();
    const found = findEmoji(lookup, cluster);
    if (found) return [{ emoji: found }];
    complete = false;
    return asText();
  });
  return { units, complete };
}
// One cache per provider: two providers may map the same font id to different files.
const caches = new WeakMap<FontProvider, Map<string, UnitOutline>>();
const CACHE_LIMIT = 4000;

function outlineUnits(units: readonly LayoutUnit[], faces: Font[], tracking: number): Omit<UnitOutline, "complete"> {
  let x = 0;
  let d = "";
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const missing: string[] = [];
  const emoji: EmojiPlacement[] = [];
  let previous: { font: Font; glyph: ReturnType<Font["charToGlyph"]> } | undefined;
  units.forEach((unit, index) => {
    const last = index === units.length - 1;
    if ("emoji" in unit) {
      emoji.push({ ...unit.emoji, x: Math.round(x) });
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x + OUTLINE_UNITS);
      minY = Math.min(minY, -EMOJI_ASCENT * OUTLINE_UNITS);
      maxY = Math.max(maxY, (1 - EMOJI_ASCENT) * OUTLINE_UNITS);
      x += OUTLINE_UNITS + (last ? 0 : tracking);
      previous = undefined;
      return;
    }
    const { char } = unit;
    const font = faces.find((face) => hasGlyph(face, char)) ?? (isBlank(char) ? faces[0] : undefined);
    if (!font) {
      if (!isBlank(char)) missing.push(char);
      previous = undefined;
      return;
    }
    const scale = OUTLINE_UNITS / font.unitsPerEm;
    const glyph = font.charToGlyph(char);
    if (previous && previous.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    const path = glyph.getPath(x, 0, OUTLINE_UNITS);
    d += pathData(path.commands);
    const metrics = glyph.getMetrics();
    if (path.commands.length > 0) {
      minX = Math.min(minX, x + metrics.xMin * scale);
      maxX = Math.max(maxX, x + metrics.xMax * scale);
      minY = Math.min(minY, -metrics.yMax * scale);
      maxY = Math.max(maxY, -metrics.yMin * scale);
    }
    x += (glyph.advanceWidth ?? 0) * scale;
    if (!last) x += tracking;
    previous = { font, glyph };
  });
  const ink = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 0, height: 0 };
  return { d, advanceWidth: x, ink, missing, emoji };
}

/**
 * Lays text out on one line and turns it into outlines. Glyphs come one by one from the first face
 * that has them; kerning applies between neighbours from the same face.
 */
export function outlineText(fonts: FontProvider, request: TextOutlineRequest): TextOutline {
  const faces = facesFor(fonts, request);
  const tracking = request.fontSize > 0 ? (request.letterSpacing / request.fontSize) * OUTLINE_UNITS : 0;
  const key = `${request.fontId}|${(request.fallbackFontIds ?? []).join(",")}|${Math.round(tracking * 100)}|${faces.length}|${request.text}`;
  let cache = caches.get(fonts);
  if (!cache) {
    cache = new Map();
    caches.set(fonts, cache);
  }
  let unit = cache.get(key);
  if (!unit) {
    const { units, complete } = layoutUnits(fonts, faces, request.text);
    unit = { ...outlineUnits(units, faces, tracking), complete };
    // A text whose emoji picture is still being fetched is laid out again once it is there.
    if (complete) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, unit);
    }
  }
  const scale = request.fontSize / OUTLINE_UNITS;
  const ink = { x: unit.ink.x * scale, y: unit.ink.y * scale, width: unit.ink.width * scale, height: unit.ink.height * scale };
  return { d: unit.d, scale, advanceWidth: unit.advanceWidth * scale, ink, missing: unit.missing, emoji: unit.emoji };
}
