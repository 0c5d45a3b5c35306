import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, logoAnimationGifBodySchema, logoAnimationPermitBodySchema, logoAnimationPermitSchema, ok } from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import { sendExport } from "../design-export/design-export.routes";
import type { LogoAnimationService } from "./logo-animation.service";

const tags = ["logo-animation"];

/**
 * Logo animations (issue 22): the download right the browser asks for before it makes a GIF, WebM
 * or Lottie file, and the server's own GIF. Both answer 403 PACKAGE_REQUIRED unless the user is Pro,
 * staff, or the logo has the Brand package or its animation bought (download-logoanimate, type 3).
 */
export function logoAnimationRoutes(deps: { animation: LogoAnimationService; rateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/logo-animation/permit",
      {
        schema: {
          tags,
          security: access.user,
          summary: "May I download this saved logo's animation (gif, webm, lottie)? Pro, staff, its Brand package or the animation bought for it; else 403",
          body: logoAnimationPermitBodySchema,
          response: { 200: envelopeSchema(logoAnimationPermitSchema) },
        },
      },
      async (request) => ok(await deps.animation.permit(requireUser(request), request.body.designId, request.body.format)),
    );
    typed.post(
      "/api/logo-animation/gif",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The saved logo's animation as a GIF encoded by the server (30 frames of 60 ms, up to 800 px wide), with the same download right",
          body: logoAnimationGifBodySchema,
          response: { 200: bytesAnswer("The GIF, as an attachment", ["image/gif"]) },
        },
        // 30 frames drawn and encoded: a heavy route, limited like the exports.
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const file = await deps.animation.gif(requireUser(request), request.body);
        return sendExport(reply, { bytes: Buffer.from(file.bytes), filename: file.filename, contentType: "image/gif" });
      },
    );
  };
}
