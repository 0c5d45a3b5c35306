import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadLimits } from "@studio/domain";
import { AppError } from "../../errors";
import type { UrlSigner } from "../../security/url-signature";
import { createAddressPolicy } from "./address-policy";
import { createByteBudget } from "./proxy-budget";
import { PROXY_PURPOSE } from "./proxy-links";
import { safeFetchImage, type Resolver } from "./safe-fetch";

export type ProxyOptions = {
  allowedAddresses: string[];
  timeoutMs: number;
  /** Checks the link's signature (URL_SIGNING_SECRET, purpose "proxy"). */
  signer: UrlSigner;
  /** PROXY_BYTES_PER_HOUR: bytes one client address, and one signed-in user, may receive per hour. */
  bytesPerHour: number;
  now?: () => Date;
  resolver?: Resolver;
};

/**
 * GET /api/proxy?url=&exp=&sig=: an external image fetched for the browser (to retry images that
 * failed to load directly, spec 03 section 9, and to show other sites' images under our CSP). No
 * session is needed, since visitors' pages retry images too; instead only links this server handed
 * out are served (proxy-links.ts), and each client address and user has a byte budget per hour.
 */
export const proxyRoutes = (options: ProxyOptions): FastifyPluginAsync => async (app) => {
  const policy = createAddressPolicy(options.allowedAddresses);
  const now = options.now ?? (() => new Date());
  const budget = createByteBudget({ bytesPerHour: options.bytesPerHour, now });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/proxy",
    {
      schema: {
        tags: ["images"],
        summary: "Fetch an external image the server linked to (signed link; http/https, public addresses only, 25 MB, 30 s)",
        querystring: z.object({
          url: z.string().min(1).max(4096).describe("encoded image URL"),
          exp: z.string().max(16).optional().describe("expiry of the link (unix seconds), from the server"),
          sig: z.string().max(64).optional().describe("the server's signature of url and exp"),
        }),
      },
    },
    async (request, reply) => {
      const { url, exp, sig } = request.query;
      if (!options.signer.verify(url, exp, sig, PROXY_PURPOSE, now())) throw new AppError("PROXY_LINK_INVALID");
      const keys = [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : [])];
      budget.check(keys);
      const image = await safeFetchImage(url, {
        policy,
        resolver: options.resolver,
        timeoutMs: options.timeoutMs,
        maxBytes: uploadLimits.maxBytes,
        maxRedirects: 3,
      });
      budget.spend(keys, image.body.length);
      reply.header("content-type", image.contentType);
      // Private: the link is signed for whoever the page was served to, not for shared caches.
      reply.header("cache-control", "private, max-age=3600");
      if (image.contentType === "image/svg+xml") reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(image.body);
    },
  );
};
