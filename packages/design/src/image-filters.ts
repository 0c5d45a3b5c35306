import { photoFilterPrimitives, toningPrimitives } from "./image-photo-filters.js";

/**
 * Spec 03's image filters by id, drawn as SVG filter primitives that Chromium and resvg both
 * implement the same way (feColorMatrix, feComponentTransfer, feGaussianBlur; sRGB interpolation
 * like CSS filters). The names and the panel lists live in @studio/domain (editor constants); its
 * test checks that every id there is one drawn here.
 */

/** Spec 03: brightness1 0.65, brightness2 0.45; opacity case 1.2; blur 5 px. */
export const FILTER_BRIGHTNESS = { 1: 0.65, 2: 0.45 } as const;
export const FILTER_OPACITY_CASE = 1.2;
export const FILTER_BLUR_PX = 5;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb;
/** Relative luminance (Rec. 709 weights on sRGB values), enough to order two colours. */
export const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Duotone presets 14-19: shadows take the darker colour, highlights the lighter (spec: ordered by luminance). */
export const DUOTONE_PRESETS: Readonly<Record<number, readonly [string, string]>> = Object.fromEntries(
  (
    [
      [14, ["#1e3a8a", "#fbbf24"]],
      [15, ["#f472b6", "#4c1d95"]],
      [16, ["#064e3b", "#a7f3d0"]],
      [17, ["#fde68a", "#7f1d1d"]],
      [18, ["#111827", "#60a5fa"]],
      [19, ["#3b0764", "#facc15"]],
    ] as const
  ).map(([id, pair]) => [id, [...pair].sort((a, b) => luminance(a) - luminance(b)) as [string, string]]),
);

/** Colour-exposure presets 21-26: the picture washed with one colour. */
export const EXPOSURE_COLORS: Readonly<Record<number, string>> = {
  21: "#ef4444",
  22: "#f59e0b",
  23: "#eab308",
  24: "#22c55e",
  25: "#3b82f6",
  26: "#a855f7",
};
const EXPOSURE_STRENGTH = 0.35;

/** Border styles 10-13 are frames drawn over the picture (inset fraction of the short side, colour, rounded). */
export const BORDER_STYLES: Readonly<Record<number, { inset: number; width: number; color: string; double: boolean }>> = {
  10: { inset: 0, width: 0.04, color: "#ffffff", double: false },
  11: { inset: 0, width: 0.04, color: "#111111", double: false },
  12: { inset: 0.04, width: 0.012, color: "#ffffff", double: false },
  13: { inset: 0.03, width: 0.01, color: "#ffffff", double: true },
};

/** 5 x 4 colour matrices of the named presets 30-34 and grayscale 27 (row-major, as feColorMatrix values). */
const NAMED_MATRICES: Readonly<Record<number, readonly number[]>> = {
  // grayscale: Rec. 709 luma in every channel, as CSS grayscale(1).
  27: [0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0],
  // rainbow: channels rotated and saturated for a vivid shifted palette.
  30: [0.2, 1.1, -0.3, 0, 0, -0.3, 0.3, 1.0, 0, 0, 1.1, -0.3, 0.2, 0, 0, 0, 0, 0, 1, 0],
  // aden: lower contrast, warm lift in the shadows, slightly desaturated.
  31: [0.85, 0.1, 0.05, 0, 0.06, 0.05, 0.85, 0.05, 0, 0.05, 0.05, 0.1, 0.75, 0, 0.1, 0, 0, 0, 1, 0],
  // clarendon: more contrast and saturation, cool highlights.
  32: [1.35, -0.15, -0.05, 0, -0.06, -0.1, 1.3, -0.05, 0, -0.05, -0.1, -0.1, 1.45, 0, -0.04, 0, 0, 0, 1, 0],
  // sunshine: warm, brighter reds and yellows.
  33: [1.15, 0.1, 0, 0, 0.04, 0.05, 1.05, 0, 0, 0.02, 0, 0, 0.8, 0, 0, 0, 0, 0, 1, 0],
  // chilly: cool, blue lifted, red lowered.
  34: [0.8, 0.05, 0.05, 0, 0, 0, 0.95, 0.1, 0, 0.02, 0.05, 0.1, 1.15, 0, 0.06, 0, 0, 0, 1, 0],
};

