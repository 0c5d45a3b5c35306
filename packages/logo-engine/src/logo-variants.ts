import { outlineText, type DesignElement, type FontProvider, type ShapeKind, SHAPE_DEFAULTS } from "@studio/design";
import { ensureContrast } from "./color.js";
import { base, ICON_TO_TEXT, NAME_SIZE, text, type LogoPlan } from "./logo-plan.js";
import { markAspect, markElements, markGap, markSizeFor, type MarkColors } from "./logo-marks.js";

export type VariantColors = { name: string; slogan: string; rule: string; marks: MarkColors };

const bar = (id: string, fill: string, x: number, y: number, width: number, height: number): DesignElement => ({
  ...base,
  ...SHAPE_DEFAULTS,
  id,
  role: "decoration",
  type: "shape",
  shape: "square",
  paths: [],
  fill,
  stroke: "none",
  strokeWidth: 0,
  x,
  y,
  width,
  height,
});

/**
 * Mark, name, a vertical rule and the slogan on one line: the slogan reads as a tagline beside the
 * name instead of under it. The mark stays at least 1.2 times the name's height (spec 03).
 */
export function splitSlogan(plan: LogoPlan, fonts: FontProvider, colors: VariantColors): DesignElement[] {
  const name = text("name", plan.name, plan.fontId, plan.fallbackFontIds, NAME_SIZE, plan.tracking, colors.name);
  const nameInk = outlineText(fonts, name).ink;
  const markSize = Math.max(ICON_TO_TEXT * nameInk.height * 1.5, markSizeFor(plan.mark, nameInk.height * 1.3));
  const markWidth = markSize * markAspect(plan.mark, fonts);
  const gap = plan.mark.kind === "none" ? 0 : markGap(plan.mark, markSize, "right");
  const elements: DesignElement[] = plan.mark.kind === "none" ? [] : markElements(plan.mark, fonts, colors.marks, markWidth / 2, 0, markSize);
  const nameLeft = plan.mark.kind === "none" ? 0 : markWidth + gap;
  elements.push({ ...name, x: nameLeft + nameInk.width / 2, y: 0 });
  if (!plan.slogan) return elements;
  const space = nameInk.height * 0.45;
  const thickness = Math.max(2, nameInk.height * 0.05);
  const ruleX = nameLeft + nameInk.width + space + thickness / 2;
  elements.push(bar("divider", colors.rule, ruleX, 0, thickness, nameInk.height * 1.1));
  const slogan = text("slogan", plan.slogan, plan.sloganFontId, plan.sloganFallbackFontIds, NAME_SIZE * 0.4, 0.06, colors.slogan);
  const sloganInk = outlineText(fonts, slogan).ink;
  elements.push({ ...slogan, x: ruleX + thickness / 2 + space + sloganInk.width / 2, y: 0 });
  return elements;
}

/** The mark over the name set in a filled plaque, the slogan under it: a label or sign. */
export function namePlaque(plan: LogoPlan, fonts: FontProvider, colors: VariantColors, shape: Exclude<ShapeKind, "paths">): DesignElement[] {
  const fill = ensureContrast(colors.marks.primary, colors.marks.backgrounds, 3);
  const inside = ensureContrast(colors.marks.onPrimary, [fill], 4.5);
  const name = text("name", plan.name, plan.fontId, plan.fallbackFontIds, NAME_SIZE, plan.tracking, inside);
  const nameInk = outlineText(fonts, name).ink;
  const padX = nameInk.height * (shape === "badge" ? 1.1 : 0.8);
  const padY = nameInk.height * 0.6;
  const plaque = { width: nameInk.width + padX * 2, height: nameInk.height + padY * 2 };
  const elements: DesignElement[] = [];
  let top = 0;
  if (plan.mark.kind !== "none") {
    const markSize = Math.max(ICON_TO_TEXT * nameInk.height * 1.6, markSizeFor(plan.mark, nameInk.height * 1.3));
    elements.push(...markElements(plan.mark, fonts, { ...colors.marks, primary: fill }, 0, markSize / 2, markSize));
    top = markSize + markGap(plan.mark, markSize, "bottom");
  }
  elements.push(
    {
      ...base,
      ...SHAPE_DEFAULTS,
      id: "plaque",
      role: "container",
      type: "shape",
      shape,
      paths: [],
      fill,
      stroke: "none",
      strokeWidth: 0,
      x: 0,
      y: top + plaque.height / 2,
      ...plaque,
    },
    { ...name, x: 0, y: top + plaque.height / 2 },
  );
  if (plan.slogan) {
    const slogan = text("slogan", plan.slogan, plan.sloganFontId, plan.sloganFallbackFontIds, NAME_SIZE * 0.32, 0.1, colors.slogan);
    const sloganInk = outlineText(fonts, slogan).ink;
    elements.push({ ...slogan, x: 0, y: top + plaque.height + nameInk.height * 0.45 + sloganInk.height / 2 });
  }
  return elements;
}
