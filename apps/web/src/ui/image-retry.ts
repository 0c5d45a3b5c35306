/** Spec 01: a lazy image is tried 10 times, 1000 ms apart, through the image proxy after the 2nd try. */
export const imageRetry = { maxTries: 10, intervalMs: 1000, directTries: 2 } as const;

/** An http(s) image on another origin: those can go through `/api/proxy` (signed by the server) when the host blocks us. */
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

/**
 * The address to load on try number `tryNumber` (1-based). After the direct tries an external image
 * goes through the proxy, but only by the signed link the server handed out with it (`proxySrc`,
 * `/api/proxy?url=&exp=&sig=`): the proxy serves nothing else, so the page never builds one itself.
 * The server already gives other sites' images as such links (CSP img-src is 'self'), and those are
 * same-origin, so they are simply tried again.
 */
export function imageSourceForTry(src: string, tryNumber: number, origin: string, proxySrc?: string): string {
  if (tryNumber > imageRetry.directTries && proxySrc && isExternalUrl(src, origin)) return proxySrc;
  return src;
}