/** Every filter id the renderer draws (0 = none). */
export const IMAGE_FILTER_IDS: readonly number[] = [
  0,
  1,
  2,
  3,
  ...Object.keys(BORDER_STYLES).map(Number),
  ...Object.keys(DUOTONE_PRESETS).map(Number),
  20,
  ...Object.keys(EXPOSURE_COLORS).map(Number),
  ...Object.keys(NAMED_MATRICES).map(Number),
].sort((a, b) => a - b);

const n = (value: number): string => String(Math.round(value * 10000) / 10000);
const matrix = (values: readonly number[]): string => `<feColorMatrix type="matrix" values="${values.map(n).join(" ")}"/>`;

/** The primitives of a colour or blur filter, or null for none and the frame styles (drawn as shapes). */
function primitives(id: number): string | null {
  if (id === 1 || id === 2) {
    const slope = n(FILTER_BRIGHTNESS[id]);
    return `<feComponentTransfer><feFuncR type="linear" slope="${slope}"/><feFuncG type="linear" slope="${slope}"/><feFuncB type="linear" slope="${slope}"/></feComponentTransfer>`;
  }
  // CSS opacity() stops at 1, so the spec's 1.2 reads as "more opaque": partly transparent pixels gain 20 %.
  if (id === 3) return `<feComponentTransfer><feFuncA type="linear" slope="${n(FILTER_OPACITY_CASE)}"/></feComponentTransfer>`;
  if (id === 20) return `<feGaussianBlur stdDeviation="${FILTER_BLUR_PX}"/>`;
  const duo = DUOTONE_PRESETS[id];
  if (duo) {
    const [dark, light] = duo.map(rgb) as [Rgb, Rgb];
    const table = (channel: 0 | 1 | 2): string => `${n(dark[channel])} ${n(light[channel])}`;
    return `${matrix(NAMED_MATRICES[27] ?? [])}<feComponentTransfer><feFuncR type="table" tableValues="${table(0)}"/><feFuncG type="table" tableValues="${table(1)}"/><feFuncB type="table" tableValues="${table(2)}"/></feComponentTransfer>`;
  }
  const exposure = EXPOSURE_COLORS[id];
  if (exposure) {
    const [r, g, b] = rgb(exposure);
    const keep = 1 - EXPOSURE_STRENGTH;
    const s = EXPOSURE_STRENGTH;
    return matrix([keep, 0, 0, 0, r * s, 0, keep, 0, 0, g * s, 0, 0, keep, 0, b * s, 0, 0, 0, 1, 0]);
  }
  const named = NAMED_MATRICES[id];
  return named ? matrix(named) : null;
}

/** What of an image element its <filter> draws: the spec id, then a photo filter, then a toning colour. */
export type ImageFilterInput = { filter: number; photoFilter?: string | undefined; toning?: { color: string; amount: number } | undefined };

/** The <filter> of an image, or null when it draws nothing of colour or blur (none, or a frame style alone). */
export function imageFilterMarkup(image: ImageFilterInput, filterId: string): string | null {
  const body =
    (primitives(image.filter) ?? "") +
    (image.photoFilter ? photoFilterPrimitives(image.photoFilter) : "") +
    (image.toning ? toningPrimitives(image.toning) : "");
  if (!body) return null;
  // Blur spreads past the box; colour filters need no extra room.
  const region = image.filter === 20 ? ' x="-10%" y="-10%" width="120%" height="120%"' : "";
  return `<filter id="${filterId}"${region} color-interpolation-filters="sRGB">${body}</filter>`;
}
