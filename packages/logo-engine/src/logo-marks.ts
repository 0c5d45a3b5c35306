import type { DesignElement, FontProvider, ShapeKind } from "@studio/design";
import { outlineText } from "@studio/design";
import type { AbstractMark } from "./abstract-mark.js";
import { ensureContrast } from "./color.js";
import type { EngineIcon } from "./logo-brief.schema.js";

/** The picture part of a logo, before it is placed. */
export type MarkSpec =
  | { kind: "icon"; icon: EngineIcon; paint: "stroke" | "fill"; container?: Exclude<ShapeKind, "paths"> }
  | { kind: "abstract"; mark: AbstractMark }
  | { kind: "monogram"; initials: string; fontId: string; fallbackFontIds: string[]; container: Exclude<ShapeKind, "paths"> }
  | { kind: "none" };

export type MarkColors = { primary: string; secondary: string; accent: string; onPrimary: string; backgrounds: readonly string[] };

/** Width over height of a mark of this kind. */
export function markAspect(mark: MarkSpec, fonts: FontProvider): number {
  if (mark.kind !== "monogram") return 1;
  const { ink } = outlineText(fonts, { text: mark.initials, fontId: mark.fontId, fallbackFontIds: mark.fallbackFontIds, fontSize: 100, letterSpacing: 0 });
  return mark.container === "circle" || mark.container === "seal" || mark.container === "hexagon" ? 1 : Math.max(1, ink.width / Math.max(ink.height, 1) / 1.4);
}

/**
 * Elements of a mark centred at (x, y) in a `size` tall box. Colours are raised to 3:1 against
 * what lies under them (the canvas or the mark's own container).
 */
export function markElements(mark: MarkSpec, fonts: FontProvider, colors: MarkColors, x: number, y: number, size: number): DesignElement[] {
  const base = { rotation: 0, opacity: 1 };
  if (mark.kind === "none") return [];
  if (mark.kind === "abstract") {
    return [
      {
        ...base,
        id: "mark",
        role: "mark",
        type: "shape",
        shape: "paths",
        x,
        y,
        width: size,
        height: size,
        fill: "none",
        stroke: "none",
        strokeWidth: 0,
        paths: mark.mark.paths.map((path) => ({ d: path.d, fill: ensureContrast(colors[path.slot], colors.backgrounds, 3) })),
      },
    ];
  }
  const width = size * markAspect(mark, fonts);
  const containerFill = ensureContrast(colors.primary, colors.backgrounds, 3);
  const container = (shape: Exclude<ShapeKind, "paths">): DesignElement => ({
    ...base,
    id: "mark-container",
    role: "container",
    type: "shape",
    shape,
    paths: [],
    x,
    y,
    width,
    height: size,
    fill: containerFill,
    stroke: "none",
    strokeWidth: 0,
  });
  if (mark.kind === "monogram") {
    const color = ensureContrast(colors.onPrimary, [containerFill], 4.5);
    const request = { text: mark.initials, fontId: mark.fontId, fallbackFontIds: mark.fallbackFontIds, fontSize: 100, letterSpacing: 0 };
    const { ink } = outlineText(fonts, request);
    const room = mark.container === "diamond" ? 0.42 : mark.container === "circle" || mark.container === "seal" ? 0.5 : 0.58;
    const fontSize = Math.min((100 * width * room) / Math.max(ink.width, 1), (100 * size * room) / Math.max(ink.height, 1));
    return [
      container(mark.container),
      {
        ...base,
        id: "initials",
        role: "initial",
        type: "text",
        text: mark.initials,
        fontId: mark.fontId,
        fallbackFontIds: mark.fallbackFontIds,
        fontSize,
        letterSpacing: 0,
        color,
        x,
        y,
      },
    ];
  }
  const nodes = mark.paint === "fill" && mark.icon.filledNodes ? mark.icon.filledNodes : mark.icon.nodes;
  const paint = mark.paint === "fill" && mark.icon.filledNodes ? "fill" : "stroke";
  const iconSize = mark.container ? size * 0.56 : size;
  const iconColor = mark.container ? ensureContrast(colors.onPrimary, [containerFill], 3) : ensureContrast(colors.primary, colors.backgrounds, 3);
  const icon: DesignElement = {
    ...base,
    id: "icon",
    role: "icon",
    type: "icon",
    set: mark.icon.set,
    iconId: mark.icon.id,
    viewBox: [0, 0, 24, 24],
    nodes: [...nodes],
    paint,
    strokeWidth: 1.75,
    color: iconColor,
    x,
    y,
    width: iconSize,
    height: iconSize,
  };
  return mark.container ? [container(mark.container), icon] : [icon];
}
