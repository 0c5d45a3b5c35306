import { Resvg } from "@resvg/resvg-js";

/** An affine matrix [a b c d e f] as SVG, PostScript and PDF all write it. */
export type Matrix = [number, number, number, number, number, number];
export type Rgb = [number, number, number];
/** Absolute path segments: the only ones PostScript and PDF draw directly. */
export type Segment = { op: "M" | "L"; x: number; y: number } | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number } | { op: "Z" };

export type VectorShape = {
  segments: Segment[];
  /** From the shape's coordinates to the viewBox. */
  matrix: Matrix;
  fill: Rgb | null;
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

function parseMatrix(value: string | undefined): Matrix {
  const numbers = value
    ?.match(/^matrix\(([^)]*)\)$/)?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  return numbers && numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as Matrix) : identity;
}

function parseColour(value: string | undefined, gradients: Map<string, Rgb>): Rgb | null {
  if (!value || value === "none") return null;
  const hex = value.match(/^#([0-9a-f]{6})$/i)?.[1];
  if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
  // A gradient paint (never in a transparent export today) falls back to its first stop's colour.
  const id = value.match(/^url\(#([^)]+)\)$/)?.[1];
  return id ? (gradients.get(id) ?? null) : null;
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
  const gradients = new Map<string, Rgb>();
  for (const match of plain.matchAll(/<(?:linear|radial)Gradient[^>]*id="([^"]+)"[^>]*>\s*<stop[^>]*stop-color="(#[0-9a-f]{6})"/gi)) {
    const colour = parseColour(match[2], new Map());
    if (colour && match[1]) gradients.set(match[1], colour);
  }
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
      shapes.push({
        segments: parsePathData(a.get("d") ?? ""),
        matrix: multiply(top.matrix, parseMatrix(a.get("transform"))),
        fill: parseColour(a.get("fill") ?? "#000000", gradients),
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
