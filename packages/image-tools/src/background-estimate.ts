import { rgbToLab, type ChannelPlane, type Lab, type LabPlane } from "./colour-lab.js";
import { decodeImage, type RawImage } from "./raw-image.js";

/**
 * The background of an image as seen on its border: a colour that may change linearly across the
 * image (a flat backdrop has no slope, a linear gradient has one), fitted to the border pixels that
 * agree with it, so a few noisy pixels or an object touching the edge do not move it.
 */
export type BackgroundEstimate = {
  /** Most of the border is transparent already: there is nothing to remove. */
  transparent: boolean;
  /** RGB planes (0-255): the background colour at pixel (x, y) is c0 + cx * x / (w - 1) + cy * y / (h - 1). */
  rgb: [ChannelPlane, ChannelPlane, ChannelPlane];
  /** The same background in Lab, for colour distances. */
  lab: LabPlane;
  /** Share of the border pixels that match the background (0..1): low means no plain backdrop. */
  coverage: number;
  /** 90th percentile Lab distance of the matching border pixels to the fit: the backdrop's own noise. */
  spread: number;
  /** True when the fit has a slope (a gradient backdrop). */
  gradient: boolean;
};

type BorderPixel = { u: number; v: number; r: number; g: number; b: number };

function borderPixels(image: RawImage): { pixels: BorderPixel[]; transparent: number } {
  const { data, width, height } = image;
  const pixels: BorderPixel[] = [];
  let transparent = 0;
  const du = width > 1 ? 1 / (width - 1) : 0;
  const dv = height > 1 ? 1 / (height - 1) : 0;
  const add = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    if ((data[i + 3] as number) < 16) {
      transparent++;
      return;
    }
    pixels.push({ u: x * du, v: y * dv, r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number });
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    if (height > 1) add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    if (width > 1) add(width - 1, y);
  }
  return { pixels, transparent };
}

/** Least squares plane value = c0 + cx * u + cy * v through the points; a constant when the system is singular. */
function fitPlane<T extends { u: number; v: number }>(points: readonly T[], value: (p: T) => number): ChannelPlane {
  let n = 0;
  let su = 0;
  let sv = 0;
  let suu = 0;
  let svv = 0;
  let suv = 0;
  let sz = 0;
  let suz = 0;
  let svz = 0;
  for (const p of points) {
    const z = value(p);
    n++;
    su += p.u;
    sv += p.v;
    suu += p.u * p.u;
    svv += p.v * p.v;
    suv += p.u * p.v;
    sz += z;
    suz += p.u * z;
    svz += p.v * z;
  }
  if (n === 0) return [0, 0, 0];
  const det = n * (suu * svv - suv * suv) - su * (su * svv - suv * sv) + sv * (su * suv - suu * sv);
  if (Math.abs(det) < 1e-9) return [sz / n, 0, 0];
  // Cramer's rule on the 3x3 normal equations.
  const c0 = (sz * (suu * svv - suv * suv) - su * (suz * svv - suv * svz) + sv * (suz * suv - suu * svz)) / det;
  const cx = (n * (suz * svv - suv * svz) - sz * (su * svv - suv * sv) + sv * (su * svz - suz * sv)) / det;
  const cy = (n * (suu * svz - suz * suv) - su * (su * svz - suz * sv) + sz * (su * suv - suu * sv)) / det;
  return [c0, cx, cy];
}

const at = (plane: ChannelPlane, p: { u: number; v: number }) => plane[0] + plane[1] * p.u + plane[2] * p.v;

