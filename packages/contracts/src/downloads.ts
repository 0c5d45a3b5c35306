import { z } from "zod";

/** Spec 02 section 7: the download popover's formats (JPG, transparent PNG, vector SVG). */
export const downloadFormats = ["jpg", "png", "svg"] as const;
export const downloadFormatSchema = z.enum(downloadFormats);
export type DownloadFormatName = z.infer<typeof downloadFormatSchema>;

/** One result image of a finished task: its id and the 0-based position in resultUrls. */
export const downloadTargetSchema = z.object({
  taskId: z.string().trim().min(1).max(64),
  index: z.coerce.number().int().min(0).max(15),
});
export type DownloadTarget = z.infer<typeof downloadTargetSchema>;

/**
 * One image record by its id (GET /api/ai-design/ai-images): how a record without a task, a copy or
 * a saved upload, is downloaded through the same routes and rules as a task result.
 */
export const recordDownloadTargetSchema = z.object({ imageId: z.coerce.number().int().min(1).max(2147483647) });
export type RecordDownloadTarget = z.infer<typeof recordDownloadTargetSchema>;

/** What the download, status and favicon routes accept: a task result, or an image record. */
export const downloadSubjectSchema = z.union([downloadTargetSchema, recordDownloadTargetSchema]);
export type DownloadSubject = z.infer<typeof downloadSubjectSchema>;

/** The paid-download item of a subject, as the credits ledger records it: task:{taskId}:{index} or image:{id}. */
export const downloadItemOf = (subject: DownloadSubject): string =>
  "imageId" in subject ? `image:${subject.imageId}` : `task:${subject.taskId}:${subject.index}`;

/** POST /api/ai-design/download/{format} */
export const downloadParamsSchema = z.object({ format: downloadFormatSchema });

export const downloadResultSchema = z.object({
  /** The converted file, /oss/ai-images/{format}/{name}.{ext}. */
  url: z.string(),
  format: downloadFormatSchema,
  paid: z.literal(true),
  /** Credits this request took: the format's cost the first time, 0 once paid (or free quota, Pro, bypass). */
  cost: z.number().int(),
  source: z.enum(["credits", "free_quota", "pro", "bypass", "paid", "partner"]),
});
export type DownloadResult = z.infer<typeof downloadResultSchema>;

/** GET /api/ai-design/download/status: 1 when the format is already paid for this image, else 0. */
export const downloadStatusSchema = z.object({
  jpg: z.union([z.literal(0), z.literal(1)]),
  png: z.union([z.literal(0), z.literal(1)]),
  svg: z.union([z.literal(0), z.literal(1)]),
});
export type DownloadStatus = z.infer<typeof downloadStatusSchema>;

/** POST /api/ai-design/favicon */
export const faviconResultSchema = z.object({
  url: z.string(),
  files: z.array(z.string()),
  /** Credits this request took (the PNG cost unless the transparent PNG was already paid). */
  cost: z.number().int(),
  /** The <link> tags to paste into a page head (also in the zip as favicon.html). */
  html: z.string(),
});
export type FaviconResult = z.infer<typeof faviconResultSchema>;

/** GET /api/ai-design/brand/offer: whether the companion branding platform is configured (BRAND_PLATFORM_URL). */
export const brandOfferSchema = z.object({ enabled: z.boolean() });
export type BrandOffer = z.infer<typeof brandOfferSchema>;

/** POST /api/ai-design/brand/setup (owner only): the platform link carrying the logo's address and name. */
export const brandSetupSchema = z.object({ url: z.string(), logoUrl: z.string(), name: z.string() });
export type BrandSetup = z.infer<typeof brandSetupSchema>;
