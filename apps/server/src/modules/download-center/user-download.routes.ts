import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createImgForLogoSchema,
  envelopeSchema,
  logoExportResultSchema,
  logoExportSchema,
  ok,
  userDownloadParamsSchema,
  userDownloadQuerySchema,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { DownloadCenterService } from "./download-center.service";

/**
 * Spec 03 section 7's download calls on the one download center: `POST /api/user/download` with
 * the logo export payload answers the file's URL, `GET /api/user/download/{fa_id}` is the file.
 * Both ask the download center's rules (owner or staff, the package, sizes up to 5000 px).
 */
export function userDownloadRoutes(deps: { center: DownloadCenterService; drawRateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/createImgForLogo",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary:
            "The browser's drawing of a logo (data: SVG markup, sanitised: allow-listed elements and attributes, same-document references and inline PNG/JPEG/WebP only) as a JPG|PNG|SVG|EPS|PDF file under the logo's download rules; answers the file's URL",
          body: createImgForLogoSchema,
          response: { 200: envelopeSchema(logoExportResultSchema) },
        },
        // Each call renders up to 5000 x 5000 pixels: limited per address like the classic list.
        config: { rateLimit: { max: deps.drawRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ok(await deps.center.createImage(requireUser(request), request.body)),
    );
    typed.post(
      "/api/user/download",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "A logo's file by the export payload (type JPG|PNG|SVG|EPS|PDF, width, height): its URL, after the package and size checks",
          body: logoExportSchema,
          response: { 200: envelopeSchema(logoExportResultSchema) },
        },
      },
      async (request) => ok(await deps.center.exportUrl(requireUser(request), request.body.fa_id, request.body)),
    );
    typed.get(
      "/api/user/download/:id",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "The file POST /api/user/download named (403 PACKAGE_REQUIRED when the logo's package does not include it)",
          params: userDownloadParamsSchema,
          querystring: userDownloadQuerySchema,
          response: {
            200: bytesAnswer("The file, as an attachment", ["image/jpeg", "image/png", "image/svg+xml", "application/postscript", "application/pdf"]),
          },
        },
      },
      async (request, reply) => {
        const file = await deps.center.exportFile(requireUser(request), request.params.id, request.query);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
  };
}
