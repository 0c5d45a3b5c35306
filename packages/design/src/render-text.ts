import type { TextElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { escapeAttr, f, fillOf, type Paint } from "./render-effects.js";
import { layoutText, type TextLayout } from "./text-layout.js";
import { EMOJI_ASCENT } from "./emoji.js";
import { OUTLINE_UNITS, type Box } from "./text-outline.js";

const scaleOf = (element: TextElement): string => String(Math.round((element.fontSize / OUTLINE_UNITS) * 100000) / 100000);

/**
 * Outline path data carries absolute coordinate pairs only (M, L, Q, C, Z), so every other number
 * is an x: a line is moved by adding whole units to each pair.
 */
function shiftPath(d: string, dx: number, dy: number): string {
  if (dx === 0 && dy === 0) return d;
  let index = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (value) => String(Number(value) + (index++ % 2 === 0 ? dx : dy)));
}

/**
 * All lines as ONE path in the first line's outline units: one user space, so a gradient spans the
 * whole block instead of restarting on each line.
 */
function blockPath(element: TextElement, layout: TextLayout): string {
  const scale = element.fontSize / OUTLINE_UNITS;
  return layout.lines.map((line) => shiftPath(line.outline.d, Math.round(line.dx / scale), Math.round(line.dy / scale))).join("");
}

/** A text's whole outline as path data in outline units, and where and how large the renderer places it (the Lottie export draws the same paths). */
export function textOutlinePath(element: TextElement, fonts: FontProvider): { d: string; x: number; y: number; scale: number } {
  const layout = layoutText(fonts, element);
  return { d: blockPath(element, layout), x: layout.originX, y: layout.originY, scale: element.fontSize / OUTLINE_UNITS };
}

/** In the one-colour version an emoji is painted in that colour too, like every other element. */
const paintEmoji = (body: string, paint: Paint): string =>
  paint.mono ? body.replace(/\b(fill|stroke)="(#[0-9A-Fa-f]{3,8})"/g, (_, name: string, color: string) => `${name}="${paint.color(color)}"`) : body;

/**
 * The block's emoji pictures, in the same outline units and transform as the text's path: each a
 * 1 em square (its viewBox scaled) whose top is EMOJI_ASCENT em above its line's baseline.
 */
function emojiPictures(element: TextElement, layout: TextLayout, paint: Paint): string {
  const scale = element.fontSize / OUTLINE_UNITS;
  const pictures = layout.lines.flatMap((line) =>
    line.outline.emoji.map((placement) => {
      const x = Math.round(line.dx / scale) + placement.x;
      const y = Math.round(line.dy / scale) - EMOJI_ASCENT * OUTLINE_UNITS;
      const size = Math.round((OUTLINE_UNITS / placement.glyph.size) * 10000) / 10000;
      return `<g transform="translate(${x} ${y}) scale(${size})">${paintEmoji(placement.glyph.body, paint)}</g>`;
    }),
  );
  if (pictures.length === 0) return "";
  return `<g transform="translate(${f(layout.originX)} ${f(layout.originY)}) scale(${scaleOf(element)})">${pictures.join("")}</g>`;
}

function placed(element: TextElement, layout: TextLayout, d: string, attrs: string, offset = { x: 0, y: 0 }): string {
  return `<path transform="translate(${f(layout.originX + offset.x)} ${f(layout.originY + offset.y)}) scale(${scaleOf(element)})"${attrs} d="${d}"/>`;
}

/** The ink box of the whole block in document units. */
const inkBox = (layout: TextLayout): Box => ({
  x: layout.originX + layout.ink.x,
  y: layout.originY + layout.ink.y,
  width: layout.ink.width,
  height: layout.ink.height,
});

/**
 * Spec 03 text background styles (`font_bg_style` with `font_bg_color`) drawn around the ink:
 * 1 border (a frame), 2 underline (a bar under the ink), 3 stroke (a filled band behind the text,
 * like a marker stroke), 4 shadow (a hard offset copy behind). 0 draws nothing.
 */
function textBackground(element: TextElement, layout: TextLayout, d: string, paint: Paint): string {
  const { style } = element.textBackground;
  if (style === 0 || layout.ink.width === 0) return "";
  const color = paint.color(element.textBackground.color);
  const box = inkBox(layout);
  const pad = element.fontSize * 0.2;
  if (style === 1) {
    const width = Math.max(2, element.fontSize * 0.05);
    return `<rect x="${f(box.x - pad)}" y="${f(box.y - pad)}" width="${f(box.width + pad * 2)}" height="${f(box.height + pad * 2)}" fill="none" stroke="${color}" stroke-width="${f(width)}"/>`;
  }
  if (style === 2) {
    const height = Math.max(2, element.fontSize * 0.06);
    return `<rect x="${f(box.x)}" y="${f(box.y + box.height + element.fontSize * 0.12)}" width="${f(box.width)}" height="${f(height)}" fill="${color}"/>`;
  }
  if (style === 3)
    return `<rect x="${f(box.x - pad)}" y="${f(box.y - pad)}" width="${f(box.width + pad * 2)}" height="${f(box.height + pad * 2)}" rx="${f(pad)}" fill="${color}"/>`;
  const offset = Math.max(2, element.fontSize * 0.06);
  return placed(element, layout, d, ` fill="${color}"`, { x: offset, y: offset });
}

/** How far a text's drawing reaches past its ink (stroke and background), for the shadow's filter region. */
export function textOverhang(element: TextElement): number {
  const stroke = element.stroke ? element.stroke.width / 2 : 0;
  const background = element.textBackground.style === 0 ? 0 : element.fontSize * 0.3;
  return Math.max(stroke, background);
}

/**
 * Text as outlines (so every viewer and resvg draw the same glyphs): background style first, then
 * the stroke outline behind the fill, then the fill (colour or gradient).
 */
export function renderText(element: TextElement, fonts: FontProvider, paint: Paint): string {
  const layout = layoutText(fonts, element);
  const scale = element.fontSize / OUTLINE_UNITS;
  // The gradient spans the block's ink, given in the outline units of the first line's path.
  const unitsBox = { x: layout.ink.x / scale, y: layout.ink.y / scale, width: layout.ink.width / scale, height: layout.ink.height / scale };
  const { defs, fill } = fillOf(element, element.color, element.gradient, unitsBox, paint);
  const d = blockPath(element, layout);
  const behind = textBackground(element, layout, d, paint);
  // The path is scaled, so the stroke width is given in outline units.
  const stroke =
    element.stroke && element.stroke.width > 0
      ? placed(
          element,
          layout,
          d,
          ` fill="none" stroke="${paint.color(element.stroke.color)}" stroke-width="${f(element.stroke.width / scale)}" stroke-linejoin="round"`,
        )
      : "";
  // aria-label keeps the words searchable and readable to screen readers once they are outlines.
  // A single plain line keeps the byte-for-byte form older documents were drawn with.
  const body = `<path aria-label="${escapeAttr(element.text)}" transform="translate(${f(layout.originX)} ${f(layout.originY)}) scale(${scaleOf(element)})" fill="${fill}" d="${d}"/>`;
  return `${defs ? `<defs>${defs}</defs>` : ""}${behind}${stroke}${body}${emojiPictures(element, layout, paint)}`;
}
