import {
  elementBox,
  outlineText,
  parseDesignDocument,
  type DesignDocument,
  type DesignElement,
  type FontProvider,
  type ShapeKind,
  type TextElement,
} from "@studio/design";
import { ensureContrast } from "./color.js";
import type { LogoStyle } from "./logo-brief.schema.js";
import { markAspect, markElements, type MarkSpec } from "./logo-marks.js";
import { backgroundColors, type Palette } from "./palettes.data.js";

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
};

export const CANVAS = { width: 800, height: 600 } as const;
/** Spec 03 defaults: text size 72, icon height 1.2 times the text height, safe distance a third of the mark. */
const NAME_SIZE = 72;
const ICON_TO_TEXT = 1.2;
const SAFE_DISTANCE = 1 / 3;
const MAX_CONTENT = { width: 640, height: 400 };

const base = { rotation: 0, opacity: 1 } as const;

function text(id: "name" | "slogan", value: string, fontId: string, fallbackFontIds: string[], fontSize: number, tracking: number, color: string): TextElement {
  return { ...base, id, role: id, type: "text", text: value, fontId, fallbackFontIds, fontSize, letterSpacing: tracking * fontSize, color, x: 0, y: 0 };
}

function place(element: DesignElement, x: number, y: number): DesignElement {
  return { ...element, x, y };
}

