import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { envelopeSchema, healthDataSchema, ok } from "@studio/contracts";
import type { Db } from "../../db/database";
import { AppError } from "../../errors";

/** Liveness and readiness in one: answers only when the database answers. */
export const healthRoutes = (deps: { db: Db; version: string }): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { rateLimit: false },
      schema: { tags: ["system"], summary: "Server and database health", response: { 200: envelopeSchema(healthDataSchema) } },
    },
    async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError("UNAVAILABLE", "Database is not reachable.");
      }
      return ok({ db: "ok" as const, version: deps.version });
    },
  );
};
