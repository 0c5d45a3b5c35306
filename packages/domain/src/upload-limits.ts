/** Spec 01 section 9 and 02 section 5: sample and reference image uploads. */
export const uploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 16_777_216, // 4096 x 4096
  maxSampleImages: 3,
} as const;
