import { z } from "zod";

/** The version written by this code. Older documents go through `migrateDesignDocument`. */
export const DESIGN_DOCUMENT_VERSION = 2;

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

export const ElementRoleSchema = z.enum(["name", "slogan", "initial", "icon", "container", "mark", "decoration", "text"]);
export type ElementRole = z.infer<typeof ElementRoleSchema>;

const ElementBase = {
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "ids are kebab-case so they are valid SVG ids"),
  role: ElementRoleSchema,
  /** Centre of the element's box (text: centre of the advance width, y at the middle of the ink). */
  x: z.number(),
  y: z.number(),
  rotation: z.number().default(0),
  opacity: z.number().min(0).max(1).default(1),
};

export const TextElementSchema = z.object({
  ...ElementBase,
  type: z.literal("text"),
  text: z.string().min(1),
  fontId: z.string().min(1),
  /** Ordered fallbacks used glyph by glyph when `fontId` lacks a character. */
  fallbackFontIds: z.array(z.string()).default([]),
  fontSize: z.number().positive().default(72),
  letterSpacing: z.number().default(0),
  color: ColorSchema,
});
export type TextElement = z.infer<typeof TextElementSchema>;

export const IconNodeSchema = z.object({
  tag: z.enum(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]),
  attrs: z.record(z.string(), z.string()),
});
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
  paths: z.array(z.object({ d: z.string().min(1), fill: ColorSchema })).default([]),
  fill: z.union([ColorSchema, z.literal("none")]),
  stroke: z.union([ColorSchema, z.literal("none")]).default("none"),
  strokeWidth: z.number().min(0).default(0),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type ShapeElement = z.infer<typeof ShapeElementSchema>;

export const DesignElementSchema = z.discriminatedUnion("type", [TextElementSchema, IconElementSchema, ShapeElementSchema]);
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
/** What callers may write: defaults filled in by `parseDesignDocument`. */
export type DesignDocumentInput = z.input<typeof DesignDocumentSchema>;
