import { z } from "zod";
import { faIdSchema } from "./favourites";

/**
 * E-mail signatures (spec 03 sections 2, 4 and 7; issue 22): the record is `{id, html}`, listed by
 * GET /api/email/model?page (has-more flag, an empty page ends) and deleted by POST /api/email/delete/{id}.
 * The HTML is made by the server from the fields below (@studio/domain signatureHtml), never posted.
 */

/** Signatures a page (spec 03 does not say; the favourites' 12). */
export const SIGNATURE_PAGE_SIZE = 12;
/** Signatures a user may keep. */
export const SIGNATURES_MAX = 50;
/** The longest text field (a street address fits; a signature is a few short lines). */
export const SIGNATURE_FIELD_MAX = 120;

export const SIGNATURE_LAYOUTS = ["classic", "stacked", "compact"] as const;
export type SignatureLayout = (typeof SIGNATURE_LAYOUTS)[number];

const field = z.string().trim().max(SIGNATURE_FIELD_MAX).default("");

/** The fields of a signature (the business card's text fields) plus the look. */
export const signatureFieldsSchema = z.object({
  name: z.string().trim().min(1).max(SIGNATURE_FIELD_MAX),
  title: field,
  company: field,
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()\-.\s]*$/, { message: "digits, spaces and + ( ) - . only" })
    .default(""),
  email: z.union([z.literal(""), z.string().trim().max(SIGNATURE_FIELD_MAX).email()]).default(""),
  web: field,
  address: field,
  layout: z.enum(SIGNATURE_LAYOUTS).default("classic"),
  /** The accent colour (the browser offers the logo's colours). */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default("#1f2937"),
});
export type SignatureFields = z.output<typeof signatureFieldsSchema>;
export type SignatureFieldsInput = z.input<typeof signatureFieldsSchema>;

/** POST /api/email/model: save a signature; `id` set replaces that one (owner only); `logo` a saved logo's fa_id. */
export const saveSignatureBodySchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  logo: faIdSchema.nullable().default(null),
  fields: signatureFieldsSchema,
});
export type SaveSignatureBody = z.input<typeof saveSignatureBodySchema>;

/** The record of spec 03 (`{id, html}`) plus what the maker needs to open it again. */
export const signatureSchema = z.object({
  id: z.number().int(),
  html: z.string(),
  fields: signatureFieldsSchema,
  logo: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

export const signatureListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const signatureListSchema = z.object({
  list: z.array(signatureSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** False on the last page (an empty page ends the list too). */
  more: z.boolean(),
});
export type SignatureList = z.infer<typeof signatureListSchema>;

export const signatureParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const deleteSignatureResultSchema = z.object({ id: z.number().int() });
