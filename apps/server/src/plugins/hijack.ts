import type { FastifyReply } from "fastify";

/**
 * Takes the response over from Fastify (server-sent events), keeping the headers set on the reply so
 * far: the security headers, the request id, the rate limit's. Fastify writes its reply's headers
 * only when it sends an answer itself, so a route that writes the raw response calls this first;
 * its own `writeHead` headers then add to these or replace them.
 */
export function hijackWithHeaders(reply: FastifyReply): void {
  const headers = reply.getHeaders();
  reply.hijack();
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
}
