import type { DesignDocument, DesignElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { DEFAULT_FRAME_COUNT, FRAME_DELAY_MS, elementState, frameTime, type AnimationPreset, type ElementState } from "./logo-animation.js";
import { iconNodePath, pathSubpaths, type Point, type Subpath } from "./path-beziers.js";
import { outlineOf } from "./render-shape.js";
import { textOutlinePath } from "./render-text.js";

/** A Lottie value: fixed (`a: 0`) or keyframed (`a: 1`, one keyframe per frame where it changes). */
export type LottieValue = { a: 0; k: number | number[] } | { a: 1; k: LottieKeyframe[] };
export type LottieKeyframe = { t: number; s: number[]; i?: { x: number[]; y: number[] }; o?: { x: number[]; y: number[] } };
type LottieBezier = { c: boolean; v: Point[]; i: Point[]; o: Point[] };
export type LottieShape =
  | { ty: "sh"; nm: string; ks: { a: 0; k: LottieBezier } }
  | { ty: "fl"; nm: string; c: LottieValue; o: LottieValue; r: 1 }
  | { ty: "st"; nm: string; c: LottieValue; o: LottieValue; w: LottieValue; lc: 2; lj: 2 }
  | { ty: "tm"; nm: string; s: LottieValue; e: LottieValue; o: LottieValue; m: 1 }
  | { ty: "tr"; p: LottieValue; a: LottieValue; s: LottieValue; r: LottieValue; o: LottieValue }
  | { ty: "gr"; nm: string; it: LottieShape[] };
export type LottieLayer = {
  ddd: 0;
  ind: number;
  ty: 4;
  nm: string;
  sr: 1;
  ks: { o: LottieValue; r: LottieValue; p: LottieValue; a: LottieValue; s: LottieValue };
  ao: 0;
  shapes: LottieShape[];
  ip: number;
  op: number;
  st: 0;
  bm: 0;
};
export type LottieAnimation = { v: string; fr: number; ip: number; op: number; w: number; h: number; nm: string; ddd: 0; assets: []; layers: LottieLayer[] };

const still = (k: number | number[]): LottieValue => ({ a: 0, k });
const round = (value: number) => Math.round(value * 1000) / 1000;
const linear = { i: { x: [1], y: [1] }, o: { x: [0], y: [0] } };

/** Per-frame values as keyframes: only where the value changes (and the frame before a change), or a fixed value. */
function keyframed(values: number[][]): LottieValue {
  const first = values[0] ?? [0];
  const same = (a: number[] | undefined, b: number[] | undefined) => a !== undefined && b !== undefined && a.every((v, i) => v === b[i]);
  if (values.every((value) => same(value, first))) return still(first.length === 1 ? (first[0] ?? 0) : first);
  const k: LottieKeyframe[] = [];
  values.forEach((value, t) => {
    if (t === 0 || t === values.length - 1 || !same(value, values[t - 1]) || !same(value, values[t + 1])) k.push({ t, s: value, ...linear });
  });
  return { a: 1, k };
}

/** Lottie colours are 0-1 RGBA. */
export function lottieColor(hex: string): number[] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const n = (i: number) => round(parseInt(full.slice(i, i + 2), 16) / 255);
  return [n(1), n(3), n(5), 1];
}

/** Subpaths (absolute cubics) placed by `at`, as Lottie beziers: vertices with tangents relative to them. */
function beziers(subpaths: readonly Subpath[], at: (p: Point) => Point, name: string): LottieShape[] {
  return subpaths.map((subpath, index) => {
    const v: Point[] = [];
    const i: Point[] = [];
    const o: Point[] = [];
    const segments = subpath.segments;
    const rel = (p: Point, base: Point): Point => [round(p[0] - base[0]), round(p[1] - base[1])];
    const start = at(subpath.start);
    v.push([round(start[0]), round(start[1])]);
    i.push([0, 0]);
    segments.forEach((segment, s) => {
      const [, c1, c2, end] = segment.map(at) as [Point, Point, Point, Point];
      const from = v[v.length - 1] ?? start;
      o[v.length - 1] = rel(c1, from);
      const closing = subpath.closed && s === segments.length - 1;
      if (closing) {
        // The closing segment ends on the first vertex: its in-tangent belongs to that vertex.
        i[0] = rel(c2, v[0] ?? start);
      } else {
        v.push([round(end[0]), round(end[1])]);
        i.push(rel(c2, end));
      }
    });
    while (o.length < v.length) o.push([0, 0]);
    return { ty: "sh", nm: `${name}-${index}`, ks: { a: 0, k: { c: subpath.closed, v, i, o } } };
  });
}

