import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, ok, profileImageParamsSchema, profileImageQuerySchema, profileKitParamsSchema, profileKitViewSchema } from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { ProfileKitService } from "./profile-kit.service";

/** A logo's social profile kit (issue 22, docs/profile-kit.md): `/download/profile?logo=` in the browser. */
export function profileKitRoutes(deps: { profileKit: ProfileKitService }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["downloads"];
    const security = access.user;

    typed.get(
      "/api/profile-kit/:designId",
      {
        schema: {
          tags,
          security,
          summary: "A logo's social profile kit: its images and sizes, and whether the viewer may download them (staff, Pro, Professional or Brand package)",
          params: profileKitParamsSchema,
          response: { 200: envelopeSchema(profileKitViewSchema) },
        },
      },
      async (request) => ok(await deps.profileKit.view(requireUser(request), request.params.designId)),
    );
    typed.get(
      "/api/profile-kit/:designId/images/:image",
      {
        schema: {
          tags,
          security,
          summary:
            "One profile picture or cover of a logo: size=preview a WebP at most 640 wide (owner and staff), size=full the PNG at the network's size as an attachment (403 PACKAGE_REQUIRED without the right)",
          params: profileImageParamsSchema,
          querystring: profileImageQuerySchema,
          response: { 200: bytesAnswer("The image", ["image/webp", "image/png"]) },
        },
      },
      async (request, reply) => {
        const { size } = request.query;
        const file = await deps.profileKit.image(requireUser(request), request.params.designId, request.params.image, size);
        reply.header("content-type", file.contentType).header("cache-control", "private, no-store");
        if (size === "full") reply.header("content-disposition", `attachment; filename="${file.filename}"`);
        return reply.send(file.body);
      },
    );
    typed.get(
      "/api/profile-kit/:designId/zip",
      {
        schema: {
          tags,
          security,
          summary: "Every image of a logo's profile kit as PNGs in one zip; 403 PACKAGE_REQUIRED without the right",
          params: profileKitParamsSchema,
          response: { 200: bytesAnswer("The zip, as an attachment", ["application/zip"]) },
        },
      },
      async (request, reply) => {
        const file = await deps.profileKit.zip(requireUser(request), request.params.designId);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
  };
}
