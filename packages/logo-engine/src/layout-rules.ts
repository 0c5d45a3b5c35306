import type { Box, DesignDocument, DesignElement, FontProvider, TextElement } from "@studio/design";
import { hasCjk } from "./logo-choices.js";
import { boxGap, capHeight, centroid, clearanceInside, isContainer, weightClass, type LogoGeometry } from "./logo-geometry.js";

/** Spec 03: the symbol is at least 1.2 times the text's height, with a third of its height clear around it. */
export const SYMBOL_TO_TEXT = 1.2;
export const SAFE_DISTANCE = 1 / 3;
/** The slogan's letters at most this share of the name's, and at most this share of its visual weight. */
export const SLOGAN_MAX_HEIGHT = 0.6;
export const SLOGAN_MAX_WEIGHT = 0.75;
/** How far (share of the container's size) a mark's ink centre may sit from its container's area centroid. */
export const CENTRE_TOLERANCE = 0.03;

export type LayoutRule = "symbol-size" | "safe-distance" | "optical-centre" | "hierarchy" | "overlap";
export type LayoutIssue = { rule: LayoutRule; elementId: string; detail: string };

type Symbol = { element: DesignElement; box: Box };

/** The logo's symbol: a mark in its own shape, an abstract mark, or a library icon (by its ink). */
export function findSymbol(doc: DesignDocument, geometry: LogoGeometry): Symbol | undefined {
  const element =
    doc.elements.find((candidate) => candidate.id === "mark-container") ??
    doc.elements.find((candidate) => candidate.role === "mark") ??
    doc.elements.find((candidate) => candidate.type === "icon");
  return element ? { element, box: geometry.box(element) } : undefined;
}

/** A text's letter height: cap height from the font's metrics for latin text, the ink for Chinese (whose cap height means the latin subset). */
function letterHeight(fonts: FontProvider, element: TextElement, geometry: LogoGeometry): number {
  const ink = geometry.box(element).height;
  return hasCjk(element.text) ? ink : capHeight(fonts, element, ink);
}

const partOfSymbol = (element: DesignElement, symbol: Symbol, geometry: LogoGeometry): boolean =>
  element === symbol.element || geometry.holder(element) === symbol.element;

export function checkSymbolSize(doc: DesignDocument, fonts: FontProvider, geometry: LogoGeometry): LayoutIssue[] {
  const symbol = findSymbol(doc, geometry);
  const name = doc.elements.find((element): element is TextElement => element.type === "text" && element.role === "name");
  if (!symbol || !name) return [];
  const text = letterHeight(fonts, name, geometry);
  const ratio = symbol.box.height / text;
  return ratio + 1e-6 < SYMBOL_TO_TEXT ? [{ rule: "symbol-size", elementId: symbol.element.id, detail: `symbol ${ratio.toFixed(2)} x text height` }] : [];
}

export function checkSafeDistance(doc: DesignDocument, geometry: LogoGeometry): LayoutIssue[] {
  const symbol = findSymbol(doc, geometry);
  if (!symbol) return [];
  const clear = symbol.box.height * SAFE_DISTANCE - 0.5;
  const issues: LayoutIssue[] = [];
  const holder = geometry.holder(symbol.element);
  for (const element of doc.elements) {
    if (partOfSymbol(element, symbol, geometry) || element === holder || (isContainer(element) && element.fill === "none" && element.stroke === "none"))
      continue;
    const gap = boxGap(symbol.box, geometry.box(element));
    if (gap < clear) issues.push({ rule: "safe-distance", elementId: `${symbol.element.id}+${element.id}`, detail: `${gap.toFixed(1)} < ${clear.toFixed(1)}` });
  }
  const { x, y, width, height } = symbol.box;
  const edge = Math.min(x, y, doc.width - x - width, doc.height - y - height);
  if (edge < clear) issues.push({ rule: "safe-distance", elementId: `${symbol.element.id}+artboard`, detail: `${edge.toFixed(1)} < ${clear.toFixed(1)}` });
  if (holder) {
    const inside = clearanceInside(symbol.box, geometry.outline(holder));
    if (inside < clear)
      issues.push({ rule: "safe-distance", elementId: `${symbol.element.id}+${holder.id}`, detail: `${inside.toFixed(1)} < ${clear.toFixed(1)}` });
  }
  return issues;
}

/** Marks and contents of a filled container sit on its area centroid, measured on their ink. */
export function checkOpticalCentre(doc: DesignDocument, geometry: LogoGeometry): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  for (const container of doc.elements.filter(isContainer)) {
    if (container.fill === "none") continue;
    const held = doc.elements.filter((element) => geometry.holder(element) === container);
    if (held.length === 0) continue;
    const boxes = held.map((element) => geometry.box(element));
    const left = Math.min(...boxes.map((box) => box.x));
    const top = Math.min(...boxes.map((box) => box.y));
    const right = Math.max(...boxes.map((box) => box.x + box.width));
    const bottom = Math.max(...boxes.map((box) => box.y + box.height));
    const [cx, cy] = centroid(geometry.outline(container));
    const dx = Math.abs((left + right) / 2 - cx) / container.width;
    const dy = Math.abs((top + bottom) / 2 - cy) / container.height;
    if (dx > CENTRE_TOLERANCE || dy > CENTRE_TOLERANCE)
      issues.push({ rule: "optical-centre", elementId: container.id, detail: `off centre by ${(dx * 100).toFixed(1)}% / ${(dy * 100).toFixed(1)}%` });
  }
  return issues;
}

export function checkHierarchy(doc: DesignDocument, fonts: FontProvider, geometry: LogoGeometry): LayoutIssue[] {
  const name = doc.elements.find((element): element is TextElement => element.type === "text" && element.role === "name");
  const slogan = doc.elements.find((element): element is TextElement => element.type === "text" && element.role === "slogan");
  if (!name || !slogan) return [];
  const nameHeight = letterHeight(fonts, name, geometry);
  const sloganHeight = letterHeight(fonts, slogan, geometry);
  const issues: LayoutIssue[] = [];
  if (sloganHeight > nameHeight * SLOGAN_MAX_HEIGHT)
    issues.push({ rule: "hierarchy", elementId: "slogan", detail: `slogan ${(sloganHeight / nameHeight).toFixed(2)} x name height` });
  const weight = (weightClass(fonts, slogan) * sloganHeight) / (weightClass(fonts, name) * nameHeight);
  if (weight > SLOGAN_MAX_WEIGHT) issues.push({ rule: "hierarchy", elementId: "slogan", detail: `slogan ${weight.toFixed(2)} x name weight` });
  return issues;
}

/** Whatever a container holds stays inside its real outline (a circle's corners, a shield's point), not only its box. */
export function checkContainment(doc: DesignDocument, geometry: LogoGeometry): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  for (const element of doc.elements) {
    const holder = geometry.holder(element);
    if (!holder || isContainer(element)) continue;
    if (clearanceInside(geometry.box(element), geometry.outline(holder)) < 0)
      issues.push({ rule: "overlap", elementId: `${element.id}+${holder.id}`, detail: "crosses the container's edge" });
  }
  return issues;
}
