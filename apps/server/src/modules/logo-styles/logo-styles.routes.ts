import {
  envelopeSchema,
  logoStyleFileSchema,
  ok,
  saveLogoStylesRequestSchema,
  saveStyleListRequestSchema,
  styleListSchema,
  styleProductSchema,
} from "@studio/contracts";
import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminBeforeBody, requireAdmin } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { SessionService } from "../auth/session.service";
import type { ImageStylesService } from "./image-styles.service";
import type { LogoStylesService } from "./logo-styles.service";

/** New style images travel as data URLs inside the JSON (spec 02 section 7), so the body may be large. */
const saveBodyLimit = 64 * 1024 * 1024;

/** Logo Style Management (spec 02 sections 2 and 7): the admin's save of /oss/ai-logo-style/data.json. */
export const logoStylesRoutes =
  (deps: { logoStyles: LogoStylesService; imageStyles: ImageStylesService; sessions: SessionService }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.put(
      "/api/admin/ai-logo-style",
      {
        bodyLimit: saveBodyLimit,
        onRequest: adminBeforeBody(deps.sessions),
        schema: {
          tags: ["admin"],
          security: access.admin,
          summary: "Save the logo style groups (admin): items are stored /oss/ai-logo-style/ paths or image data URLs",
          body: saveLogoStylesRequestSchema,
          response: { 200: envelopeSchema(logoStyleFileSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.logoStyles.save(request.body), "Success");
      },
    );
    // The generator's style and scene lists per product (GET /oss/{product}-style/data.json), saved the same way.
    typed.put(
      "/api/admin/styles/:product",
      {
        bodyLimit: saveBodyLimit,
        onRequest: adminBeforeBody(deps.sessions),
        schema: {
          tags: ["admin"],
          security: access.admin,
          summary: "Save a product's style and scene list (admin): previews are stored /oss/{product}-style/ paths or image data URLs",
          params: z.object({ product: styleProductSchema }),
          body: saveStyleListRequestSchema,
          response: { 200: envelopeSchema(styleListSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.imageStyles.save(request.params.product, request.body), "Success");
      },
    );
  };
