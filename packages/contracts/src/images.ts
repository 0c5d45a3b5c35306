import { z } from "zod";
import { FEATURED_PAGE_SIZE, IMAGE_PAGE_SIZE, MAX_PAGE_SIZE, SAMPLES_PAGE_SIZE } from "./page-sizes";

/**
 * Spec 01 section 3: the edit actions seen on image records, plus `generate` for a plain generation
 * and `upload` for a record made from the user's own uploaded image (to bind a tag to it, spec 02 section 7),
 * `tool` for a result of an image tool (issue 19; erase and watermark removal are `erase`).
 */
export const imageActionTypes = ["generate", "magicedit", "modify", "variation", "erase", "inpainting", "upload", "tool"] as const;
export const imageActionTypeSchema = z.enum(imageActionTypes);
export type ImageActionType = z.infer<typeof imageActionTypeSchema>;

/** What a record is (spec 02 section 3 `type`); tags are kept per product type. */
export const imageRecordTypes = ["image", "logo", "icon"] as const;
export const imageRecordTypeSchema = z.enum(imageRecordTypes);
export type ImageRecordType = z.infer<typeof imageRecordTypeSchema>;

// In a module without zod: the browser's first screen pages through works before it loads any schema.
export { FEATURED_PAGE_SIZE, IMAGE_PAGE_SIZE, MAX_PAGE_SIZE, SAMPLES_PAGE_SIZE } from "./page-sizes";

/** An image of this site: an /oss/ path (or the same as an absolute URL of this host; the server checks the host). */
export const ossUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .refine((v) => v.startsWith("/oss/") || /^https?:\/\/[^/]+\/oss\//i.test(v), { message: "must be an /oss/ address of this site" });

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const sizeSchema = (fallback: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);
/** Query flags arrive as text: 1/true/yes are on. */
const flagSchema = z
  .union([z.boolean(), z.enum(["0", "1", "true", "false", "yes", "no", ""])])
  .optional()
  .transform((v) => v === true || v === "1" || v === "true" || v === "yes");
/** Keywords search the prompt; an empty string means no filter. */
const keywordsSchema = z.string().trim().max(200).optional();

/** GET /api/ai-design/ai-images */
export const imageListQuerySchema = z.object({
  keywords: keywordsSchema,
  page: pageSchema,
  scene_id: z.string().trim().max(80).optional(),
  /** The spec's name for scene_id (spec 02 section 7: sceneId); either filters by scene. */
  sceneId: z.string().trim().max(80).optional(),
  /** Admins see every user's records unless self is set; everyone else only ever sees their own. */
  self: flagSchema,
  size: sizeSchema(IMAGE_PAGE_SIZE),
  /** all: every visible record; featured: only records that are featured samples. */
  tab: z.enum(["all", "featured"]).default("all"),
  tag: z.coerce.number().int().positive().optional(),
  type: imageRecordTypeSchema.optional(),
  /** Only the records the caller marked as favourite (PUT /api/ai-design/ai-images/{id}/favourite). */
  favourite: flagSchema,
});
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;

/** GET /api/user/ai-design/works */
export const worksQuerySchema = z.object({ page: pageSchema, size: sizeSchema(IMAGE_PAGE_SIZE), type: imageRecordTypeSchema.optional() });

/**
 * A tag of a product type (`type`: image, logo, icon). `user_id` null: a shared tag an admin made,
 * offered to everyone; otherwise the user's own tag, seen and used only by them (and admins).
 */
export const imageTagSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string(), user_id: z.number().int().nullable().optional() });
export type ImageTag = z.infer<typeof imageTagSchema>;

export const featuredSampleSchema = z.object({ img_id: z.number().int(), preview: z.string(), prompt: z.string(), created_at: z.string() });
export type FeaturedSample = z.infer<typeof featuredSampleSchema>;

export const imageModelSchema = z.object({ name: z.string(), short_title: z.string(), out_image: z.string() });

export const imageContentSchema = z.object({
  input: z.array(z.string()).optional(),
  prompt: z.string().optional(),
  seed: z.number().optional(),
  image_weight: z.number().optional(),
  gpt4oImages: z.array(z.string()).optional(),
  reference: z.object({ preview: z.string() }).optional(),
  aspect: z.string().optional(),
  resolution: z.string().optional(),
  /** An image tool's result (issue 19): which tool made it and which method ran. */
  tool: z.string().optional(),
  method: z.string().optional(),
});
export type ImageContent = z.infer<typeof imageContentSchema>;

/**
 * The record's owner as the admin showcase's user widget shows it (spec 02 section 3 `user`).
 * Only admin lists of everyone's records carry it; other answers leave it out.
 */
