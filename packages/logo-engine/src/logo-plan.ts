import {
  elementBox,
  outlineText,
  parseDesignDocument,
  type DesignDocument,
  type DesignElement,
  type FontProvider,
  type ShapeKind,
  type TextElement,
  SHAPE_DEFAULTS,
  TEXT_DEFAULTS,
} from "@studio/design";
import type { LogoStyle } from "./logo-brief.schema.js";
import type { MarkSpec } from "./logo-marks.js";
import type { Palette } from "./palettes.data.js";

export type LogoLayout = "horizontal" | "vertical" | "square";
export const COLORWAYS = ["text", "primary", "accent"] as const;
export type Colorway = (typeof COLORWAYS)[number];
export const WORDMARK_DECORATIONS = ["plain", "divider", "dot", "frame", "underline"] as const;
export type WordmarkDecoration = (typeof WORDMARK_DECORATIONS)[number];

/** Every decision behind one logo; `composeLogo` turns it into a document. */
export type LogoPlan = {
  style: LogoStyle;
  layout: LogoLayout;
  name: string;
  slogan?: string;
  fontId: string;
  fallbackFontIds: string[];
  sloganFontId: string;
  sloganFallbackFontIds: string[];
  /** Letter spacing as a fraction of the font size. */
  tracking: number;
  palette: Palette;
  /** Colourway: which palette colour the name takes (in an emblem: which one fills the badge). */
  nameColor: Colorway;
  mark: MarkSpec;
  /** Emblem: a container around the whole logo. */
  emblem?: Exclude<ShapeKind, "paths">;
  /** Wordmark ornament: a rule between name and slogan, a full stop in the accent colour, or a frame. */
  decoration: WordmarkDecoration;
  /**
   * Arrangements beyond the three families' defaults: the mark to the right of a right-aligned
   * name, the slogan beside the name after a vertical rule, or the name in a filled plaque.
   */
  variant?: LayoutVariant;
};
export const LAYOUT_VARIANTS = ["mark-right", "split-slogan", "name-plaque"] as const;
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];

export const CANVAS = { width: 800, height: 600 } as const;
/** Spec 03 defaults: text size 72, icon height 1.2 times the text height, safe distance a third of the mark. */
export const NAME_SIZE = 72;
export const ICON_TO_TEXT = 1.2;
export const SAFE_DISTANCE = 1 / 3;
export const MAX_CONTENT = { width: 640, height: 400 };

export const base = { rotation: 0, opacity: 1 } as const;

export function text(
  id: "name" | "slogan",
  value: string,
  fontId: string,
  fallbackFontIds: string[],
  fontSize: number,
  tracking: number,
  color: string,
): TextElement {
  return {
    ...base,
    ...TEXT_DEFAULTS,
    id,
    role: id,
    type: "text",
    text: value,
    fontId,
    fallbackFontIds,
    fontSize,
    letterSpacing: tracking * fontSize,
    color,
    x: 0,
    y: 0,
  };
}

export function place(element: DesignElement, x: number, y: number): DesignElement {
  return { ...element, x, y };
}

