import { uploadLimits } from "@studio/domain";
import { AppError } from "../../errors";
import type { UrlSigner } from "../../security/url-signature";
import { createAddressPolicy } from "./address-policy";
import type { RateLimitCounters } from "../rate-limits/rate-limits.repository";
import { createByteBudget, databaseByteBudget } from "./proxy-budget";
import { PROXY_PURPOSE } from "./proxy-links";
import { safeFetchImage, type Resolver } from "./safe-fetch";

export type ProxyServiceOptions = {
  allowedAddresses: string[];
  timeoutMs: number;
  /** Checks the link's signature (URL_SIGNING_SECRET, purpose "proxy"). */
  signer: UrlSigner;
  /** PROXY_BYTES_PER_HOUR: bytes one client address, and one signed-in user, may receive per hour. */
  bytesPerHour: number;
  /** The shared counters (RATE_LIMIT_STORE=database): one budget for every API process instead of one per process. */
  counters?: RateLimitCounters | undefined;
  now?: () => Date;
  resolver?: Resolver;
};

/** Who asks: the client address, and the signed-in user if any (each has its own hourly budget). */
export type ProxyClient = { ip: string; userId?: number | undefined };

/**
 * External images fetched for the browser: only links this server handed out (proxy-links.ts),
 * only public addresses (address-policy.ts), and each client address and user within a byte
 * budget per hour.
 */
export function createProxyService(options: ProxyServiceOptions) {
  const policy = createAddressPolicy(options.allowedAddresses);
  const now = options.now ?? (() => new Date());
  const budget = options.counters
    ? databaseByteBudget(options.counters, { bytesPerHour: options.bytesPerHour })
    : createByteBudget({ bytesPerHour: options.bytesPerHour, now });
  /** The one guarded fetch behind both entries: the client's budget, then the address guard (every hop), 25 MB and the time limit. */
  const fetchWithinBudget = async (url: string, client: ProxyClient): Promise<{ body: Buffer; contentType: string }> => {
    const keys = [`ip:${client.ip}`, ...(client.userId !== undefined ? [`user:${client.userId}`] : [])];
    await budget.check(keys);
    const image = await safeFetchImage(url, {
      policy,
      resolver: options.resolver,
      timeoutMs: options.timeoutMs,
      maxBytes: uploadLimits.maxBytes,
      maxRedirects: 3,
    });
    await budget.spend(keys, image.body.length);
    return { body: image.body, contentType: image.contentType };
  };
  return {
    /** GET /api/proxy: only links this server signed, since visitors may use it. */
    async fetch(
      link: { url: string; exp?: string | undefined; sig?: string | undefined },
      client: ProxyClient,
    ): Promise<{ body: Buffer; contentType: string }> {
      if (!options.signer.verify(link.url, link.exp, link.sig, PROXY_PURPOSE, now())) throw new AppError("PROXY_LINK_INVALID");
      return fetchWithinBudget(link.url, client);
    },
    /**
     * A link a signed-in user dropped or pasted (POST /api/ai-design/upload-image-url): no signature,
     * since the user chose it, but the same address guard and the same hourly budgets, counted for
     * their address and their account alike.
     */
    fetchForUser(url: string, client: { ip: string; userId: number }): Promise<{ body: Buffer; contentType: string }> {
      return fetchWithinBudget(url, client);
    },
  };
}

export type ProxyService = ReturnType<typeof createProxyService>;
