import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createTemplateBodySchema,
  deleteTemplateResultSchema,
  envelopeSchema,
  ok,
  startTemplateBodySchema,
  templateListQuerySchema,
  templateListSchema,
  templateParamsSchema,
  templateSchema,
  templateSummarySchema,
  workSchema,
} from "@studio/contracts";
import { access } from "../../plugins/api-access";
import { requireAdmin, requireUser } from "../../plugins/auth";
import type { TemplatesService } from "./templates.service";

/**
 * Templates (issue 21, docs/templates.md): anyone lists them, a signed-in user starts a design from
 * one, admins make one from their own work and delete them. A start draws a thumbnail: rate limited like the works' saves.
 */
export function templatesRoutes(deps: { templates: TemplatesService; writeRateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["design"];
    const writes = { config: { rateLimit: { max: deps.writeRateLimitPerMinute, timeWindow: "1 minute" } } };
    typed.get(
      "/api/ai-design/templates",
      {
        schema: {
          tags,
          security: access.public,
          summary: "A page of templates (12 a page, newest first) of one canvas preset (instagram-post, poster, ...) or kind (design, social, bizcard)",
          querystring: templateListQuerySchema,
          response: { 200: envelopeSchema(templateListSchema) },
        },
      },
      async (request) => ok(await deps.templates.list(request.query)),
    );
    typed.post(
      "/api/ai-design/templates/:id/start",
      {
        ...writes,
        schema: {
          tags,
          security: access.user,
          summary: "A new work of the user from a template, filled from a saved logo (logo = fa_id, owner only) or t1 / t2 / color / colors",
          params: templateParamsSchema,
          body: startTemplateBodySchema,
          response: { 200: envelopeSchema(workSchema.extend({ pro: z.boolean() })) },
        },
      },
      async (request) => ok(await deps.templates.start(requireUser(request), request.params.id, request.body)),
    );
    typed.get(
      "/api/admin/templates/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "One template with its document (admins)",
          params: templateParamsSchema,
          response: { 200: envelopeSchema(templateSchema) },
        },
      },
      async (request) => ok(await deps.templates.get(requireAdmin(request), request.params.id)),
    );
    typed.post(
      "/api/admin/templates",
      {
        ...writes,
        schema: {
          tags,
          security: access.admin,
          summary: "A template from one of the admin's own works {work_id, name (required), pro}",
          body: createTemplateBodySchema,
          response: { 200: envelopeSchema(templateSummarySchema) },
        },
      },
      async (request) => ok(await deps.templates.create(requireAdmin(request), request.body)),
    );
    typed.delete(
      "/api/admin/templates/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Delete a template (admins); works started from it stay, Pro ones still Pro",
          params: templateParamsSchema,
          response: { 200: envelopeSchema(deleteTemplateResultSchema) },
        },
      },
      async (request) => ok(await deps.templates.remove(requireAdmin(request), request.params.id)),
    );
  };
}
