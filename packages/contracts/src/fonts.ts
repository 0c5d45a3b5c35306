import { z } from "zod";

/**
 * The font calls (issue 21): the catalogue by category with spec 03 section 3's font record, the
 * admin calls of spec 01 section 7 (/api/fontcategories, /api/fonts, /api/fontsByCategory,
 * /api/fontcategoryInit, /api/doUpload), and the fonts a user uploads for the editor.
 */

/** Font files (uploads of users and admins): this size at most. */
export const FONT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Saved fonts one user may keep. */
export const USER_FONTS_MAX = 100;
/** What the pickers accept (spec 03 section 5 'ttf, otf, woff'; woff2 too); the server tells formats by their bytes. */
export const FONT_FILE_ACCEPT = ".ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2";

export const fontFitTypeSchema = z.enum(["name", "slogan", "both"]);

export const fontCategorySchema = z.object({
  cat_id: z.number().int(),
  slug: z.string(),
  cate_name: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  sort: z.number().int(),
});
export type FontCategory = z.infer<typeof fontCategorySchema>;

/** Spec 03 section 3's font record (cat_id, cate_name, detail_id or id, font_name, font_url, font_height, price, simplified, font_family...). */
export const catalogueFontSchema = z.object({
  cat_id: z.number().int(),
  cate_name: z.string(),
  /** The row of the catalogue (what the admin calls change). */
  detail_id: z.number().int(),
  /** The font id design documents name (`inter-600`, or `font-<detail_id>` for an uploaded file). */
  id: z.string(),
  font_name: z.string(),
  font_family: z.string(),
  /** A file the browser loads: the latin subset (woff) of a built-in family, the TrueType of an uploaded one. */
  font_url: z.string(),
  /** Cap height as a fraction of the size. */
  font_height: z.number(),
  price: z.number().int().default(0),
  simplified: z.boolean(),
  font_type: z.string(),
  fit_type: fontFitTypeSchema,
  sort: z.number().int(),
});
export type CatalogueFont = z.infer<typeof catalogueFontSchema>;

export const fontsByCategorySchema = z.array(
  z.object({ cat_id: z.number().int(), cate_name: z.string(), slug: z.string(), fonts: z.array(catalogueFontSchema) }),
);
export type FontsByCategory = z.infer<typeof fontsByCategorySchema>;

export const fontLanguageQuerySchema = z.object({ lang: z.enum(["en", "zh"]).optional() });

const name = (max: number) => z.string().trim().min(1).max(max);

export const fontCategoryInputSchema = z.object({ name_en: name(60), name_zh: name(60), sort: z.number().int().min(-10_000).max(10_000).default(0) });
export type FontCategoryInput = z.infer<typeof fontCategoryInputSchema>;
export const fontCategoryUpdateSchema = z
  .object({ name_en: name(60).optional(), name_zh: name(60).optional(), sort: z.number().int().min(-10_000).max(10_000).optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: "Nothing to change." });

/** A catalogue font an admin adds: a built-in family (`builtin_id`) or a file sent to /api/doUpload (`file_key`), exactly one. */
export const catalogueFontInputSchema = z
  .object({
    category_id: z.number().int().positive(),
    name: name(100),
    builtin_id: z.string().max(80).optional(),
    file_key: z
      .string()
      .regex(/^fonts\/catalogue\/[0-9a-f-]{36}\.ttf$/)
      .optional(),
    font_height: z.number().gt(0).max(2).default(0.7),
    price: z.number().int().min(0).max(1_000_000).default(0),
    simplified: z.boolean().default(false),
    font_type: z.string().trim().min(1).max(30).default("sans"),
    fit_type: fontFitTypeSchema.default("name"),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
  })
  .refine((input) => (input.builtin_id === undefined) !== (input.file_key === undefined), { message: "Give either builtin_id or file_key." });
export type CatalogueFontInput = z.infer<typeof catalogueFontInputSchema>;

export const catalogueFontUpdateSchema = z.object({
  category_id: z.number().int().positive().optional(),
  name: name(100).optional(),
  font_height: z.number().gt(0).max(2).optional(),
  price: z.number().int().min(0).max(1_000_000).optional(),
  simplified: z.boolean().optional(),
  font_type: z.string().trim().min(1).max(30).optional(),
  fit_type: fontFitTypeSchema.optional(),
  sort: z.number().int().min(-10_000).max(10_000).optional(),
});
export type CatalogueFontUpdate = z.infer<typeof catalogueFontUpdateSchema>;

export const fontIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const fontsQuerySchema = z.object({ category_id: z.coerce.number().int().positive().optional(), lang: z.enum(["en", "zh"]).optional() });

/** What /api/doUpload answers: the converted TrueType, ready to be named in POST /api/fonts. */
export const uploadedCatalogueFontSchema = z.object({
  file_key: z.string(),
  font_url: z.string(),
  font_family: z.string(),
  glyphs: z.number().int(),
  original_format: z.enum(["ttf", "otf", "woff", "woff2"]),
});

export const fontCategoryInitSchema = z.object({ categories: z.number().int(), fonts: z.number().int() });

/** A user's own font. `font_id` goes into design documents; `font_url` is a signed link only its owner gets (null until saved). */
export const userFontSchema = z.object({
  id: z.number().int(),
  font_id: z.string(),
  name: z.string(),
  font_family: z.string(),
  font_url: z.string().nullable(),
  bytes: z.number().int(),
  original_format: z.enum(["ttf", "otf", "woff", "woff2"]),
  saved: z.boolean(),
  created_at: z.string(),
});
export type UserFont = z.infer<typeof userFontSchema>;

export const userFontListSchema = z.object({ list: z.array(userFontSchema), max: z.number().int() });
export const userFontSaveSchema = z.object({ name: name(100).optional() });
export const userFontRenameSchema = z.object({ name: name(100) });
