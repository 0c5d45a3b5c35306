/**
 * Box means and the guided filter (He, Sun, Tang 2010) over single-channel float images: the person
 * model's coarse 256x256 mask, upsampled, is snapped to the photo's own edges so hair and shoulders
 * get a soft, image-aligned border instead of a blurry upscaled one. O(pixels) whatever the radius.
 */

/** Mean over the (2r+1)^2 window clipped to the image, by a summed-area table. */
export function boxMean(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x] as number;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] as number) + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        (sums[y1 * stride + x1] as number) - (sums[y0 * stride + x1] as number) - (sums[y1 * stride + x0] as number) + (sums[y0 * stride + x0] as number);
      out[y * width + x] = total / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

function product(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] as number) * (b[i] as number);
  return out;
}

/**
 * Filters `input` (0..1) guided by `guide` (0..1): locally input ~ a * guide + b, so where the guide
 * has an edge the output follows it, and elsewhere the output is the smoothed input. `epsilon` is
 * the variance below which guide texture counts as flat (larger = smoother).
 */
export function guidedFilter(guide: Float32Array, input: Float32Array, width: number, height: number, radius: number, epsilon: number): Float32Array {
  const meanI = boxMean(guide, width, height, radius);
  const meanP = boxMean(input, width, height, radius);
  const corrI = boxMean(product(guide, guide), width, height, radius);
  const corrIP = boxMean(product(guide, input), width, height, radius);
  const a = new Float32Array(guide.length);
  const b = new Float32Array(guide.length);
  for (let i = 0; i < guide.length; i++) {
    const mi = meanI[i] as number;
    const mp = meanP[i] as number;
    const variance = (corrI[i] as number) - mi * mi;
    const covariance = (corrIP[i] as number) - mi * mp;
    const ai = covariance / (variance + epsilon);
    a[i] = ai;
    b[i] = mp - ai * mi;
  }
  const meanA = boxMean(a, width, height, radius);
  const meanB = boxMean(b, width, height, radius);
  const out = new Float32Array(guide.length);
  for (let i = 0; i < guide.length; i++) out[i] = (meanA[i] as number) * (guide[i] as number) + (meanB[i] as number);
  return out;
}

/** Box-average downsample by an integer factor (the last partial cells averaged over what they hold). */
export function downsample(src: Float32Array, width: number, height: number, factor: number): { data: Float32Array; width: number; height: number } {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sums = new Float32Array(w * h);
  const counts = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.floor(x / factor);
      sums[cell] = (sums[cell] as number) + (src[y * width + x] as number);
      counts[cell] = (counts[cell] as number) + 1;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] as number) / (counts[i] as number);
  return { data: sums, width: w, height: h };
}

/** Bilinear sample of a downsampled plane at full-resolution pixel (x, y). */
export function sampleUp(plane: Float32Array, width: number, height: number, factor: number, x: number, y: number): number {
  const fx = Math.min(width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
  const fy = Math.min(height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const tx = fx - x0;
  const ty = fy - y0;
  const top = (plane[y0 * width + x0] as number) * (1 - tx) + (plane[y0 * width + x1] as number) * tx;
  const bottom = (plane[y1 * width + x0] as number) * (1 - tx) + (plane[y1 * width + x1] as number) * tx;
  return top * (1 - ty) + bottom * ty;
}

/**
 * The fast guided filter (He and Sun 2015): the linear coefficients are computed on a copy
 * downsampled by `factor` and applied to the full-resolution guide, so a 1024 px photo costs about
 * what a 256 px one does, with the same edges (the guide itself stays full resolution).
 */
export function fastGuidedFilter(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
  factor: number,
): Float32Array {
  if (factor <= 1) return guidedFilter(guide, input, width, height, radius, epsilon);
  const g = downsample(guide, width, height, factor);
  const p = downsample(input, width, height, factor);
  const r = Math.max(1, Math.round(radius / factor));
  const meanI = boxMean(g.data, g.width, g.height, r);
  const meanP = boxMean(p.data, g.width, g.height, r);
  const corrI = boxMean(product(g.data, g.data), g.width, g.height, r);
  const corrIP = boxMean(product(g.data, p.data), g.width, g.height, r);
  const a = new Float32Array(g.data.length);
  const b = new Float32Array(g.data.length);
  for (let i = 0; i < a.length; i++) {
    const mi = meanI[i] as number;
    const mp = meanP[i] as number;
    const ai = ((corrIP[i] as number) - mi * mp) / ((corrI[i] as number) - mi * mi + epsilon);
    a[i] = ai;
    b[i] = mp - ai * mi;
  }
  const meanA = boxMean(a, g.width, g.height, r);
  const meanB = boxMean(b, g.width, g.height, r);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = sampleUp(meanA, g.width, g.height, factor, x, y) * (guide[i] as number) + sampleUp(meanB, g.width, g.height, factor, x, y);
    }
  return out;
}
