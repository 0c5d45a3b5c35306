import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@studio/contracts";
import type { Config } from "../config";
import { securitySchemes } from "./api-access";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; params?: { properties?: Record<string, unknown>; required?: string[] } };

/** The name a wildcard (`/oss/*`) gets in the document: OpenAPI path templates need a named parameter. */
const WILDCARD_NAME = "key";

/** `GET /api/user/ai-design/works` -> `getApiUserAiDesignWorks`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/**
 * The zod transform, then what every operation has in common: an operationId, the error envelope
 * for 4XX and 5XX (plugins/error-handler.ts answers every failure with it), and a named parameter
 * for a wildcard path.
 */
function transform(input: TransformInput): { schema: RouteSchema; url: string } {
  const result = jsonSchemaTransform(input) as { schema: RouteSchema | undefined; url: string };
  const { schema } = result;
  let url = result.url;
  // A route without a schema (tests add some) is listed as it is; every real route has one.
  if (!schema || schema.hide) return { schema: schema ?? {}, url };
  if (url.endsWith("/*")) {
    url = `${url.slice(0, -1)}{${WILDCARD_NAME}}`;
    const properties = schema.params?.properties;
    if (properties && "*" in properties) {
      schema.params = { ...schema.params, properties: { [WILDCARD_NAME]: properties["*"] }, required: [WILDCARD_NAME] };
    }
  }
  const method = Array.isArray(input.route.method) ? String(input.route.method[0]) : String(input.route.method);
  schema.operationId ??= operationIdOf(method, url);
  const failure = {
    description: "The error envelope: `error` is a stable code (packages/contracts/src/errors.ts)",
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
  };
  schema.response = { ...schema.response, "4XX": failure, "5XX": failure };
  return { schema, url };
}

function errorEnvelopeJsonSchema(): Record<string, unknown> {
  // Without `$schema`: the document's dialect (3.1's default, JSON Schema 2020-12) applies.
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { target: "draft-2020-12", io: "output" });
  return schema;
}

/**
 * The OpenAPI document is generated from the routes' zod schemas: JSON at /api/docs, a browsable
 * page at /api/docs/ui. Registered before the routes so it sees all of them. OpenAPI 3.1, whose
 * schemas are JSON Schema 2020-12 as zod writes them (null is a type; 3.0's `nullable` cannot
 * describe a nullable `unknown` or `$ref`). Every route declares its `security` (api-access.ts);
 * plugins/openapi.test.ts lints the served document with Redocly's recommended rules.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Logo Studio API",
        version: options.config.version,
        description: "Every JSON answer is the envelope {code, data, msg}.",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: "/", description: "This site" }],
      components: {
        securitySchemes,
        schemas: { ErrorEnvelope: errorEnvelopeJsonSchema() },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs/ui", uiConfig: { docExpansion: "list" } });
  app.get("/api/docs", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
});
