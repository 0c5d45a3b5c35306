import { createHash } from "node:crypto";
import type { DownloadSource } from "../downloads/image-convert";

/**
 * What the brand kit's made files (brand documents, VI mockups, the profile kit) share: their names
 * and the version of the logo they were made from, so a cached file is never served for an edited logo.
 */

/** A file name from the logo's name: ASCII letters and digits, else "logo". */
export const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "logo";

/** What the logo looks like now: an edited saved logo gets new files. */
export function sourceVersion(source: DownloadSource): string {
  const hash = createHash("sha256");
  hash.update(source.kind === "design" ? JSON.stringify(source.document) : source.bytes);
  return hash.digest("hex").slice(0, 16);
}
