import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "../modules/metrics/metrics.registry";
import { logsAt } from "../process/request-logger";

/**
 * The route label of a request: the pattern Fastify matched (`/api/share/:token`), never the URL,
 * so the metrics' label sets stay bounded and no token in a path reaches a metric or a log line.
 * Requests no route matched (the SPA's pages, unknown paths) share one label.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? "unmatched";
}

/**
 * After every answer: the request's count and duration in the metrics, and one access log line
 * (method, route, status, duration, user id when signed in; the request id comes with the request's
 * logger). Fastify's own two lines per request are off (app.ts): they carried the raw URL, query
 * string included, where signed links and share tokens live. No header, cookie or body is logged.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance, options: { metrics: Metrics }) => {
  // A callback hook: no promise per request on the hottest paths (result polling).
  app.addHook("onResponse", (request, reply, done) => {
    const route = routeOf(request);
    const statusCode = reply.statusCode;
    const ms = reply.elapsedTime;
    options.metrics.request({ method: request.method, route, statusCode }, ms / 1000);
    // The line's object is built only when the level keeps it (benches and quiet sites run at warn).
    if (!logsAt(request.log, "info")) return done();
    request.log.info(
      { method: request.method, route, statusCode, durationMs: Math.round(ms * 10) / 10, ...(request.user ? { userId: request.user.id } : {}) },
      "request",
    );
    done();
  });
});
