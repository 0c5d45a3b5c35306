import { z } from "zod";
import { uploadContentTypes } from "./upload-constants";

/**
 * Uploads straight to storage (spec 02 section 7 GET /api/oss/sts, spec 03 section 7): the browser
 * asks a grant for one file, sends the file to the grant's URL (the S3-compatible store itself, or
 * this server's signed upload route on local disk), then asks the server to check it.
 */

export const uploadGrantQuerySchema = z.object({
  contentType: z.enum(uploadContentTypes).describe("The file's type; the upload must declare the same"),
  size: z.coerce.number().int().min(1).optional().describe("The file's size in bytes, when known: refused at once above the limit"),
});
export type UploadGrantQuery = z.infer<typeof uploadGrantQuerySchema>;

/** Where and how to send the file: a form POST (fields first, the file last as `file`) or a PUT of the bytes with `headers`. */
export const uploadGrantSchema = z.object({
  method: z.enum(["POST", "PUT"]),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
  /** The one storage key the grant writes; named again in POST /api/oss/uploaded. */
  key: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
  contentType: z.enum(uploadContentTypes),
  timeoutMs: z.number().int(),
});
export type UploadGrant = z.infer<typeof uploadGrantSchema>;

/** The browser's word that the file of a grant arrived; answered like POST /api/ai-design/upload-image. */
export const uploadedRequestSchema = z.object({
  key: z.string().min(1).max(512),
  name: z.string().max(255).optional().describe("The file's name, shown back to its owner"),
});
export type UploadedRequest = z.infer<typeof uploadedRequestSchema>;
