import multipart from "@fastify/multipart";
import {
  envelopeSchema,
  MOBILE_UPLOAD_MAX_BYTES,
  MOBILE_UPLOAD_TOKEN_HEADER,
  mobileUploadFilesQuerySchema,
  mobileUploadFilesSchema,
  mobileUploadGrantSchema,
  mobileUploadLinkRequestSchema,
  mobileUploadLinkSchema,
  mobileUploadReceivedSchema,
  ok,
} from "@studio/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, isAppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { fileBytes } from "../uploads/image-check";
import type { MobileUploadsService } from "./mobile-upload.service";

/** The phone's credential: the link's token (32 random bytes, base64url), in a header rather than the logged URL. */
const tokenHeaders = z.looseObject({ [MOBILE_UPLOAD_TOKEN_HEADER]: z.string().regex(/^[\w-]{43}$/, "an upload link's token") });

export type MobileUploadRoutesDeps = {
  mobileUploads: MobileUploadsService;
  /** Per client address: link creation and the phone's calls (each file is a decode and a store). */
  rateLimitPerMinute: number;
  /** Per client address: the editor's poll every 2 s, with room for several tabs. */
  pollRateLimitPerMinute: number;
};

/**
 * Mobile upload by QR code: the editor's link (signed in) and poll (owner only), and the phone's two
 * calls, which carry no session: the link's token in `x-mobile-upload-token` is their only grant.
 */
export const mobileUploadRoutes =
  (deps: MobileUploadRoutesDeps): FastifyPluginAsync =>
  async (app) => {
    // One byte over the spec's 20M is enough to refuse (the parser stops there and drops the rest).
    await app.register(multipart, { limits: { fileSize: MOBILE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 2 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const limited = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

    typed.post(
      "/api/user/ai-design/mobile-upload",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "A short-lived link for the phone to send images to this design (the QR code's URL; 30 minutes, 20 files, 20M each)",
          body: mobileUploadLinkRequestSchema,
          response: { 200: envelopeSchema(mobileUploadLinkSchema) },
        },
        config: limited(deps.rateLimitPerMinute),
      },
      async (request) => ok(await deps.mobileUploads.createLink(requireUser(request).id, request.body.design)),
    );

    typed.get(
      "/api/user/ai-design/mobile-upload/:id/files",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "Files the phone sent through one of your links, after `after` (the editor polls every 2 s)",
          params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
          querystring: mobileUploadFilesQuerySchema,
          response: { 200: envelopeSchema(mobileUploadFilesSchema) },
        },
        config: limited(deps.pollRateLimitPerMinute),
      },
      async (request) => ok(await deps.mobileUploads.files(requireUser(request).id, request.params.id, request.query.after)),
    );

    typed.get(
      "/api/mobile-upload",
      {
        schema: {
          tags: ["uploads"],
          security: access.public,
          summary: "The phone's upload page: whether its link (token in x-mobile-upload-token) still takes files",
          headers: tokenHeaders,
          response: { 200: envelopeSchema(mobileUploadGrantSchema) },
        },
        config: limited(deps.rateLimitPerMinute),
      },
      async (request) => ok(await deps.mobileUploads.describe(request.headers[MOBILE_UPLOAD_TOKEN_HEADER])),
    );

    typed.post(
      "/api/mobile-upload",
      {
        schema: {
          tags: ["uploads"],
          security: access.public,
          summary: "The phone sends one image (multipart field file; PNG, JPG, WebP or GIF, 20M or smaller) to its link's design",
          headers: tokenHeaders,
          response: { 200: envelopeSchema(mobileUploadReceivedSchema) },
        },
        config: limited(deps.rateLimitPerMinute),
      },
      async (request) => {
        // The link first, so an invalid or spent token costs no upload.
        const link = await deps.mobileUploads.openLink(request.headers[MOBILE_UPLOAD_TOKEN_HEADER]);
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA");
        const file = await request.file();
        if (!file) throw new AppError("BAD_REQUEST", "No file was sent.");
        const bytes = await fileBytes(file).catch((error: unknown) => {
          // The shared reader says the 25 MB wording; the phone's limit is the spec's 20M.
          throw isAppError(error) && error.code === "PAYLOAD_TOO_LARGE" ? new AppError("MOBILE_UPLOAD_TOO_LARGE") : error;
        });
        return ok(await deps.mobileUploads.receive(link, bytes, file.filename));
      },
    );
  };
