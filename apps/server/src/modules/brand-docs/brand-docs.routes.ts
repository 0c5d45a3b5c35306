import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  brandDocFileParamsSchema,
  brandDocFileQuerySchema,
  brandDocsParamsSchema,
  brandDocsViewSchema,
  defaultLanguage,
  envelopeSchema,
  ok,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { BrandDocsService } from "./brand-docs.service";

/** A logo's brand documents (issue 22): `/download/ppt?logo=` and `/download/word?logo=` in the browser. */
export function brandDocsRoutes(deps: { brandDocs: BrandDocsService }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/api/brand-docs/:designId",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "Whether the viewer may download a logo's brand documents (staff, Brand package, ppt item bought, Pro) and may buy them",
          params: brandDocsParamsSchema,
          response: { 200: envelopeSchema(brandDocsViewSchema) },
        },
      },
      async (request) => ok(await deps.brandDocs.view(requireUser(request), request.params.designId)),
    );
    typed.get(
      "/api/brand-docs/:designId/files/:kind",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "A logo's brand guide as a slide deck (pptx) or Word document (docx), in `lang`; 403 PACKAGE_REQUIRED without access",
          params: brandDocFileParamsSchema,
          querystring: brandDocFileQuerySchema,
          response: {
            200: bytesAnswer("The document, as an attachment", [
              "application/vnd.openxmlformats-officedocument.presentationml.presentation",
              "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            ]),
          },
        },
      },
      async (request, reply) => {
        const file = await deps.brandDocs.file(requireUser(request), request.params.designId, request.params.kind, request.query.lang ?? defaultLanguage);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
  };
}
