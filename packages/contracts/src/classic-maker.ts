import { z } from "zod";
import { classicLayoutIdSchema, classicLogoSchema, classicRecipeSchema, gradientAngleSchema, hexColorSchema, logoSymbolSchema } from "./classic-logo";
import { colorCategoryIds, colorCategoryKeys } from "./classic-constants";

/**
 * The classic logo maker's calls (spec 03 sections 4, 5 and 7): symbols, colours, fonts and the
 * endless list of logos (POST /api/getAllInfo). Favourites are in favourites.ts.
 */

/** Spec 03 sections 5 and 9: the picker adds at most 5 symbols, the panel holds 8 and tips at 7. */
export const SYMBOL_PICKER_MAX = 5;
export const SYMBOL_PANEL_MAX = 8;
export const SYMBOL_PANEL_TIP = 7;

/** One icon of the library as the symbol picker shows it. */
export const classicIconSchema = z.object({
  /** `tabler:anchor`: what getAllInfo's `icons` carry. */
  id: z.string(),
  set: z.enum(["tabler", "lucide"]),
  name: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** GET /api/icon/{set}/{name}: the picture as an SVG file; also what the picker de-duplicates by. */
  url: z.string(),
});
export type ClassicIcon = z.infer<typeof classicIconSchema>;

/** GET /api/allIconCategory: data is the list. */
export const iconCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  name_zh: z.string(),
  count: z.number().int().nonnegative(),
  /** A few icons to show on the category's tile. */
  sample: z.array(classicIconSchema),
});
export const iconCategoriesSchema = z.array(iconCategorySchema);
export type IconCategory = z.infer<typeof iconCategorySchema>;

/**
 * GET /api/search?key= (the spec's bare `search?key=` lives under /api like every other call):
 * icons by English or Chinese words, or a category's icons when `category` is given.
 * An empty list is the browser's 'Sorry no results found.'.
 */
export const iconSearchQuerySchema = z
  .object({
    key: z.string().trim().max(60).default(""),
    category: z.string().trim().max(60).optional(),
    page: z.coerce.number().int().min(1).max(500).default(1),
    size: z.coerce.number().int().min(1).max(100).default(40),
  })
  .refine((q) => q.key.length > 0 || (q.category ?? "").length > 0, { message: "key or category is required", path: ["key"] });
export const iconSearchResultSchema = z.object({
  list: z.array(classicIconSchema),
  page: z.number().int(),
  more: z.boolean(),
});
export type IconSearchResult = z.infer<typeof iconSearchResultSchema>;

export const iconFileParamsSchema = z.object({ set: z.enum(["tabler", "lucide"]), name: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/**
 * Colour groups: spec 03 gives two numberings of the same seven groups; `key` is the first
 * reading's word, `alias` the English wording's (random, cold, contrast, pastel).
 */
export { colorCategoryKeys, colorCategoryIds };
export const colorCategoryKeySchema = z.enum(colorCategoryKeys);
export type ColorCategoryKey = z.infer<typeof colorCategoryKeySchema>;
export const colorCategoryAliases = {
  smart: "random",
  warm: "warm",
  cool: "cold",
  bright: "contrast",
  soft: "pastel",
  mono: "mono",
  gradient: "gradient",
} as const satisfies Record<ColorCategoryKey, string>;
export const colorCategoryIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(99)]);

/** One colour option: a palette (`hex_color` its lead colour) or, in the gradient group, a pair (`hex_colors` "#a,#b"). */
export const colorOptionSchema = z.object({
  color_id: z.string(),
  name: z.string(),
  hex_color: hexColorSchema.optional(),
  hex_colors: z
    .string()
    .regex(/^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/)
    .optional(),
  /** Every colour of the palette, lead first. */
  colors: z.array(hexColorSchema),
});
export type ColorOption = z.infer<typeof colorOptionSchema>;

export const colorCategorySchema = z.object({
  id: z.number().int(),
  key: colorCategoryKeySchema,
  alias: z.string(),
  colors: z.array(colorOptionSchema),
});
export type ColorCategory = z.infer<typeof colorCategorySchema>;

/** GET /api/allColorCategory */
export const colorCategoriesSchema = z.object({
  color_cates: z.array(colorCategorySchema),
  gradient_angles: z.array(gradientAngleSchema),
});
export type ColorCategories = z.infer<typeof colorCategoriesSchema>;

/** The font record of spec 03 section 3, as /ubrand/api/logo-fonts/order and brand-fonts/order list it. */
export const fontRecordSchema = z.object({
  cat_id: z.string(),
  cate_name: z.string(),
  /** The catalogue id (`inter-600`): what getAllInfo's `fonts` and a text item's font_id carry. */
  id: z.string(),
  font_name: z.string(),
  font_family: z.string(),
  /** A font file the browser can load (woff, latin subset; CJK fonts name their first subset). */
  font_url: z.string(),
  /** Cap height as a fraction of the em (the text item's size times this is the drawn height). */
  font_height: z.number(),
  price: z.number().int().nonnegative(),
  simplified: z.boolean(),
  font_type: z.enum(["sans", "serif", "slab", "display", "script", "mono", "cjk"]),
  /** Where it fits: name, slogan or both. */
  fit_type: z.enum(["name", "slogan", "both"]),
});
export type FontRecord = z.infer<typeof fontRecordSchema>;

