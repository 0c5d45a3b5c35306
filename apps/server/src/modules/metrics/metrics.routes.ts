import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { bearerTokenOf } from "../../plugins/bearer-token";
import { sendError } from "../../plugins/error-handler";
import type { Metrics } from "./metrics.registry";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether `given` is the token, in time that does not depend on how much of it matched: both sides
 * are hashed first, so even their lengths are compared in constant time.
 */
export function sameToken(given: string | null, expected: Buffer): boolean {
  return given !== null && timingSafeEqual(digest(given), expected);
}

/**
 * GET /metrics, Prometheus text format, for the operator's scraper only: without METRICS_TOKEN it is
 * the 404 of any unknown path (nothing says it exists), without the right `Authorization: Bearer`
 * it is 401. It sits outside /api/, so the API's rate limit and CSRF check never apply to it, and
 * it is hidden from the OpenAPI document. The session lookup is skipped: the token is not a session.
 */
export const metricsRoutes =
  (deps: { metrics: Metrics; token: string | undefined }): FastifyPluginAsync =>
  async (app) => {
    const expected = deps.token === undefined ? undefined : digest(deps.token);
    app.withTypeProvider<ZodTypeProvider>().get(
      "/metrics",
      {
        config: { rateLimit: false, noSession: true },
        schema: {
          hide: true,
          // Loose: the other headers stay as they came; only the credential's size is bounded.
          headers: z.looseObject({ authorization: z.string().max(600).optional() }),
        },
      },
      async (request, reply) => {
        if (!expected) return sendError(reply, "NOT_FOUND", `No route for ${request.method} /metrics`);
        if (!sameToken(bearerTokenOf(request), expected)) {
          reply.header("www-authenticate", 'Bearer realm="metrics"');
          throw new AppError("UNAUTHORIZED");
        }
        const text = await deps.metrics.registry.metrics();
        return reply.header("cache-control", "no-store").type(deps.metrics.registry.contentType).send(text);
      },
    );
  };
