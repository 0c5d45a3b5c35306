import { deltaE, hexToRgb, rgbToLab } from "./color.js";

export { deltaE, hexToRgb, luminance, rgbToHex, rgbToLab, type Lab, type Rgb } from "./color.js";
export { dominantColors, type DominantColorOptions, type DominantColors } from "./dominant-colors.js";

/**
 * Spec 03 section 5 / spec 01 section 5 colour helpers, importable on their own
 * (`@studio/logo-engine/colors`: no fonts, no resvg) so the browser editor can use them.
 */

/** Two colours closer than this (CIE76 in Lab) are "the same colour" (spec: 20 for the near-colour test). */
export const NEAR_COLOR_DIFFERENCE = 20;

/** The near-colour test: `a` and `b` (#rrggbb) differ by less than `threshold` in Lab. */
export function isNearColor(a: string, b: string, threshold = NEAR_COLOR_DIFFERENCE): boolean {
  return deltaE(rgbToLab(hexToRgb(a)), rgbToLab(hexToRgb(b))) < threshold;
}

export type PixelBounds = { x: number; y: number; width: number; height: number };

/**
 * The box of the pixels whose alpha is above `alphaThreshold` (spec 01: 0, so only fully transparent
 * pixels are margin) in RGBA pixels `width` x `height`; null when every pixel is transparent.
 */
export function contentBounds(pixels: ArrayLike<number>, width: number, height: number, alphaThreshold = 0): PixelBounds | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if ((pixels[row + x * 4 + 3] ?? 0) <= alphaThreshold) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
