import type { SurfaceColour } from "./scene-types.js";

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1 to 21). */
export function contrastRatio(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/**
 * The scene's surface colour that stands out most against the logo (a dark logo on a white shirt, a
 * white one on black); the first listed wins a tie, so the choice is the same on every run.
 */
export function pickSurface(surfaces: readonly SurfaceColour[], logoMean: readonly [number, number, number]): SurfaceColour {
  let best = surfaces[0] as SurfaceColour;
  let bestRatio = -1;
  for (const surface of surfaces) {
    const ratio = contrastRatio(hexToRgb(surface.hex), logoMean);
    if (ratio > bestRatio + 1e-9) {
      best = surface;
      bestRatio = ratio;
    }
  }
  return best;
}
