import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Aborted when the app starts closing: long-running handlers (waits, event streams) stop early. */
    closingSignal: AbortSignal;
  }
}

/** Per request: how many things (its response, its handler) still hold it open. */
const holdsOf = new WeakMap<FastifyRequest, { count: number }>();

/**
 * Graceful close: `app.close()` resolves only after every request has finished, so the process
 * entry can close the database after it without in-flight work meeting a closed pool ("Cannot use
 * a pool after calling end"). Fastify itself waits for open connections, but a handler may outlive
 * its connection (the client went away mid-request; injected requests have none), so a request
 * counts from onRequest until both its response is over and its handler has returned.
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  const closing = new AbortController();
  app.decorate("closingSignal", closing.signal);
  let active = 0;
  let drained: (() => void) | undefined;

  const release = (holds: { count: number }) => {
    holds.count -= 1;
    if (holds.count > 0) return;
    active -= 1;
    if (active === 0) drained?.();
  };
  /** Takes one more hold on the request; the returned function lets go of it (once). */
  const hold = (holds: { count: number }) => {
    holds.count += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(holds);
    };
  };

  // A callback hook (it never waits): an async one costs a promise on every request.
  app.addHook("onRequest", (request, reply, done) => {
    active += 1;
    const holds = { count: 0 };
    holdsOf.set(request, holds);
    // 'close' comes after the response is sent or when the connection dies, whichever is first.
    reply.raw.once("close", hold(holds));
    done();
  });

  // Every route's handler holds its request until it returns (a handler may go on after a hijack
  // or after its client left).
  app.addHook("onRoute", (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // Not async itself: a handler that returns no promise must keep behaving as one that does not.
    route.handler = function (this: FastifyInstance, request, reply) {
      const holds = holdsOf.get(request);
      const letGo = holds ? hold(holds) : () => undefined;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        letGo();
        throw error;
      }
      if (result instanceof Promise) return result.finally(letGo);
      letGo();
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
});
