import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors";

/**
 * The font file of a multipart request (field `file`), or FONT_TOO_LARGE when it is over the limit
 * (multipart is registered with `fileSize: FONT_UPLOAD_MAX_BYTES + 1`: one byte over is enough).
 */
export async function fontFileOf(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string | undefined }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA", "Send the font as multipart/form-data, field file.");
  const file: MultipartFile | undefined = await request.file();
  if (!file) throw new AppError("BAD_REQUEST", "No file was sent.");
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("FONT_TOO_LARGE");
    throw error;
  });
  if (file.file.truncated) throw new AppError("FONT_TOO_LARGE");
  return { bytes, filename: file.filename };
}
