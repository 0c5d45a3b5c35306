import multipart from "@fastify/multipart";
import { envelopeSchema, ok, uploadedImageSchema, uploadedRequestSchema, uploadGrantQuerySchema, uploadGrantSchema } from "@studio/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { DirectUploadsService } from "./direct-uploads.service";

/**
 * Uploads straight to storage (spec 02 section 7, spec 03 section 7): the grant, the local-disk
 * receiving route the grant points to when the storage cannot sign uploads itself, and the check
 * after the upload. The rules are in direct-uploads.service.ts; docs/uploads.md tells the flow.
 */
export const directUploadsRoutes =
  (deps: { uploads: DirectUploadsService; grantRateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    // The receiving route sets its own file size limit per grant (request.file below).
    await app.register(multipart, { limits: { files: 1, fields: 20 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      "/api/oss/sts",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "A short-lived grant to upload one image straight to storage: URL, method, form fields or headers, key, size limit, expiry",
          querystring: uploadGrantQuerySchema,
          response: { 200: envelopeSchema(uploadGrantSchema) },
        },
        config: { rateLimit: { max: deps.grantRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header("cache-control", "no-store");
        return ok(await deps.uploads.grant(user.id, request.query));
      },
    );

    typed.post(
      "/api/oss/upload/:id",
      {
        schema: {
          tags: ["uploads"],
          security: access.public,
          summary: "Receives the file of a local-disk upload grant (multipart, field file last); the signed URL is the credential, usable once",
          params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
          querystring: z.object({ exp: z.string().max(16), sig: z.string().max(64) }),
          response: { 200: envelopeSchema(z.object({ key: z.string(), size: z.number().int() })) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA");
        const grant = await deps.uploads.openForReceiving(request.params.id, request.query.exp, request.query.sig);
        // One byte over the grant's limit is enough to refuse; the parser discards the rest unread.
        const file = await request.file({ limits: { fileSize: grant.maxBytes + 1, files: 1, fields: 20 } });
        if (!file) throw new AppError("BAD_REQUEST", "No file was sent.");
        return ok(await deps.uploads.receive(grant, { contentType: file.mimetype, body: file.file, truncated: () => file.file.truncated }));
      },
    );

    typed.post(
      "/api/oss/uploaded",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "Checks the file of an upload grant (type, 25 MB, 4096x4096, re-encoded) and answers like upload-image; once per grant",
          body: uploadedRequestSchema,
          response: { 200: envelopeSchema(uploadedImageSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await deps.uploads.check(user.id, request.body));
      },
    );
  };
