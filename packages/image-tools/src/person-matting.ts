import { estimateBackground, type BackgroundEstimate } from "./background-estimate.js";
import { removeFlatBackground } from "./flat-matting.js";
import { boxMean, downsample, fastGuidedFilter, sampleUp } from "./guided-filter.js";
import { personConfidence, upsampleConfidence, type PersonConfidence } from "./person-segmentation.js";
import type { RawImage } from "./raw-image.js";

export type PersonMattingResult = {
  /** RGBA: the person kept, the rest transparent, edge colours freed of the old background. */
  image: RawImage;
  /** Alpha 0..1 per pixel (what `image`'s alpha channel holds), for callers that composite themselves. */
  alpha: Float32Array;
  confidence: PersonConfidence;
  /** The backdrop was one clean colour or gradient, so the colour method drew the edges (see below). */
  edges: "model" | "flat-colour";
};

/** A backdrop this clean (Lab noise of its border) is a studio wall or a flat fill, where the colour method's edges are exact. */
const CLEAN_BACKDROP_SPREAD = 2.5;
const PLAIN_BACKDROP_COVERAGE = 0.6;

/**
 * Background removal for a photo of a person. The person model's mask (256x256) is upsampled, then
 * refined by a guided filter on the photo's luminance so its border follows the photo's edges (hair
 * stays soft), its ramp steepened so the inside is solid and the outside clear; the edge colours are
 * then estimated without the old background (decontaminated), so no halo shows on a new one.
 */
export function removePersonBackground(
  image: RawImage,
  confidence: PersonConfidence = personConfidence(image),
  background: BackgroundEstimate = estimateBackground(image),
): PersonMattingResult {
  const alpha = refineAlpha(image, upsampleConfidence(confidence, image.width, image.height));
  if (!background.transparent && background.coverage >= PLAIN_BACKDROP_COVERAGE && background.spread <= CLEAN_BACKDROP_SPREAD) {
    return { ...onCleanBackdrop(image, alpha, background), confidence, edges: "flat-colour" };
  }
  return { image: withForeground(image, alpha), alpha, confidence, edges: "model" };
}

/**
 * A person on a clean backdrop (an ID photo on a wall, a studio shot): the colour method's alpha is
 * exact at the edges (hair strands, held things), the model's is not; but the colour method drops
 * what matches the wall (a white shirt on white). So: the colour method's cut-out, plus the person
 * model's solid core wherever the colour method cleared it.
 */
function onCleanBackdrop(image: RawImage, personAlpha: Float32Array, background: BackgroundEstimate): { image: RawImage; alpha: Float32Array } {
  const { width, height } = image;
  const flat = removeFlatBackground(image, { background }).image;
  const inside = boxMean(personAlpha, width, height, Math.max(2, Math.round(Math.max(width, height) / 40)));
  const alpha = new Float32Array(width * height);
  const out = flat.data;
  for (let p = 0; p < alpha.length; p++) {
    const flatAlpha = (out[p * 4 + 3] as number) / 255;
    const core = (personAlpha[p] as number) >= 0.999 && (inside[p] as number) > 0.98;
    if (core && flatAlpha < 1) {
      // The cleared pixel is the person's own colour: the original pixel, solid.
      for (let c = 0; c < 3; c++) out[p * 4 + c] = image.data[p * 4 + c] as number;
      out[p * 4 + 3] = image.data[p * 4 + 3] as number;
      alpha[p] = 1;
    } else alpha[p] = flatAlpha;
  }
  return { image: flat, alpha };
}

/** Luminance 0..1 of RGBA pixels. */
function luminance(image: RawImage): Float32Array {
  const { data } = image;
  const out = new Float32Array(image.width * image.height);
  for (let p = 0; p < out.length; p++) {
    const i = p * 4;
    out[p] = (0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number)) / 255;
  }
  return out;
}

/** Guided filter at a radius proportional to the image (the model's cell is size/256), then a steeper ramp. */
export function refineAlpha(image: RawImage, coarse: Float32Array): Float32Array {
  const { width, height } = image;
  const radius = Math.max(2, Math.round(Math.max(width, height) / 160));
  // Coefficients at about 512 px: the model's own grid is 256, so nothing finer is lost.
  const factor = Math.max(1, Math.floor(Math.max(width, height) / 512));
  const refined = fastGuidedFilter(luminance(image), coarse, width, height, radius, 1e-3, factor);
  const out = new Float32Array(refined.length);
  for (let i = 0; i < out.length; i++) {
    // Probabilities around 0.5 are the border; the model's far tails (0.1 / 0.9) mean clear / solid.
    const v = ((refined[i] as number) - 0.5) * 1.6 + 0.5;
    out[i] = v <= 0.02 ? 0 : v >= 0.98 ? 1 : v;
  }
  return out;
}

/**
 * RGBA with the given alpha and decontaminated colours, by approximate foreground estimation
 * (Forte and Pitié, "Approximate fast foreground colour estimation", 2021): the foreground F and
 * background B colours are local alpha-weighted means, and each edge pixel's colour becomes
 * F + alpha (I - alpha F - (1 - alpha) B). The means are smooth, so they are taken on a copy at
 * about 256 px and sampled back at the edge pixels only.
 */
export function withForeground(image: RawImage, alpha: Float32Array): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  const out = Uint8Array.from(data);
  for (let p = 0; p < n; p++) out[p * 4 + 3] = Math.round((alpha[p] as number) * (data[p * 4 + 3] as number));
  const factor = Math.max(1, Math.floor(Math.max(width, height) / 256));
  const small = downsample(alpha, width, height, factor);
  const inverse = Float32Array.from(small.data, (a) => 1 - a);
  const radius = 6;
  const weightF = boxMean(small.data, small.width, small.height, radius);
  const weightB = boxMean(inverse, small.width, small.height, radius);
  const means: { f: Float32Array; b: Float32Array }[] = [];
  for (let c = 0; c < 3; c++) {
    const plane = new Float32Array(n);
    for (let p = 0; p < n; p++) plane[p] = (data[p * 4 + c] as number) / 255;
    const colour = downsample(plane, width, height, factor).data;
    const f = boxMean(weighted(colour, small.data), small.width, small.height, radius);
    const b = boxMean(weighted(colour, inverse), small.width, small.height, radius);
    for (let i = 0; i < f.length; i++) {
      f[i] = (f[i] as number) / Math.max(1e-5, weightF[i] as number);
      b[i] = (b[i] as number) / Math.max(1e-5, weightB[i] as number);
    }
    means.push({ f, b });
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const a = alpha[p] as number;
      if (a <= 0 || a >= 1) continue;
      for (let c = 0; c < 3; c++) {
        const plane = means[c] as { f: Float32Array; b: Float32Array };
        const fp = sampleUp(plane.f, small.width, small.height, factor, x, y);
        const bp = sampleUp(plane.b, small.width, small.height, factor, x, y);
        const i = (data[p * 4 + c] as number) / 255;
        // The image is a F + (1 - a) B: solve for F with B known, leaning on the local F estimate where a is small.
        const solved = fp + a * (i - a * fp - (1 - a) * bp);
        out[p * 4 + c] = Math.round(Math.min(1, Math.max(0, solved)) * 255);
      }
    }
  }
  return { data: out, width, height };
}

function weighted(values: Float32Array, weights: Float32Array): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = (values[i] as number) * (weights[i] as number);
  return out;
}
