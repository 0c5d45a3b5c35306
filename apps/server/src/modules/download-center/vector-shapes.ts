import { Resvg } from "@resvg/resvg-js";

/** An affine matrix [a b c d e f] as SVG, PostScript and PDF all write it. */
export type Matrix = [number, number, number, number, number, number];
export type Rgb = [number, number, number];
/** Absolute path segments: the only ones PostScript and PDF draw directly. */
export type Segment = { op: "M" | "L"; x: number; y: number } | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number } | { op: "Z" };

/** A gradient stop: offset 0..1, its colour and stop-opacity. */
export type GradientStop = { offset: number; color: Rgb; opacity: number };
/**
 * A linear or radial gradient paint as PDF shadings and PostScript `shfill` take it. `coords` are
 * [x1 y1 x2 y2] (linear) or [fx fy 0 cx cy r] (radial: from the focal point to the circle, PDF's
 * ShadingType 3 order) in gradient space; `matrix` maps gradient space to the shape's own space
 * (objectBoundingBox units folded in). Spread is always "pad" (both ends extended).
 */
export type Gradient = { kind: "linear" | "radial"; coords: number[]; matrix: Matrix; stops: GradientStop[] };

export type VectorShape = {
  segments: Segment[];
  /** From the shape's coordinates to the viewBox. */
  matrix: Matrix;
  /** A gradient paint's colour is its first stop's, for writers that cannot shade; the gradient itself is `fillGradient`. */
  fill: Rgb | null;
  fillGradient: Gradient | null;
  strokeGradient: Gradient | null;
  fillRule: "nonzero" | "evenodd";
  stroke: Rgb | null;
  strokeWidth: number;
  lineCap: 0 | 1 | 2;
  lineJoin: 0 | 1 | 2;
  /** Group, element and paint opacities multiplied (PostScript has no alpha: the EPS writer blends with white). */
  fillOpacity: number;
  strokeOpacity: number;
};

export type VectorDrawing = { viewBox: [number, number, number, number]; shapes: VectorShape[] };

export const identity: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function attrs(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of text.matchAll(/([\w:-]+)="([^"]*)"/g)) map.set(match[1] ?? "", match[2] ?? "");
  return map;
}

/** usvg writes transforms as matrix(...) only. */
const parseTransform = (value: string | undefined): Matrix => parseMatrix(value);

function parseMatrix(value: string | undefined): Matrix {
  const numbers = value
    ?.match(/^matrix\(([^)]*)\)$/)?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  return numbers && numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as Matrix) : identity;
}

/** A gradient as usvg writes it, before the shape it paints is known (objectBoundingBox needs the shape's box). */
type GradientDef = { kind: "linear" | "radial"; coords: number[]; userSpace: boolean; transform: Matrix; stops: GradientStop[] };

