import sharp from "sharp";
import { z } from "zod";

/** Query parameters of /oss/... that ask for a resized or converted copy of an image. */
export const variantQuerySchema = z
  .object({
    w: z.coerce.number().int().min(1).max(4096).optional().describe("width in pixels"),
    h: z.coerce.number().int().min(1).max(4096).optional().describe("height in pixels"),
    fit: z.enum(["cover", "contain", "inside"]).optional().describe("how to fit both w and h (default inside)"),
    format: z.enum(["webp", "png", "jpeg"]).optional().describe("convert to this format"),
    q: z.coerce.number().int().min(1).max(100).optional().describe("quality for webp/jpeg (default 82)"),
    t: z.string().max(40).optional().describe("cache buster, ignored"),
  })
  .strict();

export type VariantQuery = z.infer<typeof variantQuerySchema>;

const transformable = /\.(png|jpe?g|webp|gif|avif|svg)$/i;

export function wantsVariant(key: string, query: VariantQuery): boolean {
  return transformable.test(key) && (query.w !== undefined || query.h !== undefined || query.format !== undefined);
}

/** Cache key of a variant: stable for the same source version and the same parameters. */
export function variantKey(key: string, sourceEtag: string, query: VariantQuery): string {
  const format = query.format ?? outputFormatOf(key);
  const parts = [query.w ?? "", query.h ?? "", query.fit ?? "inside", query.q ?? "", sourceEtag.replace(/[^a-f0-9]/gi, "").slice(0, 12)];
  return `.variants/${key}/${parts.join("_")}.${format === "jpeg" ? "jpg" : format}`;
}

function outputFormatOf(key: string): "webp" | "png" | "jpeg" {
  if (/\.jpe?g$/i.test(key)) return "jpeg";
  if (/\.webp$/i.test(key)) return "webp";
  return "png";
}

/** Resizes and converts with sharp; never enlarges, keeps transparency where the format can. */
export async function renderVariant(source: Buffer, key: string, query: VariantQuery): Promise<Buffer> {
  const format = query.format ?? outputFormatOf(key);
  let pipeline = sharp(source, { limitInputPixels: 16_777_216 * 4, density: /\.svg$/i.test(key) ? 144 : 72 }).rotate();
  if (query.w !== undefined || query.h !== undefined) {
    pipeline = pipeline.resize({ width: query.w, height: query.h, fit: query.fit ?? "inside", withoutEnlargement: true });
  }
  const quality = query.q ?? 82;
  if (format === "webp") pipeline = pipeline.webp({ quality });
  else if (format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  else pipeline = pipeline.png({ compressionLevel: 8 });
  return pipeline.toBuffer();
}
