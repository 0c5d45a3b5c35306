import { z } from "zod";
import {
  ICON_MAX_COUNT,
  ICON_MIN_COUNT,
  MOCKUP_MAX_STYLES,
  TOOL_PROCESS_MAX_WIDTH,
  TOOL_PROCESS_WIDTH,
  backgroundScenes,
  convertFormats,
  enlargeScales,
  icoSizes,
  idPhotoBackgrounds,
  idPhotoSizes,
  mattingTypes,
  mockupScenes,
  toolKinds,
  toolMethods,
  toolNames,
  type ToolName,
} from "./image-tool-names";

/**
 * The image tools' requests and answers (issue 19; spec 01 section 7 and spec 02 section 7's matting
 * routes). Server and browser share these. Names, limits and the decision on background generation
 * and watermark removal (tools of their own on the matting and imagefix ledger kinds) are in
 * image-tool-names.ts.
 *
 * A tool request is `POST /api/ai-design/<tool>`, multipart (a `file` part, a `mask` part, a
 * `reference` part) or JSON, with the common fields below and the tool's own option fields beside them
 * (flat, as the spec's matting route has them: `mattingType`, `bgcolor`, `crop`...). Multipart fields
 * arrive as text, so every option schema coerces.
 */
export * from "./image-tool-names";

/** Text flags from forms: 1/true/yes/on are on, 0/false/no/off/'' are off. */
export const formFlagSchema = z
  .union([z.boolean(), z.enum(["0", "1", "true", "false", "yes", "no", "on", "off", ""])])
  .transform((v) => v === true || v === "1" || v === "true" || v === "yes" || v === "on");
const flag = (fallback: boolean) => formFlagSchema.optional().transform((v) => v ?? fallback);

/** A CSS hex colour (#rgb or #rrggbb), lower-cased. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { message: "must be a colour such as #ffffff" })
  .transform((v) => v.toLowerCase());

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Spec 01 section 7: matting's `bgcolor` (a colour behind the cut-out; empty or 'transparent' keeps alpha), `crop` (to the subject), `mattingType`. */
export const mattingOptionsSchema = z.object({
  mattingType: z.enum(mattingTypes).default("auto"),
  bgcolor: z
    .union([z.literal(""), z.literal("transparent"), hexColourSchema])
    .optional()
    .transform((v) => (v === undefined || v === "" || v === "transparent" ? null : v)),
  crop: flag(false),
});

/** Spec 02 section 7 `matting-vector`: crop (true), colours kept by the tracer. */
export const vectorOptionsSchema = z.object({
  crop: flag(true),
  colours: intIn(2, 64).default(16),
});

/** fileConverter: the format, an optional size (fits inside, keeps the shape), quality and the JPG flattening colour. */
export const fileConverterOptionsSchema = z.object({
  format: z.enum(convertFormats),
  width: intIn(1, 8192).optional(),
  height: intIn(1, 8192).optional(),
  quality: intIn(1, 100).default(85),
  background: hexColourSchema.optional(),
  /** PDF page: pixels per inch. */
  dpi: intIn(36, 1200).default(72),
  /** SVG: colours kept by the tracer. */
  colours: intIn(2, 64).default(16),
  /** ICO: the sizes it carries (default all of 16-256). A form sends them comma-separated. */
  icoSizes: z
    .union([z.string(), z.array(z.coerce.number())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const list = (Array.isArray(v) ? v : v.split(",")).map(Number);
      if (list.length === 0 || list.some((n) => !(icoSizes as readonly number[]).includes(n))) {
        ctx.addIssue({ code: "custom", message: `ICO sizes must be among ${icoSizes.join(", ")}` });
        return z.NEVER;
      }
      return [...new Set(list)].sort((a, b) => a - b);
    }),
});

/** imageclarity: 2x or 4x. */
export const imageclarityOptionsSchema = z.object({
  scale: z.coerce
    .number()
    .int()
    .refine((n) => (enlargeScales as readonly number[]).includes(n), { message: "scale must be 2 or 4" })
    .default(2),
});

/** imagefix (erase) and watermark: the mask is the request's `mask` part; the options only tune the fill. */
export const inpaintOptionsSchema = z.object({
  /** Grows the brushed area by this many pixels (an anti-aliased mark's rim belongs to it). */
  grow: intIn(0, 32).default(2),
});

