import type { IconNode } from "./design-document.schema.js";

export type Point = [number, number];
/** A cubic segment: start, two controls, end. */
export type Cubic = [Point, Point, Point, Point];
/** One subpath as cubic segments from its first point; `closed` when it ended with Z. */
export type Subpath = { start: Point; segments: Cubic[]; closed: boolean };

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const IS_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

const line = (a: Point, b: Point): Cubic => [
  a,
  [a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3],
  [a[0] + ((b[0] - a[0]) * 2) / 3, a[1] + ((b[1] - a[1]) * 2) / 3],
  b,
];
const quad = (a: Point, q: Point, b: Point): Cubic => [
  a,
  [a[0] + ((q[0] - a[0]) * 2) / 3, a[1] + ((q[1] - a[1]) * 2) / 3],
  [b[0] + ((q[0] - b[0]) * 2) / 3, b[1] + ((q[1] - b[1]) * 2) / 3],
  b,
];

/** An elliptical arc (SVG endpoint form) as cubics, each spanning at most 90 degrees (the W3C conversion). */
function arc(from: Point, rxIn: number, ryIn: number, angle: number, large: boolean, sweep: boolean, to: Point): Cubic[] {
  if (rxIn === 0 || ryIn === 0 || (from[0] === to[0] && from[1] === to[1])) return [line(from, to)];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2;
  const dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const sign = large === sweep ? -1 : 1;
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const coef = sign * Math.sqrt(Math.max(0, num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (coef * rx * y1) / ry;
  const cy1 = (-coef * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta = angleOf(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angleOf((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const at = (t: number): Point => [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  const slope = (t: number): Point => [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos];
  const out: Cubic[] = [];
  let start = from;
  for (let i = 0; i < parts; i++) {
    const t0 = theta + step * i;
    const t1 = t0 + step;
    const end = i === parts - 1 ? to : at(t1);
    const d0 = slope(t0);
    const d1 = slope(t1);
    out.push([start, [start[0] + k * d0[0], start[1] + k * d0[1]], [end[0] - k * d1[0], end[1] - k * d1[1]], end]);
    start = end;
  }
  return out;
}

/** SVG path data (every command, absolute or relative) as subpaths of cubic segments. */
export function pathSubpaths(d: string): Subpath[] {
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  let point: Point = [0, 0];
  let lastControl: Point | null = null;
  let lastCommand = "";
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  let i = 0;
  const num = () => Number(tokens[i++]);
  const push = (segment: Cubic) => {
    if (!current) {
      current = { start: segment[0], segments: [], closed: false };
      subpaths.push(current);
    }
    current.segments.push(segment);
    point = segment[3];
  };
  let command = "";
  while (i < tokens.length) {
    const token = tokens[i] ?? "";
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
    } else if (command === "M") command = "L";
    else if (command === "m") command = "l";
    const upper = command.toUpperCase();
    const relative = command !== upper;
    if (!(upper in ARGS)) break;
    if ((ARGS[upper] ?? 0) > 0 && !IS_NUMBER.test(tokens[i] ?? "")) break;
    const base: Point = relative ? point : [0, 0];
    const abs = (x: number, y: number): Point => [base[0] + x, base[1] + y];
    let control: Point | null = null;
    switch (upper) {
      case "M": {
        const to = abs(num(), num());
        current = { start: to, segments: [], closed: false };
        subpaths.push(current);
        point = to;
        break;
      }
      case "L":
        push(line(point, abs(num(), num())));
        break;
      case "H": {
        const x = num();
        push(line(point, [relative ? point[0] + x : x, point[1]]));
        break;
      }
      case "V": {
        const y = num();
        push(line(point, [point[0], relative ? point[1] + y : y]));
        break;
      }
      case "C": {
        const c1 = abs(num(), num());
        control = abs(num(), num());
        push([point, c1, control, abs(num(), num())]);
        break;
      }
      case "S": {
        const c1: Point = lastControl && /[CcSs]/.test(lastCommand) ? [2 * point[0] - lastControl[0], 2 * point[1] - lastControl[1]] : point;
        control = abs(num(), num());
        push([point, c1, control, abs(num(), num())]);
        break;
      }
      case "Q": {
        control = abs(num(), num());
        push(quad(point, control, abs(num(), num())));
        break;
      }
      case "T": {
        control = lastControl && /[QqTt]/.test(lastCommand) ? [2 * point[0] - lastControl[0], 2 * point[1] - lastControl[1]] : point;
        push(quad(point, control, abs(num(), num())));
        break;
      }
      case "A": {
        const [rx, ry, rotation, large, sweep] = [num(), num(), num(), num(), num()];
        for (const segment of arc(point, rx, ry, rotation, large !== 0, sweep !== 0, abs(num(), num()))) push(segment);
        break;
      }
      case "Z": {
        const open: Subpath | null = current;
        if (open) {
          const first = open.start;
          if (point[0] !== first[0] || point[1] !== first[1]) push(line(point, first));
          open.closed = true;
          point = first;
          current = null;
        }
        break;
      }
    }
    lastControl = control;
    lastCommand = command;
  }
  return subpaths.filter((subpath) => subpath.segments.length > 0);
}

const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** The length of path data, each cubic measured along 8 chords (close enough to pace a line being drawn). */
export function pathLength(subpaths: readonly Subpath[]): number {
  let total = 0;
  for (const subpath of subpaths) {
    for (const [a, b, c, e] of subpath.segments) {
      let previous = a;
      for (let step = 1; step <= 8; step++) {
        const t = step / 8;
        const u = 1 - t;
        const next: Point = [
          u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * e[0],
          u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * e[1],
        ];
        total += distance(previous, next);
        previous = next;
      }
    }
  }
  return total;
}

const n = (attrs: Record<string, string>, name: string): number => Number(attrs[name] ?? 0) || 0;

/** An icon node (path, circle, rect, line, polyline, polygon, ellipse) as path data in the icon's viewBox. */
export function iconNodePath(node: IconNode): string {
  const a = node.attrs;
  switch (node.tag) {
    case "path":
      return a.d ?? "";
    case "circle":
    case "ellipse": {
      const rx = node.tag === "circle" ? n(a, "r") : n(a, "rx");
      const ry = node.tag === "circle" ? n(a, "r") : n(a, "ry");
      const cx = n(a, "cx");
      const cy = n(a, "cy");
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case "rect": {
      const x = n(a, "x");
      const y = n(a, "y");
      const w = n(a, "width");
      const h = n(a, "height");
      const r = Math.min(n(a, "rx") || n(a, "ry"), w / 2, h / 2);
      if (r <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
    }
    case "line":
      return `M${n(a, "x1")} ${n(a, "y1")}L${n(a, "x2")} ${n(a, "y2")}`;
    case "polyline":
    case "polygon": {
      const numbers = (a.points ?? "").match(NUMBER) ?? [];
      const pairs: string[] = [];
      for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push(`${numbers[i]} ${numbers[i + 1]}`);
      if (pairs.length === 0) return "";
      return `M${pairs.join("L")}${node.tag === "polygon" ? "Z" : ""}`;
    }
  }
}
