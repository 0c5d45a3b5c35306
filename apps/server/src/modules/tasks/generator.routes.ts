import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bulkCreatedSchema, bulkStatusSchema, bulkSubmitSchema, envelopeSchema, ok, taskIdSchema, taskQueueSchema } from "@studio/contracts";
import { access } from "../../plugins/api-access";
import { requireUser } from "../../plugins/auth";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { bulkStatusView, type GeneratorService } from "./generator.service";
import { zipStream } from "../../storage/zip";

export type GeneratorRoutesDeps = { generator: GeneratorService; storage: Storage; links: ResultLinks; now?: () => Date };

const bulkParams = z.object({ bulkId: z.string().uuid() });
/** The optional `Idempotency-Key` of a submit, as on the generate route (tasks.routes.ts). */
const submitHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\w-]{8,64}$/, "Idempotency-Key must be 8-64 letters, digits, - or _")
    .optional(),
});

/**
 * The image generator's bulk mode, queue panel and retry (issue 18; paths in
 * packages/contracts/src/generator.ts). Every answer is the signed-in owner's own.
 */
export const generatorRoutes =
  (deps: GeneratorRoutesDeps): FastifyPluginAsync =>
  async (app) => {
    const now = deps.now ?? (() => new Date());
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-cache");
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["tasks"];

    typed.post(
      "/api/ai-design/bulks",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Bulk generation: one task per prompt line (or per CSV `prompt` row), at most 10, each charged as an aiimage; all or none",
          body: bulkSubmitSchema,
          response: { 200: envelopeSchema(bulkCreatedSchema) },
        },
      },
      async (request) => ok(await deps.generator.submitBulk({ user: requireUser(request), partner: request.partner }, request.body)),
    );

    typed.get(
      "/api/ai-design/bulks",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The signed-in user's recent bulks, newest first",
          querystring: z.object({ size: z.coerce.number().int().min(1).max(20).default(10) }),
          response: { 200: envelopeSchema(z.array(bulkStatusSchema)) },
        },
      },
      async (request) => {
        const list = await deps.generator.bulks(requireUser(request), request.query.size);
        return ok(list.map(({ bulk, tasks }) => bulkStatusView(bulk, tasks, deps.links.sign)));
      },
    );

    typed.get(
      "/api/ai-design/bulks/:bulkId",
      {
        schema: {
          tags,
          security: access.user,
          summary: "One bulk: each line's prompt, latest task, state, progress and results",
          params: bulkParams,
          response: { 200: envelopeSchema(bulkStatusSchema) },
        },
      },
      async (request) => {
        const { bulk, tasks } = await deps.generator.bulk(request.params.bulkId, requireUser(request));
        return ok(bulkStatusView(bulk, tasks, deps.links.sign));
      },
    );

    typed.get(
      "/api/ai-design/bulks/:bulkId/results.zip",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Every finished line's images in one zip, named {line}-{prompt}-{n}; 409 while none is ready",
          params: bulkParams,
          response: { 200: bytesAnswer("The zip (stored entries, streamed)", ["application/zip"]) },
        },
      },
      async (request, reply) => {
        const entries = await deps.generator.bulkZipEntries(request.params.bulkId, requireUser(request), (url) =>
          deps.storage.read(decodeURIComponent(url.slice("/oss/".length).split("?")[0] ?? "")),
        );
        reply.header("content-type", "application/zip");
        reply.header("content-disposition", `attachment; filename="bulk-${request.params.bulkId.slice(0, 8)}.zip"`);
        return reply.send(zipStream(entries, now()));
      },
    );

    typed.get(
      "/api/ai-design/tasks/queue",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The queue panel: this user's waiting and running tasks, and those that failed in the last 24 hours",
          response: { 200: envelopeSchema(taskQueueSchema) },
        },
      },
      async (request) => ok(await deps.generator.queue(requireUser(request))),
    );

    typed.post(
      "/api/ai-design/tasks/:taskId/retry",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Run a failed, timed-out or cancelled task of yours again (same input, charged again, same bulk line); data is the new task id",
          headers: submitHeaders,
          params: z.object({ taskId: z.string().uuid() }),
          response: { 200: envelopeSchema(taskIdSchema) },
        },
      },
      async (request) =>
        ok(
          (
            await deps.generator.retry(request.params.taskId, {
              user: requireUser(request),
              partner: request.partner,
              clientKey: request.headers["idempotency-key"],
            })
          ).id,
        ),
    );
  };
