import type { ServerResponse } from "node:http";
import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Aborted when the app starts closing: long-running handlers (waits, event streams) stop early. */
    closingSignal: AbortSignal;
  }
}

/**
 * Per response: how many things (the response itself, its route's handler) still hold its request
 * open. Kept on the response under a symbol, so the hot path allocates nothing per request: no map
 * entry, no closure, no `once` wrapper (the polling route is answered in about 50 µs of CPU).
 */
const HOLDS = Symbol("in-flight holds");
type Held = ServerResponse & { [HOLDS]?: number };

async function inFlight(app: FastifyInstance) {
  const closing = new AbortController();
  app.decorate("closingSignal", closing.signal);
  let active = 0;
  let drained: (() => void) | undefined;

  /** Only for a response whose request is held (its count is at least 1). */
  const release = (response: Held) => {
    const holds = (response[HOLDS] ?? 1) - 1;
    response[HOLDS] = holds;
    if (holds > 0) return;
    active -= 1;
    if (active === 0) drained?.();
  };
  // One function for every response ('close' is emitted once: after the response is sent, or when
  // the connection dies, whichever is first).
  function onResponseClosed(this: Held) {
    release(this);
  }

  // A step of the one hook every request starts with (plugins/request-start.ts).
  app.onRequestStart((_request, reply) => {
    active += 1;
    const response = reply.raw as Held;
    response[HOLDS] = 1;
    response.on("close", onResponseClosed);
  });

  // Every route's handler holds its request until it returns (a handler may go on after a hijack
  // or after its client left).
  app.addHook("onRoute", (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // Not async itself: a handler that returns no promise must keep behaving as one that does not.
    route.handler = function (this: FastifyInstance, request, reply) {
      const response = reply.raw as Held;
      const holds = response[HOLDS];
      if (holds === undefined) return handler.call(this, request, reply);
      // The client left before the handler ran (its response closed, letting the request go): the
      // handler holds the request again on its own, since it may still use the database.
      if (holds === 0) active += 1;
      response[HOLDS] = holds + 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        release(response);
        throw error;
      }
      if (result instanceof Promise) return result.finally(() => release(response));
      release(response);
      return result as ReturnType<RouteHandlerMethod>;
    };
  });

  app.addHook("preClose", async () => {
    closing.abort();
  });
  // onClose hooks run after Fastify's own (which stops accepting and waits for open connections).
  app.addHook("onClose", async () => {
    if (active === 0) return;
    await new Promise<void>((resolve) => (drained = resolve));
  });
}

export const inFlightPlugin = fp(inFlight, { name: "in-flight", dependencies: ["request-start"] });
