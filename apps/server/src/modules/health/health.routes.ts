import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, healthDataSchema, ok } from "@studio/contracts";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";

/**
 * Liveness and readiness in one: answers 200 only when the database answers, and 503 from the start
 * of a graceful shutdown, so a load balancer stops sending before the process stops listening.
 */
export const healthRoutes =
  (deps: {
    databaseAnswers: () => Promise<boolean>;
    draining: () => boolean;
    version: string;
    production: boolean;
    classicDesigningWaitMs: { min: number; max: number };
  }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/health",
      {
        config: { rateLimit: false },
        schema: { tags: ["system"], security: access.public, summary: "Server and database health", response: { 200: envelopeSchema(healthDataSchema) } },
      },
      async () => {
        if (deps.draining()) throw new AppError("UNAVAILABLE", "The server is shutting down.");
        if (!(await deps.databaseAnswers())) throw new AppError("UNAVAILABLE", "Database is not reachable.");
        return ok({ db: "ok" as const, version: deps.version, production: deps.production, classicDesigningWaitMs: deps.classicDesigningWaitMs });
      },
    );
  };
