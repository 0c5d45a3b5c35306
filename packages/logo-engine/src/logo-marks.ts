import type { DesignElement, FontProvider, ShapeKind } from "@studio/design";
import { outlineText, shapePath, ICON_DEFAULTS, SHAPE_DEFAULTS, TEXT_DEFAULTS } from "@studio/design";
import type { AbstractMark } from "./abstract-mark.js";
import { ensureContrast } from "./color.js";
import type { EngineIcon } from "./logo-brief.schema.js";
import { iconInkBox, pathPoints } from "./icon-ink.js";
import { centroid } from "./logo-geometry.js";

const ICON_STROKE = 1.75;
const SAFE_DISTANCE = 1 / 3;

/** The picture part of a logo, before it is placed. */
export type MarkSpec =
  | { kind: "icon"; icon: EngineIcon; paint: "stroke" | "fill"; container?: Exclude<ShapeKind, "paths"> }
  | { kind: "abstract"; mark: AbstractMark }
  | { kind: "monogram"; initials: string; fontId: string; fallbackFontIds: string[]; container: Exclude<ShapeKind, "paths"> }
  | { kind: "none" };

export type MarkColors = { primary: string; secondary: string; accent: string; onPrimary: string; backgrounds: readonly string[] };

/** Where a mark's drawing sits in its box, as shares of the box: an icon's grid leaves a padding around its ink. */
export type MarkInk = { left: number; top: number; right: number; bottom: number; height: number };
const FULL: MarkInk = { left: 0, top: 0, right: 0, bottom: 0, height: 1 };

export function markInk(mark: MarkSpec): MarkInk {
  if (mark.kind !== "icon" || mark.container) return FULL;
  const filled = mark.paint === "fill" && mark.icon.filledNodes;
  const ink = iconInkBox(filled ? (mark.icon.filledNodes ?? mark.icon.nodes) : mark.icon.nodes, filled ? 0 : ICON_STROKE);
  if (ink.width <= 0 || ink.height <= 0) return FULL;
  return { left: ink.x / 24, top: ink.y / 24, right: 1 - (ink.x + ink.width) / 24, bottom: 1 - (ink.y + ink.height) / 24, height: ink.height / 24 };
}

/**
 * Space between a mark's box and its neighbour on one side so that the clear space between the
 * drawing and the neighbour is a third of the drawing's height (spec 03's safe distance).
 */
export function markGap(mark: MarkSpec, size: number, side: "left" | "right" | "top" | "bottom"): number {
  const ink = markInk(mark);
  return Math.max(0, size * (ink.height * SAFE_DISTANCE - ink[side]) + 1);
}

/** The box size at which a mark's drawing is at least `height` tall (a flat icon needs a larger box). */
export const markSizeFor = (mark: MarkSpec, height: number): number => height / markInk(mark).height;

/** Width over height of a mark of this kind. */
export function markAspect(mark: MarkSpec, fonts: FontProvider): number {
  if (mark.kind === "abstract") return mark.mark.aspect ?? 1;
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
        ...SHAPE_DEFAULTS,
        id: "mark",
        role: "mark",
        type: "shape",
        shape: "paths",
        x,
        y,
        width: size * (mark.mark.aspect ?? 1),
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
    ...SHAPE_DEFAULTS,
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
  // What sits in a container sits on its area centroid (a shield's is above its middle), measured on the ink.
  const centre = (shape: Exclude<ShapeKind, "paths">): { x: number; y: number } => {
    const [cx, cy] = centroid(pathPoints(shapePath(shape, width, size)));
    return { x: x - width / 2 + cx, y: y - size / 2 + cy };
  };
  if (mark.kind === "monogram") {
    const color = ensureContrast(colors.onPrimary, [containerFill], 4.5);
    const request = { text: mark.initials, fontId: mark.fontId, fallbackFontIds: mark.fallbackFontIds, fontSize: 100, letterSpacing: 0 };
    const { ink } = outlineText(fonts, request);
    const room = mark.container === "diamond" ? 0.42 : mark.container === "circle" || mark.container === "seal" || mark.container === "shield" ? 0.5 : 0.58;
    const fontSize = Math.min((100 * width * room) / Math.max(ink.width, 1), (100 * size * room) / Math.max(ink.height, 1));
    return [
      container(mark.container),
      {
        ...base,
        ...TEXT_DEFAULTS,
        id: "initials",
        role: "initial",
        type: "text",
        text: mark.initials,
        fontId: mark.fontId,
        fallbackFontIds: mark.fallbackFontIds,
        fontSize,
        letterSpacing: 0,
        color,
        ...centre(mark.container),
      },
    ];
  }
  const nodes = mark.paint === "fill" && mark.icon.filledNodes ? mark.icon.filledNodes : mark.icon.nodes;
  const paint = mark.paint === "fill" && mark.icon.filledNodes ? "fill" : "stroke";
  const iconSize = mark.container ? size * 0.56 : size;
  const inkBox = iconInkBox(nodes, paint === "stroke" ? ICON_STROKE : 0);
  const at = mark.container ? centre(mark.container) : { x, y };
  const shift = mark.container
    ? { x: ((12 - inkBox.x - inkBox.width / 2) / 24) * iconSize, y: ((12 - inkBox.y - inkBox.height / 2) / 24) * iconSize }
    : { x: 0, y: 0 };
  const iconColor = mark.container ? ensureContrast(colors.onPrimary, [containerFill], 3) : ensureContrast(colors.primary, colors.backgrounds, 3);
  const icon: DesignElement = {
    ...base,
    ...ICON_DEFAULTS,
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
    x: at.x + shift.x,
    y: at.y + shift.y,
    width: iconSize,
    height: iconSize,
  };
  return mark.container ? [container(mark.container), icon] : [icon];
}
