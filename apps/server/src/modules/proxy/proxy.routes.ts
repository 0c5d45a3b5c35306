import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ProxyService } from "./proxy.service";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";

/**
 * GET /api/proxy?url=&exp=&sig=: an external image fetched for the browser (to retry images that
 * failed to load directly, spec 03 section 9, and to show other sites' images under our CSP). No
 * session is needed, since visitors' pages retry images too; instead only links this server handed
 * out are served (proxy-links.ts), and each client address and user has a byte budget per hour
 * (proxy.service.ts).
 */
export const proxyRoutes =
  (deps: { proxy: ProxyService }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/proxy",
      {
        schema: {
          tags: ["images"],
          security: access.optionalUser,
          summary: "Fetch an external image the server linked to (signed link; http/https, public addresses only, 25 MB, 30 s)",
          querystring: z.object({
            url: z.string().min(1).max(4096).describe("encoded image URL"),
            exp: z.string().max(16).optional().describe("expiry of the link (unix seconds), from the server"),
            sig: z.string().max(64).optional().describe("the server's signature of url and exp"),
          }),
          response: { 200: bytesAnswer("The image as the remote server sent it", ["image/*"]) },
        },
      },
      async (request, reply) => {
        const image = await deps.proxy.fetch(request.query, { ip: request.ip, userId: request.user?.id });
        reply.header("content-type", image.contentType);
        // Private: the link is signed for whoever the page was served to, not for shared caches.
        reply.header("cache-control", "private, max-age=3600");
        if (image.contentType === "image/svg+xml") reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        return reply.send(image.body);
      },
    );
  };