function bounds(elements: readonly DesignElement[], fonts: FontProvider): { x: number; y: number; width: number; height: number } {
  const boxes = elements.map((element) => elementBox(element, fonts));
  const minX = Math.min(...boxes.map((box) => box.x));
  const minY = Math.min(...boxes.map((box) => box.y));
  const maxX = Math.max(...boxes.map((box) => box.x + box.width));
  const maxY = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Scales the composition about its centre and moves it to the canvas centre. */
function fit(elements: DesignElement[], fonts: FontProvider, maxScale: number): DesignElement[] {
  const box = bounds(elements, fonts);
  const scale = Math.min(MAX_CONTENT.width / box.width, MAX_CONTENT.height / box.height, maxScale);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const move = (x: number, y: number): { x: number; y: number } => ({ x: CANVAS.width / 2 + (x - cx) * scale, y: CANVAS.height / 2 + (y - cy) * scale });
  return elements.map((element) => {
    const at = move(element.x, element.y);
    if (element.type === "text") return { ...element, ...at, fontSize: element.fontSize * scale, letterSpacing: element.letterSpacing * scale };
    return { ...element, ...at, width: element.width * scale, height: element.height * scale };
  });
}

/** Widest content (width over height) each emblem shape holds gracefully; wider content takes a plaque. */
const EMBLEM_MAX_ASPECT: Partial<Record<Exclude<ShapeKind, "paths">, number>> = { circle: 4, seal: 3.5, hexagon: 3, diamond: 2.5, shield: 2.5 };

function emblemShapeFor(shape: Exclude<ShapeKind, "paths">, aspect: number): Exclude<ShapeKind, "paths"> {
  if (aspect <= (EMBLEM_MAX_ASPECT[shape] ?? Infinity)) return shape;
  return shape === "hexagon" || shape === "diamond" ? "rounded-square" : "badge";
}

/** Share of its box a mark visibly fills: icon sets leave a padding inside their 24-unit grid. */
const inkShare = (mark: MarkSpec): number => (mark.kind === "icon" && !mark.container ? 0.75 : 1);
/** A third of the mark's visible size between mark and text, less the padding inside the icon's box. */
const safeGap = (size: number, mark: MarkSpec): number => size * (inkShare(mark) * SAFE_DISTANCE - (1 - inkShare(mark)) / 2);

type TextBlock = { elements: DesignElement[]; width: number; height: number };

/** Name over slogan (optionally a divider between), centred or left-aligned at x = 0, top at y = 0. */
function textBlock(plan: LogoPlan, fonts: FontProvider, colors: { name: string; slogan: string; divider: string }, align: "center" | "left"): TextBlock {
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
    let slogan = text("slogan", plan.slogan, plan.sloganFontId, plan.sloganFallbackFontIds, NAME_SIZE * 0.34, 0.12, colors.slogan);
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

/** Turns a plan into a validated design document on the 800 x 600 logo canvas. */
export function composeLogo(plan: LogoPlan, fonts: FontProvider): DesignDocument {
  const palette = plan.palette;
  const backgrounds = backgroundColors(palette.background);
  const wanted = palette[plan.nameColor];
  const nameColor = ensureContrast(wanted, backgrounds, 4.5);
  const sloganColor = ensureContrast(palette.text, backgrounds, 4.5);
  const markColors = { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, onPrimary: backgrounds[0] ?? "#ffffff", backgrounds };
  let elements: DesignElement[];

  if (plan.emblem) {
    const fill = ensureContrast(plan.nameColor === "text" ? palette.primary : plan.nameColor === "primary" ? palette.accent : palette.text, backgrounds, 3);
    const inside = ensureContrast(backgrounds[0] ?? "#ffffff", [fill], 4.5);
    const block = textBlock(plan, fonts, { name: inside, slogan: inside, divider: inside }, "center");
    const nameHeight = block.elements[0] ? elementBox(block.elements[0], fonts).height : block.height;
    const markSize = plan.mark.kind === "none" ? 0 : nameHeight * 1.5;
    const gap = markSize * SAFE_DISTANCE;
    const mark = markElements(
      plan.mark,
      fonts,
      { ...markColors, primary: inside, secondary: inside, accent: inside, backgrounds: [fill] },
      0,
      markSize / 2,
      markSize,
    );
    const top = markSize > 0 ? markSize + gap : 0;
    const inner = [...mark, ...block.elements.map((element) => ({ ...element, y: element.y + top }))];
    const innerHeight = top + block.height;
    const innerWidth = Math.max(block.width, markSize);
    const pad = nameHeight * 0.7;
    const cy = innerHeight / 2;
    // A long name in a round seal would shrink to nothing: wide content takes a plaque instead.
    const shape = emblemShapeFor(plan.emblem, innerWidth / Math.max(innerHeight, 1));
    const round = shape === "circle" || shape === "seal";
    // A seal's points bite inwards, so it gets a wider margin than a plain circle.
    const width = round
      ? Math.hypot(innerWidth, innerHeight) * (shape === "seal" ? 1.12 : 1) + pad * 2
      : shape === "shield"
        ? innerWidth * 1.25 + pad * 2
        : shape === "hexagon"
          ? ((innerWidth / 2 + pad) / 0.866) * 2
          : shape === "diamond"
            ? (innerWidth + pad) * 2
            : innerWidth + pad * 3;
    const height = round
      ? width
      : shape === "shield"
        ? innerHeight * 1.5 + pad * 2
        : shape === "hexagon"
          ? (innerHeight + pad * 2) * 2
          : shape === "diamond"
            ? (innerHeight + pad) * 2
            : innerHeight + Math.max(pad * 2.6, innerWidth * 0.22);
    // A shield narrows towards its point, so its content sits higher than the centre.
    const containerY = shape === "shield" ? cy + height * 0.07 : cy;
    elements = [
      { ...base, id: "emblem", role: "container", type: "shape", shape, paths: [], x: 0, y: containerY, width, height, fill, stroke: "none", strokeWidth: 0 },
      ...inner,
    ];
    return document(plan, fit(elements, fonts, 1.6), palette, "square");
  }

  if (plan.mark.kind === "none") {
    const ornament = ensureContrast(palette.primary, backgrounds, 3);
    // A wordmark's "horizontal" layout is the flush-left block; "vertical" is centred.
    const align = plan.layout === "horizontal" ? "left" : "center";
    const block = textBlock(plan, fonts, { name: nameColor, slogan: sloganColor, divider: ornament }, align);
    return document(
      plan,
      fit([...block.elements, ...ornaments(plan, block, fonts, ensureContrast(palette.accent, backgrounds, 3), ornament, align)], fonts, 2.2),
      palette,
      plan.layout,
    );
  }

  const horizontal = plan.layout === "horizontal";
  const block = textBlock(
    plan,
    fonts,
    { name: nameColor, slogan: sloganColor, divider: ensureContrast(palette.primary, backgrounds, 3) },
    horizontal ? "left" : "center",
  );
  const nameHeight = block.elements[0] ? elementBox(block.elements[0], fonts).height : block.height;
  const textHeight = Math.max(block.height, nameHeight * 1.4);
  const markSize = ICON_TO_TEXT * textHeight * (horizontal ? 1 : 1.5) * (plan.style === "pictorial" ? 1.25 : 1);
  const markWidth = markSize * markAspect(plan.mark, fonts);
  if (horizontal) {
    const gap = safeGap(markWidth, plan.mark);
    const mark = markElements(plan.mark, fonts, markColors, markWidth / 2, 0, markSize);
    const shifted = block.elements.map((element) => ({ ...element, x: element.x + markWidth + gap, y: element.y - block.height / 2 }));
    elements = [...mark, ...shifted];
  } else {
    const gap = safeGap(markSize, plan.mark);
    const mark = markElements(plan.mark, fonts, markColors, 0, markSize / 2, markSize);
    elements = [...mark, ...block.elements.map((element) => ({ ...element, y: element.y + markSize + gap }))];
  }
  return document(plan, fit(elements, fonts, 1.6), palette, plan.layout);
}

/** The dot after the name or the frame around the block of a wordmark. */
function ornaments(plan: LogoPlan, block: TextBlock, fonts: FontProvider, accent: string, primary: string, align: "center" | "left"): DesignElement[] {
  const name = block.elements[0];
  if (!name) return [];
  const box = elementBox(name, fonts);
  const centerX = align === "center" ? 0 : block.width / 2;
  if (plan.decoration === "underline") {
    const thickness = Math.max(2, box.height * 0.07);
    const width = align === "center" ? block.width * 0.6 : block.width * 0.4;
    return [
      {
        ...base,
        id: "underline",
        role: "decoration",
        type: "shape",
        shape: "square",
        paths: [],
        fill: accent,
        stroke: "none",
        strokeWidth: 0,
        width,
        height: thickness,
        x: align === "center" ? 0 : width / 2,
        y: block.height + box.height * 0.35 + thickness / 2,
      },
    ];
  }
  if (plan.decoration === "dot") {
    const size = Math.max(6, box.height * 0.2);
    return [
      {
        ...base,
        id: "dot",
        role: "decoration",
        type: "shape",
        shape: "circle",
        paths: [],
        fill: accent,
        stroke: "none",
        strokeWidth: 0,
        width: size,
        height: size,
        x: box.x + box.width + size * 0.9,
        y: box.y + box.height - size / 2,
      },
    ];
  }
  if (plan.decoration === "frame") {
    const pad = box.height * 0.6;
    const strokeWidth = Math.max(2, box.height * 0.06);
    return [
      {
        ...base,
        id: "frame",
        role: "container",
        type: "shape",
        shape: "square",
        paths: [],
        fill: "none",
        stroke: primary,
        strokeWidth,
        width: block.width + pad * 2.4,
        height: block.height + pad * 2,
        x: centerX,
        y: block.height / 2,
      },
    ];
  }
  return [];
}

function document(plan: LogoPlan, elements: DesignElement[], palette: Palette, aspect: LogoLayout): DesignDocument {
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
