import type { UrlSigner } from "../../security/url-signature";

/** The signer's purpose for image proxy links: a signature made for /oss never opens the proxy. */
export const PROXY_PURPOSE = "proxy";

/** How long a handed-out proxy link works; rounded up to the hour so a page's links stay cacheable for that hour. */
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** An absolute http(s) URL: an image on another site, which the page can only show through the proxy (CSP img-src is 'self'). */
export function isExternalImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export type ProxyLinks = {
  /** `/api/proxy?url=..&exp=..&sig=..` for `target`, valid for a day. */
  link(target: string): string;
  /** An image URL as the page should load it: external ones as a signed proxy link, ours unchanged. */
  forImage(url: string): string;
};

/**
 * Links to the image proxy that only this server can make. The proxy fetches nothing else, so it
 * cannot be used as an open relay by visitors, yet every visitor can load the images the server put
 * in its own pages and answers (spec 03 section 9: images are retried through the proxy).
 */
export function createProxyLinks(signer: UrlSigner, now: () => Date = () => new Date()): ProxyLinks {
  const link = (target: string) => {
    const expiresAt = new Date(Math.ceil((now().getTime() + LINK_LIFETIME_MS) / HOUR_MS) * HOUR_MS);
    const { exp, sig } = signer.sign(target, expiresAt, PROXY_PURPOSE);
    return `/api/proxy?${new URLSearchParams({ url: target, exp: String(exp), sig }).toString()}`;
  };
  return { link, forImage: (url) => (isExternalImageUrl(url) ? link(url) : url) };
}
