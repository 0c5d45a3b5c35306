import type { RawImage } from "./raw-image.js";

export type ResampleKernel = "cubic" | "lanczos3";

/**
 * Our own separable resampler. sharp's `kernel` option only picks the kernel for reductions (its
 * enlargements came out identical for cubic and lanczos3), so the enlarge tool's alpha channel and
 * the bench's classic baselines use this one, where the kernel is the one named.
 */
const kernels: Record<ResampleKernel, { support: number; weight(x: number): number }> = {
  // Keys' cubic convolution with a = -0.5 (Catmull-Rom): what "bicubic" means in most editors.
  cubic: {
    support: 2,
    weight(x) {
      const t = Math.abs(x);
      if (t < 1) return 1.5 * t ** 3 - 2.5 * t ** 2 + 1;
      if (t < 2) return -0.5 * t ** 3 + 2.5 * t ** 2 - 4 * t + 2;
      return 0;
    },
  },
  lanczos3: {
    support: 3,
    weight(x) {
      if (x === 0) return 1;
      if (Math.abs(x) >= 3) return 0;
      const px = Math.PI * x;
      return (3 * Math.sin(px) * Math.sin(px / 3)) / (px * px);
    },
  },
};

/** Per output index: the first source index and the normalised weights (edges clamped). */
function contributions(source: number, target: number, kernel: ResampleKernel): { start: Int32Array; weights: Float32Array; taps: number } {
  const { support, weight } = kernels[kernel];
  const scale = target / source;
  // Reductions widen the kernel (a low-pass at the new sampling rate); enlargements keep it.
  const stretch = scale < 1 ? 1 / scale : 1;
  const taps = Math.ceil(support * stretch) * 2 + 1;
  const start = new Int32Array(target);
  const weights = new Float32Array(target * taps);
  for (let i = 0; i < target; i++) {
    const centre = (i + 0.5) / scale - 0.5;
    const first = Math.floor(centre - support * stretch) + 1;
    start[i] = first;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const w = weight((first + k - centre) / stretch);
      weights[i * taps + k] = w;
      sum += w;
    }
    for (let k = 0; k < taps; k++) weights[i * taps + k] = (weights[i * taps + k] as number) / sum;
  }
  return { start, weights, taps };
}

/** Resizes `channels` interleaved float channels (any range) to width x height. */
export function resampleChannels(
  data: Float32Array,
  channels: number,
  size: { width: number; height: number },
  target: { width: number; height: number },
  kernel: ResampleKernel,
): Float32Array {
  const horizontal = contributions(size.width, target.width, kernel);
  const vertical = contributions(size.height, target.height, kernel);
  const rows = new Float32Array(target.width * size.height * channels);
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < target.width; x++) {
      const first = horizontal.start[x] as number;
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let k = 0; k < horizontal.taps; k++) {
          const sx = Math.min(size.width - 1, Math.max(0, first + k));
          sum += (horizontal.weights[x * horizontal.taps + k] as number) * (data[(y * size.width + sx) * channels + c] as number);
        }
        rows[(y * target.width + x) * channels + c] = sum;
      }
    }
  }
  const out = new Float32Array(target.width * target.height * channels);
  for (let y = 0; y < target.height; y++) {
    const first = vertical.start[y] as number;
    for (let x = 0; x < target.width; x++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let k = 0; k < vertical.taps; k++) {
          const sy = Math.min(size.height - 1, Math.max(0, first + k));
          sum += (vertical.weights[y * vertical.taps + k] as number) * (rows[(sy * target.width + x) * channels + c] as number);
        }
        out[(y * target.width + x) * channels + c] = sum;
      }
    }
  }
  return out;
}

/** An RGBA image resized with the named kernel (colour premultiplied by alpha, so transparent pixels do not bleed). */
export function resizeImage(image: RawImage, width: number, height: number, kernel: ResampleKernel): RawImage {
  const n = image.width * image.height;
  const premultiplied = new Float32Array(n * 4);
  for (let p = 0; p < n; p++) {
    const a = (image.data[p * 4 + 3] as number) / 255;
    for (let c = 0; c < 3; c++) premultiplied[p * 4 + c] = (image.data[p * 4 + c] as number) * a;
    premultiplied[p * 4 + 3] = image.data[p * 4 + 3] as number;
  }
  const resized = resampleChannels(premultiplied, 4, image, { width, height }, kernel);
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const alpha = Math.min(255, Math.max(0, resized[p * 4 + 3] as number));
    data[p * 4 + 3] = Math.round(alpha);
    for (let c = 0; c < 3; c++) {
      const value = alpha > 0.5 ? ((resized[p * 4 + c] as number) * 255) / alpha : 0;
      data[p * 4 + c] = Math.round(Math.min(255, Math.max(0, value)));
    }
  }
  return { data, width, height };
}
