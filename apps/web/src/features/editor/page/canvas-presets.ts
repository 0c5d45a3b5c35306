import { CANVAS_PRESETS as SPEC_PRESETS, canvasPreset, type CanvasPreset as SpecPreset } from "@studio/domain";

/**
 * The canvas presets of spec 03 the editor opens with `?type=` (packages/domain's table), with the
 * design document kind and the work kind each one makes.
 */
export type CanvasPreset = SpecPreset & { documentKind: "poster" | "card"; workKind: "design" | "bizcard" };

const withKinds = (preset: SpecPreset): CanvasPreset => ({
  ...preset,
  documentKind: preset.kind === "bizcard" ? "card" : "poster",
  workKind: preset.kind === "bizcard" ? "bizcard" : "design",
});

export const CANVAS_PRESETS: readonly CanvasPreset[] = SPEC_PRESETS.map(withKinds);

/** The preset a new design opens with when `?type=` names none. */
export const DEFAULT_PRESET = withKinds(canvasPreset("instagram-post")!);

export const presetByKey = (key: string | null): CanvasPreset | undefined => {
  const preset = key ? canvasPreset(key) : undefined;
  return preset ? withKinds(preset) : undefined;
};
