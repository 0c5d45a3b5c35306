import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  catalogueFontInputSchema,
  catalogueFontSchema,
  catalogueFontUpdateSchema,
  envelopeSchema,
  FONT_UPLOAD_MAX_BYTES,
  fontCategoryInitSchema,
  fontCategoryInputSchema,
  fontCategorySchema,
  fontCategoryUpdateSchema,
  fontIdParamsSchema,
  fontLanguageQuerySchema,
  fontsByCategorySchema,
  fontsQuerySchema,
  ok,
  uploadedCatalogueFontSchema,
} from "@studio/contracts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { FONT_FAMILIES } from "@studio/assets";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import { requireAdmin } from "../../plugins/auth";
import type { FontCatalogueService } from "./font-catalogue.service";
import { fontFileOf } from "./font-upload";

/**
 * The font catalogue (spec 03 section 3's records) and spec 01 section 7's font calls: reading is
 * public (the editor's picker); every change is an admin's (403 for anyone else).
 */
export const fontsRoutes =
  (deps: { catalogue: FontCatalogueService; nodeModules: () => string }): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: FONT_UPLOAD_MAX_BYTES + 1, files: 1, fields: 4 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["fonts"];
    const { catalogue } = deps;

    typed.get(
      "/api/fontsByCategory",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Every font by category (Chinese fonts first with lang=zh); an empty catalogue starts as the built-in families",
          querystring: fontLanguageQuerySchema,
          response: { 200: envelopeSchema(fontsByCategorySchema) },
        },
      },
      async (request) => ok(await catalogue.byCategory(request.query.lang ?? "en")),
    );
    typed.get(
      "/api/fontcategories",
      {
        schema: {
          tags,
          security: access.public,
          summary: "The font categories",
          querystring: fontLanguageQuerySchema,
          response: { 200: envelopeSchema(z.array(fontCategorySchema)) },
        },
      },
      async (request) => ok(await catalogue.categories(request.query.lang ?? "en")),
    );
    typed.get(
      "/api/fonts",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Catalogue fonts, of one category or all",
          querystring: fontsQuerySchema,
          response: { 200: envelopeSchema(z.array(catalogueFontSchema)) },
        },
      },
      async (request) => ok(await catalogue.fonts(request.query.lang ?? "en", request.query.category_id)),
    );

    // The built-in families' files as @studio/assets' browser provider asks them (baseUrl /api/fonts/files/): the
    // subset woff files and a CJK family's unicode.json, so the editor draws text with the files the server draws with.
    const sourceSchema = z.string().refine((source) => FONT_FAMILIES.some((entry) => entry.source === source));
    typed.get(
      "/api/fonts/files/@fontsource/:source/files/:file",
      {
        schema: {
          tags,
          security: access.public,
          summary: "A subset file (woff) of a built-in family, for the editor's font provider",
          params: z.object({ source: sourceSchema, file: z.string().regex(/^[a-z0-9-]{1,100}-\d{3}-normal\.woff$/) }),
          response: { 200: bytesAnswer("The font", ["font/woff"]) },
        },
      },
      async (request, reply) => {
        const { source, file } = request.params;
        if (!file.startsWith(`${source}-`)) throw new AppError("NOT_FOUND");
        const bytes = await readFile(path.join(deps.nodeModules(), "@fontsource", source, "files", file)).catch(() => undefined);
        if (!bytes) throw new AppError("NOT_FOUND");
        return reply.header("content-type", "font/woff").header("cache-control", "public, max-age=86400").send(bytes);
      },
    );
    typed.get(
      "/api/fonts/files/@fontsource/:source/unicode.json",
      {
        schema: {
          tags,
          security: access.public,
          summary: "A built-in CJK family's unicode ranges per subset file",
          params: z.object({ source: sourceSchema }),
          response: { 200: z.record(z.string(), z.string()) },
        },
      },
      async (request, reply) => {
        const text = await readFile(path.join(deps.nodeModules(), "@fontsource", request.params.source, "unicode.json"), "utf8").catch(() => undefined);
        if (!text) throw new AppError("NOT_FOUND");
        return reply.header("cache-control", "public, max-age=86400").send(JSON.parse(text) as Record<string, string>);
      },
    );

    // The Twemoji pictures the renderer draws emoji with, from the files the server's exports read
    // (@twemoji/svg in node_modules): the editor's font provider fetches a text's emoji before drawing it.
    typed.get(
      "/api/fonts/files/@twemoji/svg/:file",
      {
        schema: {
          tags,
          security: access.public,
          summary: "An emoji picture (Twemoji SVG) by its code points, for the editor's font provider",
          params: z.object({ file: z.string().regex(/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.svg$/) }),
          response: { 200: bytesAnswer("The picture", ["image/svg+xml"]) },
        },
      },
      async (request, reply) => {
        const bytes = await readFile(path.join(deps.nodeModules(), "@twemoji", "svg", request.params.file)).catch(() => undefined);
        if (!bytes) throw new AppError("NOT_FOUND");
        return reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=86400").send(bytes);
      },
    );

    typed.post(
      "/api/fontcategories",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Add a font category (admin)",
          body: fontCategoryInputSchema,
          response: { 200: envelopeSchema(fontCategorySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await catalogue.createCategory(request.body));
      },
    );
    typed.put(
      "/api/fontcategories/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Rename or reorder a font category (admin)",
          params: fontIdParamsSchema,
          body: fontCategoryUpdateSchema,
          response: { 200: envelopeSchema(fontCategorySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await catalogue.updateCategory(request.params.id, request.body));
      },
    );
    typed.delete(
      "/api/fontcategories/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Delete a font category with its fonts (admin)",
          params: fontIdParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAdmin(request);
        await catalogue.deleteCategory(request.params.id);
        return ok(null);
      },
    );
    typed.post(
      "/api/fontcategoryInit",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Add the built-in categories and families that are missing (admin); answers how many were added",
          response: { 200: envelopeSchema(fontCategoryInitSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await catalogue.init());
      },
    );
    typed.post(
      "/api/doUpload",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Upload a font file for the catalogue (admin; multipart field file; TTF, OTF, WOFF or WOFF2, 10 MB; kept as TrueType)",
          response: { 200: envelopeSchema(uploadedCatalogueFontSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        const { bytes } = await fontFileOf(request);
        return ok(await catalogue.upload(bytes));
      },
    );
    typed.post(
      "/api/fonts",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Add a font to a category: a built-in family or an uploaded file (admin)",
          body: catalogueFontInputSchema,
          response: { 200: envelopeSchema(catalogueFontSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await catalogue.createFont(request.body));
      },
    );
    typed.put(
      "/api/fonts/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Change a catalogue font (admin)",
          params: fontIdParamsSchema,
          body: catalogueFontUpdateSchema,
          response: { 200: envelopeSchema(catalogueFontSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await catalogue.updateFont(request.params.id, request.body));
      },
    );
    typed.delete(
      "/api/fonts/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Remove a catalogue font (admin)",
          params: fontIdParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAdmin(request);
        await catalogue.deleteFont(request.params.id);
        return ok(null);
      },
    );
  };
