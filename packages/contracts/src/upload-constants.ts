/** Values of uploads straight to storage that need no zod (the browser's upload client reads them without loading the schemas). */

/** Spec 03 sections 7 and 9: an upload may take this long before the browser gives up. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The image types an upload grant may name (the same raster formats the server's check accepts). */
export const uploadContentTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
