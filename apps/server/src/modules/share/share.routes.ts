import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, favouriteParamsSchema, ok, shareLikeResultSchema, shareLinkSchema, sharedLogoSchema, shareTokenParamsSchema } from "@studio/contracts";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { CSRF_COOKIE } from "../../plugins/csrf";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { ShareService, Visitor } from "./share.service";

/** The browser's cookie for its like key: the CSRF cookie every browser gets from this server. */
const visitorOf = (share: ShareService, request: FastifyRequest): Visitor => share.visitor(request.user ?? null, request.ip, request.cookies[CSRF_COOKIE]);

/** Free logo by share (spec 03 sections 2 and 9): the owner's link and poster, the public page and its likes. */
export function shareRoutes(deps: {
  share: ShareService;
  /** Likes and posters per client a minute (a poster is a render). */
  rateLimitPerMinute: number;
}): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["classic-maker"];
    const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: "1 minute" };

    typed.post(
      "/api/user/favourite/:id/share",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The share link of a saved logo (owner only; the same link each time) with its poster and likes so far",
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(shareLinkSchema) },
        },
      },
      async (request) => {
        if (!request.user) throw new AppError("NOT_LOGGED_IN");
        return ok(await deps.share.link(request.user, request.params.id));
      },
    );
    typed.get(
      "/api/share/:token",
      {
        schema: {
          tags,
          security: access.optionalUser,
          summary: "A shared logo for its public page: the logo, likes of the threshold, whether this visitor liked it",
          params: shareTokenParamsSchema,
          response: { 200: envelopeSchema(sharedLogoSchema) },
        },
      },
      async (request) => ok(await deps.share.view(request.params.token, visitorOf(deps.share, request))),
    );
    typed.post(
      "/api/share/:token/like",
      {
        schema: {
          tags,
          security: access.optionalUser,
          summary: "Like a shared logo (one like per visitor, never its owner); the threshold unlocks the owner's Basic package once",
          params: shareTokenParamsSchema,
          response: { 200: envelopeSchema(shareLikeResultSchema) },
        },
        config: { rateLimit },
      },
      async (request) => ok(await deps.share.like(request.params.token, visitorOf(deps.share, request))),
    );
    typed.get(
      "/api/share/:token/poster.png",
      {
        schema: {
          tags,
          security: access.public,
          summary: "The share poster: the logo, the product name, the link and its QR code (PNG 1080x1440)",
          params: shareTokenParamsSchema,
          response: { 200: bytesAnswer("The poster (PNG)", ["image/png"]) },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const png = await deps.share.poster(request.params.token);
        return reply.type("image/png").header("cache-control", "private, max-age=300").send(png);
      },
    );
  };
}
