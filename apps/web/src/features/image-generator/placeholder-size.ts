import type { AspectRatio } from "@studio/contracts";

/**
 * Spec 02 section 5, placeholder size while generating: 1:1 and 16:9 are 1024 wide; 9:16 is 1820
 * tall (its width follows from the aspect). The images per model are @studio/contracts' imagesPerModel.
 */
export function placeholderSize(aspect: AspectRatio): { width: number; height: number } {
  if (aspect === "1:1") return { width: 1024, height: 1024 };
  if (aspect === "16:9") return { width: 1024, height: 576 };
  return { width: 1024, height: 1820 };
}
