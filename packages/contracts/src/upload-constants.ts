/** Values of uploads straight to storage that need no zod (the browser's upload client reads them without loading the schemas). */

/** Spec 03 sections 7 and 9: an upload may take this long before the browser gives up. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The image types an upload grant may name (the same raster formats the server's check accepts). */
export const uploadContentTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** Spec 03 sections 2, 5 and 9: a file sent from the phone (mobile upload by QR code) is 20M or smaller. */
export const MOBILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The header the phone's upload page sends its link's token in (never the URL, so it stays out of access logs). */
export const MOBILE_UPLOAD_TOKEN_HEADER = "x-mobile-upload-token";
/** How often the editor asks for files sent from the phone. */
export const MOBILE_UPLOAD_POLL_MS = 2000;
