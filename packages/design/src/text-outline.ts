import type { Font, PathCommand } from "opentype.js";
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
};

export type TextOutlineRequest = { text: string; fontId: string; fallbackFontIds?: readonly string[]; fontSize: number; letterSpacing: number };

const hasGlyph = (font: Font, char: string): boolean => font.charToGlyphIndex(char) > 0;

/** The ordered faces for a request: the chosen font's faces first, then each fallback's. */
function facesFor(fonts: FontProvider, request: TextOutlineRequest): Font[] {
  const ids = [request.fontId, ...(request.fallbackFontIds ?? [])];
  return ids.flatMap((id) => fonts.faces(id, request.text));
}

const isBlank = (char: string): boolean => /\s/u.test(char);

/** Every character that neither the font nor its fallbacks can draw. */
export function findMissingGlyphs(fonts: FontProvider, request: TextOutlineRequest): string[] {
  const faces = facesFor(fonts, request);
  return [...new Set([...request.text].filter((char) => !isBlank(char) && !faces.some((face) => hasGlyph(face, char))))];
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

type UnitOutline = { d: string; advanceWidth: number; ink: Box; missing: string[] };
// One cache per provider: two providers may map the same font id to different files.
const caches = new WeakMap<FontProvider, Map<string, UnitOutline>>();
const CACHE_LIMIT = 4000;

function outlineUnits(faces: Font[], text: string, tracking: number): UnitOutline {
  let x = 0;
  let d = "";
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const missing: string[] = [];
  let previous: { font: Font; glyph: ReturnType<Font["charToGlyph"]> } | undefined;
  const chars = [...text];
  chars.forEach((char, index) => {
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
    if (index < chars.length - 1) x += tracking;
    previous = { font, glyph };
  });
  const ink = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 0, height: 0 };
  return { d, advanceWidth: x, ink, missing };
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
    unit = outlineUnits(faces, request.text, tracking);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, unit);
  }
  const scale = request.fontSize / OUTLINE_UNITS;
  const ink = { x: unit.ink.x * scale, y: unit.ink.y * scale, width: unit.ink.width * scale, height: unit.ink.height * scale };
  return { d: unit.d, scale, advanceWidth: unit.advanceWidth * scale, ink, missing: unit.missing };
}
