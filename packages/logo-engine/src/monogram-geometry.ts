import { differenceD, EndType, FillRule, inflatePathsD, intersectD, JoinType, simplifyPathsD, unionD, type PathsD } from "clipper2-ts";

/**
 * Polygon geometry for drawn monograms: glyph outlines flattened to polygons so a treatment is
 * real geometry (offsets and boolean operations with Clipper2), the same in SVG, PNG, PDF and EPS.
 */
export type Polygons = PathsD;

/** Segments per curve: glyphs are drawn at 1000 units, so 10 steps keep curves smooth at any logo size. */
const CURVE_STEPS = 10;

/** The outliner's absolute path data (M, L, Q, C, Z with x y pairs) as closed polygons. */
export function pathToPolygons(d: string): Polygons {
  const tokens = d.match(/[MLQCZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const polygons: Polygons = [];
  let current: { x: number; y: number }[] = [];
  let at = 0;
  let x = 0;
  let y = 0;
  const next = () => Number(tokens[at++]);
  const close = () => {
    if (current.length > 2) polygons.push(current);
    current = [];
  };
  while (at < tokens.length) {
    const op = tokens[at++];
    if (op === "M") {
      close();
      x = next();
      y = next();
      current.push({ x, y });
    } else if (op === "L") {
      x = next();
      y = next();
      current.push({ x, y });
    } else if (op === "Q" || op === "C") {
      const points = op === "Q" ? [next(), next(), next(), next()] : [next(), next(), next(), next(), next(), next()];
      const [x0, y0] = [x, y];
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        if (op === "Q") {
          const [qx = 0, qy = 0, ex = 0, ey = 0] = points;
          current.push({ x: u * u * x0 + 2 * u * t * qx + t * t * ex, y: u * u * y0 + 2 * u * t * qy + t * t * ey });
        } else {
          const [ax = 0, ay = 0, bx = 0, by = 0, ex = 0, ey = 0] = points;
          current.push({
            x: u * u * u * x0 + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex,
            y: u * u * u * y0 + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey,
          });
        }
      }
      x = points[points.length - 2] ?? x;
      y = points[points.length - 1] ?? y;
    } else if (op === "Z") close();
  }
  close();
  // Glyph contours wind either way (TrueType and CFF differ): the union under non-zero is the ink.
  return unionD(polygons, FillRule.NonZero);
}

export const translate = (polygons: Polygons, dx: number, dy: number): Polygons => polygons.map((ring) => ring.map((p) => ({ x: p.x + dx, y: p.y + dy })));
export const union = (a: Polygons, b: Polygons = []): Polygons => unionD(a, b, FillRule.NonZero);
export const subtract = (a: Polygons, b: Polygons): Polygons => (b.length === 0 ? a : differenceD(a, b, FillRule.NonZero));
export const intersect = (a: Polygons, b: Polygons): Polygons => intersectD(a, b, FillRule.NonZero);
/** Grows (positive) or shrinks (negative) by `delta` with round joins, as a pen would. */
export const offset = (polygons: Polygons, delta: number): Polygons =>
  // Round joins within 1% of the offset: smooth at logo sizes, a fraction of the points of Clipper's default.
  inflatePathsD(polygons, delta, JoinType.Round, EndType.Polygon, 2, 2, Math.abs(delta) * 0.01);

export type Box = { x: number; y: number; width: number; height: number };

export function bounds(polygons: Polygons): Box {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of polygons)
    for (const p of ring) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  return Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: 0, y: 0, width: 0, height: 0 };
}

/** Signed area sum (holes wind the other way in Clipper's output, so this is the ink's area). */
export function area(polygons: Polygons): number {
  let total = 0;
  for (const ring of polygons) {
    let sum = 0;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      if (a && b) sum += a.x * b.y - b.x * a.y;
    }
    total += sum / 2;
  }
  return Math.abs(total);
}

/** A rectangle as a polygon. */
export const rect = (x: number, y: number, width: number, height: number): Polygons => [
  [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ],
];

/** A regular polygon (or a circle with many sides) around (cx, cy), starting at `rotation` radians. */
export function regular(cx: number, cy: number, radius: number, sides: number, rotation = -Math.PI / 2): Polygons {
  return [
    Array.from({ length: sides }, (_, i) => ({
      x: cx + radius * Math.cos(rotation + (i * 2 * Math.PI) / sides),
      y: cy + radius * Math.sin(rotation + (i * 2 * Math.PI) / sides),
    })),
  ];
}

/** A rounded rectangle: the rectangle shrunk by the radius, grown back with round joins. */
export const roundedRect = (box: Box, radius: number): Polygons =>
  offset(rect(box.x + radius, box.y + radius, box.width - 2 * radius, box.height - 2 * radius), radius);

/** Drops points closer than `epsilon` to the line through their neighbours: offsets add many, and saved logos keep each path under 20,000 characters. */
export const simplify = (polygons: Polygons, epsilon: number): Polygons => simplifyPathsD(polygons, epsilon, true);

/** Polygons as path data in a 100 x 100 box (x and y scaled separately: the composer scales the box back to the mark's aspect). */
export function toBoxPath(polygons: Polygons, box: Box): string {
  const sx = 100 / box.width;
  const sy = 100 / box.height;
  const f = (n: number) => String(Math.round(n * 10) / 10);
  return polygons
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map((p) => `${f((p.x - box.x) * sx)} ${f((p.y - box.y) * sy)}`).join("L")}Z`)
    .join("");
}
