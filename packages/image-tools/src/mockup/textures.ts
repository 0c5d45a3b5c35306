import { fbm, valueNoise } from "./noise.js";
import type { Material } from "./scene-types.js";

/**
 * Each material's grain as a brightness factor around 1 at a pixel: multiplied into the scene's colours
 * and into its light (so a logo printed there carries the same grain). Frequencies are in pixels of the
 * 1024-wide scene.
 */
export function grain(material: Material, x: number, y: number): number {
  switch (material) {
    case "paper":
      return 1 + 0.05 * (fbm(x / 3, y / 3, 2, 7) - 0.5) + 0.03 * (valueNoise(x * 0.8, y * 0.8, 11) - 0.5);
    case "fabric": {
      // A plain weave: crossing threads about 3 px apart, slub (uneven yarn) at a larger scale.
      const weave = Math.sin(x * 2.1 + Math.sin(y * 0.05) * 0.6) * Math.sin(y * 2.1);
      return 1 + 0.045 * weave + 0.07 * (fbm(x / 45, y / 12, 3, 5) - 0.5) + 0.05 * (valueNoise(x / 1.3, y / 1.3, 13) - 0.5);
    }
    case "wood": {
      // Rings along the board, bent by low-frequency noise, with fine fibre streaks.
      const t = y * 0.045 + 3.2 * fbm(x * 0.004, y * 0.02, 3, 3);
      return 1 + 0.09 * Math.sin(t * Math.PI * 2) + 0.08 * (fbm(x * 0.08, y * 0.9, 2, 9) - 0.5);
    }
    case "ceramic":
      return 1 + 0.02 * (valueNoise(x / 2, y / 2, 17) - 0.5);
    case "brick":
      return 1 + 0.22 * (fbm(x / 50, y / 16, 3, 19) - 0.5) + 0.1 * (valueNoise(x / 1.8, y / 1.8, 23) - 0.5);
    case "plaster":
      return 1 + 0.07 * (fbm(x / 22, y / 22, 3, 29) - 0.5) + 0.03 * (valueNoise(x / 1.5, y / 1.5, 31) - 0.5);
    case "stone":
      return 1 + 0.14 * (valueNoise(x / 1.6, y / 1.6, 37) - 0.5) + 0.1 * (fbm(x / 30, y / 30, 3, 41) - 0.5);
  }
}