/** idphoto: backdrop colour, standard size and whether to lay copies out on a printable sheet. */
export const idphotoOptionsSchema = z.object({
  background: z.enum(Object.keys(idPhotoBackgrounds) as [keyof typeof idPhotoBackgrounds, ...(keyof typeof idPhotoBackgrounds)[]]).default("white"),
  size: z.enum(Object.keys(idPhotoSizes) as [keyof typeof idPhotoSizes, ...(keyof typeof idPhotoSizes)[]]).default("1inch"),
  sheet: flag(false),
});

/** background: a colour, a two-colour gradient, an offline generated scene, or a prompt for the provider. */
export const backgroundOptionsSchema = z.object({
  mode: z.enum(["colour", "gradient", "scene", "prompt"]).default("colour"),
  colour: hexColourSchema.default("#ffffff"),
  colour2: hexColourSchema.optional(),
  angle: intIn(0, 359).default(90),
  /** gradient: along `angle`, or from the centre (colour) out to the corners (colour2). */
  gradient: z.enum(["linear", "radial"]).default("linear"),
  scene: z.enum(backgroundScenes).default("studio"),
  prompt: z.string().trim().max(1000).optional(),
  /** A soft contact shadow under the subject (offline modes). */
  shadow: flag(true),
});

/** aimockup: the scenes to render (at most MOCKUP_MAX_STYLES). A form sends them comma-separated. */
export const aimockupOptionsSchema = z.object({
  scenes: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      const list = v === undefined || v === "" ? ["businessCard"] : Array.isArray(v) ? v : v.split(",").map((s) => s.trim());
      const scenes = [...new Set(list)];
      if (scenes.length < 1 || scenes.length > MOCKUP_MAX_STYLES || scenes.some((s) => !(mockupScenes as readonly string[]).includes(s))) {
        ctx.addIssue({ code: "custom", message: `choose 1 to ${MOCKUP_MAX_STYLES} of ${mockupScenes.join(", ")}` });
        return z.NEVER;
      }
      return scenes as (typeof mockupScenes)[number][];
    }),
});

/** An optional list from JSON (an array) or a form (comma-separated), each item checked, at most `max`. */
function commaList<T extends z.ZodType<string, string>>(item: T, max: number, name: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const list = (Array.isArray(v) ? v : v.split(",")).map((entry) => entry.trim()).filter((entry) => entry !== "");
      const parsed = list.map((entry) => item.safeParse(entry));
      if (list.length > max || parsed.some((result) => !result.success)) {
        ctx.addIssue({ code: "custom", message: `${name}: at most ${max}, each valid` });
        return z.NEVER;
      }
      return parsed.map((result) => result.data as z.output<T>);
    });
}

/** aicon (spec 03 section 2's icon generator): prompt and style required (style default 'abstract'), a count within the limits. */
export const aiconOptionsSchema = z.object({
  prompt: z.string().trim().min(1).max(500),
  style: z.string().trim().min(1).max(40).default("abstract"),
  count: intIn(ICON_MIN_COUNT, ICON_MAX_COUNT).default(4),
  /** The palette, primary first (#rrggbb, at most 3; a form sends them comma-separated); built-in palettes when absent. */
  colors: commaList(hexColourSchema, 3, "colors"),
  /** More styles of the icon generator's list to spread the icons over (the chosen style first; at most 3). */
  styles: commaList(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: "a style value of the icon generator's list" }),
    3,
    "styles",
  ),
});

/** The provider-only tools: an optional instruction or style for the vendor. */
export const providerToolOptionsSchema = z.object({
  style: z.string().trim().max(40).optional(),
  prompt: z.string().trim().max(1000).optional(),
});

/** Each tool's own options (the fields beside the common ones). */
export const toolOptionsSchemas = {
  matting: mattingOptionsSchema,
  vector: vectorOptionsSchema,
  aicon: aiconOptionsSchema,
  aimockup: aimockupOptionsSchema,
  imageclarity: imageclarityOptionsSchema,
  imagefix: inpaintOptionsSchema,
  mergeface: providerToolOptionsSchema,
  idphoto: idphotoOptionsSchema,
  cartoonProfile: providerToolOptionsSchema,
  fileConverter: fileConverterOptionsSchema,
  beautification: providerToolOptionsSchema,
  background: backgroundOptionsSchema,
  watermark: inpaintOptionsSchema,
} as const satisfies Record<ToolName, z.ZodType>;