function parseHex(value: string | undefined): Rgb | null {
  const hex = value?.match(/^#([0-9a-f]{6})$/i)?.[1];
  return hex ? ([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb) : null;
}

function parseColour(value: string | undefined, gradients: Map<string, GradientDef>): Rgb | null {
  if (!value || value === "none") return null;
  const hex = parseHex(value);
  if (hex) return hex;
  // A gradient paint's plain colour is its first stop's (the gradient itself is read by gradientPaint).
  const id = value.match(/^url\(#([^)]+)\)$/)?.[1];
  return id ? (gradients.get(id)?.stops[0]?.color ?? null) : null;
}

/** usvg's gradients: all attributes resolved (no href chains), at least two stops (one-stop gradients become plain colours). */
function parseGradients(plain: string): Map<string, GradientDef> {
  const gradients = new Map<string, GradientDef>();
  for (const match of plain.matchAll(/<(linear|radial)Gradient\b([^>]*)>([\s\S]*?)<\/\1Gradient>/g)) {
    const a = attrs(match[2] ?? "");
    const num = (name: string, fallback: number) => Number(a.get(name) ?? fallback);
    const stops = [...(match[3] ?? "").matchAll(/<stop\b([^>]*)\/?>/g)].map((stop) => {
      const s = attrs(stop[1] ?? "");
      return {
        offset: Number(s.get("offset") ?? 0),
        color: parseHex(s.get("stop-color")) ?? [0, 0, 0],
        opacity: Number(s.get("stop-opacity") ?? 1),
      } as GradientStop;
    });
    const id = a.get("id");
    if (!id || stops.length === 0) continue;
    const radial = match[1] === "radial";
    const coords = radial
      ? [num("fx", num("cx", 0.5)), num("fy", num("cy", 0.5)), 0, num("cx", 0.5), num("cy", 0.5), num("r", 0.5)]
      : [num("x1", 0), num("y1", 0), num("x2", 1), num("y2", 0)];
    gradients.set(id, {
      kind: radial ? "radial" : "linear",
      coords,
      userSpace: a.get("gradientUnits") === "userSpaceOnUse",
      transform: parseTransform(a.get("gradientTransform")),
      stops,
    });
  }
  return gradients;
}

/** The exact bounding box of path segments (cubic extremes solved), as SVG's objectBoundingBox is. */
export function segmentsBox(segments: Segment[]): { x: number; y: number; width: number; height: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  let x0 = 0;
  let y0 = 0;
  const extremes = (p0: number, p1: number, p2: number, p3: number, out: number[]) => {
    // Roots of the derivative a t^2 + b t + c of the cubic's coordinate.
    const a = -p0 + 3 * p1 - 3 * p2 + p3;
    const b = 2 * (p0 - 2 * p1 + p2);
    const c = p1 - p0;
    const roots =
      Math.abs(a) < 1e-12
        ? Math.abs(b) < 1e-12
          ? []
          : [-c / b]
        : (() => {
            const disc = b * b - 4 * a * c;
            return disc < 0 ? [] : [(-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a)];
          })();
    for (const t of roots) if (t > 0 && t < 1) out.push((1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3);
  };
  for (const s of segments) {
    if (s.op === "Z") continue;
    if (s.op === "C") {
      extremes(x0, s.x1, s.x2, s.x, xs);
      extremes(y0, s.y1, s.y2, s.y, ys);
    }
    xs.push(s.x);
    ys.push(s.y);
    [x0, y0] = [s.x, s.y];
  }
  if (xs.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  return { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}

/** The paint `value` as a gradient of this shape, or null for a plain colour (or a gradient on an empty box, which SVG does not draw either). */
function gradientPaint(value: string | undefined, gradients: Map<string, GradientDef>, segments: Segment[]): Gradient | null {
  const def = gradients.get(value?.match(/^url\(#([^)]+)\)$/)?.[1] ?? "");
  if (!def) return null;
  let matrix = def.transform;
  if (!def.userSpace) {
    const box = segmentsBox(segments);
    if (box.width <= 0 || box.height <= 0) return null;
    matrix = multiply([box.width, 0, 0, box.height, box.x, box.y], matrix);
  }
  // SVG clamps offsets into 0..1 and never lets one go below the one before it.
  let last = 0;
  const stops = def.stops.map((stop) => {
    last = Math.min(1, Math.max(last, stop.offset));
    return { ...stop, offset: last };
  });
  return { kind: def.kind, coords: def.coords, matrix, stops };
}

/** usvg path data: absolute M, L, Q, C and Z only; quadratics become cubics here. */
export function parsePathData(d: string): Segment[] {
  const tokens = d.match(/[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  const segments: Segment[] = [];
  let at = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const next = () => Number(tokens[at++]);
  while (at < tokens.length) {
    const op = (tokens[at++] ?? "").toUpperCase();
    if (op === "M" || op === "L") {
      x = next();
      y = next();
      if (op === "M") [startX, startY] = [x, y];
      segments.push({ op, x, y });
    } else if (op === "C") {
      const [x1, y1, x2, y2] = [next(), next(), next(), next()];
      x = next();
      y = next();
      segments.push({ op: "C", x1, y1, x2, y2, x, y });
    } else if (op === "Q") {
      const [qx, qy, ex, ey] = [next(), next(), next(), next()];
      // The cubic with the same curve: control points two thirds of the way to the quadratic's.
      segments.push({
        op: "C",
        x1: x + (2 / 3) * (qx - x),
        y1: y + (2 / 3) * (qy - y),
        x2: ex + (2 / 3) * (qx - ex),
        y2: ey + (2 / 3) * (qy - ey),
        x: ex,
        y: ey,
      });
      [x, y] = [ex, ey];
    } else if (op === "Z") {
      segments.push({ op: "Z" });
      [x, y] = [startX, startY];
    } else {
      throw new Error(`unexpected path token ${op}`);
    }
  }
  return segments;
}

const caps = { butt: 0, round: 1, square: 2 } as const;
const joins = { miter: 0, round: 1, bevel: 2 } as const;

/**
 * The drawing of an SVG as filled and stroked paths. resvg's usvg simplifies any SVG first (shapes
 * to paths, arcs to curves, transforms to matrices, inherited paint resolved), so this reads only
 * that plain output: <g> with transform and opacity, <path> with its paint.
 */
export function vectorDrawing(svg: string): VectorDrawing {
  const plain = new Resvg(svg).toString();
  const root = attrs(plain.match(/<svg([^>]*)>/)?.[1] ?? "");
  const viewBox = (root.get("viewBox") ?? `0 0 ${root.get("width") ?? 100} ${root.get("height") ?? 100}`).split(/[\s,]+/).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const gradients = parseGradients(plain);
  const shapes: VectorShape[] = [];
  const stack: { matrix: Matrix; opacity: number }[] = [{ matrix: identity, opacity: 1 }];
  let defs = 0;
  for (const match of plain.matchAll(/<(\/?)([\w:]+)([^>]*?)(\/?)>/g)) {
    const [, closing, tag, rest = "", selfClosing] = match;
    if (tag === "defs" || tag === "clipPath" || tag === "mask" || tag === "pattern") {
      if (closing) defs -= 1;
      else if (!selfClosing) defs += 1;
      continue;
    }
    if (defs > 0) continue;
    const top = stack[stack.length - 1] ?? { matrix: identity, opacity: 1 };
    if (tag === "g") {
      if (closing) stack.pop();
      else if (!selfClosing) {
        const a = attrs(rest);
        stack.push({ matrix: multiply(top.matrix, parseMatrix(a.get("transform"))), opacity: top.opacity * Number(a.get("opacity") ?? 1) });
      }
    } else if (tag === "path" && !closing) {
      const a = attrs(rest);
      const opacity = top.opacity * Number(a.get("opacity") ?? 1);
      const segments = parsePathData(a.get("d") ?? "");
      shapes.push({
        segments,
        matrix: multiply(top.matrix, parseMatrix(a.get("transform"))),
        fill: parseColour(a.get("fill") ?? "#000000", gradients),
        fillGradient: gradientPaint(a.get("fill"), gradients, segments),
        strokeGradient: gradientPaint(a.get("stroke"), gradients, segments),
        fillRule: a.get("fill-rule") === "evenodd" ? "evenodd" : "nonzero",
        stroke: parseColour(a.get("stroke"), gradients),
        strokeWidth: Number(a.get("stroke-width") ?? 1),
        lineCap: caps[(a.get("stroke-linecap") ?? "butt") as keyof typeof caps] ?? 0,
        lineJoin: joins[(a.get("stroke-linejoin") ?? "miter") as keyof typeof joins] ?? 0,
        fillOpacity: opacity * Number(a.get("fill-opacity") ?? 1),
        strokeOpacity: opacity * Number(a.get("stroke-opacity") ?? 1),
      });
    }
  }
  return { viewBox, shapes };
}

/** Output size in points for a vector file: 600 pt (about 21 cm) wide, the drawing's aspect. */
export const VECTOR_PAGE_WIDTH = 600;

/** From the viewBox (y down) to a page of `width` x `height` points (y up), as PostScript and PDF want. */
export function pageMatrix(viewBox: [number, number, number, number], width: number, height: number): Matrix {
  const [minX, minY, vw, vh] = viewBox;
  const sx = width / vw;
  const sy = height / vh;
  return [sx, 0, 0, -sy, -minX * sx, height + minY * sy];
}