const identity: LottieShape = { ty: "tr", p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) };

/** An element's paths in document units, and how they are painted; null for what Lottie's shapes do not draw here (pictures, QR codes, SVG). */
function elementPaths(
  element: DesignElement,
  fonts: FontProvider,
  color: (c: string) => string,
): { paths: LottieShape[]; paint: "fill" | "stroke"; color: string; width: number }[] | null {
  switch (element.type) {
    case "icon": {
      const [minX, minY, vw, vh] = element.viewBox;
      const scale = Math.min(element.width / vw, element.height / vh);
      const tx = element.x - (vw * scale) / 2 - minX * scale;
      const ty = element.y - (vh * scale) / 2 - minY * scale;
      const at = (p: Point): Point => [tx + p[0] * scale, ty + p[1] * scale];
      const paths = element.nodes.flatMap((node, n) => beziers(pathSubpaths(iconNodePath(node)), at, `${element.id}-${n}`));
      return [{ paths, paint: element.paint, color: color(element.color), width: element.strokeWidth * scale }];
    }
    case "text": {
      const outline = textOutlinePath(element, fonts);
      const at = (p: Point): Point => [outline.x + p[0] * outline.scale, outline.y + p[1] * outline.scale];
      return [{ paths: beziers(pathSubpaths(outline.d), at, element.id), paint: "fill", color: color(element.color), width: 0 }];
    }
    case "shape": {
      const left = element.x - element.width / 2;
      const top = element.y - element.height / 2;
      if (element.shape === "paths") {
        const at = (p: Point): Point => [left + (p[0] * element.width) / 100, top + (p[1] * element.height) / 100];
        return element.paths.map((path, n) => ({
          paths: beziers(pathSubpaths(path.d), at, `${element.id}-${n}`),
          paint: "fill" as const,
          color: color(path.fill),
          width: 0,
        }));
      }
      const at = (p: Point): Point => [left + p[0], top + p[1]];
      const paths = beziers(pathSubpaths(outlineOf(element)), at, element.id);
      const parts: { paths: LottieShape[]; paint: "fill" | "stroke"; color: string; width: number }[] = [];
      if (element.fill !== "none") parts.push({ paths, paint: "fill", color: color(element.fill), width: 0 });
      if (element.stroke !== "none" && element.strokeWidth > 0)
        parts.push({ paths, paint: "stroke", color: color(element.stroke), width: element.strokeWidth });
      return parts;
    }
    case "image":
    case "qrcode":
    case "svg":
      return null;
  }
}

/**
 * The logo's animation as a Lottie file (bodymovin 5.7 JSON): one shape layer per drawn element
 * (icons, words as their outlines, shapes), in document units, with the preset's keyframes taken
 * from the same timing as the GIF's frames (`elementState`): layer opacity and position per frame,
 * and for draw-in a trim path drawing each icon's lines and its fill's opacity. Pictures, QR codes
 * and SVG elements are left out (docs/logo-animation.md lists the subset).
 */
