import { CANVAS_PRESETS, EXPORT_MAX_PX, type CanvasPreset } from "../panels/editor-defaults";

export type CanvasChoice = { preset: string | null; width: number; height: number };

export type CanvasSizeProblem = "required" | "tooLarge" | "bizcardSame";

const isBizcard = (preset: string | null | undefined): boolean => CANVAS_PRESETS.some((entry) => entry.key === preset && entry.kind === "bizcard");

/** The preset whose size this is, if any (a typed 1080 x 1080 is the Instagram post). */
export function presetOfSize(width: number, height: number): CanvasPreset | undefined {
  return CANVAS_PRESETS.find((entry) => entry.width === width && entry.height === height);
}

/**
 * Spec 03 section 5's size dialog rules: a size must be chosen or entered ('Please select or enter
 * the canvas size.'); no side over 5000 px; and a business card changes only to its other size
 * ('Business-card size must not equal the other size': the landscape card turns portrait and back,
 * so choosing the size it already has is refused).
 */
export function checkCanvasSize(chosen: { preset: string | null; width: string; height: string }, current?: CanvasChoice): CanvasChoice | CanvasSizeProblem {
  const width = Number(chosen.width);
  const height = Number(chosen.height);
  if (!chosen.width.trim() || !chosen.height.trim() || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return "required";
  if (width > EXPORT_MAX_PX || height > EXPORT_MAX_PX) return "tooLarge";
  const preset = chosen.preset && CANVAS_PRESETS.some((entry) => entry.key === chosen.preset) ? chosen.preset : (presetOfSize(width, height)?.key ?? null);
  if (current && isBizcard(current.preset) && current.width === width && current.height === height) return "bizcardSame";
  return { preset, width, height };
}
