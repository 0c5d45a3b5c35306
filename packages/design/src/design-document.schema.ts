import { z } from "zod";
import { IMAGE_FILTER_IDS } from "./image-filters.js";
import { PHOTO_FILTER_KEYS } from "./image-photo-filters.js";
import { sanitiseSvg, SvgRejected } from "./svg-sanitiser.js";

/** The version written by this code. Older documents go through `migrateDesignDocument`. */
export const DESIGN_DOCUMENT_VERSION = 3;

export const ColorSchema = z.string().regex(/^#[0-9a-f]{6}$/, "colour must be #rrggbb (lower case)");
export type Color = z.infer<typeof ColorSchema>;

/** Spec 03: plain, a gradient pair, a linear gradient at 0/45/90 degrees, or radial. */
export const BackgroundSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("transparent") }),
  z.object({ type: z.literal("solid"), color: ColorSchema }),
  z.object({
    type: z.literal("gradient"),
    kind: z.enum(["linear", "radial"]),
    angle: z.union([z.literal(0), z.literal(45), z.literal(90)]).default(0),
    from: ColorSchema,
    to: ColorSchema,
  }),
]);
export type Background = z.infer<typeof BackgroundSchema>;

/**
 * What an element means in the design. The editor-only roles map to spec 03's element type codes
 * (background 5, cover 11, avatar 12, main 13, logo 1; see @studio/domain's editor constants).
 */
/**
 * An image element shows our own stored files (/oss/...) or an inline picture; never another site's
 * address, so neither the browser nor the server exporter fetches anything a document names.
 */
export const ImageSourceSchema = z
  .string()
  .max(8_000_000)
  .refine(
    (src) => (/^\/oss\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes("..")) || /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(src),
    "image src must be an /oss/ path or a data:image URL",
  );

const fraction = z.number().min(0).max(1);
export const CropSchema = z
  .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
  .refine((crop) => crop.x + crop.width <= 1.0001 && crop.y + crop.height <= 1.0001, "crop must stay inside the image");
export type Crop = z.infer<typeof CropSchema>;

/** SVG markup kept in a document is the sanitiser's output, never what was posted. */
export const SvgMarkupSchema = z
  .string()
  .min(1)
  .transform((markup, ctx) => {
    try {
      return sanitiseSvg(markup).svg;
    } catch (error) {
      ctx.addIssue({ code: "custom", message: error instanceof SvgRejected ? error.message : "the SVG could not be read" });
      return z.NEVER;
    }
  });

export const ElementRoleSchema = z.enum([
  "name",
  "slogan",
  "initial",
  "icon",
  "container",
  "mark",
  "decoration",
  "text",
  "image",
  "qrcode",
  "background",
  "cover",
  "avatar",
  "main",
  "logo",
]);
export type ElementRole = z.infer<typeof ElementRoleSchema>;

/**
 * Spec 03 business-card fields, spelt as the spec spells them. An element so marked is filled from the
 * card form or from a bulk-fill CSV column (text: its text; Logo: the user's logo; code: the QR's content).
 */
export const CardFieldSchema = z.enum(["name", "title", "company", "phone", "email", "web", "address", "Logo", "code"]);
export type CardField = z.infer<typeof CardFieldSchema>;

/** Spec 03 element param `mixBlendMode`: the CSS blend modes, which both Chromium and resvg draw. */
export const BlendModeSchema = z.enum([
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
  "color-dodge",
  "color-burn",
  "hard-light",
  "soft-light",
  "difference",
  "exclusion",
  "hue",
  "saturation",
  "color",
  "luminosity",
]);
export type BlendMode = z.infer<typeof BlendModeSchema>;

/** Spec 03 default shadow: blur 5, x 10, y 10, black at 0.2 alpha. */
export const ShadowSchema = z.object({
  blur: z.number().min(0).max(200).default(5),
  x: z.number().min(-1000).max(1000).default(10),
  y: z.number().min(-1000).max(1000).default(10),
  color: ColorSchema.default("#000000"),
  alpha: z.number().min(0).max(1).default(0.2),
});
export type Shadow = z.infer<typeof ShadowSchema>;

