import type { FastifyPluginAsync } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatgptImageRequestSchema, editImageRequestSchema, envelopeSchema, type Envelope, type TaskResultView, generateImageRequestSchema, ok, taskResultSchema } from "@studio/contracts";
import { imagesCost, type CreditCosts } from "@studio/domain";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import type { ProviderRegistry } from "../../providers/registry";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { createImageEditService } from "./image-edit.service";
import type { ImageTaskInput } from "./image-task.handlers";
import { createFinishedResultCache } from "./result-cache";
import { toTaskResultView, type TasksService } from "./tasks.service";
import { finishedStates } from "./tasks.schema";
import { publicTaskMessage } from "./task-failure";

export type TaskRoutesDeps = {
  tasks: TasksService;
  storage: Storage;
  /** Signs the result links handed to a task's owner (full-size results are private). */
  links: ResultLinks;
  /** Which provider answers a model (MODEL_UNAVAILABLE for one no configured provider serves), the default, each edit mode's model. */
  models: Pick<ProviderRegistry, "resolve" | "forMode" | "forModel">;
  /** The cost table in force (operator overrides included): the same figures the browser shows. */
  costs: CreditCosts;
  /** How long a task may take, queue time included. */
  deadlineMs: number;
  /** How often the synchronous route and the event stream re-read a task. */
  pollMs: number;
  pollRateLimitPerMinute: number;
};

const taskIdParams = z.object({ taskId: z.string().uuid() });
/**
 * The optional `Idempotency-Key` header of a submit (the spec's client retries a submit every 2 s
 * up to 10 times): a retry with the same key answers the first task, charged once.
 */
const submitHeaders = z.object({ "idempotency-key": z.string().regex(/^[\w-]{8,64}$/, "Idempotency-Key must be 8-64 letters, digits, - or _").optional() });
/** How many finished tasks' poll answers one process keeps (about 1-2 KB each). */
const RESULT_CACHE_MAX = 5_000;
/** Spec 02 section 5: a logo round takes at most 3 sample images. */
const MAX_LOGO_SAMPLES = 3;
const purposeOfVariant = (variant: string | undefined): ImageTaskInput["purpose"] =>
  variant === "ai-logo" || variant === "logo" ? "logo" : variant === "icon-generator" || variant === "aicon" ? "icon" : "image";

/**
 * The task-based generator of spec 01 section 4 and 02 section 7: submit, poll the result, cancel,
 * plus a synchronous form and a server-sent event stream of the same rows.
 */
