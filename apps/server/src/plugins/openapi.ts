import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config";

/**
 * The OpenAPI document is generated from the routes' zod schemas: JSON at /api/docs, a browsable
 * page at /api/docs/ui. Registered before the routes so it sees all of them.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: "Logo Studio API", version: options.config.version, description: "Every JSON answer is the envelope {code, data, msg}." },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs/ui", uiConfig: { docExpansion: "list" } });
  app.get("/api/docs", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
});
