/**
 * The spec 03 constants the panels and tools use. PROVISIONAL: replaced by @studio/domain's editor
 * constants once they land on main.
 */
export type GradientChoice = { from: string; to: string };
export type CanvasPreset = { key: string; width: number; height: number; kind: "bizcard" | "design" | "social" };

export const EDITOR_DEFAULTS = {
  shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
  stroke: { width: 10, color: "#ffffff" },
  fontSize: 72,
  letterSpacing: 0,
} as const;

export const EXPORT_MAX_PX = 5000;

export const TEXT_BACKGROUND_STYLES = [
  { id: 0, key: "normal" },
  { id: 1, key: "border" },
  { id: 2, key: "underline" },
  { id: 3, key: "stroke" },
  { id: 4, key: "shadow" },
] as const;

export const IMAGE_FILTER_GROUPS = [
  { key: "basic", ids: [0, 1, 2, 3, 20, 27] },
  { key: "named", ids: [30, 31, 32, 33, 34] },
  { key: "duotone", ids: [14, 15, 16, 17, 18, 19] },
  { key: "exposure", ids: [21, 22, 23, 24, 25, 26] },
  { key: "border", ids: [10, 11, 12, 13] },
] as const;

export const GRADIENT_CHOICES: readonly GradientChoice[] = [
  { from: "#ff9a9e", to: "#fad0c4" },
  { from: "#a18cd1", to: "#fbc2eb" },
];

export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  { key: "bizcard-landscape", width: 2000, height: 1222, kind: "bizcard" },
  { key: "bizcard-portrait", width: 1222, height: 2000, kind: "bizcard" },
  { key: "instagram-post", width: 1080, height: 1080, kind: "social" },
];
