import { z } from "zod";
import { workDocumentSchema } from "./works";

/**
 * Templates to start a design from (issue 21; docs/templates.md): built-in ones drawn by code and
 * ones admins make from a work. A user starts a design from one; the server copies it into a new
 * work filled with the user's logo, name and colours.
 */

/** The preset kinds a template belongs to (packages/domain CANVAS_PRESETS kinds). */
export const TEMPLATE_KINDS = ["design", "social", "bizcard"] as const;
export const templateKindSchema = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** Pages of 12, like the works. */
export const TEMPLATE_PAGE_SIZE = 12;
export const TEMPLATE_NAME_MAX = 80;
/** Spec 03: 'design and template names required'. */
export const templateNameSchema = z.string().trim().min(1, "Template name is required.").max(TEMPLATE_NAME_MAX);
export const templateIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const templateParamsSchema = z.object({ id: templateIdSchema });

const presetKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

export const templateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: templateKindSchema,
  /** The canvas preset it fits (instagram-post, poster, ...), or null for a custom size. */
  preset: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  /** 'This template is for PRO only!': anyone may open and edit it, only Pro members (or a bought poster) export it. */
  pro: z.boolean(),
  builtin: z.boolean(),
  /** A built-in template's stable key (its name is shown through the translations `templates.builtinNames.{key}`), null for admins' templates. */
  builtin_key: z.string().nullable(),
  /** A signed /oss link to a small PNG, or null while there is none. */
  thumbnail: z.string().nullable(),
  created_at: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /api/ai-design/templates?page&preset&kind: one preset's (or kind's) templates, newest first. */
export const templateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  preset: presetKey.optional(),
  kind: templateKindSchema.optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

export const templateListSchema = z.object({
  list: z.array(templateSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** False on the last page (an empty page ends the list too). */
  more: z.boolean(),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** One template with its document (admins preview it; users start from it instead). */
export const templateSchema = templateSummarySchema.extend({ document: workDocumentSchema });
export type Template = z.infer<typeof templateSchema>;

/** POST /api/admin/templates (admins): a template from one of the admin's own works. */
export const createTemplateBodySchema = z.object({
  work_id: z.number().int().min(1).max(2_147_483_647),
  name: templateNameSchema,
  pro: z.boolean().default(false),
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;

const colour = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/)
  .transform((value) => `#${value.replace(/^#/, "").toLowerCase()}`);

/**
 * POST /api/ai-design/templates/{id}/start: a new work of the user from the template. `logo` (a saved
 * logo's fa_id, owner only) fills the name, slogan, icon and colours; otherwise t1 / t2 / color / colors.
 */
/**
 * A business card's own words (spec 03 card fields, spelt as the spec spells them; `Logo` comes from
 * `logo`): a field left out keeps the template's sample, an empty one hides it (docs/bizcard.md).
 */
export const CARD_FORM_FIELDS = ["name", "title", "company", "phone", "email", "web", "address", "code"] as const;
export type CardFormField = (typeof CARD_FORM_FIELDS)[number];
export const CARD_FIELD_MAX = 120;
export const cardFieldValuesSchema = z.object({
  name: z.string().max(CARD_FIELD_MAX).optional(),
  title: z.string().max(CARD_FIELD_MAX).optional(),
  company: z.string().max(CARD_FIELD_MAX).optional(),
  phone: z.string().max(CARD_FIELD_MAX).optional(),
  email: z.string().max(CARD_FIELD_MAX).optional(),
  web: z.string().max(CARD_FIELD_MAX).optional(),
  address: z
    .string()
    .max(CARD_FIELD_MAX * 2)
    .optional(),
  /** The QR code's content (a link, a vCard); a QR code holds at most 2000 characters here. */
  code: z.string().max(2000).optional(),
});
export type CardFieldValuesBody = z.infer<typeof cardFieldValuesSchema>;

export const startTemplateBodySchema = z.object({
  logo: z.number().int().min(1).max(2_147_483_647).optional(),
  /** A business-card template's fields (other templates have none, and ignore them). */
  fields: cardFieldValuesSchema.optional(),
  t1: z.string().trim().min(1).max(80).optional(),
  t2: z.string().trim().min(1).max(120).optional(),
  color: colour.optional(),
  colors: z.array(colour).max(4).optional(),
});
export type StartTemplateBody = z.input<typeof startTemplateBodySchema>;

export const deleteTemplateResultSchema = z.object({ id: z.number().int() });
