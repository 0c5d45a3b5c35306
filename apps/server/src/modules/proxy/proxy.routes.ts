import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadLimits } from "@studio/domain";
import { createAddressPolicy } from "./address-policy";
import { safeFetchImage, type Resolver } from "./safe-fetch";

export type ProxyOptions = { allowedAddresses: string[]; timeoutMs: number; resolver?: Resolver };

/**
 * GET /api/proxy?url=: an external image fetched for the browser (to read its size and colours
 * without CORS trouble, and to retry images that failed to load directly).
 */
export const proxyRoutes = (options: ProxyOptions): FastifyPluginAsync => async (app) => {
  const policy = createAddressPolicy(options.allowedAddresses);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/proxy",
    {
      schema: {
        tags: ["images"],
        summary: "Fetch an external image (http/https, public addresses only, 25 MB, 30 s)",
        querystring: z.object({ url: z.string().min(1).max(4096).describe("encoded image URL") }),
      },
    },
    async (request, reply) => {
      const image = await safeFetchImage(request.query.url, {
        policy,
        resolver: options.resolver,
        timeoutMs: options.timeoutMs,
        maxBytes: uploadLimits.maxBytes,
        maxRedirects: 3,
      });
      reply.header("content-type", image.contentType);
      reply.header("cache-control", "public, max-age=86400");
      if (image.contentType === "image/svg+xml") reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(image.body);
    },
  );
};
