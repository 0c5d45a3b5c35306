import sharp from "sharp";
import { z } from "zod";
import { watermarkOverlay } from "./watermark";

/**
 * The only widths /oss makes: what the product asks (200 style-manager thumbnails, 400 result and
 * sample thumbnails, 600 the showcase preview; spec 02 section 2). A fixed set bounds the copies one
 * file can have, so no run of distinct requests fills the disk or keeps the CPU busy.
 */
export const VARIANT_WIDTHS = [200, 400, 600] as const;
/** The widths anyone may see of a result without a signed link (always WebP, watermarked). */
export const PUBLIC_PREVIEW_WIDTHS: readonly number[] = [400, 600];
/** WebP/JPEG qualities on offer; 82 when none is asked. */
export const VARIANT_QUALITIES = [60, 82] as const;
const DEFAULT_QUALITY = 82;

const oneOf = (values: readonly number[], what: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { message: `${what} must be one of ${values.join(", ")}` });

/** Query parameters of /oss/... : a resized or converted copy, or a signed link's `exp`/`sig`. */
export const variantQuerySchema = z
  .object({
    w: oneOf(VARIANT_WIDTHS, "w")
      .optional()
      .describe(`width in pixels: ${VARIANT_WIDTHS.join(", ")}`),
    format: z.enum(["webp", "png", "jpeg"]).optional().describe("convert to this format (results: webp only)"),
    q: oneOf(VARIANT_QUALITIES, "q")
      .optional()
      .describe(`quality for webp/jpeg: ${VARIANT_QUALITIES.join(", ")} (default ${DEFAULT_QUALITY})`),
    t: z.string().max(40).optional().describe("cache buster, ignored"),
    exp: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional()
      .describe("signed link: expiry (unix seconds)"),
    sig: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional()
      .describe("signed link: signature of the path"),
  })
  .strict();

export type VariantQuery = z.infer<typeof variantQuerySchema>;

export type OutputFormat = "webp" | "png" | "jpeg";

/** One copy to make: width (none keeps the size), format, quality and whether to burn the mark in. */
export type VariantSpec = { width?: number | undefined; format: OutputFormat; quality?: number | undefined; watermark: boolean };

const transformable = /\.(png|jpe?g|webp|gif|avif|svg)$/i;

export const isTransformable = (key: string): boolean => transformable.test(key);

/** The format a copy keeps when no other is asked: JPEG and WebP stay, everything else is PNG. */
export function outputFormatOf(key: string): OutputFormat {
  if (/\.jpe?g$/i.test(key)) return "jpeg";
  if (/\.webp$/i.test(key)) return "webp";
  return "png";
}

/** Cache key of a variant: stable for the same source version and the same spec. */
export function variantKey(key: string, sourceEtag: string, spec: VariantSpec): string {
  // The default quality is named, so `q=82` and no q share one copy.
  const parts = [
    spec.width ?? "",
    spec.format === "png" ? "" : (spec.quality ?? DEFAULT_QUALITY),
    spec.watermark ? "wm" : "",
    sourceEtag.replace(/[^a-f0-9]/gi, "").slice(0, 12),
  ];
  return `.variants/${key}/${parts.join("_")}.${spec.format === "jpeg" ? "jpg" : spec.format}`;
}

/** Resizes, marks and converts with sharp; never enlarges, keeps transparency where the format can. */
export async function renderVariant(source: Buffer, key: string, spec: VariantSpec): Promise<Buffer> {
  let pipeline = sharp(source, { limitInputPixels: 16_777_216 * 4, density: /\.svg$/i.test(key) ? 144 : 72 }).rotate();
  if (spec.width !== undefined) pipeline = pipeline.resize({ width: spec.width, fit: "inside", withoutEnlargement: true });
  if (spec.watermark) {
    // The mark is drawn at the copy's final size, so it looks the same at every width.
    const { data, info } = await pipeline.png().toBuffer({ resolveWithObject: true });
    pipeline = sharp(data).composite([{ input: watermarkOverlay(info.width, info.height), top: 0, left: 0 }]);
  }
  const quality = spec.quality ?? DEFAULT_QUALITY;
  if (spec.format === "webp") pipeline = pipeline.webp({ quality });
  else if (spec.format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  else pipeline = pipeline.png({ compressionLevel: 8 });
  return pipeline.toBuffer();
}
