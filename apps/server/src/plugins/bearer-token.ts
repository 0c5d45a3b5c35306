import type { FastifyRequest } from "fastify";

/**
 * The one rule for "this request brings its own credential": a well-formed
 * `Authorization: Bearer <token>`. When it is there, the session cookie is not used (auth.ts) and the
 * CSRF check is not needed (csrf.ts); any other Authorization header (Basic, a bare token, an empty
 * Bearer) leaves the request a cookie request on both sides, so a page cannot skip the CSRF check
 * by adding a header the session lookup then ignores.
 */
const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i;

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  return BEARER.exec(header)?.[1] ?? null;
}
