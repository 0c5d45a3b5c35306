import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createdLogoApiKeySchema,
  createLogoApiKeyBodySchema,
  envelopeSchema,
  logoApiJobSchema,
  logoApiKeyParamsSchema,
  logoApiKeySchema,
  logoApiKeysSchema,
  logoApiPageSchema,
  logoApiQuerySchema,
  logoApiUsageSchema,
  ok,
} from "@studio/contracts";
import { z } from "zod";
import { requireAdmin } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { LogoApiDesigner } from "./logo-api.designer";
import type { LogoApiKeys } from "./logo-api-keys.service";
import type { LogoApiJobs } from "./logo-api-jobs";

export type LogoApiRoutesDeps = {
  keys: LogoApiKeys;
  designer: LogoApiDesigner;
  jobs: Pick<LogoApiJobs, "submit">;
  /** Per client address, before any key is looked up (keys have their own limit per minute). */
  addressRateLimitPerMinute: number;
};

const curlExample = [
  "```sh",
  "curl -H 'ApiKey: lk_...' 'https://example.com/logoapi/async/logo?name=Harbor%20Coffee&slogan=Fresh%20daily&color=2&font=0&style=0&format=2&page=1&size=8'",
  "```",
].join("\n");
const jsExample = [
  "```js",
  "const query = new URLSearchParams({ name: 'Harbor Coffee', format: '1', size: '4' });",
  "const answer = await fetch(`https://example.com/logoapi/async/logo?${query}`, { headers: { ApiKey: process.env.LOGO_API_KEY } });",
  "const { code, data, msg } = await answer.json();",
  "if (code !== 200) throw new Error(msg);",
  "for (const logo of data.logos) console.log(logo.id, logo.image.slice(0, 40));",
  "```",
].join("\n");

const unionAnswer = z.union([logoApiPageSchema, logoApiJobSchema]);

/** The logo API (issue 23; spec 03 sections 7 and 9) and its admin routes. docs/logo-api.md. */
export function logoApiRoutes(deps: LogoApiRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["logo-api"];

    typed.get(
      "/logoapi/async/logo",
      {
        schema: {
          tags,
          security: access.logoApi,
          summary:
            "A page of logos from the designer for a partner's key ('LOGO API': the page; 'LOGO API Lite': a job id, the page POSTed to the key's webhook)",
          description: [
            "Query: `name` (required, up to 40 characters), `slogan` (up to 60), `color` 0-6 (0 the designer's choice; 1 smart, 2 warm, 3 cool, 4 bright, 5 soft, 6 mono),",
            "`font` 0-6 (0 the designer's choice; 1 sans, 2 serif, 3 slab, 4 display, 5 script, 6 mono; Chinese names always get Chinese faces), `style` 0-3 (0 any, 1 horizontal, 2 vertical, 3 square),",
            "`format` 1 (base64 PNG data URLs) or 2 (URLs of stored PNGs, the default), `page` 1-50, `size` 4, 6, 8, 10 or 12 (default 4).",
            "A wrong value answers 400 with the envelope's `msg` naming the field. 401: missing, unknown or revoked key; 429: over the key's calls per minute or its monthly quota.",
            "Lite keys answer `{job_id}` at once; the page follows as a POST of `{job_id, data}` to the key's webhook with the header",
            '`X-LogoApi-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the key\'s webhook secret>`, retried with backoff until the webhook answers 2xx.',
            "",
            curlExample,
            "",
            jsExample,
          ].join("\n"),
          querystring: logoApiQuerySchema,
          response: { 200: envelopeSchema(unionAnswer) },
        },
        config: { rateLimit: { max: deps.addressRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        const apiKey = typeof request.headers.apikey === "string" ? request.headers.apikey : undefined;
        const key = await deps.keys.authenticate(apiKey);
        const caller = await deps.keys.admit(key);
        const query = request.query;
        if (key.kind === "lite") {
          // The answer does not wait for the drawing (the page follows to the webhook), but the job
          // is stored first, so it outlives this process.
          return ok({ job_id: await deps.jobs.submit(caller, query), status: "queued" as const });
        }
        const page = await deps.designer.page(query, key.id);
        await deps.keys.addLogos(caller, page.logos.length);
        return ok(page);
      },
    );

    typed.get(
      "/logoapi/usage",
      {
        schema: {
          tags,
          security: access.logoApi,
          summary: "The calling key's limits, this month's calls and logos, and its last 31 days (the partner page)",
          response: { 200: envelopeSchema(logoApiUsageSchema) },
        },
        config: { rateLimit: { max: deps.addressRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        const apiKey = typeof request.headers.apikey === "string" ? request.headers.apikey : undefined;
        return ok(await deps.keys.usage(await deps.keys.authenticate(apiKey)));
      },
    );

    typed.get(
      "/api/admin/logo-api/keys",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Every logo API key with this month's usage, newest first (admin)",
          response: { 200: envelopeSchema(logoApiKeysSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok({ list: await deps.keys.list() });
      },
    );
    typed.post(
      "/api/admin/logo-api/keys",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Issue a key (admin): `data.key` (and a Lite key's `data.webhookSecret`) are shown this once only; only their digest is kept",
          body: createLogoApiKeyBodySchema,
          response: { 200: envelopeSchema(createdLogoApiKeySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.keys.create(request.body));
      },
    );
    typed.post(
      "/api/admin/logo-api/keys/:id/revoke",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Revoke a key for good (admin): its calls answer 401",
          params: logoApiKeyParamsSchema,
          response: { 200: envelopeSchema(logoApiKeySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.keys.revoke(request.params.id));
      },
    );
    typed.get(
      "/api/admin/logo-api/keys/:id/usage",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "A key's usage by day, the last 31 days (admin)",
          params: logoApiKeyParamsSchema,
          response: { 200: envelopeSchema(logoApiUsageSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.keys.usageOf(request.params.id));
      },
    );
  };
}
