import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  colorCategoriesSchema,
  envelopeSchema,
  fontCatalogueSchema,
  getAllInfoBodySchema,
  getAllInfoResultSchema,
  classicLogoSchema,
  redrawLogoBodySchema,
  iconCategoriesSchema,
  iconFileParamsSchema,
  iconSearchQuerySchema,
  iconSearchResultSchema,
  ok,
} from "@studio/contracts";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { ClassicListService } from "./classic-list.service";
import { colorCategories } from "./colors";
import type { FontsService } from "./fonts.service";
import type { SymbolsService } from "./symbols.service";

export type ClassicMakerRoutesDeps = {
  symbols: SymbolsService;
  fonts: FontsService;
  list: ClassicListService;
  /** node_modules holding @fontsource (font files for the editor's previews). */
  nodeModules: () => string;
  /** POST /api/getAllInfo per address per minute: each page is a run of the designer. */
  listRateLimitPerMinute: number;
};

const fontFileParamsSchema = z.object({ source: z.string().regex(/^[a-z0-9-]{1,64}$/), file: z.string().regex(/^[a-z0-9-]{1,100}\.woff$/) });

/** The classic logo maker (spec 03 sections 4 and 7): symbols, colours, fonts and the list of logos. */
export function classicMakerRoutes(deps: ClassicMakerRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["classic-maker"];

    typed.get(
      "/api/allIconCategory",
      {
        schema: {
          tags,
          security: access.public,
          summary: "The symbol picker's icon categories, with a few icons each",
          response: { 200: envelopeSchema(iconCategoriesSchema) },
        },
      },
      async () => ok(deps.symbols.categories()),
    );
    typed.get(
      "/api/search",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Icons by English or Chinese words (the spec's `search?key=`), or a category's icons; an empty list is 'Sorry no results found.'",
          querystring: iconSearchQuerySchema,
          response: { 200: envelopeSchema(iconSearchResultSchema) },
        },
      },
      async (request) => ok(deps.symbols.search(request.query)),
    );
    typed.get(
      "/api/icon/:set/:name",
      {
        schema: {
          tags,
          security: access.public,
          summary: "One icon of the library as an SVG file",
          params: iconFileParamsSchema,
          response: { 200: bytesAnswer("The icon", ["image/svg+xml"]) },
        },
      },
      async (request, reply) => {
        const svg = deps.symbols.file(request.params.set, request.params.name);
        if (!svg) throw new AppError("NOT_FOUND");
        // The library only changes with a release: a day in shared caches is safe.
        return reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
      },
    );
    typed.get(
      "/api/allColorCategory",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Colour groups (1 smart/random, 2 warm, 3 cool/cold, 4 bright/contrast, 5 soft/pastel, 6 mono, 99 gradient) and gradient angles",
          response: { 200: envelopeSchema(colorCategoriesSchema) },
        },
      },
      async () => ok(colorCategories()),
    );
    typed.get(
      "/ubrand/api/logo-fonts/order",
      {
        schema: {
          tags,
          security: access.optionalUser,
          summary: "Fonts for a logo's name by category, Chinese fonts included (non-admins in production do not get the internal sans set)",
          response: { 200: envelopeSchema(fontCatalogueSchema) },
        },
      },
      async (request) => ok(deps.fonts.logoFonts(request.user ? { isAdmin: request.user.isAdmin } : null)),
    );
    typed.get(
      "/ubrand/api/brand-fonts/order",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Every font by category with what it fits (name, slogan or both)",
          response: { 200: envelopeSchema(fontCatalogueSchema) },
        },
      },
      async () => ok(deps.fonts.brandFonts()),
    );
    typed.get(
      "/api/font/:source/:file",
      {
        schema: {
          tags,
          security: access.public,
          summary: "A font file of the catalogue (woff)",
          params: fontFileParamsSchema,
          response: { 200: bytesAnswer("The font", ["font/woff"]) },
        },
      },
      async (request, reply) => {
        const { source, file } = request.params;
        if (!deps.fonts.fileAllowed(source, file)) throw new AppError("NOT_FOUND");
        const bytes = await readFile(path.join(deps.nodeModules(), "@fontsource", source, "files", file)).catch(() => undefined);
        if (!bytes) throw new AppError("NOT_FOUND");
        return reply.header("content-type", "font/woff").header("cache-control", "public, max-age=86400").send(bytes);
      },
    );
    typed.post(
      "/api/getAllInfo",
      {
        schema: {
          tags,
          security: access.public,
          summary: "A page of logos from the designer; post back selecthash, selectlog and select so no design repeats; an empty list ends the list",
          body: getAllInfoBodySchema,
          response: { 200: envelopeSchema(getAllInfoResultSchema) },
        },
        config: { rateLimit: { max: deps.listRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ok(deps.list.page(request.body)),
    );
    typed.post(
      "/api/redrawLogo",
      {
        schema: {
          tags,
          security: access.public,
          summary:
            "The edit panel's Apply: the same design (its recipe) with only the edited name, slogan, colour, font, symbol or layout changed; 'The system is busy' when it cannot be drawn",
          body: redrawLogoBodySchema,
          response: { 200: envelopeSchema(classicLogoSchema) },
        },
        // A redraw is a run of the designer: the same per-address limit as the list.
        config: { rateLimit: { max: deps.listRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ok(deps.list.redraw(request.body)),
    );
  };
}
