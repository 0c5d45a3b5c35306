import type { UrlSigner } from "../../security/url-signature";

/** The signer purpose of /oss result links (a proxy signature never opens a result, and back). */
export const RESULT_LINK_PURPOSE = "oss";

const HOUR_MS = 60 * 60 * 1000;
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A task's stored result or its thumbnail: ai-images/{taskId}/{n}.{ext} (tasks/task-images.ts). */
const resultKeyPattern = new RegExp(`^ai-images/${uuid}/[^/]+$`, "i");

export const isResultKey = (key: string): boolean => resultKeyPattern.test(key);
/** A user's own font, fonts/users/{userId}/{id}.ttf (modules/fonts): served only with its owner's signed link. */
const userFontKeyPattern = /^fonts\/users\/\d{1,15}\/\d{1,15}\.ttf$/;
export const isUserFontKey = (key: string): boolean => userFontKeyPattern.test(key);

/** The path of a URL without its query or fragment (a signed URL carries `?exp=&sig=`). */
export const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? "";

/**
 * Signed links to full-size results, handed only to the task's owner (and admins). The signature
 * covers the path alone, so the holder may also ask the allowed variants (`&w=400&format=webp`).
 * The expiry is a time bucket (the end of the next hour): every answer within one hour carries the
 * same URL, so the finished-result cache and the browser's image cache keep working, and a link
 * is good for one to two hours.
 */
export type ResultLinks = {
  /** When links signed now expire; changes once an hour (caches key their signed answers by it). */
  expiry(): Date;
  /** The URL with a fresh signature when it names a result under /oss; any other URL unchanged. */
  sign(url: string): string;
  /** True when `exp`/`sig` were made by `sign` for this storage key and have not expired. */
  verify(key: string, exp: unknown, sig: unknown): boolean;
};

export function createResultLinks(signer: UrlSigner, now: () => Date = () => new Date()): ResultLinks {
  const expiry = () => new Date((Math.floor(now().getTime() / HOUR_MS) + 2) * HOUR_MS);
  return {
    expiry,
    sign(url) {
      const path = pathOf(url);
      if (!path.startsWith("/oss/")) return url;
      const key = path.slice("/oss/".length);
      if (!isResultKey(key) && !isUserFontKey(key)) return url;
      const { exp, sig } = signer.sign(key, expiry(), RESULT_LINK_PURPOSE);
      return `${path}?exp=${exp}&sig=${sig}`;
    },
    verify(key, exp, sig) {
      return signer.verify(key, exp, sig, RESULT_LINK_PURPOSE, now());
    },
  };
}
