import type { Language } from "./language-codes";

/** The generator's limits and images per model (issue 18), zod-free so pages read them without loading the schemas (`@studio/contracts/plain`). */

/** Spec 02 section 3, generation task `generateMode`. */
export const generateModes = ["text-to-image", "image-to-image", "remix-mode"] as const;

/** Spec 02 section 9: at most 5 reference images at a time on remix pages, 10 on the bulk page. */
export const MAX_REMIX_REFERENCES = 5;
export const MAX_BULK_REFERENCES = 10;
/**
 * Lines of one bulk: each line is a task and a user has at most 10 tasks in the queue (spec 02
 * section 5, 'Max 10 in the process que!'), so a bulk is at most 10 lines, and fewer while other tasks wait.
 */
export const MAX_BULK_LINES = 10;
/** A bulk's CSV file as text (a `prompt` column): 10 lines of at most 4000 characters fit well within this. */
export const MAX_BULK_CSV_CHARS = 64_000;

/**
 * Spec 02 section 9, 'Images per aspect by model' (dalle3's 8/4/8 is per aspect 16:9 / 1:1 / 9:16):
 * how many images one generation on a model makes. Unlisted models (`local`, gpt-image, 4o-image): 4, 2 on zh.
 */
const imagesByModel: Record<string, number | Record<"16:9" | "1:1" | "9:16", number>> = {
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
};

/** The number of images a generation on `model` makes (the server refuses more; the browser shows it). */
export function imagesPerModel(model: string, lang: Language = "en", aspect: "16:9" | "1:1" | "9:16" = "1:1"): number {
  const entry = imagesByModel[model.trim().toLowerCase()];
  if (typeof entry === "number") return entry;
  if (entry) return entry[aspect];
  return lang === "zh" ? 2 : 4;
}

/** The form's "no choice" values (spec 02 section 3): scene `no-style`, style `auto`; they are not entries of the style list. */
export const NO_SCENE = "no-style";
export const AUTO_STYLE = "auto";
