import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  brandOfferSchema,
  brandSetupSchema,
  downloadParamsSchema,
  downloadResultSchema,
  downloadStatusSchema,
  downloadSubjectSchema,
  downloadTargetSchema,
  envelopeSchema,
  faviconResultSchema,
  ok,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import type { BrandOfferService } from "./brand-offer.service";
import type { DownloadsService } from "./downloads.service";
import { access } from "../../plugins/api-access";

/** Download popover (spec 02 section 7) and favicon package (section 9). */
export type DownloadsRoutesDeps = {
  downloads: DownloadsService;
  brand: BrandOfferService;
  /** The site's address for absolute links (config.linkBase). */
  linkBase: string;
};

export function downloadsRoutes(deps: DownloadsRoutesDeps): FastifyPluginAsync {
  const { downloads, brand } = deps;
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/api/ai-design/download/status",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "Which formats of a result image ({taskId, index}) or image record ({imageId}) are already paid (1) or not (0)",
          querystring: downloadSubjectSchema,
          response: { 200: envelopeSchema(downloadStatusSchema) },
        },
      },
      async (request) => ok(await downloads.status(requireUser(request), request.query)),
    );
    typed.post(
      "/api/ai-design/download/:format",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "Pay for (once) and get a result image ({taskId, index}) or image record ({imageId}) as JPG, transparent PNG or SVG",
          params: downloadParamsSchema,
          body: downloadSubjectSchema,
          response: { 200: envelopeSchema(downloadResultSchema) },
        },
      },
      async (request) => ok(await downloads.download(requireUser(request), request.body, request.params.format, { partner: request.partner })),
    );
    typed.post(
      "/api/ai-design/favicon",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "Favicon package (zip) of a result image; free once its PNG is paid",
          body: downloadSubjectSchema,
          response: { 200: envelopeSchema(faviconResultSchema) },
        },
      },
      async (request) => ok(await downloads.favicon(requireUser(request), request.body, { partner: request.partner })),
    );
    typed.get(
      "/api/ai-design/brand/offer",
      {
        schema: {
          tags: ["downloads"],
          security: access.public,
          summary: "Whether the companion branding platform is offered after a purchase",
          response: { 200: envelopeSchema(brandOfferSchema) },
        },
      },
      async () => ok(brand.offer()),
    );
    typed.post(
      "/api/ai-design/brand/setup",
      {
        schema: {
          tags: ["downloads"],
          security: access.user,
          summary: "The branding-platform link for a logo; only its owner (403 'Only the logo owner can make this operation!')",
          body: downloadTargetSchema,
          response: { 200: envelopeSchema(brandSetupSchema) },
        },
      },
      async (request) => ok(await brand.setup(requireUser(request), request.body, deps.linkBase)),
    );
  };
}
