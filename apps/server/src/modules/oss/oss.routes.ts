import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import type { Storage, StoredObject } from "../../storage/storage";
import { assertValidKey } from "../../storage/storage";
import { renderVariant, variantKey, variantQuerySchema, wantsVariant } from "./image-variant";

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function notModified(request: FastifyRequest, object: StoredObject): boolean {
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === object.etag);
}

function setObjectHeaders(reply: FastifyReply, object: StoredObject, key: string): void {
  reply.header("content-type", object.contentType);
  reply.header("etag", object.etag);
  reply.header("last-modified", object.lastModified.toUTCString());
  // Style data and other JSON change in place (admins save them): revalidate every time.
  reply.header("cache-control", key.endsWith(".json") ? "no-cache" : "public, max-age=86400");
  // A stored SVG is user content: never let it run script in our origin.
  if (object.contentType.startsWith("image/svg")) reply.header("content-security-policy", SVG_CSP);
}

/**
 * Stored files at /oss/{key}, as the spec serves images there. `?w=&h=&format=webp` returns a
 * resized or converted copy, made once with sharp and kept in storage beside the original.
 */
export const ossRoutes = (storage: Storage): FastifyPluginAsync => async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const handler = async (request: FastifyRequest<{ Params: { "*": string }; Querystring: z.infer<typeof variantQuerySchema> }>, reply: FastifyReply) => {
    const key = assertValidKey(decodeURIComponent(request.params["*"]));
    if (key.startsWith(".variants/")) throw new AppError("NOT_FOUND");
    const source = await storage.head(key);
    if (!source) throw new AppError("NOT_FOUND", `File not found: ${key}`);
    let object = source;
    if (wantsVariant(key, request.query)) {
      const cacheKey = variantKey(key, source.etag, request.query);
      const cached = await storage.head(cacheKey);
      if (cached) object = cached;
      else {
        const bytes = await storage.read(key);
        if (!bytes) throw new AppError("NOT_FOUND");
        let rendered: Buffer;
        try {
          rendered = await renderVariant(bytes, key, request.query);
        } catch {
          throw new AppError("UNSUPPORTED_MEDIA", "This file cannot be converted.");
        }
        object = await storage.put(cacheKey, rendered);
      }
    }
    setObjectHeaders(reply, object, key);
    if (notModified(request, object)) return reply.status(304).send();
    reply.header("content-length", object.size);
    const file = await storage.get(object.key);
    if (!file) throw new AppError("NOT_FOUND");
    return reply.send(file.body);
  };
  const schema = {
    tags: ["files"],
    summary: "A stored file; optional resize and WebP/PNG/JPEG conversion",
    params: z.object({ "*": z.string().describe("file key") }),
    querystring: variantQuerySchema,
  };
  typed.get("/oss/*", { schema }, handler);
  // Fastify answers HEAD through this handler too (exposeHeadRoutes) and drops the body: the
  // download flow checks for earlier files that way.
};
