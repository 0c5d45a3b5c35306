import { z } from "zod";
import { generateModeSchema, MAX_BULK_CSV_CHARS, MAX_BULK_LINES, MAX_BULK_REFERENCES } from "./generator-fields";
import { languageSchema } from "./language";
import { aspectRatioSchema, imageReferenceSchema, taskStatusSchema } from "./tasks";

export * from "./generator-fields";

/**
 * The AI image generator's calls (spec 02 sections 2-9, issue 18). Routes:
 * - POST /api/ai-design/ai-image/4o-image/generate-image: one generation, body `generateImageRequestSchema`
 *   with `generateMode` set (the spec's `{variant}` route; its fields are in tasks.ts); data is the task id,
 *   polled at GET /api/ai-image/4o-image/result/{taskId} or streamed at GET /api/ai-design/tasks/{taskId}/events.
 * - POST /api/ai-design/bulks: a bulk (`bulkSubmitSchema`), one task per line; data `bulkCreatedSchema`.
 * - GET /api/ai-design/bulks?size=: this user's recent bulks, newest first; data `bulkStatusSchema[]`.
 * - GET /api/ai-design/bulks/{bulkId}: one bulk's lines; data `bulkStatusSchema`. Another user's bulk is 404.
 * - GET /api/ai-design/bulks/{bulkId}/results.zip: every finished line's images in ONE zip (application/zip),
 *   named `{line:02}-{prompt slug}-{n}.{ext}`; 404 for another user's bulk, 409 while no line has an image.
 * - GET /api/ai-design/tasks/queue: this user's waiting and running tasks and the recent failed ones; data `taskQueueSchema`.
 * - POST /api/ai-design/tasks/{taskId}/retry: a failed, timed-out or cancelled task again (same input, charged again,
 *   the same bulk line when it was one); data is the new task id.
 * - POST /api/ai-design/tasks/{taskId}/cancel (exists): cancel a waiting or running task, credits back at once.
 * Costs come from GET /api/credits/costs through `generatorCost` (@studio/domain): what the browser shows is what is charged.
 */

/**
 * The generator form of spec 02 section 3 (`form` of the generator state) as the browser keeps it.
 * Submitting maps it onto the generate request: amount -> nVariants, aspect -> size, plus the mode.
 */
export const generatorFormSchema = z.object({
  amount: z.number().int().min(1).max(8),
  aspect: aspectRatioSchema.default("1:1"),
  filesUrl: z.array(imageReferenceSchema).max(MAX_BULK_REFERENCES).default([]),
  /** 'chatgpt' when OpenAI is configured, else `local` (GET /api/ai-design/models answers `default`). */
  model: z.string().min(1).max(60),
  prompt: z.string().max(4000).default(""),
  style: z.string().max(80).default("auto"),
  substyle: z.string().max(80).default(""),
});
export type GeneratorForm = z.infer<typeof generatorFormSchema>;

/** POST /api/ai-design/bulks: one prompt per line (`prompts`) or a CSV file's text with a `prompt` column (`csv`). */
export const bulkSubmitSchema = z
  .object({
    prompts: z.array(z.string().trim().min(1).max(4000)).min(1).max(MAX_BULK_LINES).optional(),
    csv: z.string().max(MAX_BULK_CSV_CHARS).optional(),
    /** Reference images shared by every line (remix of each line's prompt). */
    filesUrl: z.array(imageReferenceSchema).max(MAX_BULK_REFERENCES).default([]),
    size: aspectRatioSchema.default("1:1"),
    model: z.string().min(1).max(60).optional(),
    /** Images per line; at most the model's images per generation (default: that number). */
    nVariants: z.coerce.number().int().min(1).max(8).optional(),
    scene: z.string().trim().max(80).optional(),
    style: z.string().trim().max(80).optional(),
    substyle: z.string().trim().max(80).optional(),
    lang: languageSchema.optional(),
  })
  .refine((v) => (v.prompts === undefined) !== (v.csv === undefined), { message: "Send either prompts or csv.", path: ["prompts"] });
export type BulkSubmitRequest = z.input<typeof bulkSubmitSchema>;

/** A bulk's answer: its id and one task id per line, in line order. */
export const bulkCreatedSchema = z.object({ bulkId: z.string().uuid(), taskIds: z.array(z.string().uuid()) });
export type BulkCreated = z.infer<typeof bulkCreatedSchema>;

const taskStateSchema = z.enum(["queued", "running", "succeeded", "failed", "timed_out", "cancelled"]);

/** One line of a bulk: its latest task (a retry replaces the failed one here). */
export const bulkLineSchema = z.object({
  /** 0-based line number. */
  index: z.number().int().min(0),
  prompt: z.string(),
  taskId: z.string().uuid(),
  state: taskStateSchema,
  status: taskStatusSchema,
  progress: z.string().regex(/^[01]\.\d\d$/),
  resultUrls: z.array(z.string()),
  thumbUrls: z.array(z.string()),
  errorMessage: z.string().nullable(),
  /** How many tasks this line has had (1, or more after retries). */
  tries: z.number().int().min(1),
});
export type BulkLine = z.infer<typeof bulkLineSchema>;

/** GET /api/ai-design/bulks/{bulkId}. */
export const bulkStatusSchema = z.object({
  bulkId: z.string().uuid(),
  createTime: z.string(),
  model: z.string(),
  aspect: z.string(),
  lines: z.array(bulkLineSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** True when no line is waiting or running. */
  finished: z.boolean(),
});
export type BulkStatus = z.infer<typeof bulkStatusSchema>;

/** One task of the queue panel. */
export const queueItemSchema = z.object({
  taskId: z.string().uuid(),
  /** The task kind: image.generate or image.edit. */
  kind: z.string(),
  generateMode: generateModeSchema.nullable(),
  /** The ledger kind it was charged under (text2img, img2img, aiimage), null when free. */
  ledgerKind: z.string().nullable(),
  cost: z.number().int(),
  model: z.string(),
  provider: z.string(),
  state: taskStateSchema,
  status: taskStatusSchema,
  progress: z.string().regex(/^[01]\.\d\d$/),
  prompt: z.string(),
  createTime: z.string(),
  bulkId: z.string().uuid().nullable(),
  bulkLine: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  /** A failed, timed-out or cancelled task can be retried (POST /api/ai-design/tasks/{taskId}/retry). */
  retryable: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** GET /api/ai-design/tasks/queue: waiting and running tasks (oldest first), then failed ones of the last 24 hours (newest first, at most 10). */
export const taskQueueSchema = z.object({
  /** Spec 02 section 5: 10. */
  limit: z.number().int(),
  /** Waiting plus running tasks now; a submit is refused with TASK_QUEUE_FULL at `limit`. */
  unfinished: z.number().int(),
  active: z.array(queueItemSchema),
  failed: z.array(queueItemSchema),
});
export type TaskQueue = z.infer<typeof taskQueueSchema>;
