import { randomBytes, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../errors";
import { bearerTokenOf } from "./bearer-token";

export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The partner route authenticates by its ApiKey header alone and never reads the session cookie. */
const PARTNER_ROUTE = "/api/partner/";

/**
 * True when the request may be acting on ambient browser credentials (cookies): it has cookies and
 * no credential of its own. Only a well-formed Bearer token counts as one (the token auth.ts then
 * uses instead of the cookie), or the ApiKey header on the partner route.
 */
function isCookieAuthenticated(request: FastifyRequest): boolean {
  if (bearerTokenOf(request) !== null) return false;
  if (request.url.startsWith(PARTNER_ROUTE) && typeof request.headers.apikey === "string") return false;
  return Object.keys(request.cookies).length > 0;
}

/**
 * Double-submit CSRF protection. Every response gives the browser a readable `csrf_token` cookie;
 * a mutating API request that arrives with our cookies must echo it in the `x-csrf-token` header,
 * which a foreign site cannot read. Requests authenticated by a Bearer token (or the partner route's
 * API key) carry no ambient authority and are not checked; see bearer-token.ts for the one rule.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  // The cookies are parsed here rather than in @fastify/cookie's own onRequest hook (`hook: false`):
  // one hook fewer on every request, and no map of cookies to set made for a request that sets none
  // (the plugin makes it when a route first sets one).
  await app.register(cookie, { hook: false });
  const secure = options.config.env === "production";
  // A callback hook, not an async one: it never waits, and this runs on every request.
  app.addHook("onRequest", (request, reply, done) => {
    const cookies = request.headers.cookie;
    request.cookies = cookies ? app.parseCookie(cookies) : {};
    const existing = request.cookies[CSRF_COOKIE];
    // Token-authenticated clients (API, SDK iframe, pollers) never need the cookie.
    if (!existing && bearerTokenOf(request) === null) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString("base64url"), { path: "/", sameSite: "lax", secure, httpOnly: false });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/") || !isCookieAuthenticated(request)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!existing || typeof header !== "string" || !sameToken(existing, header)) {
      return done(new AppError("FORBIDDEN", "Missing or invalid CSRF token; reload the page and try again.", { reason: "csrf" }));
    }
    done();
  });
});
