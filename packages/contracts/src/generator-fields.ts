import { z } from "zod";
import { generateModes } from "./generator-limits";
import { languageSchema } from "./language";

/**
 * The generator's own fields and limits, apart from generator.ts so that tasks.ts (the generate
 * request) can carry them without an import circle (generator.ts reads tasks.ts's schemas).
 */

export const generateModeSchema = z.enum(generateModes);
export type GenerateMode = z.infer<typeof generateModeSchema>;

/**
 * The ledger kind each mode is charged under (spec 01 section 3: text2img 16, img2img 17, aiimage 19);
 * a bulk line is an aiimage too.
 */
export const generatorLedgerKinds = { "text-to-image": "text2img", "image-to-image": "img2img", "remix-mode": "aiimage" } as const;
export type GeneratorLedgerKind = (typeof generatorLedgerKinds)[GenerateMode];

// The limits need no zod: the browser's pages read them from @studio/contracts/plain (generator-limits.ts).
export * from "./generator-limits";

/** Fields of the generator a submit may carry besides the generate request's own (tasks.ts adds them). */
export const generatorFieldsSchema = z.object({
  generateMode: generateModeSchema.optional(),
  productChannel: z.literal("aiimage").optional(),
  /** The scene/style chosen (spec 02: scene default 'no-style', style default 'auto'); kept with the task and its records. */
  scene: z.string().trim().max(80).optional(),
  style: z.string().trim().max(80).optional(),
  substyle: z.string().trim().max(80).optional(),
  /** The page's language: 'Images per model' defaults to 2 on zh. */
  lang: languageSchema.optional(),
});
