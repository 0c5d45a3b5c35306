/** Spec 03 canvas presets; the keys are the editor's `?type=` values and a work's `preset`. */
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
export type CanvasPreset = { key: CanvasPresetKey; width: number; height: number; kind: "bizcard" | "design" | "social"; label: string };

/**
 * Business cards 2000x1222 and 1222x2000; the first wording's 900x383, 200x200, 1000x1500, 900x600,
 * 1000x1000; the English wording's social sizes (its Poster 1000x1500 is the same as "poster").
 */
export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  { key: "business-card", width: 2000, height: 1222, kind: "bizcard", label: "Business card" },
  { key: "business-card-portrait", width: 1222, height: 2000, kind: "bizcard", label: "Business card (portrait)" },
  { key: "banner", width: 900, height: 383, kind: "design", label: "Banner" },
  { key: "small-square", width: 200, height: 200, kind: "design", label: "Small square" },
  { key: "poster", width: 1000, height: 1500, kind: "design", label: "Poster" },
  { key: "landscape", width: 900, height: 600, kind: "design", label: "Landscape" },
  { key: "square", width: 1000, height: 1000, kind: "design", label: "Square" },
  { key: "twitter-header", width: 1500, height: 500, kind: "social", label: "Twitter Header" },
  { key: "twitter-post", width: 1024, height: 512, kind: "social", label: "Twitter Post" },
  { key: "facebook-post", width: 940, height: 788, kind: "social", label: "Facebook Post" },
  { key: "facebook-cover", width: 820, height: 312, kind: "social", label: "Facebook Cover" },
  { key: "instagram-post", width: 1080, height: 1080, kind: "social", label: "Instagram Post" },
];

export const canvasPreset = (key: string): CanvasPreset | undefined => CANVAS_PRESETS.find((preset) => preset.key === key);

/** Spec 03: canvas padding 15 on a phone, 40 otherwise; margin 10 or 20 (phone, otherwise). */
export const canvasPadding = (phone: boolean): number => (phone ? 15 : 40);
export const canvasMargin = (phone: boolean): number => (phone ? 10 : 20);

/** Export sizes: 1080 wide unless asked, at most 5000 px a side ('width or height must not exceed 5000 px'). */
export const EXPORT_LIMITS = { defaultWidth: 1080, maxSide: 5000 } as const;

/** Spec 03 section 9: the business-card print partners' prices, yuan per 100 cards (shown as information only). */
export const BIZCARD_PRINT_PARTNER_PRICES_CNY: readonly number[] = [9, 9.25];
