/**
 * The image tools' names, limits and method names (issue 19), zod-free so light pages read them
 * through `@studio/contracts/plain`. The schemas built on them are in image-tools.ts.
 *
 * Decision (T19-CORE): background generation and watermark removal are TOOLS of their own (their own
 * route, options and engine) that ride on an existing LEDGER kind, because spec 01's kind table has no
 * id for them: `background` (a new backdrop behind the cut-out subject: it is matting plus a fill)
 * is charged as matting 10; `watermark` (inpainting of a marked area, the same engine as erase) is
 * charged as imagefix 15. Every other tool is its own ledger kind.
 */

/** The credit kinds of spec 01 section 3 that are image tools (ids 10-15, 18, 20-23). */
export const toolKinds = [
  "matting",
  "vector",
  "aicon",
  "aimockup",
  "imageclarity",
  "imagefix",
  "mergeface",
  "idphoto",
  "cartoonProfile",
  "fileConverter",
  "beautification",
] as const;
export type ToolKind = (typeof toolKinds)[number];

/** Every tool with a route `POST /api/ai-design/<tool>`: the kinds, then the sub-tools riding on a kind. */
export const toolNames = [...toolKinds, "background", "watermark"] as const;
export type ToolName = (typeof toolNames)[number];

/** The ledger kind (and so the cost) each tool is charged under. */
export const toolLedgerKinds: Record<ToolName, ToolKind> = {
  matting: "matting",
  vector: "vector",
  aicon: "aicon",
  aimockup: "aimockup",
  imageclarity: "imageclarity",
  imagefix: "imagefix",
  mergeface: "mergeface",
  idphoto: "idphoto",
  cartoonProfile: "cartoonProfile",
  fileConverter: "fileConverter",
  beautification: "beautification",
  background: "matting",
  watermark: "imagefix",
};

export function isToolName(value: unknown): value is ToolName {
  return typeof value === "string" && (toolNames as readonly string[]).includes(value);
}

/** Tools that work on a brushed mask (a PNG, white = the area to change). */
export const maskTools = ["imagefix", "watermark"] as const satisfies readonly ToolName[];
/** Tools that make images from a prompt and need no source image. */
export const sourcelessTools = ["aicon"] as const satisfies readonly ToolName[];
/** Tools that take a second image (`reference`): the face to merge. */
export const referenceTools = ["mergeface"] as const satisfies readonly ToolName[];

/**
 * Which method produced a result, shown to the user ("which method ran"): one list for every tool so
 * the translations have one key set (`imageTools.methods.<name>`). Engines add their names here.
 */
export const toolMethods = [
  // matting: colour distance on a plain backdrop; the person model; the operator's ONNX model; the provider.
  "flat",
  "person",
  "onnx",
  // vector: the tracers, or the design's own vectors (a logo made by the designer).
  "vtracer",
  "imagetracerjs",
  "design",
  // fileConverter: the offline encoders (sharp, the ICO writer, pdf-lib).
  "convert",
  // imagefix and watermark: offline inpainting.
  "inpaint",
  // imageclarity: ESRGAN super-resolution offline.
  "esrgan",
  // aimockup: the offline mockup renderer.
  "mockup",
  // aicon: the designer's icon search and styles offline.
  "icon-search",
  // idphoto: person matting + fill + standard size.
  "idphoto",
  // background: a colour, gradient or generated scene behind the cut-out.
  "backdrop",
  // Any tool through the configured vendor.
  "provider",
] as const;
export type ToolMethod = (typeof toolMethods)[number];

/** Matting methods a user may ask for; `auto` lets the server choose (background detection decides). */
export const mattingTypes = ["auto", "flat", "person", "onnx", "provider"] as const;
export type MattingType = (typeof mattingTypes)[number];

/** Spec 02 section 5: uploads of at most 25 MB and 16777216 pixels (4096x4096). */
export const TOOL_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const TOOL_UPLOAD_MAX_PIXELS = 16_777_216;
/** A brushed mask is a small PNG (one channel matters): its own, smaller limit. */
export const TOOL_MASK_MAX_BYTES = 8 * 1024 * 1024;
/** Spec 01 section 9: "Image processing default width 1000": sources wider than this are scaled down first. */
export const TOOL_PROCESS_WIDTH = 1000;
/** The largest processing width a request may ask for (enlarge and convert keep more detail). */
export const TOOL_PROCESS_MAX_WIDTH = 4096;

/** Background generation's offline scenes (drawn by code from the chosen colours: packages/image-tools backdrop.ts). */
export const backgroundScenes = ["studio", "bokeh", "paper", "sunset"] as const;
export type BackgroundScene = (typeof backgroundScenes)[number];

/** The file conversion formats (fileConverter). */
export const convertFormats = ["png", "jpg", "webp", "avif", "ico", "pdf", "svg"] as const;
export type ConvertFormatName = (typeof convertFormats)[number];
export const icoSizes = [16, 32, 48, 64, 128, 256] as const;

/** ID photo backdrops and sizes (issue 19): 1 inch 295x413, 2 inch 413x579, passport 35x45 mm at 300 dpi. */
export const idPhotoBackgrounds = { white: "#ffffff", blue: "#438edb", red: "#d9232e" } as const;
export type IdPhotoBackground = keyof typeof idPhotoBackgrounds;
export const idPhotoSizes = {
  "1inch": { width: 295, height: 413 },
  "2inch": { width: 413, height: 579 },
  passport: { width: 413, height: 531 },
} as const;
export type IdPhotoSize = keyof typeof idPhotoSizes;

/** Mockup scenes of the one offline renderer (aimockup). */
export const mockupScenes = ["businessCard", "shirt", "mug", "sign", "storefront", "letterhead", "envelope", "bag"] as const;
export type MockupScene = (typeof mockupScenes)[number];
/**
 * The brand kit's VI mockups (issue 22): the logo on stationery and signage, in the order /vi/ shows
 * them. Scenes of the same renderer: letterhead, envelope, business card, cup (the mug), shopping
 * bag, shop sign (the hanging board) and storefront (the fascia).
 */
export const viScenes = ["letterhead", "envelope", "businessCard", "mug", "bag", "sign", "storefront"] as const satisfies readonly MockupScene[];
export type ViScene = (typeof viScenes)[number];
/** Spec 03 section 5: 'Mockup styles limited to a count (not shown)': at most this many scenes per request. */
export const MOCKUP_MAX_STYLES = 3;

/** Spec 03 section 5's icon generator: a minimum and maximum count (values not shown there). */
export const ICON_MIN_COUNT = 1;
export const ICON_MAX_COUNT = 8;

/** Enlarge factors (imageclarity). */
export const enlargeScales = [2, 4] as const;
