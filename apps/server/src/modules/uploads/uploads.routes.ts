import multipart from "@fastify/multipart";
import { envelopeSchema, imageDescriptionSchema, ok, uploadedImageSchema, type ImageDescription, type UploadedImage } from "@studio/contracts";
import { uploadLimits } from "@studio/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { Storage } from "../../storage/storage";
import type { ProxyService } from "../proxy/proxy.service";
import { checkUploadedImage, fileBytes } from "./image-check";
import { storeCheckedUpload } from "./stored-upload";

/** The spec's pasted-link rule: http or https, and a path ending in one of these extensions (any case). */
const imageLinkSchema = z
  .string()
  .max(4096)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && /\.(gif|jpe?g|png)$/i.test(url.pathname);
    } catch {
      return false;
    }
  }, "An http(s) link to a .gif, .jpeg, .jpg or .png image")
  .describe("http(s) link whose path ends in .gif, .jpeg, .jpg or .png");

/** Describes an image in words: a vendor's describe when one is configured, else the local analysis; `provider` says which answered. */
export type DescribeImage = (
  image: { bytes: Buffer; contentType: "image/png" | "image/jpeg" | "image/webp" },
  signal: AbortSignal,
) => Promise<{ text: string; provider: string }>;

/**
 * Reference and sample-design images (spec 02 sections 3 and 5): one image per request, stored
 * under the uploader's folder uploads/{userId}/, answered with its /oss path, size and aspect.
 * Also the spec's describe call, which takes an uploaded image the same way.
 */
export const uploadsRoutes =
  (deps: { storage: Storage; describe: DescribeImage; describeTimeoutMs: number; proxy: ProxyService; urlRateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    // One byte over the limit is enough to know the file is too large (it is then truncated).
    await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes + 1, files: 1, fields: 4 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const store = (userId: number, bytes: Buffer, filename: string | undefined): Promise<UploadedImage> =>
      storeCheckedUpload(deps.storage, userId, bytes, filename);
    typed.post(
      "/api/ai-design/upload-image",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "Upload a reference image (multipart field file; PNG, JPG, WebP or GIF, 25 MB, 4096x4096)",
          response: { 200: envelopeSchema(uploadedImageSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA");
        const file = await request.file();
        if (!file) throw new AppError("BAD_REQUEST", "No file was sent.");
        return ok(await store(user.id, await fileBytes(file), file.filename));
      },
    );

    // Spec 02: a dropped or pasted http(s) link to a gif/jpeg/jpg/png is fetched by the server,
    // through the image proxy's guard (public addresses only, every hop checked, 3 redirects,
    // 25 MB, PROXY_TIMEOUT_MS) and its hourly byte budgets, then stored exactly like an upload.
    typed.post(
      "/api/ai-design/upload-image-url",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "Upload a reference image from a link (http/https, path ending gif, jpeg, jpg or png; public addresses only; then as upload-image)",
          body: z.object({ url: imageLinkSchema }),
          response: { 200: envelopeSchema(uploadedImageSchema) },
        },
        config: { rateLimit: { max: deps.urlRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        const user = requireUser(request);
        const fetched = await deps.proxy.fetchForUser(request.body.url, { ip: request.ip, userId: user.id });
        return ok(await store(user.id, fetched.body, decodeURIComponent(new URL(request.body.url).pathname.split("/").pop() ?? "")));
      },
    );

    // Spec 01 section 4: POST /api/{type}/ideogram/describe (type default icon-generator), form
    // field `file`, answered as data.data[0].text. Free, for signed-in users; the same checks as
    // an upload (images only, 25 MB, 4096x4096); nothing is stored.
    typed.post(
      "/api/:type/ideogram/describe",
      {
        schema: {
          tags: ["uploads"],
          security: access.user,
          summary: "Describe an image in words (multipart field file); data.data[0].text, data.source local when made offline (also header x-description)",
          params: z.object({ type: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
          response: { 200: envelopeSchema(imageDescriptionSchema) },
        },
      },
      async (request, reply) => {
        requireUser(request);
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA");
        const file = await request.file();
        if (!file) throw new AppError("BAD_REQUEST", "No file was sent.");
        const image = await checkUploadedImage(await fileBytes(file));
        const contentType = image.ext === "jpg" ? "image/jpeg" : image.ext === "webp" ? "image/webp" : "image/png";
        const { text, provider } = await deps.describe({ bytes: image.bytes, contentType }, AbortSignal.timeout(deps.describeTimeoutMs));
        // Like the translation route's x-translation: original, the answer says when no vision model made it.
        const source: ImageDescription["source"] = provider === "local" ? "local" : "vendor";
        reply.header("x-description", source);
        return ok({ data: [{ text }], source });
      },
    );
  };