/** The most common border colour, 4 bits a channel: where the robust fit starts. */
function modeColour(pixels: readonly BorderPixel[]): [number, number, number] {
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (const p of pixels) {
    const key = ((p.r >> 4) << 8) | ((p.g >> 4) << 4) | (p.b >> 4);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n++;
    bin.r += p.r;
    bin.g += p.g;
    bin.b += p.b;
    bins.set(key, bin);
  }
  let best = { n: 0, r: 0, g: 0, b: 0 };
  for (const bin of bins.values()) if (bin.n > best.n) best = bin;
  return best.n === 0 ? [255, 255, 255] : [best.r / best.n, best.g / best.n, best.b / best.n];
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/**
 * Fits the background from the border: start from the most common border colour, keep the border
 * pixels near it, fit a plane per channel, then refit twice on the pixels near the plane (the cut-off
 * follows the backdrop's own noise). A flat backdrop ends with a slope of about zero.
 */
export function estimateBackground(image: RawImage): BackgroundEstimate {
  const { pixels, transparent } = borderPixels(image);
  const total = pixels.length + transparent;
  const empty: BackgroundEstimate = {
    transparent: true,
    rgb: [
      [255, 0, 0],
      [255, 0, 0],
      [255, 0, 0],
    ],
    lab: [
      [100, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ],
    coverage: 0,
    spread: 0,
    gradient: false,
  };
  if (total === 0 || transparent / total >= 0.5) return empty;
  const labs = pixels.map((p) => rgbToLab(p.r, p.g, p.b));
  const seed = rgbToLab(...modeColour(pixels));
  let inliers = pixels.filter((_, i) => labDistance(labs[i] as [number, number, number], seed) < 12);
  let rgb: [ChannelPlane, ChannelPlane, ChannelPlane] = [fitPlane(inliers, (p) => p.r), fitPlane(inliers, (p) => p.g), fitPlane(inliers, (p) => p.b)];
  let distances: number[] = [];
  for (let round = 0; round < 3; round++) {
    distances = pixels.map((p, i) => labDistance(rgbToLab(at(rgb[0], p), at(rgb[1], p), at(rgb[2], p)), labs[i] as Lab));
    const cut = Math.max(
      10,
      3 *
        quantile(
          distances.filter((d) => d < 25),
          0.5,
        ),
    );
    const next = pixels.filter((_, i) => (distances[i] as number) <= cut);
    if (next.length === 0) break;
    inliers = next;
    rgb = [fitPlane(inliers, (p) => p.r), fitPlane(inliers, (p) => p.g), fitPlane(inliers, (p) => p.b)];
  }
  // Slopes under 4 levels across the whole image are noise, not a gradient: keep the plane flat (faster, steadier).
  const slope = Math.max(...rgb.map((c) => Math.abs(c[1]) + Math.abs(c[2])));
  const gradient = slope >= 4;
  if (!gradient) {
    const mean = (value: (p: BorderPixel) => number) => inliers.reduce((sum, p) => sum + value(p), 0) / Math.max(1, inliers.length);
    rgb = [
      [mean((p) => p.r), 0, 0],
      [mean((p) => p.g), 0, 0],
      [mean((p) => p.b), 0, 0],
    ];
  }
  const labPoints = inliers.map((p) => {
    const [l, a, b] = rgbToLab(p.r, p.g, p.b);
    return { u: p.u, v: p.v, l, a, b };
  });
  const lab: LabPlane = gradient
    ? [fitPlane(labPoints, (p) => p.l), fitPlane(labPoints, (p) => p.a), fitPlane(labPoints, (p) => p.b)]
    : (rgbToLab(rgb[0][0], rgb[1][0], rgb[2][0]).map((c) => [c, 0, 0]) as LabPlane);
  const inlierDistances = inliers.map((p) => labDistance(rgbToLab(at(rgb[0], p), at(rgb[1], p), at(rgb[2], p)), rgbToLab(p.r, p.g, p.b)));
  return { transparent: false, rgb, lab, coverage: inliers.length / total, spread: quantile(inlierDistances, 0.9), gradient };
}

function labDistance(a: readonly number[], b: readonly number[]): number {
  const dl = (a[0] as number) - (b[0] as number);
  const da = (a[1] as number) - (b[1] as number);
  const db = (a[2] as number) - (b[2] as number);
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Spec 01 section 7's background-colour detection, as the pages need it before offering matting. */
export type BackgroundDetection = {
  /** The image has a transparent backdrop already (no matting needed). */
  transparent: boolean;
  /** The backdrop colour as #rrggbb where one was found (the average over a gradient). */
  colour: string | null;
  /** The backdrop is one plain colour or gradient (the flat matting method suits it). */
  plain: boolean;
};

const hex = (v: number) =>
  Math.round(Math.max(0, Math.min(255, v)))
    .toString(16)
    .padStart(2, "0");

/**
 * Detects the backdrop of encoded image bytes. The spec's rule: when the colour cannot be detected
 * (bytes that do not decode, an empty image) the image counts as NOT transparent, so it is offered
 * matting rather than silently skipped.
 */
export async function detectBackground(bytes: Buffer | Uint8Array): Promise<BackgroundDetection> {
  try {
    const image = await decodeImage(bytes);
    if (image.width === 0 || image.height === 0) return { transparent: false, colour: null, plain: false };
    const estimate = estimateBackground(image);
    if (estimate.transparent) return { transparent: true, colour: null, plain: true };
    const mid = estimate.rgb.map((c) => c[0] + c[1] / 2 + c[2] / 2);
    return { transparent: false, colour: `#${mid.map(hex).join("")}`, plain: estimate.coverage >= 0.6 };
  } catch {
    return { transparent: false, colour: null, plain: false };
  }
}
