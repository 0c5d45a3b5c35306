/**
 * The classic maker's plain constants (spec 03 section 3): no zod here, so the classic maker's
 * first screen (/generate, /start) can import them from `@studio/contracts/plain` without pulling
 * zod and the schemas into its initial JavaScript (e2e bundle-budget).
 */

/** Spec 03 section 3 "Aspect layouts": horizontal=1, vertical=2, square=3. */
export const classicLayoutIds = { horizontal: 1, vertical: 2, square: 3 } as const;

/** Gradient angles of spec 03 section 3: 0, 45, 90 degrees (linear) or radial. */
export const gradientAngles = [0, 45, 90, "radial"] as const;

/**
 * Colour groups: spec 03 gives two numberings of the same seven groups; `key` is the first
 * reading's word (the English wording's aliases are in classic-maker.ts).
 */
export const colorCategoryKeys = ["smart", "warm", "cool", "bright", "soft", "mono", "gradient"] as const;
export const colorCategoryIds = { smart: 1, warm: 2, cool: 3, bright: 4, soft: 5, mono: 6, gradient: 99 } as const satisfies Record<
  (typeof colorCategoryKeys)[number],
  number
>;
