import { z } from "zod";

/**
 * The operator's general segmentation model for matting (docs/image-tools.md: how to add U2-Net,
 * IS-Net or BiRefNet; never RMBG, whose licence forbids commercial use). Off unless a path is set;
 * the file's SHA-256 must match MATTING_ONNX_SHA256 or the model is refused at start.
 */
export const mattingModelPresets = ["u2net", "isnet", "birefnet"] as const;
export type MattingModelPreset = (typeof mattingModelPresets)[number];

export type MattingModelConfig = {
  path: string;
  /** Lower-case hex SHA-256 the file must have. */
  sha256: string;
  preset: MattingModelPreset;
  /** Square input side overriding the preset's (a model exported at another resolution). */
  size: number | undefined;
};

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** The matting model variables, spread into the config schema (config.ts). */
export const mattingModelEnv = {
  MATTING_ONNX_MODEL: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
  MATTING_ONNX_SHA256: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { message: "must be the model file's SHA-256 as 64 hex digits" })
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  MATTING_ONNX_PRESET: z.enum(mattingModelPresets, { message: "must be u2net, isnet or birefnet" }).default("u2net"),
  MATTING_ONNX_SIZE: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: "must be a whole number of pixels" }).int().min(64).max(2048, { message: "must be from 64 to 2048" }).optional(),
  ),
};

/**
 * The model's settings, or undefined when none is configured; a path without its checksum is a
 * configuration error (`error` makes config.ts's ConfigError, which stops the start with one line).
 */
export function mattingModelConfigFrom(
  env: {
    MATTING_ONNX_MODEL?: string | undefined;
    MATTING_ONNX_SHA256?: string | undefined;
    MATTING_ONNX_PRESET: MattingModelPreset;
    MATTING_ONNX_SIZE?: number | undefined;
  },
  error: (message: string) => Error,
): MattingModelConfig | undefined {
  if (!env.MATTING_ONNX_MODEL) return undefined;
  if (!env.MATTING_ONNX_SHA256) throw error("MATTING_ONNX_SHA256 must be set when MATTING_ONNX_MODEL is (the model file's SHA-256)");
  return { path: env.MATTING_ONNX_MODEL, sha256: env.MATTING_ONNX_SHA256, preset: env.MATTING_ONNX_PRESET, size: env.MATTING_ONNX_SIZE };
}
