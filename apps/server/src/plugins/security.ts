import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";

/**
 * Security headers and a per-IP rate limit on the API. The CSP lets the built SPA run (scripts
 * and styles from our origin only; React sets styles through the CSSOM, which CSP allows) and
 * limits who may frame us to localhost and the configured embedding hosts (SDK iframe mode).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const frameAncestors = ["'self'", "http://localhost:*", "http://127.0.0.1:*", ...config.embedHosts.map((h) => (h.includes("://") ? h : `https://${h}`))];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
        ...(config.env === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors decides framing; X-Frame-Options cannot express an allow-list.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.env === "production",
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: "1 minute",
    // Only the API is limited here; routes that must never be (health checks) opt out.
    allowList: (request) => !request.url.startsWith("/api/"),
  });
});
