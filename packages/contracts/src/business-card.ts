import { z } from "zod";

/** A business card's files (issue 22): a PNG of one side, a PDF of both sides, or the print-ready PDF (bleed, crop marks, CMYK). */
export const BUSINESS_CARD_FORMATS = ["png", "pdf", "print-pdf"] as const;
export const businessCardFormatSchema = z.enum(BUSINESS_CARD_FORMATS);
export type BusinessCardFormat = z.infer<typeof businessCardFormatSchema>;

/** A card has a front and at most a back. */
export const BUSINESS_CARD_MAX_PAGES = 2;

const id = z.number().int().min(1).max(2_147_483_647);

/**
 * POST /api/businesscard/download (spec 03 section 7, "with the export payload"): the card as the
 * editor holds it (`pages`: front, then back) or a saved card (`work_id`, a work of kind bizcard), in
 * one format. With both, the pages are drawn and the work's download rules apply. The answer is the
 * file's URL on GET /api/businesscard/download/{fa_id}.
 */
export const businessCardDownloadSchema = z
  .object({
    work_id: id.optional(),
    /** Design documents (@studio/design, kind card); the server migrates and validates them. */
    pages: z.array(z.record(z.string(), z.unknown())).min(1).max(BUSINESS_CARD_MAX_PAGES).optional(),
    format: businessCardFormatSchema,
    /** PNG only: the side drawn, 0 front (default), 1 back. */
    side: z
      .number()
      .int()
      .min(0)
      .max(BUSINESS_CARD_MAX_PAGES - 1)
      .optional(),
    /** PNG only: width in pixels (default the card's own, 2000 for a landscape card); at most 5000 px a side. */
    width: z.number().int().min(1).max(1_000_000).optional(),
    /** The logo the card is made from (a saved logo's fa_id, or its design id `logo:{fa_id}` / `task:{taskId}:{n}`): its Brand package includes the card. */
    logo: z.union([id, z.string().min(1).max(120)]).optional(),
    /** The file's name without extension; letters, digits and dashes are kept. */
    name: z.string().max(120).optional(),
  })
  .refine((body) => body.work_id !== undefined || body.pages !== undefined, {
    message: "Send the card's pages or the id of a saved card (work_id).",
    path: ["pages"],
  });
export type BusinessCardDownload = z.input<typeof businessCardDownloadSchema>;

export const businessCardDownloadResultSchema = z.object({ url: z.string(), filename: z.string() });
export type BusinessCardDownloadResult = z.infer<typeof businessCardDownloadResultSchema>;

/** GET /api/businesscard/download/{fa_id}: the file's id (a keyed digest the server made); `name` names the download. */
export const businessCardFileParamsSchema = z.object({ fa_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const businessCardFileQuerySchema = z.object({
  format: businessCardFormatSchema,
  name: z.string().max(160).optional(),
  /** The drawing's version the URL was made for: a newer drawing of the same card replaced it (404). */
  v: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
});
