/**
 * The names of a bulk's files inside its results zip (the zip itself is the server's one writer,
 * storage/zip.ts): a file-name-safe short form of a prompt: letters and digits of any script, dashes between words.
 */
export function promptSlug(prompt: string, max = 40): string {
  const slug = prompt
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return slug || "image";
}
