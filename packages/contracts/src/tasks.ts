import { z } from "zod";
import { generatorFieldsSchema, MAX_REMIX_REFERENCES } from "./generator-fields";

/**
 * Spec 02 sections 3 and 9: Landscape 16:9, Square 1:1, Portrait 9:16; each vendor gets its nearest
 * size (docs/spec-differences.md: spec 01's 3:2 and 2:3 are not offered).
 */
export const aspectRatioSchema = z.enum(["1:1", "16:9", "9:16"]);
export type AspectRatio = z.infer<typeof aspectRatioSchema>;

/** A reference image: an http(s) URL, or a path of this site under /oss/. */
export const imageReferenceSchema = z
  .string()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v) || v.startsWith("/oss/"), { message: "must be an http(s) URL or an /oss/ path" });

/** The logo wizard's facts (spec 02 section 3: n, s, industry, style[]), passed to logo-capable models. */
export const logoBriefSchema = z.object({
  name: z.string().trim().min(1).max(40),
  slogan: z.string().trim().max(60).optional(),
  industry: z.string().trim().max(80).optional(),
  description: z.string().trim().max(400).optional(),
  styles: z
    .array(z.enum(["abstract", "mascot", "emblem", "minimal", "combination", "signature", "pictorial"]))
    .max(7)
    .optional(),
  palette: z.string().max(40).optional(),
});
export type LogoBriefRequest = z.infer<typeof logoBriefSchema>;

/**
 * POST /api/ai-design[/{variant}]/4o-image/generate-image. The image generator (issue 18) posts to
 * the `ai-image` variant with `generateMode` set (generator-fields.ts): then the price follows the
 * mode's ledger kind (`generatorCost`), nVariants is at most the model's images per generation
 * (default: that number), text-to-image takes no reference and the other modes 1-5.
 */
export const generateImageRequestSchema = generatorFieldsSchema
  .extend({
    filesUrl: z.array(imageReferenceSchema).max(10).default([]),
    /** Default 4; with `generateMode`, the model's images per generation (`imagesPerModel`). */
    nVariants: z.coerce.number().int().min(1).max(8).optional(),
    prompt: z.string().trim().max(4000).default(""),
    size: aspectRatioSchema.default("1:1"),
    model: z.string().min(1).max(60).optional(),
    /** With the ai-logo variant: the business facts behind the prompt. */
    brief: logoBriefSchema.optional(),
    /** Same seed, same request: the same designs (local designer); vary it for "generate more". */
    seed: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  })
  .refine((v) => v.prompt.length > 0 || v.filesUrl.length > 0, { message: "Please upload the images or enter your prompt.", path: ["prompt"] })
  .refine((v) => v.generateMode !== "text-to-image" || v.filesUrl.length === 0, { message: "Text to image takes no reference image.", path: ["filesUrl"] })
  .refine((v) => v.generateMode === undefined || v.generateMode === "text-to-image" || (v.filesUrl.length >= 1 && v.filesUrl.length <= MAX_REMIX_REFERENCES), {
    message: `Upload 1 to ${MAX_REMIX_REFERENCES} images.`,
    path: ["filesUrl"],
  });
export type GenerateImageRequest = z.infer<typeof generateImageRequestSchema>;

/** The spec's task status: SUCCESS and GENERATE_FAILED end polling; GENERATING means keep polling. */
export const taskStatusSchema = z.enum(["GENERATING", "SUCCESS", "GENERATE_FAILED"]);

/** GET /api/{service}/4o-image/result/{taskId} data (spec 01 sections 3 and 4). */
export const taskResultSchema = z.object({
  taskId: z.string(),
  progress: z.string().regex(/^[01]\.\d\d$/),
  status: taskStatusSchema,
  state: z.enum(["queued", "running", "succeeded", "failed", "timed_out", "cancelled"]),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  response: z.object({ resultUrls: z.array(z.string()) }),
  resultUrls: z.array(z.string()),
  thumbUrls: z.array(z.string()),
  url: z.string().nullable(),
  aspect: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  resolution: z.string(),
  prompt: z.string(),
  model: z.string(),
  provider: z.string(),
  createTime: z.string(),
  completeTime: z.string().nullable(),
  paramJson: z.string(),
});
export type TaskResultView = z.infer<typeof taskResultSchema>;

/** POST /api/ai-design/chatgpt-4o/generate-image (synchronous form). */
export const chatgptImageRequestSchema = z.object({
  filesUrl: z.array(imageReferenceSchema).max(10).default([]),
  n: z.coerce.number().int().min(1).max(4).default(1),
  prompt: z.string().trim().min(1).max(4000),
  quality: z.enum(["low", "medium", "high", "auto"]).default("medium"),
  size: z.literal("1024x1024").default("1024x1024"),
});

export { editModes, type EditMode } from "./model-names";

/** One model this site can run (GET /api/ai-design/models): only configured providers' models, plus `local`. */
export const aiModelSchema = z.object({
  name: z.string(),
  /** The provider that runs it: local, openai, flux, ideogram, recraft. */
  provider: z.string(),
  /** Its short display name ('Studio' for the local designer). */
  label: z.string(),
  /** The icon design modal's modes that run on this model here. */
  modes: z.array(z.enum(["quick", "max"])),
  default: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;
/** GET /api/ai-design/models data: `default` is what a generation naming no model runs on. */
export const aiModelsSchema = z.object({ default: z.string(), list: z.array(aiModelSchema) });
export type AiModels = z.infer<typeof aiModelsSchema>;

/**
 * POST /api/ai-design/4o-image/edit-image: change one of the user's results (spec 02 sections 2-4,
 * magic editor state). `action: "color"` recolours only (from `palette` or the references' colours);
 * otherwise references are style samples or images to take the style from.
 */
export const editImageRequestSchema = z
  .object({
    image: imageReferenceSchema,
    prompt: z.string().trim().max(4000).default(""),
    filesUrl: z.array(imageReferenceSchema).max(3).default([]),
    nVariants: z.union([z.literal(1), z.literal(4)]).default(1),
    action: z.enum(["", "color"]).default(""),
    /** One of the 20 named palettes of the Choose color dialog (checked by the server). */
    palette: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => v.prompt.length > 0 || v.filesUrl.length > 0 || v.palette !== undefined, {
    message: "Please upload the images or enter your prompt.",
    path: ["prompt"],
  })
  .refine((v) => v.action !== "color" || v.palette !== undefined || v.filesUrl.length > 0, { message: "Choose a colour palette.", path: ["palette"] });
export type EditImageRequest = z.input<typeof editImageRequestSchema>;

/** A submit's answer (generate, edit): the task id, polled at /api/{service}/4o-image/result/{taskId}. */
export const taskIdSchema = z.string().describe("The task id");
