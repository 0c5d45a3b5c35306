import multipart from "@fastify/multipart";
import {
  TOOL_UPLOAD_MAX_BYTES,
  backgroundDetectionSchema,
  envelopeSchema,
  ok,
  toolCommonFieldsSchema,
  toolListSchema,
  toolNames,
  toolOptionsChecks,
  toolOptionsSchemas,
  toolResultSchema,
  type ToolCommonFields,
  type ToolName,
} from "@studio/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { bytesContent } from "../../plugins/openapi-responses";
import { requireUser } from "../../plugins/auth";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { submitHeaders } from "../tasks/tasks.routes";
import { fileBytes } from "../uploads/image-check";
import type { ImageToolsService } from "./image-tools.service";
import { ossKey } from "./tool-images";

type Parts = { file?: Buffer; mask?: Buffer; reference?: Buffer };
const partNames = new Set<keyof Parts>(["file", "mask", "reference"]);
const commonKeys = new Set(Object.keys(toolCommonFieldsSchema.shape));
const resultMediaTypes = ["image/png", "image/jpeg", "image/webp", "image/avif", "image/x-icon", "application/pdf", "image/svg+xml"];

/** The whole form of a tool request: common fields and the tool's options side by side, as the spec's matting form has them. */
const formSchemaOf = (tool: ToolName): z.ZodObject => toolCommonFieldsSchema.extend(toolOptionsSchemas[tool].shape as z.ZodRawShape);

function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION", issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : undefined, { issues: parsed.error.issues });
  }
  return parsed.data;
}

/** A multipart form: the image parts (`file`, `mask`, `reference`, each within the upload limit) and the text fields. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; parts: Parts }> {
  const fields: Record<string, string> = {};
  const parts: Parts = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const name = part.fieldname as keyof Parts;
      if (!partNames.has(name)) throw new AppError("VALIDATION", `Unknown file part '${part.fieldname}' (file, mask or reference).`);
      parts[name] = await fileBytes(part);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, parts };
}

const toolSummaries: Record<ToolName, string> = {
  matting: "Background removal (credit kind matting 10; free users' daily free AI cutouts first)",
  vector: "Raster to SVG by colour tracing; a designer logo exports its own vectors (kind vector 11)",
  aicon: "Icon generator: icons from a prompt and style (kind aicon 12)",
  aimockup: "Logo mockups on scenes (kind aimockup 13)",
  imageclarity: "Enlarge 2x or 4x (kind imageclarity 14)",
  imagefix: "Erase a brushed area (kind imagefix 15; mask part or maskUrl required)",
  mergeface: "Merge a face into an image through the configured provider (kind mergeface 18)",
  idphoto: "ID photo: person cut-out on white, blue or red at a standard size (kind idphoto 20)",
  cartoonProfile: "Cartoon avatar through the configured provider (kind cartoonProfile 21)",
  fileConverter: "Convert to PNG, JPG, WebP, AVIF, ICO, PDF or SVG (kind fileConverter 22)",
  beautification: "Photo retouch through the configured provider (kind beautification 23)",
  background: "A new background behind the cut-out subject (charged as matting 10)",
  watermark: "Remove a marked watermark by inpainting (charged as imagefix 15; mask required)",
};

const outputNote =
  "Multipart (parts file, mask, reference) or JSON. Source: file, url (http(s) or an own /oss/ path) or image (own record id or /oss/ path). " +
  "output=0 answers JSON (data.data is the result's link), output=1 the result's bytes, output=2 SVG (matting-vector); async=1 answers the task at once.";

/**
 * The image tools' routes (issue 19): `POST /api/ai-design/<tool>` for every tool, the spec's
 * `POST /api/ai-design/matting-vector`, the tool list and the background detection. Thin: the rules
 * are in image-tools.service.ts; every field is checked by the tool's zod schema.
 */