export function bounds(elements: readonly DesignElement[], fonts: FontProvider): { x: number; y: number; width: number; height: number } {
  const boxes = elements.map((element) => elementBox(element, fonts));
  const minX = Math.min(...boxes.map((box) => box.x));
  const minY = Math.min(...boxes.map((box) => box.y));
  const maxX = Math.max(...boxes.map((box) => box.x + box.width));
  const maxY = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Scales the composition about its centre and moves it to the canvas centre. */
export function fit(elements: DesignElement[], fonts: FontProvider, maxScale: number): DesignElement[] {
  const box = bounds(elements, fonts);
  const scale = Math.min(MAX_CONTENT.width / box.width, MAX_CONTENT.height / box.height, maxScale);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const move = (x: number, y: number): { x: number; y: number } => ({ x: CANVAS.width / 2 + (x - cx) * scale, y: CANVAS.height / 2 + (y - cy) * scale });
  return elements.map((element) => {
    const at = move(element.x, element.y);
    if (element.type === "text") return { ...element, ...at, fontSize: element.fontSize * scale, letterSpacing: element.letterSpacing * scale };
    if (element.type === "qrcode") return { ...element, ...at, size: element.size * scale };
    return { ...element, ...at, width: element.width * scale, height: element.height * scale };
  });
}

/** Widest content (width over height) each emblem shape holds gracefully; wider content takes a plaque. */
export const EMBLEM_MAX_ASPECT: Partial<Record<Exclude<ShapeKind, "paths">, number>> = { circle: 4, seal: 3.5, hexagon: 3, diamond: 2.5, shield: 2.5 };

export function emblemShapeFor(shape: Exclude<ShapeKind, "paths">, aspect: number): Exclude<ShapeKind, "paths"> {
  if (aspect <= (EMBLEM_MAX_ASPECT[shape] ?? Infinity)) return shape;
  return shape === "hexagon" || shape === "diamond" ? "rounded-square" : "badge";
}

export type TextBlock = { elements: DesignElement[]; width: number; height: number };

/** Name over slogan (optionally a divider between), centred or left-aligned at x = 0, top at y = 0. */
export function textBlock(plan: LogoPlan, fonts: FontProvider, colors: { name: string; slogan: string; divider: string }, align: "center" | "left"): TextBlock {
  let name = text("name", plan.name, plan.fontId, plan.fallbackFontIds, NAME_SIZE, plan.tracking, colors.name);
  let nameInk = outlineText(fonts, name).ink;
  // Long names shrink rather than run off the canvas.
  if (nameInk.width > 900) {
    name = { ...name, fontSize: (NAME_SIZE * 900) / nameInk.width, letterSpacing: (name.letterSpacing * 900) / nameInk.width };
    nameInk = outlineText(fonts, name).ink;
  }
  const elements: DesignElement[] = [];
  const x = (width: number): number => (align === "center" ? 0 : width / 2);
  elements.push(place(name, x(nameInk.width), nameInk.height / 2));
  let height = nameInk.height;
  let width = nameInk.width;
  if (plan.slogan) {
    let slogan = text("slogan", plan.slogan, plan.sloganFontId, plan.sloganFallbackFontIds, name.fontSize * 0.34, 0.12, colors.slogan);
    let ink = outlineText(fonts, slogan).ink;
    const maxWidth = Math.max(nameInk.width * 1.3, 260);
    if (ink.width > maxWidth) {
      const shrink = maxWidth / ink.width;
      slogan = { ...slogan, fontSize: slogan.fontSize * shrink, letterSpacing: slogan.letterSpacing * shrink };
      ink = outlineText(fonts, slogan).ink;
    }
    const gap = nameInk.height * 0.32;
    if (plan.decoration === "divider") {
      const thickness = Math.max(2, nameInk.height * 0.05);
      const dividerWidth = Math.min(nameInk.width, ink.width) * 0.5;
      elements.push({
        ...base,
        ...SHAPE_DEFAULTS,
        id: "divider",
        role: "decoration",
        type: "shape",
        shape: "square",
        paths: [],
        fill: colors.divider,
        stroke: "none",
        strokeWidth: 0,
        width: dividerWidth,
        height: thickness,
        x: x(dividerWidth),
        y: height + gap + thickness / 2,
      });
      height += gap + thickness;
    }
    elements.push(place(slogan, x(ink.width), height + gap + ink.height / 2));
    height += gap + ink.height;
    width = Math.max(width, ink.width);
  }
  return { elements, width, height };
}

export function document(plan: LogoPlan, elements: DesignElement[], palette: Palette, aspect: LogoLayout): DesignDocument {
  return parseDesignDocument({
    version: 2,
    kind: "logo",
    width: CANVAS.width,
    height: CANVAS.height,
    background: palette.background,
    mono: false,
    monoColor: "#111111",
    layout: { aspect, code: `${plan.style}/${aspect}` },
    elements,
  });
}
