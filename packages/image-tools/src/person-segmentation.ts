import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { RawImage } from "./raw-image.js";
import { readTflite } from "./tflite-model.js";
import { TfliteInterpreter } from "./tflite-run.js";

/**
 * Person segmentation offline: MediaPipe's selfie segmentation model (Apache-2.0), the .tflite file
 * that ships inside the npm package @mediapipe/selfie_segmentation, run by the interpreter in
 * tflite-run.ts. Its input is 256x256 RGB in [0, 1] (MediaPipe's ImageToTensor range for this model),
 * the whole image stretched to it; its output is the probability that a pixel is the person.
 */

export type PersonConfidence = {
  /** Per-pixel probability of "person" at the model's resolution (row-major, size x size). */
  probability: Float32Array;
  size: number;
  /** Share of the image the model calls person (probability > 0.5). */
  coverage: number;
  /** Mean of max(p, 1 - p): how sure the model is overall (0.5 = no idea, 1 = certain everywhere). */
  certainty: number;
};

let interpreter: TfliteInterpreter | undefined;

/** The model's file inside the npm package (no download: it is part of the installed tarball). */
export function selfieModelPath(): string {
  return createRequire(import.meta.url).resolve("@mediapipe/selfie_segmentation/selfie_segmentation.tflite");
}

function model(): TfliteInterpreter {
  interpreter ??= new TfliteInterpreter(readTflite(new Uint8Array(readFileSync(selfieModelPath()))));
  return interpreter;
}

/** Bilinear resample of RGB(A) pixels to size x size floats in [0, 1], three channels (the model's input). */
function toModelInput(image: RawImage, size: number): Float32Array {
  const { data, width, height } = image;
  const out = new Float32Array(size * size * 3);
  const sx = width / size;
  const sy = height / size;
  for (let y = 0; y < size; y++) {
    const fy = Math.min(height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < size; x++) {
      const fx = Math.min(width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const tx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const a = (data[(y0 * width + x0) * 4 + c] as number) * (1 - tx) + (data[(y0 * width + x1) * 4 + c] as number) * tx;
        const b = (data[(y1 * width + x0) * 4 + c] as number) * (1 - tx) + (data[(y1 * width + x1) * 4 + c] as number) * tx;
        out[(y * size + x) * 3 + c] = (a * (1 - ty) + b * ty) / 255;
      }
    }
  }
  return out;
}

/** Runs the person model on an image (any size; it is resampled to the model's 256x256). */
export function personConfidence(image: RawImage): PersonConfidence {
  const net = model();
  const size = net.inputShape[1] ?? 256;
  const output = net.run(toModelInput(image, size)).data;
  const probability = output instanceof Float32Array ? output : Float32Array.from(output);
  let person = 0;
  let sure = 0;
  for (const p of probability) {
    if (p > 0.5) person++;
    sure += Math.max(p, 1 - p);
  }
  return { probability, size, coverage: person / probability.length, certainty: sure / probability.length };
}

/** The model's probability resampled (bilinear) to width x height. */
export function upsampleConfidence(confidence: PersonConfidence, width: number, height: number): Float32Array {
  const { probability, size } = confidence;
  const out = new Float32Array(width * height);
  const sx = size / width;
  const sy = size / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(size - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(size - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(size - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(size - 1, x0 + 1);
      const tx = fx - x0;
      const top = (probability[y0 * size + x0] as number) * (1 - tx) + (probability[y0 * size + x1] as number) * tx;
      const bottom = (probability[y1 * size + x0] as number) * (1 - tx) + (probability[y1 * size + x1] as number) * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
}
