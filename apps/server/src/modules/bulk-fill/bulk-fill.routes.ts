import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bulkFillJobParamsSchema, bulkFillJobSchema, envelopeSchema, ok, startBulkFillBodySchema } from "@studio/contracts";
import { access } from "../../plugins/api-access";
import { requireUser } from "../../plugins/auth";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { BulkFillService } from "./bulk-fill.service";

/** A CSV of 1 MB sent as a JSON string (quotes and line breaks escaped) with its mapping. */
export const BULK_FILL_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Bulk fill (issue 22, docs/bulk-fill.md): start a batch (a card work plus a CSV), follow its
 * progress, download its zip. Signed-in users only; each batch is one of theirs (others: 404).
 */
export function bulkFillRoutes(deps: { bulkFill: BulkFillService; startRateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/user/bulk-fill",
      {
        bodyLimit: BULK_FILL_BODY_LIMIT,
        schema: {
          tags: ["design"],
          security: access.user,
          summary:
            "Bulk fill: one of the user's card works plus a CSV (at most 500 rows, 1 MB) gives one PNG, PDF or print PDF (bleed, crop marks, CMYK; front and back) per row, zipped; columns mapped to the card fields; one unfinished batch per user; needs Pro or the card bought",
          body: startBulkFillBodySchema,
          response: { 200: envelopeSchema(bulkFillJobSchema) },
        },
        config: { rateLimit: { max: deps.startRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ok(await deps.bulkFill.start(requireUser(request), request.body)),
    );
    typed.get(
      "/api/user/bulk-fill/:id",
      {
        schema: {
          tags: ["design"],
          security: access.user,
          summary: "A bulk fill's state and progress (done of total rows); zip_url once it succeeded",
          params: bulkFillJobParamsSchema,
          response: { 200: envelopeSchema(bulkFillJobSchema) },
        },
      },
      async (request) => ok(await deps.bulkFill.get(requireUser(request), request.params.id)),
    );
    typed.get(
      "/api/user/bulk-fill/:id/zip",
      {
        schema: {
          tags: ["design"],
          security: access.user,
          summary: "A finished bulk fill's zip (one file per CSV row), as an attachment, for its owner only",
          params: bulkFillJobParamsSchema,
          response: { 200: bytesAnswer("The zip, as an attachment", ["application/zip"]) },
        },
      },
      async (request, reply) => {
        const zip = await deps.bulkFill.zip(requireUser(request), request.params.id);
        const ascii = zip.name.replace(/[^\w.-]+/g, "_");
        return reply
          .header("content-type", "application/zip")
          .header("content-length", String(zip.size))
          .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(zip.name)}`)
          .header("cache-control", "private, no-store")
          .send(zip.body);
      },
    );
  };
}
