import { z } from "zod";

export const designExportFormatSchema = z.enum(["png", "jpg", "svg", "pdf"]);
export type DesignExportFormat = z.infer<typeof designExportFormatSchema>;

/**
 * A side in pixels. The 5000 px ceiling (@studio/domain EXPORT_LIMITS) is checked by the server's service, not here, so the answer
 * carries the spec's own message ('width or height must not exceed 5000 px', EXPORT_TOO_LARGE) rather
 * than a generic validation error; the schema still bounds it so no absurd number reaches the renderer.
 */
const side = z.number().int().min(1).max(1_000_000).optional();

/** POST /api/user/ai-design/export: a document the browser holds (saved or not) drawn as a file. */
export const designExportRequestSchema = z.object({
  /** A design document (@studio/design); the server migrates older versions and validates it. */
  document: z.record(z.string(), z.unknown()),
  format: designExportFormatSchema,
  width: side,
  height: side,
  /** The file's name without extension (a work's name); letters, digits and dashes are kept. */
  name: z.string().max(120).optional(),
  /**
   * The saved work this document is the editor's copy of: its download rules apply (a poster's free
   * downloads or purchase, a Pro template's Pro check; docs/templates.md).
   */
  work_id: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type DesignExportRequest = z.infer<typeof designExportRequestSchema>;

/** POST /api/user/ai-design/works/export/{id}: a saved work drawn as a file. */
export const workExportRequestSchema = z.object({
  format: designExportFormatSchema,
  width: side,
});
export type WorkExportRequest = z.infer<typeof workExportRequestSchema>;