export function logoLottie(
  doc: DesignDocument,
  preset: AnimationPreset,
  fonts: FontProvider,
  options: { frames?: number; name?: string } = {},
): LottieAnimation {
  const count = options.frames ?? DEFAULT_FRAME_COUNT;
  const color = (c: string) => (doc.mono ? doc.monoColor : c);
  const elements = doc.elements.filter((element) => !element.hidden);
  const layers: LottieLayer[] = [];
  elements.forEach((element, index) => {
    const parts = elementPaths(element, fonts, color);
    if (!parts || parts.length === 0) return;
    const states: ElementState[] = Array.from({ length: count }, (_, frame) =>
      elementState(preset, element, index, elements.length, frameTime(frame, count), doc.height),
    );
    const drawIn = preset === "draw-in" && element.type === "icon";
    const strokeWidth = element.type === "icon" ? element.strokeWidth : 1;
    const groups: LottieShape[] = parts.flatMap((part, p): LottieShape[] => {
      const painted = (paint: "fill" | "stroke", opacity: LottieValue): LottieShape =>
        paint === "fill"
          ? { ty: "fl", nm: "fill", c: still(lottieColor(part.color)), o: opacity, r: 1 }
          : { ty: "st", nm: "stroke", c: still(lottieColor(part.color)), o: opacity, w: still(round(part.width)), lc: 2, lj: 2 };
      if (!drawIn) return [{ ty: "gr", nm: `${element.id}-${p}`, it: [...part.paths, painted(part.paint, still(100)), identity] }];
      const trim: LottieShape = { ty: "tm", nm: "draw", s: still(0), e: keyframed(states.map((s) => [round(s.drawn * 100)])), o: still(0), m: 1 };
      if (part.paint === "stroke") return [{ ty: "gr", nm: `${element.id}-line`, it: [...part.paths, trim, painted("stroke", still(100)), identity] }];
      // A filled icon: its outline drawn first (half its line width, as the frames do), then its fill over it.
      const outline: LottieShape = {
        ty: "st",
        nm: "outline",
        c: still(lottieColor(part.color)),
        o: keyframed(states.map((s) => [s.fill >= 1 ? 0 : 100])),
        w: still(round(Math.max(0.75, strokeWidth / 2) * (part.width / strokeWidth))),
        lc: 2,
        lj: 2,
      };
      return [
        { ty: "gr", nm: `${element.id}-fill`, it: [...part.paths, painted("fill", keyframed(states.map((s) => [round(s.fill * 100)]))), identity] },
        { ty: "gr", nm: `${element.id}-line`, it: [...part.paths, trim, outline, identity] },
      ];
    });
    const opacity = (s: ElementState) => round(element.opacity * (drawIn ? 1 : s.opacity) * 100);
    layers.push({
      ddd: 0,
      ind: layers.length + 1,
      ty: 4,
      nm: element.id,
      sr: 1,
      ks: {
        o: keyframed(states.map((s) => [opacity(s)])),
        r: still(element.rotation),
        p: keyframed(states.map((s) => [round(element.x), round(element.y + s.dy), 0])),
        a: still([round(element.x), round(element.y), 0]),
        s: still([100, 100, 100]),
      },
      ao: 0,
      shapes: groups,
      ip: 0,
      op: count,
      st: 0,
      bm: 0,
    });
  });
  if (doc.background.type === "solid" && !doc.mono) {
    const box = beziers(pathSubpaths(`M0 0H${doc.width}V${doc.height}H0Z`), (p) => p, "background");
    layers.unshift({
      ddd: 0,
      ind: layers.length + 1,
      ty: 4,
      nm: "background",
      sr: 1,
      ks: { o: still(100), r: still(0), p: still([0, 0, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]) },
      ao: 0,
      shapes: [
        { ty: "gr", nm: "background", it: [...box, { ty: "fl", nm: "fill", c: still(lottieColor(doc.background.color)), o: still(100), r: 1 }, identity] },
      ],
      ip: 0,
      op: count,
      st: 0,
      bm: 0,
    });
  }
  // Lottie draws its first layer on top; the document draws its last element on top.
  layers.reverse();
  return {
    v: "5.7.4",
    fr: round(1000 / FRAME_DELAY_MS),
    ip: 0,
    op: count,
    w: doc.width,
    h: doc.height,
    nm: options.name ?? "logo",
    ddd: 0,
    assets: [],
    layers,
  };
}
