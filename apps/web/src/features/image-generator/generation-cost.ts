import type { CreditCosts } from "@studio/domain";
import type { GenerateMode } from "./api/generator-api";

/**
 * What one generation costs before it is spent (spec 02 section 9: 4 per image task, 4 per reference
 * image, at least 4), from the cost table the server enforces (GET /api/credits/costs, operator
 * overrides included): text to image at its ledger kind's price (text2img), image to image and remix
 * per reference image at img2img's and aiimage's, with the minimum charge.
 */
export function generationCost(costs: CreditCosts, mode: GenerateMode, references: number): number {
  if (mode === "text-to-image") return costs.kinds.text2img;
  const perReference = mode === "image-to-image" ? costs.kinds.img2img : costs.kinds.aiimage;
  return Math.max(Math.max(0, Math.floor(references)) * perReference, costs.minimumImageCharge);
}
