import { PHOTO_FILTERS, type PhotoFilter } from "@studio/domain";

/**
 * Spec 03's 25 photo filters and the toning colours, drawn as SVG filter primitives (one after the
 * spec id's own, in the same <filter>, sRGB like CSS filters). A photo filter is its CSS look
 * (brightness, contrast, saturate, sepia, hue-rotate: @studio/domain PHOTO_FILTERS) written as the
 * Filter Effects spec defines each function, so Chromium and resvg draw the same pixels.
 */

const n = (value: number): string => String(Math.round(value * 10000) / 10000);
const matrix = (values: readonly number[]): string => `<feColorMatrix type="matrix" values="${values.map(n).join(" ")}"/>`;
const linear = (slope: number, intercept: number): string => {
  const func = (channel: string) => `<feFunc${channel} type="linear" slope="${n(slope)}" intercept="${n(intercept)}"/>`;
  return `<feComponentTransfer>${func("R")}${func("G")}${func("B")}</feComponentTransfer>`;
};

/** Filter Effects 1, saturate(s) as a matrix (feColorMatrix's "saturate" type is not read alike above 1). */
const saturate = (s: number): number[] => [
  0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
  0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
  0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
  0, 0, 0, 1, 0,
]; // prettier-ignore

/** Filter Effects 1, sepia(a). */
const sepia = (a: number): number[] => {
  const k = 1 - a;
  return [
    0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k, 0, 0,
    0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k, 0, 0,
    0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k, 0, 0,
    0, 0, 0, 1, 0,
  ]; // prettier-ignore
};

/** Filter Effects 1, hue-rotate(deg). */
const hueRotate = (degrees: number): number[] => {
  const c = Math.cos((degrees * Math.PI) / 180);
  const s = Math.sin((degrees * Math.PI) / 180);
  return [
    0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283, 0, 0,
    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
    0, 0, 0, 1, 0,
  ]; // prettier-ignore
};

export const PHOTO_FILTER_KEYS: readonly string[] = PHOTO_FILTERS.map((look) => look.key);

/** The primitives of one photo filter, in CSS order; functions at their identity value are left out. */
export function photoFilterPrimitives(key: string): string {
  const look: PhotoFilter | undefined = PHOTO_FILTERS.find((entry) => entry.key === key);
  if (!look) return "";
  let out = "";
  if (look.brightness !== 1) out += linear(look.brightness, 0);
  if (look.contrast !== 1) out += linear(look.contrast, 0.5 - 0.5 * look.contrast);
  if (look.saturate !== 1) out += matrix(saturate(look.saturate));
  if (look.sepia !== 0) out += matrix(sepia(look.sepia));
  if (look.hueRotate !== 0) out += matrix(hueRotate(look.hueRotate));
  return out;
}

/** How strongly a toning colour is washed over the picture when the document does not say. */
export const TONING_DEFAULT_AMOUNT = 0.4;

/**
 * A toning colour: the picture mixed (by `amount`) with its own luminance tinted by the colour, the
 * colour scaled to full brightness first so a dark tone tints without darkening (black darkens).
 */
export function toningPrimitives(toning: { color: string; amount: number }): string {
  const channels = [1, 3, 5].map((at) => parseInt(toning.color.slice(at, at + 2), 16) / 255);
  const top = Math.max(...channels);
  const tint = channels.map((value) => (top > 0 ? value / top : 0));
  const a = toning.amount;
  // Each output channel keeps (1 - a) of itself and takes a x its tint x the luminance.
  const row = (channel: number): number[] => {
    const t = (tint[channel] ?? 0) * a;
    return [0.2126, 0.7152, 0.0722].map((weight, input) => t * weight + (input === channel ? 1 - a : 0)).concat([0, 0]);
  };
  return matrix([...row(0), ...row(1), ...row(2), 0, 0, 0, 1, 0]);
}
