/** Spec 01: a lazy image is tried 10 times, 1000 ms apart, through the image proxy after the 2nd try. */
export const imageRetry = { maxTries: 10, intervalMs: 1000, directTries: 2 } as const;

/** An http(s) image on another origin: those can go through `/api/proxy` when the host blocks us. */
export function isExternalUrl(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin;
  } catch {
    return false;
  }
}

/** data: and blob: images are already in memory; trying them again cannot help. */
export function maxTriesFor(src: string): number {
  return /^(data|blob):/i.test(src) ? 1 : imageRetry.maxTries;
}

export function proxiedImageUrl(src: string): string {
  return `/api/proxy?url=${encodeURIComponent(src)}`;
}

/** The address to load on try number `tryNumber` (1-based). */
export function imageSourceForTry(src: string, tryNumber: number, origin: string): string {
  if (tryNumber > imageRetry.directTries && isExternalUrl(src, origin)) return proxiedImageUrl(src);
  return src;
}
