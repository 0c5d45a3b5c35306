import { outlineText, type FontProvider } from "@studio/design";
import type { AbstractMark } from "./abstract-mark.js";
import {
  area,
  bounds,
  intersect,
  offset,
  pathToPolygons,
  rect,
  regular,
  roundedRect,
  simplify,
  subtract,
  toBoxPath,
  translate,
  union,
  type Box,
  type Polygons,
} from "./monogram-geometry.js";

/** Share of the narrower letter the second letter reaches over the first. */
const OVERLAP = 0.24;
/** A single letter's drawn shadow: its offset as a share of the letter's height. */
const SHADOW = 0.08;

/**
 * How a monogram is drawn (issue 17: monograms that look drawn, not typed), each real geometry:
 * - `interlocked`: two letters woven (each passes over the other once, with a gap), one letter over its offset shadow;
 * - `outline`: the letters as a stroked outline (the ink minus its inset);
 * - `inline`: the letters with a parallel inner line cut into them;
 * - `cut`: a diagonal gap sliced through the letters, the two halves in two colours;
 * - `knockout`: a shape with the letters cut out of it (they show what lies beneath).
 */
export const MONOGRAM_TREATMENTS = ["interlocked", "outline", "inline", "cut", "knockout"] as const;
export type MonogramTreatment = (typeof MONOGRAM_TREATMENTS)[number];
/** The shapes a knockout monogram is cut from (the lettermark layouts' containers that have a polygon here). */
export type KnockoutShape = "circle" | "rounded-square" | "hexagon" | "diamond";

type Part = { polygons: Polygons; slot: AbstractMark["paths"][number]["slot"] };

/** Letters of an outline, an inline or a knockout stand apart (merged, their lines and holes would run into each other). */
const APART = -0.08;

function glyphs(fonts: FontProvider, initials: string, fontId: string, fallbackFontIds: readonly string[], overlap: number): Polygons[] {
  const letters = [...initials].slice(0, 2);
  const outlines = letters.map((letter) =>
    outlineText(fonts, { text: letter, fontId, fallbackFontIds: [...fallbackFontIds], fontSize: 1000, letterSpacing: 0 }),
  );
  const [first, second] = outlines;
  if (!first || first.ink.width <= 0) return [];
  const a = pathToPolygons(first.d);
  if (!second || second.ink.width <= 0) return [a];
  // The second letter overlaps the first by a share of the narrower one, on a common baseline.
  const shift = first.ink.x + first.ink.width - overlap * Math.min(first.ink.width, second.ink.width) - second.ink.x;
  return [a, translate(pathToPolygons(second.d), shift, 0)];
}

function interlocked(letters: Polygons[], height: number): { parts: Part[]; kind: string } {
  const [a = [], b] = letters;
  const gap = height * 0.045;
  const box = bounds(union(a, b ?? []));
  if (!b) {
    // One letter over its own shadow, the shadow cut back from the letter so the two never touch.
    const shadow = subtract(translate(a, height * SHADOW, height * SHADOW), offset(a, gap));
    return {
      kind: "shadowed-letter",
      parts: [
        { polygons: shadow, slot: "secondary" },
        { polygons: a, slot: "primary" },
      ],
    };
  }
  // Woven: in the upper half the second letter passes over the first, in the lower half under it.
  const upper = rect(box.x - height, box.y - height, box.width + 2 * height, box.height / 2 + height);
  const lower = rect(box.x - height, box.y + box.height / 2, box.width + 2 * height, box.height / 2 + height);
  const first = subtract(a, intersect(offset(b, gap), upper));
  const second = subtract(b, intersect(offset(a, gap), lower));
  return {
    kind: "interlocked-letters",
    parts: [
      { polygons: first, slot: "primary" },
      { polygons: second, slot: "secondary" },
    ],
  };
}

function knockoutShape(shape: KnockoutShape, ink: Box): Polygons {
  const pad = ink.height * 0.32;
  const cx = ink.x + ink.width / 2;
  const cy = ink.y + ink.height / 2;
  if (shape === "rounded-square") {
    const side = Math.max(ink.width, ink.height) + 2 * pad;
    return roundedRect({ x: cx - side / 2, y: cy - side / 2, width: side, height: side }, side * 0.18);
  }
  const radius = Math.hypot(ink.width, ink.height) / 2 + pad * 0.6;
  if (shape === "hexagon") return regular(cx, cy, radius / Math.cos(Math.PI / 6), 6, 0);
  if (shape === "diamond") return regular(cx, cy, radius * 1.42, 4);
  return regular(cx, cy, radius, 96);
}

