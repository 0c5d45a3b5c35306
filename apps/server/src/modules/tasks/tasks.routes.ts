import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatgptImageRequestSchema,
  editImageRequestSchema,
  envelopeSchema,
  type Envelope,
  type TaskResultView,
  generateImageRequestSchema,
  ok,
  taskIdSchema,
  taskResultSchema,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { memoParamsValidatorCompiler } from "../../plugins/memo-params";
import { eventStreamAnswer } from "../../plugins/openapi-responses";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { generateAndWait } from "./generate-sync";
import type { ImageEditService } from "./image-edit.service";
import type { ImageGenerateService } from "./image-generate.service";
import { createFinishedResultCache } from "./result-cache";
import { streamTaskEvents } from "./task-events";
import { toTaskResultView, type TasksService } from "./tasks.service";

export type TaskRoutesDeps = {
  tasks: TasksService;
  /** Submits generations: model, input and price from the request (image-generate.service.ts). */
  generate: ImageGenerateService;
  /** AI Edit of one of the user's results (image-edit.service.ts). */
  edits: ImageEditService;
  storage: Storage;
  /** Signs the result links handed to a task's owner (full-size results are private). */
  links: ResultLinks;
  /** How often the synchronous route and the event stream re-read a task. */
  pollMs: number;
  pollRateLimitPerMinute: number;
};

const taskIdParams = z.object({ taskId: z.string().uuid() });
/**
 * The optional `Idempotency-Key` header of a submit (the spec's client retries a submit every 2 s
 * up to 10 times): a retry with the same key answers the first task, charged once.
 */
export const submitHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\w-]{8,64}$/, "Idempotency-Key must be 8-64 letters, digits, - or _")
    .optional(),
});
/** The content type Fastify gives a serialised object, for the finished answers sent as bytes. */
const JSON_TYPE = "application/json; charset=utf-8";
/** How many finished tasks' poll answers one process keeps (about 1-2 KB each, twice: object and bytes). */
const RESULT_CACHE_MAX = 5_000;

/**
 * The task-based generator of spec 01 section 4 and 02 section 7: submit, poll the result, cancel,
 * plus a synchronous form and a server-sent event stream of the same rows.
 */
