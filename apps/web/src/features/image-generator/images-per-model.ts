import type { AspectRatio } from "@studio/contracts";

/**
 * Spec 02 section 9, 'Images per aspect by model': how many images one generation of a model makes.
 * dalle3's '8/4/8' is read in the spec's aspect order (16:9, 1:1, 9:16). gpt-image and 4o-image are
 * the icon design modal's Quick (1) and Max (4) models (same section). Any other model, the local
 * designer included: 4, or 2 on the Chinese site.
 */
const perModel: Readonly<Record<string, number | Readonly<Record<AspectRatio, number>>>> = {
  chatgpt: 4,
  "gpt-4o": 4,
  dalle3: { "16:9": 8, "1:1": 4, "9:16": 8 },
  "flux-pro": 5,
  "flux-pro-1.1": 4,
  flux1: 3,
  "ideogram-turbo-2": 5,
  ideogram2: 8,
  klingai: 2,
  liblibai: 2,
  recraftv3: 4,
  sd3: 1,
  "gpt-image": 1,
  "4o-image": 4,
};

export function imagesPerModel(model: string, aspect: AspectRatio, language: string): number {
  const entry = perModel[model.trim().toLowerCase()];
  if (entry === undefined) return language === "zh" ? 2 : 4;
  return typeof entry === "number" ? entry : entry[aspect];
}

/**
 * Spec 02 section 5, placeholder size while generating: 1:1 and 16:9 are 1024 wide; 9:16 is 1820
 * tall (its width follows from the aspect).
 */
export function placeholderSize(aspect: AspectRatio): { width: number; height: number } {
  if (aspect === "1:1") return { width: 1024, height: 1024 };
  if (aspect === "16:9") return { width: 1024, height: 576 };
  return { width: 1024, height: 1820 };
}
