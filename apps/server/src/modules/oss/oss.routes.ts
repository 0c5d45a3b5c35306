import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { bytesContent, emptyAnswer } from "../../plugins/openapi-responses";
import type { Storage, StoredObject } from "../../storage/storage";
import type { OssDelivery } from "../../storage/storage.config";
import { assertValidKey } from "../../storage/storage";
import { renderVariant, variantKey, variantQuerySchema } from "./image-variant";
import { planRequest, type ServePlan } from "./oss-access";
import type { ResultLinks } from "./result-links";

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function notModified(request: FastifyRequest, object: StoredObject): boolean {
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === object.etag);
}

function setObjectHeaders(reply: FastifyReply, object: StoredObject, key: string, signed: boolean): void {
  reply.header("content-type", object.contentType);
  reply.header("etag", object.etag);
  reply.header("last-modified", object.lastModified.toUTCString());
  // Style data and other JSON change in place (admins save them): revalidate every time. A signed
  // result is its owner's: shared caches must not keep it, the browser may for the link's hour.
  reply.header("cache-control", key.endsWith(".json") ? "no-cache" : signed ? "private, max-age=3600" : "public, max-age=86400");
  // A stored SVG is user content: never let it run script in our origin.
  if (object.contentType.startsWith("image/svg")) reply.header("content-security-policy", SVG_CSP);
}

export type OssRoutesDeps = {
  storage: Storage;
  /** Checks the signed links of full-size results (result-links.ts). */
  links: ResultLinks;
  /** Requests per address and minute (OSS_RATE_LIMIT_MAX): every copy costs CPU the first time. */
  rateLimitPerMinute: number;
  /** OSS_DELIVERY: `redirect` sends plain files to a signed URL of the store when it has one (S3); default stream. */
  delivery?: OssDelivery | undefined;
};

/** How long a redirect's signed URL works, and how long a browser may reuse the redirect itself (well within it). */
const REDIRECT_URL_SECONDS = 300;
const REDIRECT_CACHE_SECONDS = 60;

/**
 * Whether a GET may go to the store's own signed URL: only a file served as stored to anyone (no
 * copy, no signed result), and not JSON (the app fetches it and it changes in place) or SVG (our
 * sandboxing CSP header would not travel with it).
 */
const redirectable = (key: string, plan: ServePlan): boolean => !plan.variant && !plan.signed && !/\.(json|svg)$/i.test(key);

/**
 * Stored files at /oss/{key}, as the spec serves images there. `?w=400&format=webp` returns a
 * resized or converted copy of a fixed set (image-variant.ts), made once with sharp and kept in
 * storage beside the original; who may have which file or copy is oss-access.ts.
 */
export const ossRoutes =
  ({ storage, links, rateLimitPerMinute, delivery = "stream" }: OssRoutesDeps): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const handler = async (request: FastifyRequest<{ Params: { "*": string }; Querystring: z.infer<typeof variantQuerySchema> }>, reply: FastifyReply) => {
      const key = assertValidKey(decodeURIComponent(request.params["*"]));
      if (key.startsWith(".variants/")) throw new AppError("NOT_FOUND");
      const plan = planRequest(key, request.query, links);
      const source = await storage.head(key);
      if (!source) throw new AppError("NOT_FOUND", `File not found: ${key}`);
      // A HEAD stays here (a URL signed for GET would refuse it), as does everything the rules change.
      if (delivery === "redirect" && storage.presignGet && request.method === "GET" && redirectable(key, plan)) {
        const url = await storage.presignGet(key, { expiresInSeconds: REDIRECT_URL_SECONDS });
        reply.header("cache-control", `public, max-age=${REDIRECT_CACHE_SECONDS}`);
        return reply.redirect(url, 302);
      }
      let object = source;
      if (plan.variant) {
        const cacheKey = variantKey(key, source.etag, plan.variant);
        const cached = await storage.head(cacheKey);
        if (cached) object = cached;
        else {
          const bytes = await storage.read(key);
          if (!bytes) throw new AppError("NOT_FOUND");
          let rendered: Buffer;
          try {
            rendered = await renderVariant(bytes, key, plan.variant);
          } catch {
            throw new AppError("UNSUPPORTED_MEDIA", "This file cannot be converted.");
          }
          object = await storage.put(cacheKey, rendered);
        }
      }
      setObjectHeaders(reply, object, key, plan.signed);
      if (notModified(request, object)) return reply.status(304).send();
      reply.header("content-length", object.size);
      // HEAD (the browser's check of an earlier download) never opens the body: Fastify would read
      // a whole stream only to drop it, on S3 a download of the file. An empty stream keeps our length.
      if (request.method === "HEAD") return reply.send(Readable.from([]));
      const file = await storage.get(object.key);
      if (!file) throw new AppError("NOT_FOUND");
      // The version actually sent names itself, should the file have been replaced since the HEAD above.
      if (file.object.etag !== object.etag) {
        setObjectHeaders(reply, file.object, key, plan.signed);
        reply.header("content-length", file.object.size);
      }
      return reply.send(file.body);
    };
    const schema = {
      tags: ["files"],
      security: access.optionalUser,
      summary: "A stored file; optional resize (fixed widths) and conversion; full-size results need a signed link",
      params: z.object({ "*": z.string().describe("file key") }),
      querystring: variantQuerySchema,
      response: {
        200: {
          description: "The file, or its resized or converted copy",
          content: { ...bytesContent(["image/*"]), "application/json": { schema: z.unknown().describe("A stored JSON file, e.g. the logo style data") } },
        },
        302: emptyAnswer("OSS_DELIVERY=redirect on S3: the store's signed URL of a plain file (Location), valid 5 minutes"),
        304: emptyAnswer("Not modified: If-None-Match names the current ETag"),
      },
    };
    // Its own generous limit per address (the API's global limiter leaves non-/api paths alone).
    typed.get("/oss/*", { schema, config: { rateLimit: { max: rateLimitPerMinute, timeWindow: "1 minute", allowList: () => false } } }, handler);
    // Fastify answers HEAD through this handler too (exposeHeadRoutes): the download flow checks
    // for earlier files that way.
  };
