import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors";
import { SESSION_COOKIE, type ResolvedSession, type SessionService } from "../modules/auth/session.service";
import { isAdministrator } from "../modules/users/users.policy";
import { bearerTokenOf } from "./bearer-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set for every request before its handler. */
    user: UserRow | null;
    /** The token the user was recognised by, so logout can revoke exactly it. */
    sessionToken: string | null;
    /**
     * The embedding partner that issued this session (SDK iframe mode), or null. Only the server
     * sets it, from the session row: limits are relaxed for such sessions, never on a client flag.
     */
    partner: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route only needs to know who the user is (result polling): its session may come from the
     * short per-process cache (SESSION_CACHE_TTL_MS), so `request.user`'s balances may be seconds old.
     */
    cachedSession?: boolean;
    /** The route has a credential of its own that is not a session (/metrics): no session lookup. */
    noSession?: boolean;
  }
}

/** The session token: a well-formed Bearer token, else the cookie (the same rule csrf.ts checks by). */
export function tokenOf(request: FastifyRequest): string | null {
  return bearerTokenOf(request) ?? request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * Recognises the user of every request: the httpOnly `sid` cookie in the browser, or
 * `Authorization: Bearer <token>` for API clients and the embedded iframe mode.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionService }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("partner", null);
  const sign = (request: FastifyRequest, token: string, session: ResolvedSession | null | undefined) => {
    if (!session) return;
    request.user = session.user;
    request.sessionToken = token;
    request.partner = session.partner;
  };
  // A callback hook: on a route that may use the short session cache, a fresh entry finishes it at
  // once (result polling is nearly all such hits); everything else waits for the database.
  app.addHook("preHandler", (request, _reply, done) => {
    // Read once: Fastify builds a new routeOptions object on every read.
    const config = request.routeOptions.config;
    if (config.noSession) return done();
    const token = tokenOf(request);
    if (!token) return done();
    const cached = config.cachedSession === true;
    const fresh = cached ? options.sessions.freshCachedSession(token) : undefined;
    if (fresh) {
      sign(request, token, fresh);
      return done();
    }
    (cached ? options.sessions.resolveSessionCached(token) : options.sessions.resolveSession(token)).then((session) => {
      sign(request, token, session);
      done();
    }, done);
  });
});

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("UNAUTHORIZED");
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isAdministrator(user)) throw new AppError("FORBIDDEN", "Only administrators can do this.");
  return user;
}

/**
 * An onRequest hook for admin routes with large bodies: the session is resolved before the body is
 * read, so only an admin can make the server buffer and parse one.
 */
export function adminBeforeBody(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request);
    const user = token ? await sessions.resolve(token) : null;
    if (!user) throw new AppError("UNAUTHORIZED");
    if (!isAdministrator(user)) throw new AppError("FORBIDDEN", "Only administrators can do this.");
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure: config.env === "production", expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.env === "production" });
}
