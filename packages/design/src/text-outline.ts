import type { Font } from "opentype.js";
import type { FontProvider } from "./font-provider.types.js";

export type Box = { x: number; y: number; width: number; height: number };

export type TextOutline = {
  /** Path data with the text's advance box starting at x = 0 and the baseline at y = 0. */
  d: string;
  advanceWidth: number;
  /** Ink box relative to (0, baseline). */
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

const cache = new Map<string, TextOutline>();
const CACHE_LIMIT = 2000;

/**
 * Lays text out on one line and turns it into outlines. Glyphs come one by one from the first face
 * that has them; kerning applies between neighbours from the same face.
 */
export function outlineText(fonts: FontProvider, request: TextOutlineRequest): TextOutline {
  const faces = facesFor(fonts, request);
  const key = `${request.fontId}|${(request.fallbackFontIds ?? []).join(",")}|${request.fontSize}|${request.letterSpacing}|${faces.length}|${request.text}`;
  const cached = cache.get(key);
  if (cached) return cached;

  let x = 0;
  let d = "";
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const missing: string[] = [];
  let previous: { font: Font; glyph: ReturnType<Font["charToGlyph"]> } | undefined;
  const chars = [...request.text];
  chars.forEach((char, index) => {
    const font = faces.find((face) => hasGlyph(face, char)) ?? (isBlank(char) ? faces[0] : undefined);
    if (!font) {
      if (!isBlank(char)) missing.push(char);
      previous = undefined;
      return;
    }
    const scale = request.fontSize / font.unitsPerEm;
    const glyph = font.charToGlyph(char);
    if (previous && previous.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    const path = glyph.getPath(x, 0, request.fontSize);
    const data = path.toPathData(1);
    if (data) d += data;
    const metrics = glyph.getMetrics();
    if (path.commands.length > 0) {
      minX = Math.min(minX, x + metrics.xMin * scale);
      maxX = Math.max(maxX, x + metrics.xMax * scale);
      minY = Math.min(minY, -metrics.yMax * scale);
      maxY = Math.max(maxY, -metrics.yMin * scale);
    }
    x += (glyph.advanceWidth ?? 0) * scale;
    if (index < chars.length - 1) x += request.letterSpacing;
    previous = { font, glyph };
  });
  const ink = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 0, height: 0 };
  const outline = { d, advanceWidth: x, ink, missing };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, outline);
  return outline;
}
