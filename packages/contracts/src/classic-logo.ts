import { z } from "zod";
import { classicLayoutIds, gradientAngles } from "./classic-constants";

/**
 * The Logo entity of the classic maker (spec 03 section 3) and the logo record defaults of spec 02
 * section 3. One shape for a generated list item, a saved favourite and a bought logo: the list
 * leaves `fa_id` null, saving gives it one.
 */

/** Spec 03 section 9: default logo size 800 x 600. */
export const CLASSIC_LOGO_WIDTH = 800;
export const CLASSIC_LOGO_HEIGHT = 600;

/** Spec 03 section 3 "Aspect layouts": horizontal=1, vertical=2, square=3 (classic-constants.ts). */
export { classicLayoutIds };
export const classicLayoutIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ClassicLayoutId = z.infer<typeof classicLayoutIdSchema>;

/**
 * The layout family letter (`index`): b symbol beside the name, d symbol above the name, f the
 * whole logo inside an emblem, n name only (wordmark). The spec names the letters, not their
 * meaning; this is the meaning this site gives them (docs/classic-maker.md).
 */
export const classicLogoIndexSchema = z.enum(["b", "d", "f", "n"]);
export type ClassicLogoIndex = z.infer<typeof classicLogoIndexSchema>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour is #rrggbb");

/** Gradient angles of spec 03 section 3: 0, 45, 90 degrees (linear) or radial (classic-constants.ts). */
export { gradientAngles };
export const gradientAngleSchema = z.union([z.literal(0), z.literal(45), z.literal(90), z.literal("radial")]);
export type GradientAngle = z.infer<typeof gradientAngleSchema>;

/** `gradient` and `background_gradient`: two colours, linear at an angle or radial. */
export const logoGradientSchema = z.object({
  color: z.tuple([hexColorSchema, hexColorSchema]),
  type: z.enum(["linear", "radial"]),
  angle: gradientAngleSchema,
});
export type LogoGradient = z.infer<typeof logoGradientSchema>;

/**
 * `background_color`: a plain colour (`#ffffff`), a gradient pair separated by a comma
 * (`#ff0000,#0000ff`) or a reference to a linear gradient of the SVG (`url(#bg-gradient)`).
 */
export const backgroundColorSchema = z.union([
  hexColorSchema,
  z.string().regex(/^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/, "a gradient pair is #rrggbb,#rrggbb"),
  z.string().regex(/^url\(#[\w-]{1,64}\)$/, "a gradient reference is url(#id)"),
]);

/** One text line of `font.name`, `font.slogan` or `font.initial`. */
export const logoTextItemSchema = z.object({
  text: z.string().max(120),
  size: z.number().positive().max(2000),
  letter_spacing: z.number().min(-1000).max(1000),
  angle: z.number().min(-360).max(360),
  color: hexColorSchema,
  /** The font's id in the catalogue (fontsource id and weight, `inter-600`). */
  font_id: z.string().max(80),
  font_url: z.string().max(1024),
  /** Whether the font carries simplified Chinese. */
  simplified: z.boolean(),
  type: z.enum(["name", "slogan", "initial"]),
  /** A letter of the name drawn as the symbol (monogram). */
  replaceWithIcon: z.boolean(),
  /** Where the line sits, as fractions of the canvas (x, y, width, height). */
  ratioObj: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});
export type LogoTextItem = z.infer<typeof logoTextItemSchema>;

/** The symbol: a library icon (`tabler:anchor`), letters (a monogram of 1 or 2 letters) or none. */
export const logoSymbolSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("icon"), key: z.string().regex(/^(tabler|lucide):[a-z0-9-]{1,64}$/) }),
  z.object({ kind: z.literal("letters"), text: z.string().trim().min(1).max(2) }),
  z.object({ kind: z.literal("abstract") }),
  z.object({ kind: z.literal("none") }),
]);
export type LogoSymbol = z.infer<typeof logoSymbolSchema>;

export const iconNormalSchema = z.object({
  color: hexColorSchema,
  colors_list: z.array(hexColorSchema).max(8),
  /** The icon's picture (GET /api/icon/{set}/{id}); empty for letters, abstract marks and none. */
  url: z.string().max(1024),
  position: z.enum(["left", "top", "inside", "none"]),
  width_height_rate: z.number().positive().max(20),
  layout: classicLayoutIdSchema,
});

export const iconContainerSchema = z.object({
  color: hexColorSchema,
  /** The emblem shape around the logo (circle, shield, badge, seal, hexagon, rounded-square) or none. */
  mode: z.string().max(32),
  url: z.string().max(1024),
});

const recipeLetters = z.string().trim().min(1).max(2);