/** A fill gradient of text, icons and shapes: the background's angles (0 left to right, 90 top to bottom) or radial. */
export const GradientSchema = z.object({
  kind: z.enum(["linear", "radial"]),
  angle: z.union([z.literal(0), z.literal(45), z.literal(90)]).default(0),
  from: ColorSchema,
  to: ColorSchema,
});
export type Gradient = z.infer<typeof GradientSchema>;

/** Spec 03 element param `radius {enabled, circle, value}`: rounded corners of `value` units, or a circle/ellipse. */
export const RadiusSchema = z.object({
  enabled: z.boolean().default(false),
  circle: z.boolean().default(false),
  value: z.number().min(0).default(0),
});
export type Radius = z.infer<typeof RadiusSchema>;
const radiusDefault = { enabled: false, circle: false, value: 0 } as const;

/**
 * The v3 fields' defaults, for code that builds elements as literals (the logo engine) instead of
 * parsing them: spread the one for the type so the literal is a complete element.
 */
export const ELEMENT_DEFAULTS = { locked: false, hidden: false, groupId: null, shadow: null, blend: "normal" } as const;
export const TEXT_DEFAULTS = {
  ...ELEMENT_DEFAULTS,
  lineHeight: 1.2,
  align: "center",
  gradient: null,
  stroke: null,
  textBackground: { style: 0, color: "#000000" },
} as const;
export const ICON_DEFAULTS = { ...ELEMENT_DEFAULTS, gradient: null } as const;
export const SHAPE_DEFAULTS = { ...ELEMENT_DEFAULTS, gradient: null, radius: radiusDefault } as const;

const ElementBase = {
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "ids are kebab-case so they are valid SVG ids"),
  role: ElementRoleSchema,
  /** Centre of the element's box (text: centre of the advance width, y at the middle of the ink). */
  x: z.number(),
  y: z.number(),
  rotation: z.number().default(0),
  opacity: z.number().min(0).max(1).default(1),
  /** Editor state kept in the document so it survives save and reload; a locked element is still drawn. */
  locked: z.boolean().default(false),
  /** Hidden elements stay in the layers list but are not drawn (nor exported). */
  hidden: z.boolean().default(false),
  groupId: z.string().min(1).max(64).nullable().default(null),
  /** The label the layers list shows and a screen reader announces; the role or text otherwise. */
  name: z.string().max(120).optional(),
  shadow: ShadowSchema.nullable().default(null),
  blend: BlendModeSchema.default("normal"),
  /** The card field this element shows (business cards, bulk fill); absent on every other element. */
  field: CardFieldSchema.optional(),
};

/** Spec 03 default stroke: width 10, white. */
export const TextStrokeSchema = z.object({ width: z.number().min(0).max(200).default(10), color: ColorSchema.default("#ffffff") });
export type TextStroke = z.infer<typeof TextStrokeSchema>;

/** Spec 03 text background styles: normal 0, border 1, underline 2, stroke 3, shadow 4 (`font_bg_style`, `font_bg_color`). */
export const TextBackgroundSchema = z.object({
  style: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(0),
  color: ColorSchema.default("#000000"),
});
export type TextBackground = z.infer<typeof TextBackgroundSchema>;

export const TextElementSchema = z.object({
  ...ElementBase,
  type: z.literal("text"),
  text: z.string().min(1),
  fontId: z.string().min(1),
  /** Ordered fallbacks used glyph by glyph when `fontId` lacks a character. */
  fallbackFontIds: z.array(z.string()).default([]),
  fontSize: z.number().positive().default(72),
  letterSpacing: z.number().default(0),
  /** Line distance as a multiple of the font size; text holds lines separated by "\n". */
  lineHeight: z.number().min(0.5).max(5).default(TEXT_DEFAULTS.lineHeight),
  align: z.enum(["left", "center", "right"]).default(TEXT_DEFAULTS.align),
  color: ColorSchema,
  gradient: GradientSchema.nullable().default(null),
  /** An outline drawn behind the fill (spec 03 default: width 10, white). */
  stroke: TextStrokeSchema.nullable().default(null),
  textBackground: TextBackgroundSchema.default(TEXT_DEFAULTS.textBackground),
});
export type TextElement = z.infer<typeof TextElementSchema>;

