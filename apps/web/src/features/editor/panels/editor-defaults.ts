/**
 * The spec 03 constants the panels and tools use. PROVISIONAL: replaced by @studio/domain's editor
 * constants once they land on main.
 */
export type GradientChoice = { from: string; to: string };
export type CanvasPreset = { key: CanvasPresetKey; width: number; height: number; kind: "bizcard" | "design" | "social" };

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
  { from: "#fad0c4", to: "#ffd1ff" },
  { from: "#ffecd2", to: "#fcb69f" },
  { from: "#ff8177", to: "#b12a5b" },
  { from: "#f6d365", to: "#fda085" },
  { from: "#fbc2eb", to: "#a6c1ee" },
  { from: "#fdcbf1", to: "#e6dee9" },
  { from: "#a1c4fd", to: "#c2e9fb" },
  { from: "#d4fc79", to: "#96e6a1" },
  { from: "#84fab0", to: "#8fd3f4" },
  { from: "#cfd9df", to: "#e2ebf0" },
  { from: "#a6c0fe", to: "#f68084" },
  { from: "#fccb90", to: "#d57eeb" },
  { from: "#e0c3fc", to: "#8ec5fc" },
  { from: "#f093fb", to: "#f5576c" },
  { from: "#4facfe", to: "#00f2fe" },
  { from: "#43e97b", to: "#38f9d7" },
  { from: "#fa709a", to: "#fee140" },
  { from: "#30cfd0", to: "#330867" },
  { from: "#a8edea", to: "#fed6e3" },
  { from: "#5ee7df", to: "#b490ca" },
  { from: "#d299c2", to: "#fef9d7" },
  { from: "#f5f7fa", to: "#c3cfe2" },
  { from: "#667eea", to: "#764ba2" },
  { from: "#fdfcfb", to: "#e2d1c3" },
  { from: "#89f7fe", to: "#66a6ff" },
  { from: "#fddb92", to: "#d1fdff" },
  { from: "#9890e3", to: "#b1f4cf" },
  { from: "#ebc0fd", to: "#d9ded8" },
  { from: "#96fbc4", to: "#f9f586" },
  { from: "#2af598", to: "#009efd" },
  { from: "#cd9cf2", to: "#f6f3ff" },
  { from: "#e4afcb", to: "#b8cbb8" },
  { from: "#6a11cb", to: "#2575fc" },
  { from: "#37ecba", to: "#72afd3" },
  { from: "#ebbba7", to: "#cfc7f8" },
  { from: "#fff1eb", to: "#ace0f9" },
  { from: "#c471f5", to: "#fa71cd" },
  { from: "#48c6ef", to: "#6f86d6" },
  { from: "#feada6", to: "#f5efef" },
  { from: "#e6e9f0", to: "#eef1f5" },
  { from: "#accbee", to: "#e7f0fd" },
  { from: "#e9defa", to: "#fbfcdb" },
  { from: "#c1dfc4", to: "#deecdd" },
  { from: "#0ba360", to: "#3cba92" },
  { from: "#00c6fb", to: "#005bea" },
  { from: "#74ebd5", to: "#9face6" },
  { from: "#6a85b6", to: "#bac8e0" },
  { from: "#f83600", to: "#f9d423" },
];

export const CANVAS_PRESET_KEYS = [
  "business-card",
  "business-card-portrait",
  "banner",
  "small-square",
  "poster",
  "landscape",
  "square",
  "twitter-header",
  "twitter-post",
  "facebook-post",
  "facebook-cover",
  "instagram-post",
] as const;
export type CanvasPresetKey = (typeof CANVAS_PRESET_KEYS)[number];

/** Spec 03 section 3: business cards, the five sizes of the first wording, then the English wording's social sizes (its Poster 1000x1500 is "poster"). */
export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  { key: "business-card", width: 2000, height: 1222, kind: "bizcard" },
  { key: "business-card-portrait", width: 1222, height: 2000, kind: "bizcard" },
  { key: "banner", width: 900, height: 383, kind: "design" },
  { key: "small-square", width: 200, height: 200, kind: "design" },
  { key: "poster", width: 1000, height: 1500, kind: "design" },
  { key: "landscape", width: 900, height: 600, kind: "design" },
  { key: "square", width: 1000, height: 1000, kind: "design" },
  { key: "twitter-header", width: 1500, height: 500, kind: "social" },
  { key: "twitter-post", width: 1024, height: 512, kind: "social" },
  { key: "facebook-post", width: 940, height: 788, kind: "social" },
  { key: "facebook-cover", width: 820, height: 312, kind: "social" },
  { key: "instagram-post", width: 1080, height: 1080, kind: "social" },
];
