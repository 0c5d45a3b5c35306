import type { AspectRatio } from "@studio/contracts";

/** Spec 02 section 3: the aspect options and their labels (i18n keys), 1:1 the default. */
export const aspectRatioValues: readonly AspectRatio[] = ["16:9", "1:1", "9:16"];

export const aspectLabelKeys = {
  "16:9": "generator.aspectLandscape",
  "1:1": "generator.aspectSquare",
  "9:16": "generator.aspectPortrait",
} as const satisfies Record<AspectRatio, string>;
