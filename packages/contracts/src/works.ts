import { z } from "zod";

/**
 * The user's works (issue 21, spec 03 sections 2 and 4): every design made in the editor (a logo's
 * own design, business cards, posters and social images, signatures, VI cards, invoices) as one
 * versioned design document. The server validates `document` with @studio/design's
 * parseDesignDocument; contracts keep it an object so they do not depend on the design package.
 */

/** Spec 03 section 2's side bar kinds (the tab "all" lists every kind). */
export const WORK_KINDS = ["logo", "bizcard", "design", "signature", "vi", "invoice"] as const;
export const workKindSchema = z.enum(WORK_KINDS);
export type WorkKind = z.infer<typeof workKindSchema>;
export const WORK_LIST_TYPES = ["all", ...WORK_KINDS] as const;
export type WorkListType = (typeof WORK_LIST_TYPES)[number];

/** Works list in pages of 12, like the saved logos (docs/classic-maker.md). */
export const WORK_PAGE_SIZE = 12;
/** The largest design document a work keeps, as JSON bytes (the save route's body limit is just above it). */
export const WORK_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many works per user (the server refuses more with SAVE_FAILED). */
export const WORKS_MAX = 2000;
/** A work's name, also the spec's "design and template names required". */
export const WORK_NAME_MAX = 80;

export const workIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const workParamsSchema = z.object({ id: workIdSchema });
/** POST /api/user/delete/{model_id}: the spec's name for a poster's or card's id. */
export const modelParamsSchema = z.object({ model_id: workIdSchema });

export const workNameSchema = z.string().trim().min(1, "Design name is required.").max(WORK_NAME_MAX);
/** A design document as posted: checked by the server's parseDesignDocument, not here. */
export const workDocumentSchema = z.record(z.string(), z.unknown());
/** A canvas preset key of spec 03 (instagram-post, poster, ...), or null for a custom size. */
export const workPresetSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
  .nullable();

/** A work in a list: enough to draw its card and open it (the document comes with GET by id). */
export const workSummarySchema = z.object({
  id: z.number().int(),
  kind: workKindSchema,
  name: z.string(),
  preset: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  /** 1 when made, +1 on every save; a save names the version it was made from. */
  version: z.number().int(),
  /** A signed /oss link to a small PNG of the last saved version, or null while there is none. */
  thumbnail: z.string().nullable(),
  /** The saved logo (`fa_id`) whose design this work edits, or null. */
  logo_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkSummary = z.infer<typeof workSummarySchema>;

/**
 * A business card's back (issue 22): a second design document of the front's size, kept beside the
 * work's one-page `document`; null for every other kind and for a one-sided card (docs/bizcard.md).
 * Optional in the answer's schema so clients and fixtures made before it still read.
 */
export const workBackSchema = workDocumentSchema.nullable();
export const workSchema = workSummarySchema.extend({ document: workDocumentSchema, back: workBackSchema.optional() });
export type Work = z.infer<typeof workSchema>;

/**
 * POST /api/user/ai-design/works: a new work. `kind: "logo"` with `logo_id` and no document starts
 * from that saved logo's design (owner only); every other work needs its document.
 */
export const createWorkBodySchema = z
  .object({
    kind: workKindSchema,
    name: workNameSchema.optional(),
    document: workDocumentSchema.optional(),
    /** A business card's back (kind bizcard only). */
    back: workDocumentSchema.optional(),
    preset: workPresetSchema.optional(),
    logo_id: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((body) => body.document !== undefined || (body.kind === "logo" && body.logo_id !== undefined), {
    message: "A design document is required (or kind logo with logo_id).",
    path: ["document"],
  })
  .refine((body) => body.logo_id === undefined || body.kind === "logo", { message: "logo_id goes with kind logo.", path: ["logo_id"] })
  .refine((body) => body.back === undefined || body.kind === "bizcard", { message: "Only a business card has a back.", path: ["back"] })
  .refine((body) => body.name !== undefined || body.logo_id !== undefined, { message: "Design name is required.", path: ["name"] });
export type CreateWorkBody = z.input<typeof createWorkBodySchema>;

/** PUT /api/user/ai-design/works/{id}: `version` is the one the client last saw; a stale one answers 409 WORK_CONFLICT with the current work. */
export const saveWorkBodySchema = z.object({
  name: workNameSchema.optional(),
  document: workDocumentSchema,
  /** A business card's back: left out keeps the stored one, null removes it. */
  back: workBackSchema.optional(),
  version: z.number().int().min(1),
});
export type SaveWorkBody = z.input<typeof saveWorkBodySchema>;

/**
 * GET /api/user/ai-design/works/list?page&type (data.list). The spec's bare GET /api/user/ai-design/works and
 * POST .../works/duplicate/{id} already answer the AI image records (modules/images); the editor's works use
 * .../works/list and .../works/copy {id} beside them.
 */
export const workListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.enum(WORK_LIST_TYPES).default("all"),
});
export type WorkListQuery = z.input<typeof workListQuerySchema>;

export const workListSchema = z.object({
  list: z.array(workSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** False on the last page: the browser stops loading (an empty page ends it too). */
  more: z.boolean(),
  /** The kinds this user has works of, so the side bar shows only tabs with something behind them. */
  kinds: z.array(workKindSchema),
});
export type WorkList = z.infer<typeof workListSchema>;

export const deleteWorkResultSchema = z.object({ id: z.number().int() });

/** Spec 01 section 2 product codes of the poster record's `type`: poster 1, bizcard 2. */
export const POSTER_TYPE_CODES = { design: 1, bizcard: 2 } as const;
/** Spec 03 section 3 layouts: horizontal 1, vertical 2, square 3. */
export const POSTER_LAYOUT_CODES = { horizontal: 1, vertical: 2, square: 3 } as const;

/** GET /api/cards/getUserModelList?page: the spec's poster record, a view of the user's design and bizcard works. */
export const posterRecordSchema = z.object({
  model_id: z.number().int(),
  model_name: z.string(),
  type: z.number().int(),
  width: z.number(),
  height: z.number(),
  layout: z.number().int(),
  /** No PDF is kept per work: the export route draws one on request (POST /api/user/ai-design/works/export/{id}). */
  pdf_path: z.string(),
  /** The thumbnail (signed /oss link), or "" while there is none. */
  url: z.string(),
});
export type PosterRecord = z.infer<typeof posterRecordSchema>;

export const modelListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const modelListSchema = z.object({
  list: z.array(posterRecordSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  more: z.boolean(),
});
export type ModelList = z.infer<typeof modelListSchema>;
export const deleteModelResultSchema = z.object({ model_id: z.number().int() });
