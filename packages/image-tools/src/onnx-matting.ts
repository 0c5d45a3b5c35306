import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { withForeground } from "./person-matting.js";
import type * as OrtTypes from "onnxruntime-web";
import type { RawImage } from "./raw-image.js";

/**
 * General background removal with a segmentation model the operator adds (U2-Net, IS-Net, BiRefNet:
 * Apache-2.0 / MIT weights; never RMBG, whose licence forbids commercial use), run by ONNX Runtime's
 * WebAssembly build (onnxruntime-web: installs from npm with no download step, no native binary).
 * No weights ship with the product: the operator names the file and its SHA-256, and a file whose
 * checksum differs is refused.
 */

/** How a model family wants its input and gives its output (the values rembg and the papers use). */
export type OnnxMattingPreset = {
  /** Square input side in pixels. */
  size: number;
  /** Per-channel mean and standard deviation applied to RGB in [0, 1]. */
  mean: [number, number, number];
  std: [number, number, number];
  /** The first output: already a probability, logits (sigmoid applied here), or any range (min-max scaled). */
  output: "probability" | "logits" | "minmax";
};

export const ONNX_MATTING_PRESETS = {
  u2net: { size: 320, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225], output: "minmax" },
  isnet: { size: 1024, mean: [0.5, 0.5, 0.5], std: [1, 1, 1], output: "minmax" },
  birefnet: { size: 1024, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225], output: "logits" },
} as const satisfies Record<string, OnnxMattingPreset>;

export type OnnxMattingPresetName = keyof typeof ONNX_MATTING_PRESETS;

export class OnnxChecksumError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`matting model checksum mismatch: expected sha256 ${expected}, the file has ${actual}`);
  }
}

type OrtModule = typeof OrtTypes;
type Session = Awaited<ReturnType<OrtModule["InferenceSession"]["create"]>>;

let ortModule: Promise<OrtModule> | undefined;

/** onnxruntime-web, loaded on first use (its WebAssembly is a few MB): one thread, so runs are repeatable and leave a core free. */
function ort(): Promise<OrtModule> {
  ortModule ??= import("onnxruntime-web").then((loaded) => {
    loaded.env.wasm.numThreads = 1;
    return loaded;
  });
  return ortModule;
}

export type OnnxMatting = {
  preset: OnnxMattingPreset;
  /** Alpha 0..1 at the image's size. */
  alpha(image: RawImage): Promise<Float32Array>;
};

/** Reads the model, checks its SHA-256 (hex) and opens an inference session; throws OnnxChecksumError on a mismatch. */
export async function loadOnnxMatting(options: { path: string; sha256: string; preset: OnnxMattingPreset }): Promise<OnnxMatting> {
  const bytes = await readFile(options.path);
  const actual = createHash("sha256").update(bytes).digest("hex");
  const expected = options.sha256.toLowerCase();
  if (actual !== expected) throw new OnnxChecksumError(expected, actual);
  return openOnnxMatting(new Uint8Array(bytes), options.preset);
}

/** An inference session over model bytes already checked. */
export async function openOnnxMatting(model: Uint8Array, preset: OnnxMattingPreset): Promise<OnnxMatting> {
  const runtime = await ort();
  const session = await runtime.InferenceSession.create(model, { executionProviders: ["wasm"], graphOptimizationLevel: "all" });
  return { preset, alpha: (image) => runAlpha(runtime, session, preset, image) };
}

async function runAlpha(runtime: OrtModule, session: Session, preset: OnnxMattingPreset, image: RawImage): Promise<Float32Array> {
  const size = preset.size;
  const input = new runtime.Tensor("float32", toNchw(image, preset), [1, 3, size, size]);
  const inputName = session.inputNames[0];
  const outputName = session.outputNames[0];
  if (!inputName || !outputName) throw new Error("matting model has no input or output");
  const results = await session.run({ [inputName]: input });
  const output = results[outputName];
  if (!output || !(output.data instanceof Float32Array) || output.data.length < size * size)
    throw new Error("matting model output is not a float mask of the input's size");
  const mask = scaleOutput(output.data.subarray(0, size * size), preset.output);
  return resample(mask, size, image.width, image.height);
}

/** RGB resampled to size x size (bilinear), normalised, planar [3, size, size]. */
function toNchw(image: RawImage, preset: OnnxMattingPreset): Float32Array {
  const { data, width, height } = image;
  const size = preset.size;
  const plane = size * size;
  const out = new Float32Array(3 * plane);
  for (let y = 0; y < size; y++) {
    const fy = Math.min(height - 1, Math.max(0, ((y + 0.5) * height) / size - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < size; x++) {
      const fx = Math.min(width - 1, Math.max(0, ((x + 0.5) * width) / size - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const tx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const top = (data[(y0 * width + x0) * 4 + c] as number) * (1 - tx) + (data[(y0 * width + x1) * 4 + c] as number) * tx;
        const bottom = (data[(y1 * width + x0) * 4 + c] as number) * (1 - tx) + (data[(y1 * width + x1) * 4 + c] as number) * tx;
        out[c * plane + y * size + x] = ((top * (1 - ty) + bottom * ty) / 255 - (preset.mean[c] as number)) / (preset.std[c] as number);
      }
    }
  }
  return out;
}

function scaleOutput(raw: Float32Array, kind: OnnxMattingPreset["output"]): Float32Array {
  const out = new Float32Array(raw.length);
  if (kind === "logits") {
    for (let i = 0; i < raw.length; i++) out[i] = 1 / (1 + Math.exp(-(raw[i] as number)));
    return out;
  }
  if (kind === "probability") {
    for (let i = 0; i < raw.length; i++) out[i] = Math.min(1, Math.max(0, raw[i] as number));
    return out;
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of raw) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min;
  // A constant output has no foreground to tell apart: all transparent rather than divide by zero.
  for (let i = 0; i < raw.length; i++) out[i] = span > 1e-6 ? ((raw[i] as number) - min) / span : 0;
  return out;
}

function resample(mask: Float32Array, size: number, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(size - 1, Math.max(0, ((y + 0.5) * size) / height - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(size - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(size - 1, Math.max(0, ((x + 0.5) * size) / width - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(size - 1, x0 + 1);
      const tx = fx - x0;
      const top = (mask[y0 * size + x0] as number) * (1 - tx) + (mask[y0 * size + x1] as number) * tx;
      const bottom = (mask[y1 * size + x0] as number) * (1 - tx) + (mask[y1 * size + x1] as number) * tx;
      const v = top * (1 - ty) + bottom * ty;
      out[y * width + x] = v <= 0.02 ? 0 : v >= 0.98 ? 1 : v;
    }
  }
  return out;
}

/** The image with the model's alpha and edge colours freed of the old background. */
export async function removeOnnxBackground(image: RawImage, matting: OnnxMatting): Promise<{ image: RawImage; alpha: Float32Array }> {
  const alpha = await matting.alpha(image);
  return { image: withForeground(image, alpha), alpha };
}
