import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  envelopeSchema,
  ok,
  saveViBodySchema,
  viCardSchema,
  viIdParamsSchema,
  viLogoParamsSchema,
  viRemovedSchema,
  viSceneParamsSchema,
  viSceneQuerySchema,
  viViewSchema,
  viZipQuerySchema,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { ViService } from "./vi.service";

/** VI mockups (issue 22): the `/vi/` page and `/download/vi?logo={fa_id}` in the browser; the list is GET /api/user/favourite?tab=vi. */
export function viRoutes(deps: { vi: ViService }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["downloads"];
    const security = access.user;

    typed.get(
      "/api/vi/logos/:faId",
      {
        schema: {
          tags,
          security,
          summary: "A saved logo's VI mockups: its scenes, its saved VI set, and whether the viewer may download them (staff, Pro, Brand package)",
          params: viLogoParamsSchema,
          response: { 200: envelopeSchema(viViewSchema) },
        },
      },
      async (request) => ok(await deps.vi.view(requireUser(request), request.params.faId)),
    );
    typed.get(
      "/api/vi/logos/:faId/scenes/:scene",
      {
        schema: {
          tags,
          security,
          summary:
            "One VI scene of a saved logo: size=preview a WebP 640x480 (owner and staff), size=full the PNG 1024x768 as an attachment (403 PACKAGE_REQUIRED without the right)",
          params: viSceneParamsSchema,
          querystring: viSceneQuerySchema,
          response: { 200: bytesAnswer("The scene", ["image/webp", "image/png"]) },
        },
      },
      async (request, reply) => {
        const { size } = request.query;
        const file = await deps.vi.scene(requireUser(request), request.params.faId, request.params.scene, size);
        reply.header("content-type", file.contentType).header("cache-control", "private, no-store");
        if (size === "full") reply.header("content-disposition", `attachment; filename="${file.filename}"`);
        return reply.send(file.body);
      },
    );
    typed.get(
      "/api/vi/logos/:faId/zip",
      {
        schema: {
          tags,
          security,
          summary: "The chosen VI scenes of a saved logo (all when none named) as PNGs in one zip; 403 PACKAGE_REQUIRED without the right",
          params: viLogoParamsSchema,
          querystring: viZipQuerySchema,
          response: { 200: bytesAnswer("The zip, as an attachment", ["application/zip"]) },
        },
      },
      async (request, reply) => {
        const file = await deps.vi.zip(requireUser(request), request.params.faId, request.query.scenes);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
    typed.post(
      "/api/vi",
      {
        schema: {
          tags,
          security,
          summary: "Save the VI set (chosen scenes) of an own saved logo: one per logo, saving again replaces it",
          body: saveViBodySchema,
          response: { 200: envelopeSchema(viCardSchema) },
        },
      },
      async (request) => ok(await deps.vi.save(requireUser(request), request.body.fa_id, request.body.scenes)),
    );
    typed.delete(
      "/api/vi/:id",
      {
        schema: {
          tags,
          security,
          summary: "Delete an own VI set (the logo stays)",
          params: viIdParamsSchema,
          response: { 200: envelopeSchema(viRemovedSchema) },
        },
      },
      async (request) => ok(await deps.vi.remove(requireUser(request), request.params.id)),
    );
  };
}
