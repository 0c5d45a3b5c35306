import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** True from the start of a graceful shutdown: /api/health answers 503 and connections are not kept alive. */
    readonly draining: boolean;
    /** Begins the shutdown's first phase (server.ts, on SIGTERM), before the app stops listening. */
    startDraining(): void;
  }
}

/**
 * The first phase of a graceful shutdown, before `app.close()`: the process still listens and
 * answers every request in full, but tells a load balancer to stop sending (health answers 503) and
 * ends each keep-alive connection after its current response (`Connection: close`). A client then
 * never has a request cut off on a kept connection the server closes under it, which a balancer
 * cannot safely retry when the request was a write; its next request opens a new connection, and
 * once the process stops listening that connect is refused, which any balancer retries elsewhere.
 * The same holds while Fastify closes (it sets `Connection: close` itself then).
 */
async function drainingHooks(app: FastifyInstance) {
  let draining = false;
  app.decorate("draining", {
    getter: () => draining,
  });
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.addHook("preClose", async () => {
    draining = true;
  });
  // A step of the one hook every request starts with (plugins/request-start.ts).
  app.onRequestStart((_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
}

export const drainingPlugin = fp(drainingHooks, { name: "draining", dependencies: ["request-start"] });