/**
 * Path data: commands and numbers only. The renderer writes `d` into SVG markup as it is, so a saved,
 * shared or templated document must not carry anything else there.
 */
export const SVG_PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]{1,200000}$/;
/** An attribute value with no markup and no reference to elsewhere (url(), javascript:). */
const SAFE_ATTRIBUTE_VALUE = /^[^<>"&]{0,200000}$/;

/** An icon node's geometry: what an icon brought from a file keeps (its paint comes from the element). */
export const ICON_GEOMETRY_ATTRIBUTES: ReadonlySet<string> = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "width",
  "height",
  "points",
  "transform",
  "fill-rule",
  "clip-rule",
]);

/**
 * The attributes an icon node may carry: geometry and paint, never handlers, links or styles. The
 * renderer copies these names and values into SVG as they are, so this is the one place that keeps
 * a document (saved work, favourite, template) from carrying script into the editor or an export.
 */
export const ICON_NODE_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...ICON_GEOMETRY_ATTRIBUTES,
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "opacity",
  "fill-opacity",
  "stroke-opacity",
]);

export const IconNodeSchema = z
  .object({
    tag: z.enum(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]),
    attrs: z.record(
      z.string().refine((name) => ICON_NODE_ATTRIBUTES.has(name), { message: "not an icon geometry or paint attribute" }),
      z
        .string()
        .regex(SAFE_ATTRIBUTE_VALUE, "unsafe attribute value")
        .refine((value) => !/url\s*\(|script:/i.test(value), { message: "unsafe attribute value" }),
    ),
  })
  .refine((node) => node.attrs.d === undefined || SVG_PATH_DATA.test(node.attrs.d), { message: "icon path is not path data", path: ["attrs", "d"] });
export type IconNode = z.infer<typeof IconNodeSchema>;