/**
 * Rules across a tool's fields, checked by the route before any charge (kept apart from the option
 * schemas because the route merges their shapes with the common fields, which would drop object
 * refinements). Each answers the field and the problem, or null when the options are fine.
 */
export const toolOptionsChecks: { [T in ToolName]?: (options: z.output<(typeof toolOptionsSchemas)[T]>) => { field: string; message: string } | null } = {
  background: (options) => (options.mode === "prompt" && !options.prompt ? { field: "prompt", message: "a described background needs a prompt" } : null),
};

export type ToolOptions<T extends ToolName> = z.output<(typeof toolOptionsSchemas)[T]>;
export type ToolOptionsInput<T extends ToolName> = z.input<(typeof toolOptionsSchemas)[T]>;

/**
 * The fields every tool request has. The source is one of: the `file` part, `url` (another site's
 * image, fetched through the safe downloader, or an /oss/ path of one's own), or `image` (the id of one
 * of one's image records, as `/design/tools/?image=` names it). `output`: 0 answers JSON (`data.data`
 * is the result's link), 1 answers the result's bytes (matting: the PNG with alpha), 2 answers SVG
 * text (matting-vector). `async`: answer at once with the task id instead of waiting (the page polls
 * GET /api/tasks/{id}); `processWidth`: sources wider than this are scaled down first (default 1000, spec 01 section 9).
 */
export const toolCommonFieldsSchema = z.object({
  url: z.string().trim().min(1).max(2048).optional(),
  image: z.string().trim().min(1).max(1024).optional(),
  maskUrl: z.string().trim().min(1).max(1024).optional(),
  referenceUrl: z.string().trim().min(1).max(2048).optional(),
  creditsChannel: z.enum(["credits"]).default("credits"),
  output: z.coerce.number().int().min(0).max(2).default(0),
  async: flag(false),
  processWidth: intIn(16, TOOL_PROCESS_MAX_WIDTH).default(TOOL_PROCESS_WIDTH),
});
export type ToolCommonFields = z.output<typeof toolCommonFieldsSchema>;

/** How the tool's charge was paid: a free daily cutout (matting), credits, the free daily AI credits, or the embedding partner. */
export const toolPaidBySchema = z.enum(["free_cutout", "credits", "free_quota", "partner", "none"]);
export type ToolPaidBy = z.infer<typeof toolPaidBySchema>;

/** The `data` of a tool's JSON answer. `data` is the spec's `data.data`: the result's link. */
export const toolResultSchema = z.object({
  taskId: z.string(),
  tool: z.enum(toolNames),
  kind: z.enum(toolKinds),
  status: z.enum(["SUCCESS", "GENERATING", "GENERATE_FAILED"]),
  progress: z.string(),
  /** The result's signed link (null until the task succeeds). */
  data: z.string().nullable(),
  /** Every result's link (aicon and aimockup make several). */
  resultUrls: z.array(z.string()),
  thumbUrls: z.array(z.string()),
  method: z.enum(toolMethods).nullable(),
  contentType: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The image records made (one per result), and the record the source was (their parent). */
  imageIds: z.array(z.number().int()),
  parentId: z.number().int().nullable(),
  cost: z.number().int(),
  paidBy: toolPaidBySchema,
  errorMessage: z.string().nullable(),
});
export type ToolResult = z.infer<typeof toolResultSchema>;

/** GET /api/ai-design/tools: each tool, its ledger kind, cost, and whether it can run here (and if not, what it needs). */
export const toolAvailabilitySchema = z.object({
  tool: z.enum(toolNames),
  kind: z.enum(toolKinds),
  cost: z.number().int(),
  available: z.boolean(),
  /** Why not: the feature is not built yet, or it needs a provider the operator has not configured. */
  reason: z.enum(["not_built", "needs_provider"]).nullable(),
  /** The provider (vendor) it needs, when that is the reason. */
  needs: z.string().nullable(),
  methods: z.array(z.enum(toolMethods)),
});
export type ToolAvailability = z.infer<typeof toolAvailabilitySchema>;
export const toolListSchema = z.object({ tools: z.array(toolAvailabilitySchema) });

/** POST /api/ai-design/background-detect: spec 01 section 7's background-colour detection (a failure counts as not transparent). */
export const backgroundDetectionSchema = z.object({ transparent: z.boolean(), colour: z.string().nullable(), plain: z.boolean() });
export type BackgroundDetectionView = z.infer<typeof backgroundDetectionSchema>;