export const imageOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  designer_type: z.number().int(),
  blacklisted: z.boolean(),
});
export type ImageOwner = z.infer<typeof imageOwnerSchema>;

/** One AI image record as the lists answer it (spec 01 section 3, 02 section 3). */
export const imageRecordSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  task_id: z.string().nullable(),
  groupId: z.string(),
  action_type: imageActionTypeSchema,
  prompt: z.string(),
  model: imageModelSchema,
  style: z.string(),
  scene: z.string(),
  src: z.string(),
  url: z.string(),
  preview: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  aspect: z.string(),
  type: z.string(),
  content: imageContentSchema,
  // Any JSON or null: plain unknown, since "unknown or null" is a schema that matches anything either way.
  design: z.unknown().describe("The editable design of the image (any JSON), or null"),
  tags: z.array(imageTagSchema),
  sample: featuredSampleSchema.nullable(),
  /** Whether the caller marked this record as a favourite (always sent by the server; optional for older fixtures). */
  favourite: z.boolean().optional(),
  created_at: z.string(),
  user: imageOwnerSchema.optional(),
  /** The record an image tool's result was made from (before/after), or null. */
  parent_id: z.number().int().nullable().optional(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;

/** POST /api/ai-design/ai-images: save an image (spec 02 section 7 image service helpers). */
export const saveImageRequestSchema = z.object({
  type: imageRecordTypeSchema.default("image"),
  action_type: imageActionTypeSchema.default("generate"),
  aspect: z.string().trim().max(20).default("1:1"),
  content: z.object({ aspect: z.string().max(20).optional(), prompt: z.string().max(4000).optional(), resolution: z.string().max(40).optional() }).default({}),
  height: z.coerce.number().int().min(0).max(16384).default(0),
  width: z.coerce.number().int().min(0).max(16384).default(0),
  /** The image itself; `src` defaults to it (the browser often only knows the preview). */
  src: ossUrlSchema.optional(),
  preview: ossUrlSchema,
  /** The image this one was made from (kept as content.reference.preview). */
  prev_preview: ossUrlSchema.optional(),
  prompt: z.string().trim().max(4000).default(""),
  model: z.string().trim().max(60).default(""),
  style: z.string().trim().max(80).default(""),
  scene: z.string().trim().max(80).default(""),
});
export type SaveImageRequest = z.infer<typeof saveImageRequestSchema>;

/**
 * POST /api/ai-design/ai-images/{id}/tags: the spec's "update tag by image id and tag id" sends one
 * `tag_id`; `tag_ids` sets several at once (an empty list clears them). One of the two is required.
 */
export const setImageTagsRequestSchema = z
  .object({ tag_id: z.coerce.number().int().positive().optional(), tag_ids: z.array(z.number().int().positive()).max(20).optional() })
  .refine((body) => (body.tag_id === undefined) !== (body.tag_ids === undefined), { message: "Send tag_id or tag_ids." })
  .transform((body) => ({ tag_ids: body.tag_ids ?? (body.tag_id === undefined ? [] : [body.tag_id]) }));
/** A tag name's length, and how many own tags a user may keep per product type (server-enforced). */
export const TAG_NAME_MAX = 40;
export const MAX_OWN_TAGS_PER_TYPE = 100;
const tagNameSchema = z.string().trim().min(1).max(TAG_NAME_MAX);

/**
 * GET /api/ai-design/ai-images/tags?type=&page=&size=: the shared tags plus the caller's own (visitors:
 * shared only), by name; pages of 20, the browser's 'more' is "the page came back full", page 1 resets.
 */
export const tagListQuerySchema = z.object({ type: imageRecordTypeSchema.optional(), page: pageSchema, size: sizeSchema(IMAGE_PAGE_SIZE) });
/**
 * POST /api/ai-design/ai-images/tags: a user makes their own tag; an admin makes a shared one. A name
 * that exists (same owner and type) answers that tag; names are unique per user and product type.
 */
export const createTagRequestSchema = z.object({ type: imageRecordTypeSchema, name: tagNameSchema });
/** PUT /api/ai-design/image-tags/{id}: rename (own tags; admins also shared ones). DELETE removes it from every record. */
export const updateTagRequestSchema = z.object({ name: tagNameSchema });
/** PUT (add) and DELETE (remove) /api/ai-design/ai-images/{id}/tags/{tag_id}: answer the record. */
export const imageTagParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  tag_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/**
 * POST /api/ai-design/ai-images/bind-tag (spec 02 section 7 'bind tag to an uploaded image'): `src` is
 * the caller's own upload (POST /api/ai-design/upload-image's `src`, /oss/uploads/{userId}/...). The
 * upload becomes a record (action_type `upload`, once per user and file) and gets these tags. Answers the record.
 */
export const bindTagRequestSchema = z
  .object({
    src: ossUrlSchema,
    type: imageRecordTypeSchema.default("image"),
    tag_id: z.coerce.number().int().positive().optional(),
    tag_ids: z.array(z.number().int().positive()).min(1).max(20).optional(),
    prompt: z.string().trim().max(4000).default(""),
  })
  .refine((body) => (body.tag_id === undefined) !== (body.tag_ids === undefined), { message: "Send tag_id or tag_ids." })
  .transform(({ tag_id, tag_ids, ...rest }) => ({ ...rest, tag_ids: tag_ids ?? (tag_id === undefined ? [] : [tag_id]) }));
export type BindTagRequest = z.infer<typeof bindTagRequestSchema>;

/**
 * PUT (mark) and DELETE (unmark) /api/ai-design/ai-images/{id}/favourite: both idempotent. Favourites
 * of image records, not the classic maker's saved logos (/api/user/favourite).
 */
export const imageFavouriteSchema = z.object({ id: z.number().int(), favourite: z.boolean() });
export type ImageFavourite = z.infer<typeof imageFavouriteSchema>;

export const featuredListQuerySchema = z.object({ page: pageSchema, size: sizeSchema(FEATURED_PAGE_SIZE), type: imageRecordTypeSchema.optional() });
/** A featured sample with the record it features. */
export const featuredEntrySchema = featuredSampleSchema.extend({ image: imageRecordSchema });
export const createFeaturedRequestSchema = z.object({
  img_id: z.coerce.number().int().positive(),
  preview: ossUrlSchema.optional(),
  prompt: z.string().trim().max(400).optional(),
});
export const updateFeaturedRequestSchema = z
  .object({ preview: ossUrlSchema.optional(), prompt: z.string().trim().max(400).optional() })
  .refine((v) => v.preview !== undefined || v.prompt !== undefined, { message: "Nothing to change.", path: ["prompt"] });

/** Admin-managed samples (spec 01 section 7). */
export const sampleSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  scene: z.string(),
  style: z.string(),
  model: z.string(),
  prompt: z.string(),
  src: z.string(),
  preview: z.string(),
  aspect: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sort: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImageSample = z.infer<typeof sampleSchema>;
export const sampleListQuerySchema = z.object({
  page: pageSchema,
  size: sizeSchema(SAMPLES_PAGE_SIZE),
  type: imageRecordTypeSchema.optional(),
  scene: z.string().trim().max(80).optional(),
  keywords: keywordsSchema,
});
export const createSampleRequestSchema = z.object({
  type: imageRecordTypeSchema.default("image"),
  scene: z.string().trim().max(80).default(""),
  style: z.string().trim().max(80).default(""),
  model: z.string().trim().max(60).default(""),
  prompt: z.string().trim().max(4000).default(""),
  src: ossUrlSchema,
  preview: ossUrlSchema.optional(),
  aspect: z.string().trim().max(20).default("1:1"),
  width: z.coerce.number().int().min(0).max(16384).default(0),
  height: z.coerce.number().int().min(0).max(16384).default(0),
  sort: z.coerce.number().int().min(-100_000).max(100_000).default(0),
});
export const updateSampleRequestSchema = z
  .object({
    type: imageRecordTypeSchema,
    scene: z.string().trim().max(80),
    style: z.string().trim().max(80),
    model: z.string().trim().max(60),
    prompt: z.string().trim().max(4000),
    src: ossUrlSchema,
    preview: ossUrlSchema,
    aspect: z.string().trim().max(20),
    width: z.coerce.number().int().min(0).max(16384),
    height: z.coerce.number().int().min(0).max(16384),
    sort: z.coerce.number().int().min(-100_000).max(100_000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change." });

// modelFamily and modelShortTitle need no zod: model-names.ts, also in @studio/contracts/plain.
export { modelFamily, modelShortTitle } from "./model-names";

/** GET /api/user/ai-design/works: spec 03 section 7 reads the records at data.data.list (body, envelope data, list). */
export const worksPageSchema = z.object({ list: z.array(imageRecordSchema), page: z.number().int(), size: z.number().int() });
export type WorksPage = z.infer<typeof worksPageSchema>;

/**
 * POST /api/{type}/ideogram/describe data (spec 01 section 4: data.data[0].text). `source` is
 * `local` when the offline colour-and-shape analysis made it (no vision model configured), the
 * answer's header `x-description` says the same.
 */
export const imageDescriptionSchema = z.object({ data: z.array(z.object({ text: z.string() })).min(1), source: z.enum(["local", "vendor"]) });
export type ImageDescription = z.infer<typeof imageDescriptionSchema>;

/** A delete's answer (an image record, a featured sample, an admin sample): the id that is gone. */
export const removedSchema = z.object({ id: z.number().int() });
