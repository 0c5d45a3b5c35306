import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** A step every request starts with: synchronous, and never failing (a failing check is a hook of its own). */
export type RequestStartStep = (request: FastifyRequest, reply: FastifyReply) => void;

declare module "fastify" {
  interface FastifyInstance {
    /** Adds a step to the one onRequest hook that starts every request, after the steps added before it. */
    onRequestStart(step: RequestStartStep): void;
  }
}

/**
 * One onRequest hook for the steps every request starts with (its id in the answer, the in-flight
 * count, the draining `Connection: close`, the security headers), run in the order they were added.
 * Each was a hook of its own: Fastify's hook chain per hook is small, but these run on every request,
 * and result polling is answered in well under 100 µs of CPU. Registered first, so every answer,
 * errors included, carries what these steps set.
 */
export const requestStartPlugin = fp(
  async (app: FastifyInstance) => {
    const steps: RequestStartStep[] = [];
    app.decorate("onRequestStart", (step: RequestStartStep) => {
      steps.push(step);
    });
    app.addHook("onRequest", (request, reply, done) => {
      for (let i = 0; i < steps.length; i++) steps[i]!(request, reply);
      done();
    });
  },
  { name: "request-start" },
);
