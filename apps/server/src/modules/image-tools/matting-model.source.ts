import { loadOnnxMatting, ONNX_MATTING_PRESETS, OnnxChecksumError, type OnnxMatting } from "@studio/image-tools";
import type { MattingModelConfig } from "./matting-model.config";

/**
 * The operator's general matting model, loaded once at start: its SHA-256 is checked before ONNX
 * Runtime sees a byte, and a file whose checksum differs (or that is missing or no model) is refused
 * with one log line; the method then stays off and matting runs its offline methods.
 */
export type MattingModelSource = {
  /** off: none configured; loading; ready; refused: checksum mismatch or unreadable (logged at start). */
  state(): "off" | "loading" | "ready" | "refused";
  /** The model once ready, or null when off or refused (waits while it loads). */
  get(): Promise<OnnxMatting | null>;
};

export type MattingModelLog = { error(details: unknown, message: string): void; info?(details: unknown, message: string): void };

export function createMattingModelSource(config: MattingModelConfig | undefined, log: MattingModelLog): MattingModelSource {
  if (!config) return { state: () => "off", get: async () => null };
  let state: "loading" | "ready" | "refused" = "loading";
  const preset = { ...ONNX_MATTING_PRESETS[config.preset], ...(config.size ? { size: config.size } : {}) };
  const loading = loadOnnxMatting({ path: config.path, sha256: config.sha256, preset }).then(
    (model) => {
      state = "ready";
      log.info?.({ path: config.path, preset: config.preset, size: preset.size }, "matting ONNX model ready");
      return model;
    },
    (error: unknown) => {
      state = "refused";
      if (error instanceof OnnxChecksumError) {
        log.error(
          { path: config.path, expected: error.expected, actual: error.actual },
          "matting ONNX model refused: its SHA-256 differs from MATTING_ONNX_SHA256; the general matting method is off",
        );
      } else {
        log.error(
          { path: config.path, error: error instanceof Error ? error.message : String(error) },
          "matting ONNX model could not be loaded; the general matting method is off",
        );
      }
      return null;
    },
  );
  return { state: () => state, get: () => loading };
}
