import type { TextElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { outlineText, type Box, type TextOutline } from "./text-outline.js";

export type TextLine = {
  outline: TextOutline;
  /** Where the line's origin (advance start, baseline) sits relative to the first line's origin, in document units. */
  dx: number;
  dy: number;
};

export type TextLayout = {
  lines: TextLine[];
  /** Union of the lines' ink relative to the first line's origin, in document units. */
  ink: Box;
  /** Translation that puts the ink's centre on the element's (x, y). */
  originX: number;
  originY: number;
};

type TextLayoutInput = Pick<TextElement, "text" | "fontId" | "fallbackFontIds" | "fontSize" | "letterSpacing" | "x" | "y"> &
  Partial<Pick<TextElement, "lineHeight" | "align">>;

/**
 * Lines ("\n") stacked `lineHeight` x font size apart and aligned on their advance widths (left,
 * centre, right); the block's ink is centred on the element's (x, y). One line lays out exactly as
 * before multi-line text existed, so older documents draw the same bytes.
 */
export function layoutText(fonts: FontProvider, element: TextLayoutInput): TextLayout {
  const texts = element.text.split("\n");
  const outlines = texts.map((text) =>
    outlineText(fonts, {
      text,
      fontId: element.fontId,
      fallbackFontIds: element.fallbackFontIds,
      fontSize: element.fontSize,
      letterSpacing: element.letterSpacing,
    }),
  );
  const widest = Math.max(...outlines.map((outline) => outline.advanceWidth));
  const step = (element.lineHeight ?? 1.2) * element.fontSize;
  const align = element.align ?? "center";
  const lines = outlines.map((outline, index) => ({
    outline,
    dx: align === "left" ? 0 : align === "right" ? widest - outline.advanceWidth : (widest - outline.advanceWidth) / 2,
    dy: index * step,
  }));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const line of lines) {
    const { ink } = line.outline;
    if (ink.width === 0 && ink.height === 0) continue;
    minX = Math.min(minX, line.dx + ink.x);
    minY = Math.min(minY, line.dy + ink.y);
    maxX = Math.max(maxX, line.dx + ink.x + ink.width);
    maxY = Math.max(maxY, line.dy + ink.y + ink.height);
  }
  const ink = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 0, height: 0 };
  return { lines, ink, originX: element.x - ink.x - ink.width / 2, originY: element.y - ink.y - ink.height / 2 };
}
