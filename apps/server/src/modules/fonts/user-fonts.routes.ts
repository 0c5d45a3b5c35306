import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  envelopeSchema,
  FONT_UPLOAD_MAX_BYTES,
  fontIdParamsSchema,
  ok,
  USER_FONTS_MAX,
  userFontListSchema,
  userFontRenameSchema,
  userFontSaveSchema,
  userFontSchema,
} from "@studio/contracts";
import { access } from "../../plugins/api-access";
import { requireUser } from "../../plugins/auth";
import { fontFileOf } from "./font-upload";
import type { UserFontsService } from "./user-fonts.service";

/** A user's own fonts for the editor (spec 03 sections 4 and 5): upload to a tmp path, save, list, rename, delete; the owner's only. */
export const userFontsRoutes =
  (deps: { userFonts: UserFontsService; uploadRateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: FONT_UPLOAD_MAX_BYTES + 1, files: 1, fields: 4 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["fonts"];
    const { userFonts } = deps;

    typed.get(
      "/api/user/fonts",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The user's saved fonts (font_url: a signed link for the owner)",
          response: { 200: envelopeSchema(userFontListSchema) },
        },
      },
      async (request) => ok({ list: await userFonts.list(requireUser(request).id), max: USER_FONTS_MAX }),
    );
    typed.post(
      "/api/user/fonts/upload",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Upload a font (multipart field file; TTF, OTF, WOFF or WOFF2, 10 MB): checked, kept as TrueType under a tmp path until saved",
          response: { 200: envelopeSchema(userFontSchema) },
        },
        // A conversion parses the whole font: a tenth of the general limit, like the other upload routes.
        config: { rateLimit: { max: deps.uploadRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        const user = requireUser(request);
        const { bytes, filename } = await fontFileOf(request);
        return ok(await userFonts.upload(user.id, bytes, filename));
      },
    );
    typed.post(
      "/api/user/fonts/:id/save",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Save an uploaded font: moved from the tmp path to the user's fonts path (optionally named)",
          params: fontIdParamsSchema,
          body: userFontSaveSchema,
          response: { 200: envelopeSchema(userFontSchema) },
        },
      },
      async (request) => ok(await userFonts.save(requireUser(request).id, request.params.id, request.body.name)),
    );
    typed.patch(
      "/api/user/fonts/:id",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Rename one of the user's fonts",
          params: fontIdParamsSchema,
          body: userFontRenameSchema,
          response: { 200: envelopeSchema(userFontSchema) },
        },
      },
      async (request) => ok(await userFonts.rename(requireUser(request).id, request.params.id, request.body.name)),
    );
    typed.delete(
      "/api/user/fonts/:id",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Delete one of the user's fonts",
          params: fontIdParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await userFonts.remove(requireUser(request).id, request.params.id);
        return ok(null);
      },
    );
  };
