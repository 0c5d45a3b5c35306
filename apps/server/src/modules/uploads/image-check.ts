import type { MultipartFile } from "@fastify/multipart";
import { aspectOf, uploadLimits, uploadRefusal } from "@studio/domain";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../errors";

export type CheckedImage = { bytes: Buffer; ext: "png" | "jpg" | "webp"; width: number; height: number; aspect: "16:9" | "1:1" | "9:16" };

/** Raster formats we accept; SVG (scriptable), TIFF, HEIF and the rest are refused. */
const accepted = new Set(["png", "jpeg", "webp", "gif"]);

/**
 * The server's rule for every uploaded image (references, sample designs, admin style items, avatars):
 * at most 25 MB, a raster image sharp can decode completely, at most 4096x4096 pixels of area.
 * The image is re-encoded, which drops metadata (camera position, comments) and anything appended
 * to the file; GIFs keep their first frame as PNG.
 */
export async function checkUploadedImage(bytes: Buffer): Promise<CheckedImage> {
  const bySize = uploadRefusal({ bytes: bytes.length });
  if (bySize) throw new AppError(bySize);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("IMAGE_UNREADABLE");
  }
  if (!metadata.format || !accepted.has(metadata.format) || !metadata.width || !metadata.height) throw new AppError("IMAGE_UNREADABLE");
  const height = metadata.pageHeight ?? metadata.height;
  const byPixels = uploadRefusal({ bytes: bytes.length, width: metadata.width, height });
  if (byPixels) throw new AppError(byPixels);
  try {
    const image = sharp(bytes, { failOn: "truncated", limitInputPixels: uploadLimits.maxPixels }).rotate();
    const encoded =
      metadata.format === "jpeg"
        ? { ext: "jpg" as const, out: await image.jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true }) }
        : metadata.format === "webp"
          ? { ext: "webp" as const, out: await image.webp({ quality: 92 }).toBuffer({ resolveWithObject: true }) }
          : { ext: "png" as const, out: await image.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true }) };
    const { width, height: outHeight } = encoded.out.info;
    return { bytes: encoded.out.data, ext: encoded.ext, width, height: outHeight, aspect: aspectOf(width, outHeight) };
  } catch {
    throw new AppError("IMAGE_UNREADABLE");
  }
}

/**
 * The whole file of a multipart upload, or 413 with the spec's message when it is over the limit
 * (register multipart with `fileSize: uploadLimits.maxBytes + 1`: one byte over is enough to know).
 */
export async function fileBytes(file: MultipartFile): Promise<Buffer> {
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE");
    throw error;
  });
  if (file.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE");
  return bytes;
}

const dataUrlPattern = /^data:([a-z0-9.+/-]+)(;[a-z0-9=.+-]+)*;base64,/i;

/** Bytes of a base64 data URL of an image type; anything else is refused as not an image. */
export function dataUrlBytes(src: string): Buffer {
  const match = dataUrlPattern.exec(src);
  if (!match || !match[1]?.toLowerCase().startsWith("image/")) throw new AppError("UNSUPPORTED_MEDIA");
  // base64 grows data by 4/3: check the length before decoding so a huge string costs nothing.
  if ((src.length - match[0].length) * 0.75 > uploadLimits.maxBytes + 3) throw new AppError("PAYLOAD_TOO_LARGE");
  return Buffer.from(src.slice(match[0].length), "base64");
}
