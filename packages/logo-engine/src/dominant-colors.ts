import { deltaE, luminance, rgbToHex, rgbToLab, type Lab } from "./color.js";

export type DominantColorOptions = {
  /** Colours closer than this (CIE76 Lab difference) are one colour. */
  distance?: number;
  /** A colour closer than this to one already picked is not picked again. */
  nearDistance?: number;
  count?: number;
  /** Read every n-th pixel; large photos need not be read whole. */
  step?: number;
};

export type DominantColors = {
  /** Most frequent first, as #rrggbb. */
  colors: string[];
  /** Share of the counted pixels per colour, same order. */
  weights: number[];
  /** The two strongest colours ordered dark to light (duotone filters, two-colour palettes). */
  duotone: [string, string] | undefined;
};

type Cluster = { lab: Lab; r: number; g: number; b: number; weight: number };

/**
 * Dominant colours of RGBA pixels (e.g. resvg's or sharp's raw output): pixels are binned at 5
 * bits a channel, bins merge into clusters within `distance` (15), and the `count` (4) heaviest
 * clusters that are not within `nearDistance` (20) of a heavier one are returned.
 */
export function dominantColors(pixels: Uint8Array | Uint8ClampedArray, options: DominantColorOptions = {}): DominantColors {
  const distance = options.distance ?? 15;
  const nearDistance = options.nearDistance ?? 20;
  const count = options.count ?? 4;
  const step = Math.max(1, options.step ?? 1);
  const bins = new Map<number, { r: number; g: number; b: number; n: number }>();
  let total = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4 * step) {
    if ((pixels[i + 3] ?? 255) < 128) continue; // transparent pixels have no colour to speak of
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bin.n += 1;
    bins.set(key, bin);
    total += 1;
  }
  // Heaviest bins first (ties by key, so equal images give equal answers).
  const ordered = [...bins.entries()].sort((a, b) => b[1].n - a[1].n || a[0] - b[0]).map(([, bin]) => bin);
  const clusters: Cluster[] = [];
  for (const bin of ordered) {
    const rgb = { r: bin.r / bin.n, g: bin.g / bin.n, b: bin.b / bin.n };
    const lab = rgbToLab(rgb);
    const home = clusters.find((cluster) => deltaE(cluster.lab, lab) < distance);
    if (home) {
      const weight = home.weight + bin.n;
      home.r = (home.r * home.weight + rgb.r * bin.n) / weight;
      home.g = (home.g * home.weight + rgb.g * bin.n) / weight;
      home.b = (home.b * home.weight + rgb.b * bin.n) / weight;
      home.weight = weight;
    } else clusters.push({ lab, ...rgb, weight: bin.n });
  }
  clusters.sort((a, b) => b.weight - a.weight);
  const picked: Cluster[] = [];
  for (const cluster of clusters) {
    if (picked.length >= count) break;
    const lab = rgbToLab(cluster);
    if (picked.some((other) => deltaE(rgbToLab(other), lab) < nearDistance)) continue;
    picked.push(cluster);
  }
  const colors = picked.map((cluster) => rgbToHex(cluster));
  const [first, second] = colors;
  const duotone = first && second ? ((luminance(first) <= luminance(second) ? [first, second] : [second, first]) as [string, string]) : undefined;
  return { colors, weights: picked.map((cluster) => (total > 0 ? cluster.weight / total : 0)), duotone };
}
