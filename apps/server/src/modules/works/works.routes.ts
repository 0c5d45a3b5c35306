import type { FastifyError, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createWorkBodySchema,
  deleteModelResultSchema,
  deleteWorkResultSchema,
  envelopeSchema,
  modelListQuerySchema,
  modelListSchema,
  modelParamsSchema,
  ok,
  saveWorkBodySchema,
  WORK_DOCUMENT_MAX_BYTES,
  workListQuerySchema,
  workListSchema,
  workParamsSchema,
  workSchema,
} from "@studio/contracts";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { requireUser } from "../../plugins/auth";
import type { WorksService } from "./works.service";

/** A body just above the document limit, so a document over it gets the works' own message (work-document.ts), not the upload one. */
const BODY_LIMIT = WORK_DOCUMENT_MAX_BYTES + 256 * 1024;

/** The user's works (issue 21): the editor's saved designs, and the spec's poster and card views of them. */
export function worksRoutes(deps: { works: WorksService; writeRateLimitPerMinute: number }): FastifyPluginAsync {
  return async (app) => {
    // A body over even the raised limit is still a design too large to save: say so in the works' words.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError("DESIGN_TOO_LARGE");
      throw error;
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["works"];
    const security = access.user;
    // Each save draws a thumbnail: writes get a share of the general limit, reads do not.
    const writes = { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: deps.writeRateLimitPerMinute, timeWindow: "1 minute" } } };

    typed.post(
      "/api/user/ai-design/works",
      {
        ...writes,
        schema: {
          tags,
          security,
          summary: "A new work {kind, name, document, preset?}; {kind: logo, logo_id} without a document opens that saved logo's design (owner only)",
          body: createWorkBodySchema,
          response: { 200: envelopeSchema(workSchema) },
        },
      },
      async (request) => ok(await deps.works.create(requireUser(request), request.body)),
    );
    // GET /api/user/ai-design/works and POST .../works/duplicate/{id} are the AI image records' (modules/images, spec 03
    // section 7 names them for those): the editor's works list and copy are works/list and works/copy.
    typed.get(
      "/api/user/ai-design/works/list",
      {
        schema: {
          tags,
          security,
          summary: "A page of the user's works (12 a page, newest change first), type=all|logo|bizcard|design|signature|vi|invoice",
          querystring: workListQuerySchema,
          response: { 200: envelopeSchema(workListSchema) },
        },
      },
      async (request) => ok(await deps.works.list(requireUser(request), request.query)),
    );
    typed.get(
      "/api/user/ai-design/works/:id",
      {
        schema: {
          tags,
          security,
          summary: "One work with its document (owner only; others 404)",
          params: workParamsSchema,
          response: { 200: envelopeSchema(workSchema) },
        },
      },
      async (request) => ok(await deps.works.get(requireUser(request), request.params.id)),
    );
    typed.put(
      "/api/user/ai-design/works/:id",
      {
        ...writes,
        schema: {
          tags,
          security,
          summary: "Save {document, version, name?}: version is the one last seen; a stale one answers 409 WORK_CONFLICT with the stored work in `work`",
          params: workParamsSchema,
          body: saveWorkBodySchema,
          response: { 200: envelopeSchema(workSchema) },
        },
      },
      async (request) => ok(await deps.works.save(requireUser(request), request.params.id, request.body)),
    );
    typed.post(
      "/api/user/ai-design/works/copy",
      {
        config: writes.config,
        schema: { tags, security, summary: "A copy of a work {id} (owner only)", body: workParamsSchema, response: { 200: envelopeSchema(workSchema) } },
      },
      async (request) => ok(await deps.works.duplicate(requireUser(request), request.body.id)),
    );
    typed.delete(
      "/api/user/ai-design/works/:id",
      {
        schema: {
          tags,
          security,
          summary: "Delete a work (owner only); a logo work's saved logo stays",
          params: workParamsSchema,
          response: { 200: envelopeSchema(deleteWorkResultSchema) },
        },
      },
      async (request) => ok(await deps.works.remove(requireUser(request), request.params.id)),
    );
    typed.get(
      "/api/cards/getUserModelList",
      {
        schema: {
          tags,
          security,
          summary: "The user's posters and business cards as poster records {model_id, model_name, type, width, height, layout, pdf_path, url}",
          querystring: modelListQuerySchema,
          response: { 200: envelopeSchema(modelListSchema) },
        },
      },
      async (request) => ok(await deps.works.models(requireUser(request), request.query.page)),
    );
    typed.post(
      "/api/user/delete/:model_id",
      {
        schema: {
          tags,
          security,
          summary: "Delete a poster or business card (owner only; other works are not found here)",
          params: modelParamsSchema,
          response: { 200: envelopeSchema(deleteModelResultSchema) },
        },
      },
      async (request) => ok(await deps.works.removeModel(requireUser(request), request.params.model_id)),
    );
  };
}
