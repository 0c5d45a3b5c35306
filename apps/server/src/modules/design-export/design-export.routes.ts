import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { designExportRequestSchema, workExportRequestSchema, workParamsSchema } from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { WorksService } from "../works/works.compose";
import type { PosterDownloads } from "../templates/poster-downloads";
import { documentOf, exportSize, type DesignExportService, type ExportedFile } from "./design-export.service";

/** A document with inlined images (data URLs) is larger than the API's usual 1 MB body. */
export const DESIGN_EXPORT_BODY_LIMIT = 8 * 1024 * 1024;

const mediaTypes = ["image/png", "image/jpeg", "image/svg+xml", "application/pdf"];

/** The file as an attachment: an ASCII name for old clients, the work's own name (any script) in filename*. */
export function sendExport(reply: FastifyReply, file: Pick<ExportedFile, "bytes" | "contentType" | "filename">): FastifyReply {
  const ascii = file.filename.replace(/[^\w.-]+/g, "_");
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}

/**
 * The design editor's exports (issue 21): the document the browser holds, drawn by the server as
 * PNG, JPG, SVG or PDF. Signed-in users only: spec 03 has a visitor log in before any download, and
 * each export is a render (tens to hundreds of ms of CPU), so it is rate limited like the other heavy routes.
 */
export function designExportRoutes(deps: {
  exports: DesignExportService;
  works: Pick<WorksService, "get">;
  /** The exports' download rules (a poster's, a logo's package, an unsaved document's), checked before anything is drawn. */
  posterDownloads: Pick<PosterDownloads, "authorise" | "authoriseDocument">;
  rateLimitPerMinute: number;
}): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/user/ai-design/export",
      {
        bodyLimit: DESIGN_EXPORT_BODY_LIMIT,
        schema: {
          tags: ["design"],
          security: access.user,
          summary:
            "A design document (saved or not) as PNG, JPG, SVG (text outlined) or PDF; 1080 px wide unless asked, at most 5000 px a side; charged as a download: with work_id by that work's rules (a poster's, a logo's package), else as a download of this document",
          body: designExportRequestSchema,
          response: { 200: bytesAnswer("The file, as an attachment", mediaTypes) },
        },
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { document, work_id: workId, ...options } = request.body;
        const asked = { format: options.format, ...exportSize(documentOf(document), options) };
        // The editor names the work it holds: that work's download rules apply to what it exports.
        // A document that is no saved work is charged as a download of its own (never a free way round).
        if (workId !== undefined) await deps.posterDownloads.authorise(user, workId, asked);
        else await deps.posterDownloads.authoriseDocument(user, document, asked);
        return sendExport(reply, await deps.exports.export(user, document, options));
      },
    );
    typed.post(
      "/api/user/ai-design/works/export/:id",
      {
        schema: {
          tags: ["design"],
          security: access.user,
          summary: "One of the user's saved works as PNG, JPG, SVG or PDF, named after the work; 1080 px wide unless asked, at most 5000 px",
          params: workParamsSchema,
          body: workExportRequestSchema,
          response: { 200: bytesAnswer("The file, as an attachment", mediaTypes) },
        },
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // The works service answers 404 for another user's work, as its own routes do.
        const work = await deps.works.get(user, request.params.id);
        await deps.posterDownloads.authorise(user, work.id, { format: request.body.format, ...exportSize(documentOf(work.document), request.body) });
        return sendExport(reply, await deps.exports.export(user, work.document, { ...request.body, name: work.name }));
      },
    );
  };
}