export const imageToolsRoutes =
  (deps: { tools: ImageToolsService; storage: Storage; links: ResultLinks; pollMs: number; rateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    // One byte over the limit is enough to know a part is too large; three image parts at most.
    await app.register(multipart, { limits: { fileSize: TOOL_UPLOAD_MAX_BYTES + 1, files: 3, fields: 40, fieldSize: 4 * 1024 * 1024 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["image-tools"];
    const config = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } };

    typed.get(
      "/api/ai-design/tools",
      {
        schema: {
          tags,
          security: access.public,
          summary: "The image tools: ledger kind, cost in force, and whether each can run on this site (and if not, what it needs)",
          response: { 200: envelopeSchema(toolListSchema) },
        },
      },
      async () => ok({ tools: deps.tools.list() }),
    );

    const detectBody = toolCommonFieldsSchema.pick({ url: true, image: true });
    typed.post(
      "/api/ai-design/background-detect",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Spec 01 section 7's background-colour detection of an image (file part, url or image); free; a failure counts as not transparent",
          body: detectBody.nullish(),
          response: { 200: envelopeSchema(backgroundDetectionSchema) },
        },
        config,
      },
      async (request) => {
        const user = requireUser(request);
        const form = request.isMultipart() ? await readForm(request) : undefined;
        const fields = form ? parseFields(detectBody, form.fields) : (request.body ?? {});
        return ok(await deps.tools.detect(user, { file: form?.parts.file, url: fields.url, image: fields.image }, request.ip));
      },
    );

    // The page follows an async run here (GET /api/tasks/{id} has the generator's shape, not the tool's).
    typed.get(
      "/api/ai-design/tools/tasks/:taskId",
      {
        schema: {
          tags,
          security: access.user,
          summary: "One run of an image tool (its owner's; others' 404): status, progress, method, result links and records",
          params: z.object({ taskId: z.string().uuid() }),
          response: { 200: envelopeSchema(toolResultSchema) },
        },
      },
      async (request) => ok(await deps.tools.result(requireUser(request), request.params.taskId, deps.links.sign)),
    );

    const register = (path: string, tool: ToolName, summary: string, schema: z.ZodObject = formSchemaOf(tool)) => {
      typed.post(
        path,
        {
          schema: {
            tags,
            security: access.user,
            summary,
            description: outputNote,
            consumes: ["multipart/form-data", "application/json"],
            headers: submitHeaders,
            body: schema.nullish(),
            response: {
              200: {
                description: "JSON (output=0 or async=1), or the result's bytes (output=1), or SVG text (output=2)",
                content: { "application/json": { schema: envelopeSchema(toolResultSchema) }, ...bytesContent(resultMediaTypes) },
              },
            },
          },
          config,
        },
        async (request, reply) => {
          const user = requireUser(request);
          const form = request.isMultipart() ? await readForm(request) : undefined;
          const fields: Record<string, unknown> = form ? parseFields(schema, form.fields) : (request.body ?? parseFields(schema, {}));
          // The merged form's output: its common part is a ToolCommonFields already (same schema, same defaults).
          const common = Object.fromEntries(Object.entries(fields).filter(([k]) => commonKeys.has(k))) as ToolCommonFields;
          const options = Object.fromEntries(Object.entries(fields).filter(([k]) => !commonKeys.has(k)));
          const problem = (toolOptionsChecks[tool] as ((value: unknown) => { field: string; message: string } | null) | undefined)?.(options);
          if (problem) throw new AppError("VALIDATION", `${problem.field}: ${problem.message}`);
          if (common.async && common.output !== 0) throw new AppError("VALIDATION", "async answers JSON only (output=0).");
          if (common.output === 2 && tool !== "vector") throw new AppError("VALIDATION", "output=2 (SVG) is matting-vector's answer.");
          const task = await deps.tools.submit(
            user,
            { tool, common, options, file: form?.parts.file, mask: form?.parts.mask, reference: form?.parts.reference },
            { ip: request.ip, partner: request.partner, clientKey: request.headers["idempotency-key"] },
          );
          if (common.async) return ok(await deps.tools.view(task, deps.links.sign));
          const done = await deps.tools.wait(user, task, { pollMs: deps.pollMs, closing: app.closingSignal });
          if (common.output === 0) return ok(await deps.tools.view(done, deps.links.sign));
          // output=1 (the spec's image blob) and 2 (SVG text): the first result itself.
          const first = done.result?.images[0];
          const bytes = first ? await deps.storage.read(ossKey(first.url)) : null;
          if (!first || !bytes) throw new AppError("IMAGE_GONE");
          const method = done.result?.meta?.method;
          reply.header("cache-control", "no-store").header("x-task-id", done.id);
          if (typeof method === "string") reply.header("x-tool-method", method);
          // The bytes answer is declared in the schema's content types; the typed reply only knows the JSON one.
          const plain: FastifyReply = reply;
          return plain.type(first.contentType).send(bytes);
        },
      );
    };

    for (const tool of toolNames) register(`/api/ai-design/${tool}`, tool, toolSummaries[tool]);
    // Spec 02 section 7: crop (true), file, output (2); returns SVG vector data.
    register(
      "/api/ai-design/matting-vector",
      "vector",
      "Background removal then SVG tracing (spec 02 section 7; output 2, the default here, answers the SVG; kind vector 11)",
      formSchemaOf("vector").extend({ output: z.coerce.number().int().min(0).max(2).default(2) }),
    );
  };