/**
 * How the designer drew a classic logo (its plan, by ids): the edit side panel posts it back to
 * `POST /api/redrawLogo` so Apply redraws THIS design with only the edited fields changed. Every
 * id is checked again on the server (layout, palette, fonts, icon, shape), and the drawing must
 * pass the designer's quality rules; an abstract mark's paths must be plain path data.
 */
export const classicRecipeSchema = z.object({
  /** The designer's layout name (mark-left, emblem, lettermark-stacked, ...). */
  layout: z.string().regex(/^[a-z-]{1,40}$/),
  /** The container shape asked for (emblem, badge or letter container), or null. */
  shape: z
    .string()
    .regex(/^[a-z-]{1,32}$/)
    .nullable(),
  palette: z.string().max(64),
  gradient_angle: gradientAngleSchema.nullable(),
  /** Which palette colour the name (or an emblem's fill) takes: text, primary or accent. */
  colorway: z.string().regex(/^[a-z]{1,16}$/),
  font: z.string().max(80),
  /** The slogan's font; null when the design had no slogan. */
  slogan_font: z.string().max(80).nullable(),
  mark: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("icon"), key: z.string().regex(/^(tabler|lucide):[a-z0-9-]{1,64}$/), paint: z.enum(["fill", "stroke"]) }),
    /** Letters in a container; `from_name`: they are the name's initials and follow a renamed logo. */
    z.object({ kind: z.literal("letters"), text: recipeLetters, from_name: z.boolean() }),
    /** Letters drawn as one interlocked mark. */
    z.object({ kind: z.literal("drawn"), text: recipeLetters, from_name: z.boolean() }),
    z.object({
      kind: z.literal("abstract"),
      name: z.string().regex(/^[a-z-]{1,32}$/),
      paths: z
        .array(z.object({ d: z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]{1,20000}$/), slot: z.enum(["primary", "secondary", "accent"]) }))
        .min(1)
        .max(32),
      aspect: z.number().positive().max(10).optional(),
    }),
    z.object({ kind: z.literal("none") }),
  ]),
});
export type ClassicRecipe = z.infer<typeof classicRecipeSchema>;

export const classicLogoSchema = z.object({
  /** The saved id; null for a list item that is not saved yet. */
  fa_id: z.number().int().positive().nullable(),
  user_id: z.number().int().nonnegative(),
  /** ISO time of the purchase, or null. */
  pay_time: z.string().nullable(),
  logo_name: z.string(),
  slogan: z.string(),
  background_color: backgroundColorSchema,
  background_gradient: logoGradientSchema.nullable(),
  gradient: logoGradientSchema.nullable(),
  mono: z.boolean(),
  font: z.object({ name: z.array(logoTextItemSchema), slogan: z.array(logoTextItemSchema), initial: z.array(logoTextItemSchema) }),
  icon_normal: iconNormalSchema,
  icon_container: iconContainerSchema,
  /** Letters drawn in place of the symbol (monograms). */
  name_icon: z.object({ list: z.array(z.object({ text: z.string().max(2), color: hexColorSchema })) }),
  /** The palette the logo is drawn in. */
  colors_list: z.array(hexColorSchema).max(8),
  symbol: logoSymbolSchema,
  index: classicLogoIndexSchema,
  /** The designer's style (combination, emblem, minimal, ...). */
  type: z.string().max(32),
  icon_index: z.number().int().nonnegative(),
  preselect: z.boolean(),
  name_caps: z.boolean(),
  layoutId: classicLayoutIdSchema,
  /** The design's hash: the same design has the same token (likes and `selecthash` use it). */
  token: z.string().regex(/^[0-9a-f]{16,64}$/),
  like: z.boolean(),
  is_saved: z.boolean(),
  is_update: z.boolean(),
  is_bought: z.boolean(),
  is_featured: z.boolean(),
  /** Which site made it: `en` or `cn` (SITE_VARIANT). */
  site_source: z.string().max(16),
  /** The list page it came from (0 for a saved logo opened directly). */
  page: z.number().int().nonnegative(),
  uuid: z.string().uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  svg: z.string(),
  /** The design document (@studio/design DesignDocument, version-migrated by the server); the editor's source of truth. */
  design: z.record(z.string(), z.unknown()),
  /** How the designer drew it (absent on logos saved before the recipe existed): the edit panel's redraw. */
  recipe: classicRecipeSchema.optional(),
});
export type ClassicLogo = z.infer<typeof classicLogoSchema>;

/** Spec 02 section 3: a logo record's defaults before anything is bought. */
export const logoRecordDefaults = {
  amount: 0,
  bought_type: 0,
  brand_register: 0,
  designer_assistant: 0,
  externalid: 0,
  featured_jpg: "",
  featured_png: "",
  icon_png: "",
  is_bought: false,
  is_saved: false,
  is_update: false,
  layout: null,
  svg: "",
  user_id: 0,
} as const;
