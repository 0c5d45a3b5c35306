import { CANVAS_PRESETS, EDITOR_DEFAULTS, EXPORT_LIMITS, GRADIENT_OPTIONS, IMAGE_FILTERS, TEXT_BACKGROUND_STYLES, type GradientOption } from "@studio/domain";

/** The spec 03 constants the panels and tools use, all from @studio/domain's editor constants. */
export { CANVAS_PRESETS, EDITOR_DEFAULTS, TEXT_BACKGROUND_STYLES };
export type { CanvasPreset, CanvasPresetKey } from "@studio/domain";

/** Spec 03: "There are 50 gradient options". */
export type GradientChoice = GradientOption;
export const GRADIENT_CHOICES: readonly GradientChoice[] = GRADIENT_OPTIONS;

/** No canvas side over 5000 px ('width or height must not exceed 5000 px'). */
export const EXPORT_MAX_PX = EXPORT_LIMITS.maxSide;

/** The image panel's filter groups in the order it shows them, each with its ids (spec 03 filters by id). */
const GROUP_ORDER = ["basic", "named", "duotone", "exposure", "border"] as const;
export const IMAGE_FILTER_GROUPS = GROUP_ORDER.map((key) => ({ key, ids: IMAGE_FILTERS.filter((filter) => filter.group === key).map((filter) => filter.id) }));