/** Both font calls answer the catalogue by category; a failure is an empty object on the browser's side (spec 03 section 7). */
export const fontCatalogueSchema = z.array(z.object({ cat_id: z.string(), cate_name: z.string(), fonts: z.array(fontRecordSchema) }));
export type FontCatalogue = z.infer<typeof fontCatalogueSchema>;

/** A page of the classic list: 12 (spec 03's logo API sizes 4, 6, 8, 10 and 12 are accepted too). */
export const CLASSIC_PAGE_SIZE = 12;
const hashSchema = z.string().regex(/^[0-9a-f]{16,64}$/);

/**
 * POST /api/getAllInfo: the spec's payload. The server is stateless: the browser posts back the
 * cursors and hashes the previous page answered, so no design repeats across pages.
 */
export const getAllInfoBodySchema = z.object({
  name: z.string().trim().min(1, "Logo name is required.").max(40),
  slogan: z.string().trim().max(60).default(""),
  industry: z.string().trim().max(80).default(""),
  description: z.string().trim().max(400).default(""),
  /** The chosen symbols of the panel: library icons or letters (monograms), at most 8. */
  icons: z.array(logoSymbolSchema).max(SYMBOL_PANEL_MAX).default([]),
  /** Chosen colour options (`color_id` of allColorCategory) or whole groups (1-6, 99). */
  colors: z.array(z.string().max(64)).max(12).default([]),
  color_cates: z.array(colorCategoryIdSchema).max(7).default([]),
  /** Gradient angle for the gradient group. */
  gradient_angle: gradientAngleSchema.optional(),
  /** Chosen font ids (fontRecord.id), at most 8. */
  fonts: z.array(z.string().max(80)).max(8).default([]),
  /** Only this layout (horizontal 1, vertical 2, square 3); all when unset. */
  layout: classicLayoutIdSchema.optional(),
  /** Page counter from 1 (spec 03 section 4). */
  page: z.number().int().min(1).max(1000).default(1),
  page_size: z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]).default(CLASSIC_PAGE_SIZE),
  /** Tokens of every design shown so far (what the last answer's `selecthash` was). */
  selecthash: z.array(hashSchema).max(2000).default([]),
  /** Plan keys (layout/palette/font) shown so far, the last answer's `selectlog`. */
  selectlog: z.array(z.string().max(200)).max(2000).default([]),
  /** The cursors of the last answer's `select`. */
  select: z
    .object({ icon: z.number().int().min(0).max(100_000), palette: z.number().int().min(0).max(100_000), font: z.number().int().min(0).max(100_000) })
    .optional(),
  /** Counters of combination designs (symbol and text) and double-line designs (name and slogan) shown so far. */
  precom: z.number().int().min(0).max(100_000).default(0),
  predou: z.number().int().min(0).max(100_000).default(0),
  /** Icon keys matched from the brief and the industry's icons the last answer used. */
  matched_icon_ids: z.array(z.string().max(80)).max(50).default([]),
  industry_icon_ids: z.array(z.string().max(80)).max(50).default([]),
  /** Tokens of designs shown mirrored (symbol on the other side). */
  flipped_template_ids: z.array(hashSchema).max(2000).default([]),
  /** Designer templates: style names to draw (emblem, combination, minimal, ...). */
  designer_templates: z.array(z.string().max(32)).max(12).default([]),
  /** The mini-program's ids (spec 03 section 7); accepted and not used on this site. */
  openid: z.string().max(128).optional(),
  appid: z.string().max(128).optional(),
});
export type GetAllInfoBody = z.input<typeof getAllInfoBodySchema>;

/**
 * POST /api/redrawLogo: the edit side panel's Apply. The same design (its recipe) with only the
 * edited fields changed: name and slogan always sent; colour option, font, symbol and layout family
 * only when changed. Answers the redrawn Logo entity.
 */
export const redrawLogoBodySchema = z.object({
  recipe: classicRecipeSchema,
  name: z.string().trim().min(1, "Logo name is required.").max(40),
  slogan: z.string().trim().max(60).default(""),
  color: z.string().max(64).optional(),
  font: z.string().max(80).optional(),
  icon: z
    .string()
    .regex(/^(tabler|lucide):[a-z0-9-]{1,64}$/)
    .optional(),
  layout: classicLayoutIdSchema.optional(),
});
export type RedrawLogoBody = z.input<typeof redrawLogoBodySchema>;

export const getAllInfoResultSchema = z.object({
  /** Empty when nothing more comes (the browser stops and empties the counter). */
  list: z.array(classicLogoSchema),
  page: z.number().int(),
  more: z.boolean(),
  selecthash: z.array(z.string()),
  selectlog: z.array(z.string()),
  select: z.object({ icon: z.number().int(), palette: z.number().int(), font: z.number().int() }),
  precom: z.number().int(),
  predou: z.number().int(),
  matched_icon_ids: z.array(z.string()),
  industry_icon_ids: z.array(z.string()),
  flipped_template_ids: z.array(z.string()),
});
export type GetAllInfoResult = z.infer<typeof getAllInfoResultSchema>;