/**
 * A monogram drawn from the font's outlines rather than typed, in one of the treatments. The
 * result is a mark in a 100 x 100 box with its width over height, for the composer to size.
 * Treatments that need thick strokes (outline, inline) fall back to `interlocked` when the font's
 * strokes are too thin to carry them.
 */
export function drawnMonogram(
  fonts: FontProvider,
  initials: string,
  fontId: string,
  fallbackFontIds: readonly string[],
  treatment: MonogramTreatment = "interlocked",
  shape: KnockoutShape = "circle",
): AbstractMark {
  // Every page of a brief draws the same initials again: the geometry (offsets, boolean operations) is kept per provider.
  const cache = caches.get(fonts) ?? new Map<string, AbstractMark>();
  caches.set(fonts, cache);
  const key = [initials, fontId, fallbackFontIds.join(","), treatment, shape].join("\u0001");
  const known = cache.get(key);
  if (known) return known;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const mark = draw(fonts, initials, fontId, fallbackFontIds, treatment, shape);
  cache.set(key, mark);
  return mark;
}

const caches = new WeakMap<FontProvider, Map<string, AbstractMark>>();
const CACHE_LIMIT = 500;

function draw(
  fonts: FontProvider,
  initials: string,
  fontId: string,
  fallbackFontIds: readonly string[],
  treatment: MonogramTreatment,
  shape: KnockoutShape,
): AbstractMark {
  const letters = glyphs(fonts, initials, fontId, fallbackFontIds, treatment === "interlocked" || treatment === "cut" ? OVERLAP : APART);
  if (letters.length === 0) return { kind: "drawn-empty", paths: [], aspect: 1 };
  const ink = union(letters[0] ?? [], letters[1] ?? []);
  const inkBox = bounds(ink);
  const height = inkBox.height;
  let drawn: { parts: Part[]; kind: string } | undefined;
  if (treatment === "outline" || treatment === "inline") {
    const line = height * (treatment === "outline" ? 0.05 : 0.045);
    const inner = offset(ink, -line);
    // The treatment needs the letters' strokes to be well over twice the line (else the inset vanishes in places).
    if (area(inner) > area(ink) * 0.25) {
      const polygons = treatment === "outline" ? subtract(ink, inner) : subtract(ink, subtract(inner, offset(inner, -height * 0.03)));
      drawn = { kind: `${treatment}-letters`, parts: [{ polygons, slot: "primary" }] };
    }
  } else if (treatment === "cut") {
    const gap = height * 0.06;
    const cx = inkBox.x + inkBox.width / 2;
    const cy = inkBox.y + inkBox.height / 2;
    const reach = inkBox.width + inkBox.height;
    // A band rising to the right at about 20 degrees through the centre; above it one colour, below the other.
    const slope = Math.tan((20 * Math.PI) / 180);
    const line = (dy: number) => [
      { x: cx - reach, y: cy + dy + slope * reach },
      { x: cx + reach, y: cy + dy - slope * reach },
    ];
    const [l0, l1] = line(-gap / 2);
    const [u0, u1] = line(gap / 2);
    const above = l0 && l1 ? [[l0, l1, { x: cx + reach, y: cy - 2 * reach }, { x: cx - reach, y: cy - 2 * reach }]] : [];
    const below = u0 && u1 ? [[u0, u1, { x: cx + reach, y: cy + 2 * reach }, { x: cx - reach, y: cy + 2 * reach }]] : [];
    drawn = {
      kind: "cut-letters",
      parts: [
        { polygons: intersect(ink, above), slot: "primary" },
        { polygons: intersect(ink, below), slot: "secondary" },
      ],
    };
  } else if (treatment === "knockout") {
    drawn = { kind: `knockout-${shape}`, parts: [{ polygons: subtract(knockoutShape(shape, inkBox), ink), slot: "primary" }] };
  }
  drawn ??= interlocked(letters, height);
  const parts = drawn.parts.map((part) => ({ ...part, polygons: simplify(part.polygons, height * 0.002) })).filter((part) => part.polygons.length > 0);
  const box = bounds(parts.flatMap((part) => part.polygons));
  if (box.width <= 0 || box.height <= 0) return { kind: "drawn-empty", paths: [], aspect: 1 };
  return { kind: drawn.kind, aspect: box.width / box.height, paths: parts.map((part) => ({ d: toBoxPath(part.polygons, box), slot: part.slot })) };
}
