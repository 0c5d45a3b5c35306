/**
 * Emoji in text. No font of the catalogue has emoji glyphs, so the renderer draws each emoji
 * cluster (a grapheme: ZWJ sequences, skin tones, flags, keycaps) as its Twemoji picture, scaled to
 * the em box where the layout meets it. The pictures come from the FontProvider (`emoji(code)`):
 * the server reads them from node_modules, the browser fetches them before drawing, like fonts.
 */

/** One emoji picture: the markup inside its `<svg>` and the side of its square viewBox. */
export type EmojiGlyph = { body: string; size: number };

/** The emoji box in em: its top sits this far above the baseline (the rest hangs below it). */
export const EMOJI_ASCENT = 0.85;

const MAYBE_EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3]/u;
// Clusters that ask for the picture whatever the font has: emoji presentation, a variation selector
// 16, a keycap, a ZWJ sequence, a skin tone or a flag's regional-indicator pair.
const SURELY_EMOJI = /[\p{Emoji_Presentation}\uFE0F\u20E3\u200D\p{Emoji_Modifier}]|\p{Regional_Indicator}{2}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Whether a text may hold an emoji at all: the cheap test that keeps plain text on the old path. */
export const mayHoldEmoji = (text: string): boolean => MAYBE_EMOJI.test(text);

/** The text's grapheme clusters (user-perceived characters). */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (part) => part.segment);

/**
 * How a cluster is drawn: "emoji" (always the picture), "maybe" (a pictograph such as © or ☺ that a
 * font may draw as text: the picture only when no face has it) or "text".
 */
export function emojiKind(cluster: string): "emoji" | "maybe" | "text" {
  if (!MAYBE_EMOJI.test(cluster)) return "text";
  if (SURELY_EMOJI.test(cluster)) return "emoji";
  return PICTOGRAPHIC.test(cluster) ? "maybe" : "text";
}

/**
 * Twemoji's file name of a cluster: its code points in lower-case hex joined by "-", with the
 * variation selector 16 (U+FE0F) left out unless the cluster is a ZWJ sequence (Twemoji's own rule).
 */
export function emojiCode(cluster: string): string {
  const points = [...(cluster.includes("\u200D") ? cluster : cluster.replace(/\uFE0F/g, ""))];
  return points.map((char) => (char.codePointAt(0) ?? 0).toString(16)).join("-");
}

/** The codes to try for a cluster, best first: Twemoji's rule, then without any U+FE0F. */
export function emojiCodes(cluster: string): string[] {
  const codes = [emojiCode(cluster), emojiCode(cluster.replace(/\uFE0F/g, ""))];
  return [...new Set(codes)];
}

/** The picture of a cluster from a lookup, trying each of its codes. */
export function findEmoji(lookup: ((code: string) => EmojiGlyph | undefined) | undefined, cluster: string): { code: string; glyph: EmojiGlyph } | undefined {
  if (!lookup) return undefined;
  for (const code of emojiCodes(cluster)) {
    const glyph = lookup(code);
    if (glyph) return { code, glyph };
  }
  return undefined;
}

/** Every emoji code a text may need, for a provider to fetch before drawing. */
export function textEmojiCodes(text: string): string[] {
  if (!mayHoldEmoji(text)) return [];
  return [...new Set(graphemes(text).flatMap((cluster) => (emojiKind(cluster) === "text" ? [] : emojiCodes(cluster))))];
}

/** A Twemoji file name (without .svg), as routes and readers accept it. */
export const EMOJI_CODE_PATTERN = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/;

const ALLOWED_TAGS = new Set(["g", "path", "circle", "ellipse", "clipPath", "defs"]);
const ALLOWED_ATTRS = new Set([
  "d",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "clip-path",
  "opacity",
  "transform",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "id",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-miterlimit",
]);

/**
 * Reads one Twemoji SVG file into an EmojiGlyph, or undefined when it is anything else: only
 * shapes and paint (no styles, links, scripts, images) are copied into a design's SVG. Its ids
 * (clip paths) are prefixed with the code so two pictures on one canvas never share an id.
 */
export function parseEmojiSvg(code: string, svg: string): EmojiGlyph | undefined {
  if (!EMOJI_CODE_PATTERN.test(code)) return undefined;
  const match = /^\s*<svg\b[^>]*\bviewBox="0 0 (\d+(?:\.\d+)?) \1"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) return undefined;
  const body = match[2] ?? "";
  for (const tag of body.matchAll(/<\/?([A-Za-z]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag[1] ?? "")) return undefined;
    for (const attr of (tag[2] ?? "").matchAll(/\s([A-Za-z:-]+)=/g)) if (!ALLOWED_ATTRS.has(attr[1] ?? "")) return undefined;
  }
  // Text outside tags, entities or url() pointing anywhere but a local id would be more than shapes.
  if (/>[^<\s]/.test(body) || /&/.test(body) || /url\((?!#)/.test(body)) return undefined;
  const prefixed = body.replace(/\bid="([^"]+)"/g, `id="emoji-${code}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#emoji-${code}-$1)`);
  return { body: prefixed, size: Number(match[1]) };
}