/** The icon's geometry is copied into the document so a saved logo never depends on a catalogue version. */
export const IconElementSchema = z.object({
  ...ElementBase,
  type: z.literal("icon"),
  set: z.string(),
  iconId: z.string(),
  viewBox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  nodes: z.array(IconNodeSchema).min(1),
  paint: z.enum(["stroke", "fill"]),
  strokeWidth: z.number().positive().default(2),
  color: ColorSchema,
  gradient: GradientSchema.nullable().default(null),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type IconElement = z.infer<typeof IconElementSchema>;

export const ShapeKindSchema = z.enum(["circle", "rounded-square", "square", "shield", "badge", "hexagon", "diamond", "seal", "paths"]);
export type ShapeKind = z.infer<typeof ShapeKindSchema>;

export const ShapeElementSchema = z.object({
  ...ElementBase,
  type: z.literal("shape"),
  shape: ShapeKindSchema,
  /** For `paths`: path data in a 100 x 100 box, scaled to width x height. */
  paths: z.array(z.object({ d: z.string().regex(SVG_PATH_DATA, "shape path is not path data"), fill: ColorSchema })).default([]),
  fill: z.union([ColorSchema, z.literal("none")]),
  stroke: z.union([ColorSchema, z.literal("none")]).default("none"),
  strokeWidth: z.number().min(0).default(0),
  /** Replaces a solid `fill` when set (not for `paths`, whose parts keep their own colours). */
  gradient: GradientSchema.nullable().default(null),
  /** Overrides the preset corner of `square` and `rounded-square`; `circle` draws an ellipse. */
  radius: RadiusSchema.default(radiusDefault),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type ShapeElement = z.infer<typeof ShapeElementSchema>;

export const ImageElementSchema = z.object({
  ...ElementBase,
  type: z.literal("image"),
  src: ImageSourceSchema,
  width: z.number().positive(),
  height: z.number().positive(),
  /** The visible part of the picture as fractions of its natural size; null shows all of it. */
  crop: CropSchema.nullable().default(null),
  /** Spec 03 filter id (0 none, 1-3, 10-27, 30-34); see IMAGE_FILTER_IDS. */
  filter: z
    .number()
    .int()
    .refine((id) => IMAGE_FILTER_IDS.includes(id), "unknown image filter id")
    .default(0),
  radius: RadiusSchema.default(radiusDefault),
  border: z
    .object({ width: z.number().positive().max(500), color: ColorSchema })
    .nullable()
    .default(null),
  /**
   * One of spec 03's 25 photo filters (@studio/domain PHOTO_FILTERS key), drawn after `filter`.
   * Optional, not defaulted: documents saved before it parse and draw exactly as they did.
   */
  photoFilter: z
    .string()
    .refine((key) => PHOTO_FILTER_KEYS.includes(key), "unknown photo filter")
    .optional(),
  /** A toning colour (the panel offers spec 03's 46) washed over the picture at `amount`, after the filters. Optional like photoFilter. */
  toning: z.object({ color: ColorSchema, amount: z.number().min(0.05).max(1) }).optional(),
});
export type ImageElement = z.infer<typeof ImageElementSchema>;

export const QrCodeElementSchema = z.object({
  ...ElementBase,
  type: z.literal("qrcode"),
  /** What the code says; QR version 40 at level L holds 2953 bytes, so longer text cannot be encoded. */
  text: z.string().min(1).max(2000),
  color: ColorSchema.default("#000000"),
  background: z.union([ColorSchema, z.literal("none")]).default("#ffffff"),
  /** Side of the square code in document units, quiet zone included. */
  size: z.number().positive(),
  errorCorrection: z.enum(["L", "M", "Q", "H"]).default("M"),
});
export type QrCodeElement = z.infer<typeof QrCodeElementSchema>;

export const SvgElementSchema = z.object({
  ...ElementBase,
  type: z.literal("svg"),
  /** Sanitised on parse (see svg-sanitiser.ts) and again when drawn: no script, handlers or outside references. */
  markup: SvgMarkupSchema,
  width: z.number().positive(),
  height: z.number().positive(),
});
export type SvgElement = z.infer<typeof SvgElementSchema>;

export const DesignElementSchema = z.discriminatedUnion("type", [
  TextElementSchema,
  IconElementSchema,
  ShapeElementSchema,
  ImageElementSchema,
  QrCodeElementSchema,
  SvgElementSchema,
]);
export type DesignElement = z.infer<typeof DesignElementSchema>;

/** Spec 03 aspect layouts (horizontal=1, vertical=2, square=3); `code` keeps the layout family letters. */
export const LayoutSchema = z.object({
  aspect: z.enum(["horizontal", "vertical", "square"]),
  code: z.string().default(""),
});

export const DesignDocumentSchema = z.object({
  version: z.literal(DESIGN_DOCUMENT_VERSION),
  kind: z.enum(["logo", "poster", "card"]),
  width: z.number().positive(),
  height: z.number().positive(),
  background: BackgroundSchema,
  /** One-colour version: every element is painted `monoColor`. */
  mono: z.boolean().default(false),
  monoColor: ColorSchema.default("#111111"),
  layout: LayoutSchema,
  elements: z.array(DesignElementSchema),
});
export type DesignDocument = z.infer<typeof DesignDocumentSchema>;
/**
 * What callers may write: defaults filled in by `parseDesignDocument`. A version 2 document is a
 * valid input too (v3 only added fields with defaults), so code written for v2 keeps compiling.
 */
export type DesignDocumentInput = Omit<z.input<typeof DesignDocumentSchema>, "version"> & { version: 2 | typeof DESIGN_DOCUMENT_VERSION };
