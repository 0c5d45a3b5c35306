/**
 * Dominant colours of an image, computed in the browser from RGBA pixels.
 * Spec 01 section 5: 4 colours by default, colours closer than 15 (CIE76 in Lab) count as one,
 * fully transparent pixels are ignored.
 */
export type PaletteColour = { hex: string; share: number };

export type PaletteOptions = { count?: number; minDifference?: number; alphaThreshold?: number };

type Lab = [number, number, number];

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function rgbToLab(r: number, g: number, b: number): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  // sRGB to XYZ (D65), normalised by the white point.
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labDistance(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

export function extractPalette(pixels: ArrayLike<number>, options: PaletteOptions = {}): PaletteColour[] {
  const { count = 4, minDifference = 15, alphaThreshold = 0 } = options;
  // 4 bits per channel: 4096 buckets, each keeping the sum of its pixels for an exact average.
  const buckets = new Map<number, { r: number; g: number; b: number; n: number }>();
  let total = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    const [r, g, b, a] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0, pixels[i + 3] ?? 0];
    if (a <= alphaThreshold) continue;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.n += 1;
    buckets.set(key, bucket);
    total += 1;
  }
  if (total === 0) return [];

  const ranked = [...buckets.values()].sort((a, b) => b.n - a.n);
  const chosen: Array<{ lab: Lab; r: number; g: number; b: number; n: number }> = [];
  for (const bucket of ranked) {
    const [r, g, b] = [bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n];
    const lab = rgbToLab(r, g, b);
    const near = chosen.find((colour) => labDistance(colour.lab, lab) < minDifference);
    if (near) {
      near.n += bucket.n;
      continue;
    }
    if (chosen.length < count) chosen.push({ lab, r, g, b, n: bucket.n });
  }
  return chosen.sort((a, b) => b.n - a.n).map((colour) => ({ hex: toHex(colour.r, colour.g, colour.b), share: colour.n / total }));
}
