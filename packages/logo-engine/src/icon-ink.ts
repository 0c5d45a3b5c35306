import type { Box, IconNode } from "@studio/design";

type Point = [number, number];
const STEPS = 12;

/** Points along an SVG elliptical arc (endpoint form, SVG 1.1 appendix F.6), for its bounds. */
function arcPoints(from: Point, rx: number, ry: number, angle: number, large: boolean, sweep: boolean, to: Point): Point[] {
  if (rx === 0 || ry === 0) return [to];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2;
  const dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  let a = Math.abs(rx);
  let b = Math.abs(ry);
  const lambda = (x1 * x1) / (a * a) + (y1 * y1) / (b * b);
  if (lambda > 1) {
    a *= Math.sqrt(lambda);
    b *= Math.sqrt(lambda);
  }
  const num = a * a * b * b - a * a * y1 * y1 - b * b * x1 * x1;
  const root = Math.sqrt(Math.max(0, num / (a * a * y1 * y1 + b * b * x1 * x1))) * (large === sweep ? -1 : 1);
  const cx1 = (root * a * y1) / b;
  const cy1 = (-root * b * x1) / a;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const start = Math.atan2((y1 - cy1) / b, (x1 - cx1) / a);
  let delta = Math.atan2((-y1 - cy1) / b, (-x1 - cx1) / a) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  const points: Point[] = [];
  for (let i = 1; i <= STEPS * 2; i += 1) {
    const t = start + (delta * i) / (STEPS * 2);
    points.push([cx + a * Math.cos(t) * cos - b * Math.sin(t) * sin, cy + a * Math.cos(t) * sin + b * Math.sin(t) * cos]);
  }
  return points;
}

/** A point on a quadratic or cubic Bézier (explicit forms: this runs for every curve of every icon). */
function bezier(p: readonly Point[], t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = p as [Point, Point, Point, Point | undefined];
  if (!d) return [u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]];
  const [k0, k1, k2, k3] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [k0 * a[0] + k1 * b[0] + k2 * c[0] + k3 * d[0], k0 * a[1] + k1 * b[1] + k2 * c[1] + k3 * d[1]];
}

/** Every drawn point of a path's outline (curves sampled), in its own units. */
export function pathPoints(d: string): Point[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const points: Point[] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let control: Point | null = null;
  let command = "";
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    const ox = relative ? at[0] : 0;
    const oy = relative ? at[1] : 0;
    const upper = command.toUpperCase();
    const curve = (controls: Point[], end: Point): void => {
      for (let s = 1; s <= STEPS; s += 1) points.push(bezier([at, ...controls, end], s / STEPS));
      control = controls[controls.length - 1] ?? null;
      at = end;
    };
    const mirrored = (): Point => (control ? [2 * at[0] - control[0], 2 * at[1] - control[1]] : at);
    if (upper === "Z") {
      at = start;
      control = null;
      continue;
    }
    if (upper === "M") {
      at = [ox + num(), oy + num()];
      start = at;
      points.push(at);
      command = relative ? "l" : "L";
      control = null;
    } else if (upper === "L") {
      at = [ox + num(), oy + num()];
      points.push(at);
      control = null;
    } else if (upper === "H") {
      at = [ox + num(), at[1]];
      points.push(at);
      control = null;
    } else if (upper === "V") {
      at = [at[0], oy + num()];
      points.push(at);
      control = null;
    } else if (upper === "C") {
      const c1: Point = [ox + num(), oy + num()];
      const c2: Point = [ox + num(), oy + num()];
      curve([c1, c2], [ox + num(), oy + num()]);
    } else if (upper === "S") {
      const c1 = mirrored();
      const c2: Point = [ox + num(), oy + num()];
      curve([c1, c2], [ox + num(), oy + num()]);
    } else if (upper === "Q") {
      const c: Point = [ox + num(), oy + num()];
      curve([c], [ox + num(), oy + num()]);
    } else if (upper === "T") {
      curve([mirrored()], [ox + num(), oy + num()]);
    } else if (upper === "A") {
      const [rx, ry, angle, large, sweep] = [num(), num(), num(), num(), num()];
      const end: Point = [ox + num(), oy + num()];
      points.push(...arcPoints(at, rx, ry, angle, large === 1, sweep === 1, end));
      at = end;
      control = null;
    } else {
      i += 1;
    }
  }
  return points;
}

const attr = (node: IconNode, key: string): number => Number(node.attrs[key] ?? 0);

function nodePoints(node: IconNode): Point[] {
  switch (node.tag) {
    case "path":
      return pathPoints(node.attrs.d ?? "");
    case "circle":
    case "ellipse": {
      const rx = node.tag === "circle" ? attr(node, "r") : attr(node, "rx");
      const ry = node.tag === "circle" ? attr(node, "r") : attr(node, "ry");
      return [
        [attr(node, "cx") - rx, attr(node, "cy") - ry],
        [attr(node, "cx") + rx, attr(node, "cy") + ry],
      ];
    }
    case "rect":
      return [
        [attr(node, "x"), attr(node, "y")],
        [attr(node, "x") + attr(node, "width"), attr(node, "y") + attr(node, "height")],
      ];
    case "line":
      return [
        [attr(node, "x1"), attr(node, "y1")],
        [attr(node, "x2"), attr(node, "y2")],
      ];
    case "polyline":
    case "polygon": {
      const values = (node.attrs.points ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const points: Point[] = [];
      for (let k = 0; k + 1 < values.length; k += 2) points.push([values[k]!, values[k + 1]!]);
      return points;
    }
  }
}

/** The box an icon's drawing covers in its own viewBox units, strokes included (half the stroke on each side). */
const inkCache = new Map<string, Box>();
const INK_CACHE_LIMIT = 2000;

export function iconInkBox(nodes: readonly IconNode[], stroke: number): Box {
  // The same few icons are measured for every candidate of a page: parse each drawing once.
  const key = `${stroke}|${JSON.stringify(nodes)}`;
  const cached = inkCache.get(key);
  if (cached) return cached;
  const box = measureInk(nodes, stroke);
  if (inkCache.size >= INK_CACHE_LIMIT) inkCache.clear();
  inkCache.set(key, box);
  return box;
}

function measureInk(nodes: readonly IconNode[], stroke: number): Box {
  const points = nodes.flatMap(nodePoints).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const minX = Math.min(...xs) - stroke / 2;
  const minY = Math.min(...ys) - stroke / 2;
  return { x: minX, y: minY, width: Math.max(...xs) + stroke / 2 - minX, height: Math.max(...ys) + stroke / 2 - minY };
}
