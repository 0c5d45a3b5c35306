/** Spec 01 section 9 and 02 section 5: sample and reference image uploads. */
export const uploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 16_777_216, // 4096 x 4096
  maxSampleImages: 3,
  /** Custom sample designs are kept with their longer side scaled to this (spec 02 section 5). */
  customCaseSide: 800,
} as const;

/** Why an image cannot be uploaded (the error codes of packages/contracts), or null when it can. */
export type UploadRefusal = "PAYLOAD_TOO_LARGE" | "IMAGE_TOO_LARGE";

/** The same check in the browser (for comfort) and on the server (the rule): bytes first, then pixel area. */
export function uploadRefusal(image: { bytes: number; width?: number; height?: number }): UploadRefusal | null {
  if (image.bytes > uploadLimits.maxBytes) return "PAYLOAD_TOO_LARGE";
  if (image.width !== undefined && image.height !== undefined && image.width * image.height > uploadLimits.maxPixels) return "IMAGE_TOO_LARGE";
  return null;
}

/** Spec 02 section 5: wider than tall gives 16:9, square gives 1:1, otherwise 9:16. */
export function aspectOf(width: number, height: number): "16:9" | "1:1" | "9:16" {
  if (width > height) return "16:9";
  if (width === height) return "1:1";
  return "9:16";
}

/** The size that keeps the aspect with the longer side at most `side` (never enlarged). */
export function fitLongerSide(width: number, height: number, side: number = uploadLimits.customCaseSide): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= side) return { width, height };
  const scale = side / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
