import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { aiModelsSchema, envelopeSchema, ok } from "@studio/contracts";
import type { ProviderRegistry } from "../../providers/registry";
import { access } from "../../plugins/api-access";

/**
 * GET /api/ai-design/models: the models this site runs (configured vendors' and `local`), the modes
 * of the icon design modal each serves, and the default. The browser offers only these.
 */
export const modelsRoutes =
  (deps: { models: Pick<ProviderRegistry, "models" | "defaultModel"> }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/ai-design/models",
      {
        schema: {
          tags: ["tasks"],
          security: access.public,
          summary: "The image models this site runs, their modes and the default",
          response: { 200: envelopeSchema(aiModelsSchema) },
        },
      },
      async () => ok({ default: deps.models.defaultModel(), list: deps.models.models() }),
    );
  };
