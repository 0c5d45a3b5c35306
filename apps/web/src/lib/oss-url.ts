/**
 * Addresses of stored files under /oss. The server hands a result to its owner as a signed link
 * (`/oss/ai-images/{taskId}/{n}.png?exp=&sig=`): the query must survive when a size is asked, and a
 * result is recognised by its path, whatever follows it.
 */

/** The widths /oss makes (the server refuses others); 400 and 600 are the public preview sizes. */
export type OssWidth = 200 | 400 | 600;

/** The path of a URL without its query or fragment. */
export function ossPath(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/** A WebP copy of a stored image at this width, keeping a signed link's query; other URLs as they are. */
export function ossVariantUrl(src: string, width: OssWidth): string {
  if (!src.startsWith("/oss/")) return src;
  const [path, query = ""] = src.split("#")[0]?.split("?") ?? [src];
  // A size already asked is replaced, a signature (exp, sig) kept.
  const kept = new URLSearchParams(query);
  for (const name of ["w", "h", "fit", "format", "q"]) kept.delete(name);
  kept.set("w", String(width));
  kept.set("format", "webp");
  return `${path ?? src}?${kept.toString()}`;
}
