/**
 * Model names as pages show them (issue 18): no zod here, so the generator's first screen reads them
 * from `@studio/contracts/plain` without loading the schemas (images.ts and tasks.ts re-export them).
 */

/** Short display names by model-name prefix, first match wins (the browser picks the model icon the same way). */
const modelTitles: [prefix: string, title: string][] = [
  ["chatgpt", "GPT-4o"],
  ["gpt-4o", "GPT-4o"],
  ["4o", "GPT-4o"],
  ["gpt-image", "GPT Image"],
  ["dall", "DALL·E"],
  ["flux", "FLUX"],
  ["ideogram", "Ideogram"],
  ["recraft", "Recraft"],
  ["klingai", "Kling"],
  ["liblib", "LiblibAI"],
  ["sd", "Stable Diffusion"],
  ["local", "Studio"],
];

/** The model family of a model name (its icon key), or "other". */
export function modelFamily(name: string): string {
  const lower = name.trim().toLowerCase();
  return modelTitles.find(([prefix]) => lower.startsWith(prefix))?.[0] ?? "other";
}

export function modelShortTitle(name: string): string {
  const lower = name.trim().toLowerCase();
  return modelTitles.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? (name.trim() || "AI");
}

/** The icon design modal's generate modes (spec 02 section 9): Quick = 1 design, Max = 4 designs. */
export const editModes = { quick: { nVariants: 1, model: "gpt-image" }, max: { nVariants: 4, model: "4o-image" } } as const;
export type EditMode = keyof typeof editModes;
