/**
 * The canvas presets of spec 03 section 3 the editor opens with `?type=`. The sizes are the spec's;
 * packages/domain keeps the full table (with the business cards) for the size dialog.
 */
export type CanvasPreset = { key: string; width: number; height: number; kind: "poster" | "card" };

export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  { key: "instagram-post", width: 1080, height: 1080, kind: "poster" },
  { key: "twitter-header", width: 1500, height: 500, kind: "poster" },
  { key: "twitter-post", width: 1024, height: 512, kind: "poster" },
  { key: "facebook-post", width: 940, height: 788, kind: "poster" },
  { key: "facebook-cover", width: 820, height: 312, kind: "poster" },
  { key: "poster", width: 1000, height: 1500, kind: "poster" },
  { key: "business-card", width: 2000, height: 1222, kind: "card" },
  { key: "business-card-portrait", width: 1222, height: 2000, kind: "card" },
];

/** The preset a new design opens with when `?type=` names none. */
export const DEFAULT_PRESET = CANVAS_PRESETS[0]!;

export const presetByKey = (key: string | null): CanvasPreset | undefined => CANVAS_PRESETS.find((preset) => preset.key === key);
