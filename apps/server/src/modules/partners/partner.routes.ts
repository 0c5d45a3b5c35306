import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ViewUser } from "../auth/signed-in";
import type { PartnerSessions } from "./partner-sessions.service";

export const ZPartnerSessionSchema = z.object({
  email: z.string().trim().max(254).email("Please enter your email"),
  name: z.string().trim().max(80).optional(),
  lang: z.enum(["en", "zh"]).optional(),
});

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
      { schema: { tags: ["auth"], summary: "Embedding partner: sign a user in server to server (header ApiKey)", body: ZPartnerSessionSchema } },
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
        return { code: 200, data: { token: result.token, user: { ...(await deps.viewUser(result.user)), partner }, logo: null }, msg: "Login successful" };
      },
    );
  };
