import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  brandSetupSchema,
  centerFileParamsSchema,
  centerFileQuerySchema,
  downloadCenterParamsSchema,
  downloadCenterSchema,
  envelopeSchema,
  favouriteParamsSchema,
  ok,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { DownloadCenterService } from "./download-center.service";

/** The download center of a purchased logo (issue 16): `/download?logo={designId}` in the browser. */
export function downloadCenterRoutes(deps: { center: DownloadCenterService; linkBase: string }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/api/download-center/:designId",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "A logo's download center: its package, each file with `allowed` (packageAllows), upgrade offers at the difference (owner only)",
          params: downloadCenterParamsSchema,
          response: { 200: envelopeSchema(downloadCenterSchema) },
        },
      },
      async (request) => ok(await deps.center.view(requireUser(request), request.params.designId)),
    );
    typed.post(
      "/api/user/favourite/:id/brand",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary:
            "Activate the brand centre of a saved logo with the Brand package (owner only: 403 'Only the logo owner can make this operation!'; 502 'Brand Identity setup failure'); answers the platform link",
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(brandSetupSchema) },
        },
      },
      async (request) => ok(await deps.center.brandCentre(requireUser(request), request.params.id, deps.linkBase)),
    );
    typed.get(
      "/api/download-center/:designId/files/:file",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "One file of a logo's package (403 PACKAGE_REQUIRED when the package does not include it; custom sizes 16 to 5000 px)",
          params: centerFileParamsSchema,
          querystring: centerFileQuerySchema,
          // The answer is the file's bytes (jpg, png, svg, eps, pdf, zip), not an envelope.
          response: {
            200: bytesAnswer("The file, as an attachment", [
              "image/jpeg",
              "image/png",
              "image/svg+xml",
              "application/postscript",
              "application/pdf",
              "application/zip",
            ]),
          },
        },
      },
      async (request, reply) => {
        const file = await deps.center.file(requireUser(request), request.params.designId, request.params.file, request.query);
        // The owner's files: never kept by shared caches.
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
  };
}
