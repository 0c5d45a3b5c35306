import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { sendError } from "./error-handler";

const missingBuild = `<!doctype html><html><head><meta charset="utf-8"><title>Logo Studio</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (npm start does this for you), then reload.</p></body></html>`;

/**
 * Serves the built SPA. Hashed assets are cached for a year and sent pre-compressed; any other GET
 * that is not an API or file route gets index.html (history-API fallback), so /logo-maker or
 * /design/... reload fine.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const root = options.config.webDistDir;
  const indexPath = path.join(root, "index.html");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz copies of its JS and CSS; they are sent when the browser
      // accepts them (with Vary: accept-encoding), the plain file otherwise.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header("cache-control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  // Read once: index.html only changes with a new build, which means a restart.
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : missingBuild;
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api/") &&
      !url.startsWith("/oss/") &&
      !/\.[a-z0-9]{2,5}(\?|$)/i.test(url.split("?")[0] ?? "");
    if (isPage) return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
    return sendError(reply, "NOT_FOUND", `No route for ${request.method} ${url.split("?")[0]}`);
  });
});
