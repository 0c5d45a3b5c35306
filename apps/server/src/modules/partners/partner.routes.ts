import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, ok, partnerSessionRequestSchema, signedInSchema } from "@studio/contracts";
import { access } from "../../plugins/api-access";
import type { ViewUser } from "../auth/signed-in";
import type { PartnerSessions } from "./partner-sessions.service";

/**
 * POST /api/partner/session: an embedding partner's server signs its user in (header
 * `ApiKey: <key>` from PARTNER_KEYS). The answer is the spec's login shape `data.token, data.user,
 * data.logo`; the partner hands the token to its iframe (postMessage), which sends it as a bearer
 * token. No cookie is set: this call comes from the partner's server, not the user's browser.
 */
export const partnerRoutes =
  (deps: { partners: PartnerSessions; viewUser: ViewUser }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/partner/session",
      {
        schema: {
          tags: ["auth"],
          security: access.partner,
          summary: "Embedding partner: sign a user in server to server (header ApiKey)",
          body: partnerSessionRequestSchema,
          response: { 200: envelopeSchema(signedInSchema) },
        },
      },
      async (request, reply) => {
        const apiKey = request.headers.apikey;
        const partner = deps.partners.partnerOf(typeof apiKey === "string" ? apiKey : undefined);
        const body = request.body;
        const result = await deps.partners.signIn(partner, {
          email: body.email,
          name: body.name,
          language: body.lang ?? "en",
          userAgent: String(request.headers["user-agent"] ?? ""),
          ip: request.ip,
        });
        reply.header("cache-control", "no-store");
        return ok({ token: result.token, user: { ...(await deps.viewUser(result.user)), partner }, logo: null }, "Login successful");
      },
    );
  };