export const taskRoutes =
  (deps: TaskRoutesDeps): FastifyPluginAsync =>
  async (app) => {
    const view = (task: Parameters<typeof toTaskResultView>[0]) => toTaskResultView(task, deps.links.sign);
    // Every answer here carries the owner's signed links: no shared cache may keep one.
    // Set on the way in (errors keep it), not in onSend: the polling route then has no onSend stage at all.
    app.addHook("onRequest", (_request, reply, done) => {
      reply.header("cache-control", "private, no-cache");
      done();
    });
    // Finished tasks' answers (the envelope object) and, once serialised, their JSON as bytes: polling
    // a finished task costs neither a database query nor a schema check after the first time, and
    // its answer is written from a buffer (no UTF-8 length count, and no copy of the header and the
    // body joined into one string on V8's heap per request, which showed as GC under the bench).
    const finished = createFinishedResultCache<Envelope<TaskResultView>>({ max: RESULT_CACHE_MAX });
    const finishedBody = new WeakMap<object, Buffer>();
    const memoSerializer: typeof serializerCompiler = (route) => {
      const serialize = serializerCompiler(route);
      return (data) => {
        const json = serialize(data);
        if (typeof data === "object" && data !== null && finished.holds(data) && !finishedBody.has(data)) finishedBody.set(data, Buffer.from(json));
        return json;
      };
    };
    // This plugin's own context (routes registered here only): every other answer serialises as before.
    app.setSerializerCompiler(memoSerializer);

    const typed = app.withTypeProvider<ZodTypeProvider>();
    const submitSchema = {
      tags: ["tasks"],
      security: access.user,
      summary: "Submit an image generation task; data is the task id",
      headers: submitHeaders,
      body: generateImageRequestSchema,
      response: { 200: envelopeSchema(taskIdSchema) },
    };
    typed.post("/api/ai-design/4o-image/generate-image", { schema: submitSchema }, async (request) =>
      ok(
        (await deps.generate.submit({ user: requireUser(request), partner: request.partner, clientKey: request.headers["idempotency-key"] }, request.body)).id,
      ),
    );
    typed.post(
      "/api/ai-design/:variant/4o-image/generate-image",
      { schema: { ...submitSchema, params: z.object({ variant: z.string().regex(/^[a-z0-9-]{1,40}$/) }) } },
      async (request) =>
        ok(
          (
            await deps.generate.submit(
              { user: requireUser(request), partner: request.partner, clientKey: request.headers["idempotency-key"] },
              request.body,
              request.params.variant,
            )
          ).id,
        ),
    );

    typed.post(
      "/api/ai-design/4o-image/edit-image",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "AI Edit one of your results (icon design modal): 4 credits per request, Quick 1 design or Max 4; data is the task id",
          headers: submitHeaders,
          body: editImageRequestSchema,
          response: { 200: envelopeSchema(taskIdSchema) },
        },
      },
      async (request) => ok((await deps.edits.submit(requireUser(request), request.body, request.partner, request.headers["idempotency-key"])).id),
    );

    typed.get(
      "/api/:service/4o-image/result/:taskId",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "Poll a task: progress '0.00'-'1.00', status GENERATING, SUCCESS or GENERATE_FAILED",
          params: z.object({ service: z.string().regex(/^[a-z0-9-]{1,40}$/), taskId: z.string().uuid() }),
          response: { 200: envelopeSchema(taskResultSchema) },
        },
        // Polling every 2 s per task, several tasks at once: twice the general allowance. Knowing who
        // polls is enough here, so the session may come from the short per-process cache.
        config: { rateLimit: { max: deps.pollRateLimitPerMinute, timeWindow: "1 minute" }, cachedSession: true },
        // The same path polled again and again: its checked params are remembered (plugins/memo-params.ts).
        validatorCompiler: memoParamsValidatorCompiler,
      },
      // Not async: a finished task's answer is returned as it is, with no promise and no microtask turn
      // before Fastify sends it; only a task read from the database waits.
      (request, reply) => {
        const user = requireUser(request);
        const stamp = deps.links.expiry().getTime();
        const cached = finished.get(request.params.taskId, user, stamp);
        if (cached) {
          // The bytes the route's serialiser made of this answer the first time (same schema, same JSON).
          const body = finishedBody.get(cached);
          if (!body) return cached;
          // Sent as it is: Fastify writes a buffer with its content type set, without serialising.
          const untyped: FastifyReply = reply;
          untyped.type(JSON_TYPE).send(body);
          return;
        }
        return deps.tasks.get(request.params.taskId, user).then((task) => finished.remember(task, ok(view(task)), stamp));
      },
    );

    typed.post(
      "/api/ai-design/tasks/:taskId/cancel",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "Cancel a queued or running task; its credits come back",
          params: taskIdParams,
          response: { 200: envelopeSchema(taskResultSchema) },
        },
      },
      async (request) => ok(view(await deps.tasks.cancel(request.params.taskId, requireUser(request)))),
    );

    typed.get(
      "/api/ai-design/tasks",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "The signed-in user's recent tasks",
          querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(20) }),
          response: { 200: envelopeSchema(z.array(taskResultSchema)) },
        },
      },
      async (request) => ok((await deps.tasks.list(requireUser(request), request.query.size)).map(view)),
    );

    typed.get(
      "/api/ai-design/tasks/:taskId/events",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "Server-sent events: the task's result view whenever it changes, until it ends",
          params: taskIdParams,
          response: {
            200: eventStreamAnswer(
              "Events named task, until the task ends",
              "the task's result view (JSON), as GET /api/{service}/4o-image/result/{taskId} answers in data",
            ),
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const task = await deps.tasks.get(request.params.taskId, user);
        await streamTaskEvents(request, reply, task, { tasks: deps.tasks, user, pollMs: deps.pollMs, view, closing: app.closingSignal });
      },
    );

    typed.post(
      "/api/ai-design/chatgpt-4o/generate-image",
      {
        schema: {
          tags: ["tasks"],
          security: access.user,
          summary: "Generate and wait: data is a list of {b64_json}",
          body: chatgptImageRequestSchema,
          response: { 200: envelopeSchema(z.array(z.object({ b64_json: z.string() }))).extend({ preview: z.array(z.string()).optional() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const task = await deps.generate.submitChatgpt({ user, partner: request.partner }, request.body);
        const answer = await generateAndWait(task, {
          tasks: deps.tasks,
          user,
          pollMs: deps.pollMs,
          storage: deps.storage,
          sign: deps.links.sign,
          closing: app.closingSignal,
        });
        return { ...ok(answer.images), preview: answer.preview };
      },
    );
  };