export const taskRoutes = (deps: TaskRoutesDeps): FastifyPluginAsync => async (app) => {
  const view = (task: Parameters<typeof toTaskResultView>[0]) => toTaskResultView(task, deps.links.sign);
  // Every answer here carries the owner's signed links: no shared cache may keep one.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-cache");
  });
  // Finished tasks' answers (the envelope object) and, once serialised, their JSON: polling a
  // finished task costs neither a database query nor a schema check after the first time.
  const finished = createFinishedResultCache<Envelope<TaskResultView>>({ max: RESULT_CACHE_MAX });
  const finishedJson = new WeakMap<object, string>();
  const memoSerializer: typeof serializerCompiler = (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const known = typeof data === "object" && data !== null ? finishedJson.get(data) : undefined;
      if (known !== undefined) return known;
      const json = serialize(data);
      if (typeof data === "object" && data !== null && finished.holds(data)) finishedJson.set(data, json);
      return json;
    };
  };
  // This plugin's own context (routes registered here only): every other answer serialises as before.
  app.setSerializerCompiler(memoSerializer);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const submitSchema = {
    tags: ["tasks"],
    summary: "Submit an image generation task; data is the task id",
    headers: submitHeaders,
    body: generateImageRequestSchema,
    response: { 200: envelopeSchema(z.string()) },
  };
  const submit = async (user: Parameters<TasksService["submit"]>[0], partner: string | null, clientKey: string | undefined, body: z.infer<typeof generateImageRequestSchema>, variant?: string) => {
    // Refused before the charge when no configured provider serves the model; no model: the site's default.
    const { model, provider } = deps.models.resolve(body.model);
    const purpose = purposeOfVariant(variant);
    const input: ImageTaskInput = {
      prompt: body.prompt,
      count: body.nVariants,
      aspect: body.size,
      references: body.filesUrl,
      purpose,
      seed: body.seed,
      logoBrief: purpose === "image" ? undefined : body.brief,
    };
    // Spec 02 section 9: a logo round costs the image price per sample image picked (its references),
    // with the minimum; other images cost the image price per task.
    if (purpose === "logo" && body.filesUrl.length > MAX_LOGO_SAMPLES) throw new AppError("VALIDATION", "No more than 3 images");
    const cost = purpose === "logo" ? imagesCost(deps.costs, Math.max(1, body.filesUrl.length)) : deps.costs.aiImage;
    return deps.tasks.submit(user, { kind: "image.generate", provider, model, input, cost, deadlineMs: deps.deadlineMs, partner, clientKey });
  };

  typed.post("/api/ai-design/4o-image/generate-image", { schema: submitSchema }, async (request) => ok((await submit(requireUser(request), request.partner, request.headers["idempotency-key"], request.body)).id));
  typed.post(
    "/api/ai-design/:variant/4o-image/generate-image",
    { schema: { ...submitSchema, params: z.object({ variant: z.string().regex(/^[a-z0-9-]{1,40}$/) }) } },
    async (request) => ok((await submit(requireUser(request), request.partner, request.headers["idempotency-key"], request.body, request.params.variant)).id),
  );

  const edits = createImageEditService({ tasks: deps.tasks, storage: deps.storage, models: deps.models, cost: deps.costs.aiEdit, deadlineMs: deps.deadlineMs });
  typed.post(
    "/api/ai-design/4o-image/edit-image",
    {
      schema: {
        tags: ["tasks"],
        summary: "AI Edit one of your results (icon design modal): 4 credits per request, Quick 1 design or Max 4; data is the task id",
        headers: submitHeaders,
        body: editImageRequestSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ok((await edits.submit(requireUser(request), request.body, request.partner, request.headers["idempotency-key"])).id),
  );

  typed.get(
    "/api/:service/4o-image/result/:taskId",
    {
      schema: {
        tags: ["tasks"],
        summary: "Poll a task: progress '0.00'-'1.00', status GENERATING, SUCCESS or GENERATE_FAILED",
        params: z.object({ service: z.string().regex(/^[a-z0-9-]{1,40}$/), taskId: z.string().uuid() }),
        response: { 200: envelopeSchema(taskResultSchema) },
      },
      // Polling every 2 s per task, several tasks at once: twice the general allowance. Knowing who
      // polls is enough here, so the session may come from the short per-process cache.
      config: { rateLimit: { max: deps.pollRateLimitPerMinute, timeWindow: "1 minute" }, cachedSession: true },
    },
    async (request) => {
      const user = requireUser(request);
      const stamp = deps.links.expiry().getTime();
      const cached = finished.get(request.params.taskId, user, stamp);
      if (cached) return cached;
      const task = await deps.tasks.get(request.params.taskId, user);
      return finished.remember(task, ok(view(task)), stamp);
    },
  );

  typed.post(
    "/api/ai-design/tasks/:taskId/cancel",
    { schema: { tags: ["tasks"], summary: "Cancel a queued or running task; its credits come back", params: taskIdParams, response: { 200: envelopeSchema(taskResultSchema) } } },
    async (request) => ok(view(await deps.tasks.cancel(request.params.taskId, requireUser(request)))),
  );

  typed.get(
    "/api/ai-design/tasks",
    { schema: { tags: ["tasks"], summary: "The signed-in user's recent tasks", querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(20) }), response: { 200: envelopeSchema(z.array(taskResultSchema)) } } },
    async (request) => ok((await deps.tasks.list(requireUser(request), request.query.size)).map(view)),
  );

  typed.get(
    "/api/ai-design/tasks/:taskId/events",
    { schema: { tags: ["tasks"], summary: "Server-sent events: the task's result view whenever it changes, until it ends", params: taskIdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      let task = await deps.tasks.get(request.params.taskId, user);
      reply.hijack();
      reply.raw.writeHead(200, { "content-type": "text/event-stream", "cache-control": "private, no-cache", connection: "keep-alive", "x-accel-buffering": "no" });
      let last = "";
      let closed = false;
      request.raw.on("close", () => (closed = true));
      // Ends when the task ends, the client leaves or the server shuts down (the client reconnects).
      while (!closed && !app.closingSignal.aborted) {
        const json = JSON.stringify(view(task));
        if (json !== last) {
          reply.raw.write(`event: task\ndata: ${json}\n\n`);
          last = json;
        }
        if (finishedStates.includes(task.state)) break;
        await new Promise((r) => setTimeout(r, deps.pollMs));
        if (closed || app.closingSignal.aborted) break;
        task = await deps.tasks.get(task.id, user);
      }
      reply.raw.end();
    },
  );

  typed.post(
    "/api/ai-design/chatgpt-4o/generate-image",
    {
      schema: {
        tags: ["tasks"],
        summary: "Generate and wait: data is a list of {b64_json}",
        body: chatgptImageRequestSchema,
        response: { 200: envelopeSchema(z.array(z.object({ b64_json: z.string() }))).extend({ preview: z.array(z.string()).optional() }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const quality = request.body.quality === "auto" ? "medium" : request.body.quality;
      const input: ImageTaskInput = { prompt: request.body.prompt, count: request.body.n, aspect: "1:1", references: request.body.filesUrl, purpose: "image", quality };
      // The route names OpenAI's model; without OpenAI it runs on the site's default and the task says so.
      const { model, provider } = deps.models.resolve(deps.models.forModel("chatgpt-4o") ? "chatgpt-4o" : undefined);
      let task = await deps.tasks.submit(user, { kind: "image.generate", provider, model, input, cost: deps.costs.aiImage, deadlineMs: deps.deadlineMs, partner: request.partner });
      while (!finishedStates.includes(task.state)) {
        await new Promise((r) => setTimeout(r, deps.pollMs));
        // A shutdown does not wait for the task (it goes on in the worker): the client polls it by id.
        if (app.closingSignal.aborted) throw new AppError("UNAVAILABLE");
        task = await deps.tasks.get(task.id, user);
      }
      if (task.state !== "succeeded" || !task.result) throw new AppError("UPSTREAM_FAILED", publicTaskMessage(task) ?? "Error generating task");
      const images = await Promise.all(task.result.images.map(async (image) => (await deps.storage.read(image.url.slice("/oss/".length))) ?? Buffer.alloc(0)));
      return { ...ok(images.map((bytes) => ({ b64_json: bytes.toString("base64") }))), preview: task.result.images.map((i) => deps.links.sign(i.thumbUrl)) };
    },
  );
};
