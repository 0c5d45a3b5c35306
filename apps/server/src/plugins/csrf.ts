import { randomBytes, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../errors";

export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the request carries ambient browser credentials (cookies) and no explicit token. */
function isCookieAuthenticated(request: FastifyRequest): boolean {
  const hasExplicitAuth = typeof request.headers.authorization === "string" || typeof request.headers.apikey === "string";
  return !hasExplicitAuth && Object.keys(request.cookies).length > 0;
}

/**
 * Double-submit CSRF protection. Every response gives the browser a readable `csrf_token` cookie;
 * a mutating API request that arrives with our cookies must echo it in the `x-csrf-token` header,
 * which a foreign site cannot read. Requests authenticated by a bearer token or API key carry no
 * ambient authority and are not checked.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  await app.register(cookie);
  const secure = options.config.env === "production";
  app.addHook("onRequest", async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    // Token-authenticated clients (API, SDK iframe, pollers) never need the cookie.
    if (!existing && typeof request.headers.authorization !== "string") {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString("base64url"), { path: "/", sameSite: "lax", secure, httpOnly: false });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/") || !isCookieAuthenticated(request)) return;
    const header = request.headers[CSRF_HEADER];
    if (!existing || typeof header !== "string" || !sameToken(existing, header)) {
      throw new AppError("FORBIDDEN", "Missing or invalid CSRF token; reload the page and try again.", { reason: "csrf" });
    }
  });
});
