import { z } from "zod";

/**
 * Bulk fill (issue 22): a card work plus a CSV gives one file per row, zipped (docs/bulk-fill.md).
 * A row's file is a PNG (the front), a PDF or a print PDF (bleed, crop marks, CMYK: the front, then
 * the back when the card has one, both filled from the row).
 */
export const BULK_FILL_FORMATS = ["png", "pdf", "print-pdf"] as const;
export const bulkFillFormatSchema = z.enum(BULK_FILL_FORMATS);
export type BulkFillFormat = z.infer<typeof bulkFillFormatSchema>;

/** The card fields a CSV column may fill (@studio/domain CSV_CARD_FIELDS; the logo is the template's own). */
export const bulkFillFieldSchema = z.enum(["name", "title", "company", "phone", "email", "web", "address", "code"]);

/** A CSV of at most 1 MB (UTF-8 bytes, checked by the server with @studio/domain's readCardCsv); this bounds the characters. */
export const BULK_FILL_CSV_MAX_CHARS = 1_000_000;

/** POST /api/user/bulk-fill */
export const startBulkFillBodySchema = z.object({
  /** The user's card work (kind bizcard, or any work whose document has card fields). */
  work_id: z.number().int().min(1).max(2_147_483_647),
  csv: z.string().min(1).max(BULK_FILL_CSV_MAX_CHARS),
  /** Card field -> CSV column (header name); fields left out keep the template's words. */
  mapping: z.partialRecord(bulkFillFieldSchema, z.string().min(1).max(200)),
  /** The column each file is named from; null or absent: card-1, card-2, ... */
  name_column: z.string().min(1).max(200).nullable().optional(),
  format: bulkFillFormatSchema,
  /** PNG width in pixels (the card's own width unless asked; at most 5000). */
  width: z.number().int().min(16).max(5000).optional(),
});
export type StartBulkFillBody = z.infer<typeof startBulkFillBodySchema>;

export const BULK_FILL_STATES = ["queued", "running", "succeeded", "failed"] as const;
export const bulkFillStateSchema = z.enum(BULK_FILL_STATES);
export type BulkFillState = z.infer<typeof bulkFillStateSchema>;

export const bulkFillJobParamsSchema = z.object({ id: z.uuid() });

/** A bulk fill as its owner sees it: progress is done / total rows; the zip is downloadable once succeeded. */
export const bulkFillJobSchema = z.object({
  id: z.uuid(),
  work_id: z.number().int(),
  format: bulkFillFormatSchema,
  state: bulkFillStateSchema,
  total: z.number().int(),
  done: z.number().int(),
  /** Why it failed (English; the browser shows its own words for `error_code`). */
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  /** GET this to download the zip (owner only), once succeeded. */
  zip_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BulkFillJob = z.infer<typeof bulkFillJobSchema>;
