import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  businessCardDownloadResultSchema,
  businessCardDownloadSchema,
  businessCardFileParamsSchema,
  businessCardFileQuerySchema,
  envelopeSchema,
  ok,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import { DESIGN_EXPORT_BODY_LIMIT, sendExport } from "../design-export/design-export.routes";
import type { BusinessCards } from "./business-cards.service";

/**
 * Spec 03 section 7: `POST /api/businesscard/download` with the export payload answers the file's
 * URL, `GET /api/businesscard/download/{fa_id}` is the file. Signed-in users only (a visitor logs in
 * before any download); each POST is a render, limited like the other exports.
 */
export function businessCardsRoutes(deps: { cards: BusinessCards; rateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/businesscard/download",
      {
        bodyLimit: DESIGN_EXPORT_BODY_LIMIT,
        schema: {
          tags: ["design"],
          security: access.user,
          summary:
            "A business card (its pages, front and back, or a saved card's work_id) as PNG (one side), PDF (both sides) or print PDF (3 mm bleed, crop marks, CMYK, embedded fonts); charged as a card download (bought bizcard, the logo's Brand package, Pro, free downloads, credits); answers the file's URL",
          body: businessCardDownloadSchema,
          response: { 200: envelopeSchema(businessCardDownloadResultSchema) },
        },
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ok(await deps.cards.download(requireUser(request), request.body)),
    );
    typed.get(
      "/api/businesscard/download/:fa_id",
      {
        schema: {
          tags: ["design"],
          security: access.user,
          summary: "The file POST /api/businesscard/download made, for its owner (404 for anyone else, or once a newer drawing replaced it)",
          params: businessCardFileParamsSchema,
          querystring: businessCardFileQuerySchema,
          response: { 200: bytesAnswer("The file, as an attachment", ["image/png", "application/pdf"]) },
        },
      },
      async (request, reply) => {
        const file = await deps.cards.file(requireUser(request), request.params.fa_id, request.query);
        return sendExport(reply, file);
      },
    );
  };
}
