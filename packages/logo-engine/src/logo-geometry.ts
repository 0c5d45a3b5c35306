import {
  elementBox,
  shapePath,
  type Box,
  type DesignDocument,
  type DesignElement,
  type FontProvider,
  type ShapeElement,
  type TextElement,
} from "@studio/design";
import { iconInkBox, pathPoints } from "./icon-ink.js";

export type Point = [number, number];

/** What a logo's elements really cover: text as outlined ink, icons as their drawn strokes, shapes as their outline. */
export type LogoGeometry = {
  box: (element: DesignElement) => Box;
  /** The outline of a container shape as a polygon in document units. */
  outline: (element: ShapeElement) => Point[];
  /** The innermost filled or stroked container that holds the element, if any. */
  holder: (element: DesignElement) => ShapeElement | undefined;
};

export const isContainer = (element: DesignElement): element is ShapeElement => element.type === "shape" && element.role === "container";

export const boxContains = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** The ink box of an element: icons by their drawing, not their 24-unit grid. */
export function inkBox(element: DesignElement, fonts: FontProvider): Box {
  if (element.type !== "icon") return elementBox(element, fonts);
  const [minX, minY, vw, vh] = element.viewBox;
  const scale = Math.min(element.width / vw, element.height / vh);
  const ink = iconInkBox(element.nodes, element.paint === "stroke" ? element.strokeWidth : 0);
  const left = element.x - (vw * scale) / 2;
  const top = element.y - (vh * scale) / 2;
  return { x: left + (ink.x - minX) * scale, y: top + (ink.y - minY) * scale, width: ink.width * scale, height: ink.height * scale };
}

export function shapeOutline(element: ShapeElement): Point[] {
  if (element.shape === "paths") {
    const box = { x: element.x - element.width / 2, y: element.y - element.height / 2 };
    return [
      [box.x, box.y],
      [box.x + element.width, box.y],
      [box.x + element.width, box.y + element.height],
      [box.x, box.y + element.height],
    ];
  }
  const left = element.x - element.width / 2;
  const top = element.y - element.height / 2;
  return pathPoints(shapePath(element.shape, element.width, element.height)).map(([x, y]) => [left + x, top + y]);
}

export function logoGeometry(doc: DesignDocument, fonts: FontProvider): LogoGeometry {
  const boxes = new Map(doc.elements.map((element) => [element.id, inkBox(element, fonts)]));
  const outlines = new Map<string, Point[]>();
  const box = (element: DesignElement): Box => boxes.get(element.id) ?? inkBox(element, fonts);
  return {
    box,
    outline: (element) => {
      let outline = outlines.get(element.id);
      if (!outline) {
        outline = shapeOutline(element);
        outlines.set(element.id, outline);
      }
      return outline;
    },
    holder: (element) =>
      [...doc.elements]
        .slice(0, doc.elements.indexOf(element))
        .reverse()
        .filter(isContainer)
        .find((container) => container !== element && boxContains(box(container), box(element))),
  };
}

const corners = (box: Box): Point[] => [
  [box.x, box.y],
  [box.x + box.width, box.y],
  [box.x + box.width, box.y + box.height],
  [box.x, box.y + box.height],
];

export function insidePolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function segmentDistance([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const boxPointDistance = (box: Box, [x, y]: Point): number => {
  const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
  const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
  return Math.hypot(dx, dy);
};

/**
 * How far a box lies inside a shape's outline: the least distance between the box's edge and the
 * outline, negative when a corner is outside or the outline reaches into the box.
 */
export function clearanceInside(box: Box, polygon: readonly Point[]): number {
  const boxCorners = corners(box);
  if (boxCorners.some((corner) => !insidePolygon(corner, polygon))) return -1;
  let least = Infinity;
  for (const corner of boxCorners) {
    for (let i = 0; i < polygon.length; i += 1) least = Math.min(least, segmentDistance(corner, polygon[i]!, polygon[(i + 1) % polygon.length]!));
  }
  for (const vertex of polygon) {
    const distance = boxPointDistance(box, vertex);
    if (distance === 0) return -1;
    least = Math.min(least, distance);
  }
  return least;
}

/** Gap between two boxes (0 when they touch or overlap). */
export const boxGap = (a: Box, b: Box): number =>
  Math.hypot(Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)), Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)));

/** The area centroid of a polygon: where a shape's visual weight sits (a shield's is above its middle). */
export function centroid(polygon: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) return polygon[0] ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

/** Cap height of a text's first face in document units (the spec's "text height" for a name); ink height where a face has none. */
export function capHeight(fonts: FontProvider, element: TextElement, fallback: number): number {
  const face = fonts.faces(element.fontId, element.text)[0];
  const os2: unknown = face?.tables["os2"];
  const cap = os2 && typeof os2 === "object" && "sCapHeight" in os2 && typeof os2.sCapHeight === "number" ? os2.sCapHeight : 0;
  return face && cap > 0 ? (cap / face.unitsPerEm) * element.fontSize : fallback;
}

/** The OS/2 weight class of a text's first face (400 regular, 700 bold). */
export function weightClass(fonts: FontProvider, element: TextElement): number {
  const os2: unknown = fonts.faces(element.fontId, element.text)[0]?.tables["os2"];
  return os2 && typeof os2 === "object" && "usWeightClass" in os2 && typeof os2.usWeightClass === "number" ? os2.usWeightClass : 400;
}
