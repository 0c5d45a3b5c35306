import { elementBox, findMissingGlyphs, type Box, type DesignDocument, type DesignElement, type FontProvider } from "@studio/design";
import { contrastRatio } from "./color.js";
import { backgroundColors } from "./palettes.data.js";
import { checkContainment, checkHierarchy, checkOpticalCentre, checkSafeDistance, checkSymbolSize, type LayoutRule } from "./layout-rules.js";
import { logoGeometry } from "./logo-geometry.js";

export type QualityRule = "text-contrast" | "icon-contrast" | "overlap" | "margins" | "missing-glyph" | LayoutRule;
export type QualityIssue = { rule: QualityRule; elementId: string; detail: string };

export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_ICON_CONTRAST = 3;
const MIN_MARGIN = 40;
const BALANCE_TOLERANCE = 2;

const contains = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Colours under an element: the fill of the innermost container holding it, else the canvas. */
function backdrop(doc: DesignDocument, element: DesignElement, boxes: Map<string, Box>): string[] {
  const box = boxes.get(element.id);
  const holder = [...doc.elements]
    .reverse()
    .find(
      (other) =>
        other !== element &&
        other.type === "shape" &&
        other.role === "container" &&
        other.fill !== "none" &&
        box &&
        contains(boxes.get(other.id) ?? box, box) &&
        doc.elements.indexOf(other) < doc.elements.indexOf(element),
    );
  return holder && holder.type === "shape" && holder.fill !== "none" ? [holder.fill] : backgroundColors(doc.background);
}

const worst = (color: string, under: readonly string[]): number => Math.min(...under.map((background) => contrastRatio(color, background)));

/** The engine's quality rules for one logo; an empty list means it may be shown. */
export function checkLogoQuality(doc: DesignDocument, fonts: FontProvider): QualityIssue[] {
  const issues: QualityIssue[] = [];
  const boxes = new Map(doc.elements.map((element) => [element.id, elementBox(element, fonts)]));
  for (const element of doc.elements) {
    const under = backdrop(doc, element, boxes);
    if (element.type === "text") {
      const missing = findMissingGlyphs(fonts, element);
      if (missing.length > 0) issues.push({ rule: "missing-glyph", elementId: element.id, detail: missing.join("") });
      const ratio = worst(element.color, under);
      if (ratio < MIN_TEXT_CONTRAST) issues.push({ rule: "text-contrast", elementId: element.id, detail: ratio.toFixed(2) });
    } else if (element.type === "icon") {
      const ratio = worst(element.color, under);
      if (ratio < MIN_ICON_CONTRAST) issues.push({ rule: "icon-contrast", elementId: element.id, detail: ratio.toFixed(2) });
    } else if (element.type === "shape") {
      const fills = element.shape === "paths" ? element.paths.map((path) => path.fill) : element.fill === "none" ? [] : [element.fill];
      for (const fill of fills) {
        const ratio = worst(fill, under);
        if (ratio < MIN_ICON_CONTRAST) issues.push({ rule: "icon-contrast", elementId: element.id, detail: `${fill} ${ratio.toFixed(2)}` });
      }
    }
  }
  // Containers must hold an element whole or stay clear of it; all other elements must not touch.
  for (let i = 0; i < doc.elements.length; i += 1) {
    for (let j = i + 1; j < doc.elements.length; j += 1) {
      const a = doc.elements[i]!;
      const b = doc.elements[j]!;
      const boxA = boxes.get(a.id)!;
      const boxB = boxes.get(b.id)!;
      if (!intersects(boxA, boxB)) continue;
      const aContainer = a.type === "shape" && a.role === "container";
      const bContainer = b.type === "shape" && b.role === "container";
      if ((aContainer && contains(boxA, boxB)) || (bContainer && contains(boxB, boxA))) continue;
      issues.push({ rule: "overlap", elementId: `${a.id}+${b.id}`, detail: "boxes intersect" });
    }
  }
  const all = [...boxes.values()];
  const left = Math.min(...all.map((box) => box.x));
  const top = Math.min(...all.map((box) => box.y));
  const right = doc.width - Math.max(...all.map((box) => box.x + box.width));
  const bottom = doc.height - Math.max(...all.map((box) => box.y + box.height));
  if (Math.min(left, top, right, bottom) < MIN_MARGIN)
    issues.push({ rule: "margins", elementId: "document", detail: `margins ${[left, top, right, bottom].map((m) => m.toFixed(0)).join(",")}` });
  if (Math.abs(left - right) > BALANCE_TOLERANCE || Math.abs(top - bottom) > BALANCE_TOLERANCE)
    issues.push({ rule: "margins", elementId: "document", detail: "unbalanced" });
  const geometry = logoGeometry(doc, fonts);
  issues.push(
    ...checkSymbolSize(doc, fonts, geometry),
    ...checkSafeDistance(doc, geometry),
    ...checkOpticalCentre(doc, geometry),
    ...checkHierarchy(doc, fonts, geometry),
    ...checkContainment(doc, geometry),
  );
  return issues;
}
