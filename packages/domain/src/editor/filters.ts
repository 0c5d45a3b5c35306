/**
 * Spec 03 image filters by id. The renderer (@studio/design image-filters.ts) draws each of these
 * ids as SVG filter primitives or a frame; both tests pin the same ids.
 */
export const IMAGE_FILTERS = [
  { id: 0, key: "none", group: "basic" },
  { id: 1, key: "brightness1", group: "basic" },
  { id: 2, key: "brightness2", group: "basic" },
  { id: 3, key: "opacity", group: "basic" },
  { id: 10, key: "border1", group: "border" },
  { id: 11, key: "border2", group: "border" },
  { id: 12, key: "border3", group: "border" },
  { id: 13, key: "border4", group: "border" },
  { id: 14, key: "duotone1", group: "duotone" },
  { id: 15, key: "duotone2", group: "duotone" },
  { id: 16, key: "duotone3", group: "duotone" },
  { id: 17, key: "duotone4", group: "duotone" },
  { id: 18, key: "duotone5", group: "duotone" },
  { id: 19, key: "duotone6", group: "duotone" },
  { id: 20, key: "blur", group: "basic" },
  { id: 21, key: "exposure1", group: "exposure" },
  { id: 22, key: "exposure2", group: "exposure" },
  { id: 23, key: "exposure3", group: "exposure" },
  { id: 24, key: "exposure4", group: "exposure" },
  { id: 25, key: "exposure5", group: "exposure" },
  { id: 26, key: "exposure6", group: "exposure" },
  { id: 27, key: "grayscale", group: "basic" },
  { id: 30, key: "rainbow", group: "named" },
  { id: 31, key: "aden", group: "named" },
  { id: 32, key: "clarendon", group: "named" },
  { id: 33, key: "sunshine", group: "named" },
  { id: 34, key: "chilly", group: "named" },
] as const;
export type ImageFilterKey = (typeof IMAGE_FILTERS)[number]["key"];
export const IMAGE_FILTER_ID: Readonly<Record<ImageFilterKey, number>> = Object.fromEntries(IMAGE_FILTERS.map((filter) => [filter.key, filter.id])) as Record<
  ImageFilterKey,
  number
>;

/** Spec 03 filter values: blur 5 px; brightness 0.65 (brightness1) and 0.45 (brightness2); the opacity case 1.2. */
export const FILTER_VALUES = { blurPx: 5, brightness1: 0.65, brightness2: 0.45, opacityCase: 1.2 } as const;

/**
 * Spec 03: "25 photo filters" (the spec does not list them). These are the classic photo-app looks
 * as CSS filter amounts (brightness, contrast, saturate, sepia, hue-rotate in degrees).
 */
export type PhotoFilter = { key: string; brightness: number; contrast: number; saturate: number; sepia: number; hueRotate: number };
const look = (key: string, brightness: number, contrast: number, saturate: number, sepia = 0, hueRotate = 0): PhotoFilter => ({
  key,
  brightness,
  contrast,
  saturate,
  sepia,
  hueRotate,
});
export const PHOTO_FILTERS: readonly PhotoFilter[] = [
  look("1977", 1.1, 1.1, 1.3),
  look("aden", 1.2, 0.9, 0.85, 0, -20),
  look("amaro", 1.1, 0.9, 1.5, 0, -10),
  look("brannan", 1, 1.4, 1, 0.5),
  look("brooklyn", 1.1, 0.9, 1),
  look("clarendon", 1, 1.2, 1.35),
  look("earlybird", 1, 0.9, 1, 0.2),
  look("gingham", 1.05, 1, 1, 0, -10),
  look("hudson", 1.2, 0.9, 1.1),
  look("inkwell", 1.1, 1.1, 0, 0.3),
  look("kelvin", 1.1, 1.2, 1.4, 0.2),
  look("lark", 1.1, 0.9, 1.1),
  look("lofi", 1, 1.5, 1.1),
  look("maven", 0.95, 0.95, 1.5, 0.25),
  look("mayfair", 1.1, 1.1, 1.1),
  look("moon", 1.1, 1.1, 0),
  look("nashville", 1.05, 1.2, 1.2, 0.2),
  look("perpetua", 1.05, 1.1, 1.1),
  look("reyes", 1.1, 0.85, 0.75, 0.22),
  look("rise", 1.05, 0.9, 0.9, 0.2),
  look("slumber", 1.05, 1, 0.66),
  look("stinson", 1.15, 0.75, 0.85),
  look("toaster", 0.9, 1.5, 1),
  look("valencia", 1.08, 1.08, 1, 0.08),
  look("walden", 1.1, 1, 1.6, 0.3, -10),
];

/** Spec 03: a separate list of fourteen photo filters with ids 1 to 14, each drawn as one of the renderer's filter ids. */
export const PHOTO_FILTERS_14 = [
  { id: 1, key: "bright", filterId: 1 },
  { id: 2, key: "dim", filterId: 2 },
  { id: 3, key: "solid", filterId: 3 },
  { id: 4, key: "soft-focus", filterId: 20 },
  { id: 5, key: "mono", filterId: 27 },
  { id: 6, key: "rainbow", filterId: 30 },
  { id: 7, key: "aden", filterId: 31 },
  { id: 8, key: "clarendon", filterId: 32 },
  { id: 9, key: "sunshine", filterId: 33 },
  { id: 10, key: "chilly", filterId: 34 },
  { id: 11, key: "navy-gold", filterId: 14 },
  { id: 12, key: "violet-pink", filterId: 15 },
  { id: 13, key: "red-wash", filterId: 21 },
  { id: 14, key: "amber-wash", filterId: 22 },
] as const;

/** Spec 03: "46 toning colours" (not listed in the spec): the tints offered for duotone and colour washes. */
export const TONING_COLORS: readonly string[] = [
  "#000000",
  "#1f2937",
  "#374151",
  "#6b7280",
  "#9ca3af",
  "#d1d5db",
  "#ffffff",
  "#7f1d1d",
  "#b91c1c",
  "#ef4444",
  "#fca5a5",
  "#7c2d12",
  "#c2410c",
  "#f97316",
  "#fdba74",
  "#78350f",
  "#b45309",
  "#f59e0b",
  "#fcd34d",
  "#713f12",
  "#ca8a04",
  "#facc15",
  "#365314",
  "#65a30d",
  "#a3e635",
  "#14532d",
  "#16a34a",
  "#4ade80",
  "#134e4a",
  "#0d9488",
  "#2dd4bf",
  "#164e63",
  "#0891b2",
  "#22d3ee",
  "#1e3a8a",
  "#2563eb",
  "#60a5fa",
  "#312e81",
  "#4f46e5",
  "#818cf8",
  "#4c1d95",
  "#7c3aed",
  "#a78bfa",
  "#831843",
  "#db2777",
  "#f472b6",
];
