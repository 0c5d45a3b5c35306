import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { captchaChallengeSchema, envelopeSchema, ok } from "@studio/contracts";
import { access } from "../../plugins/api-access";
import type { CaptchaService } from "./captcha.service";

/** The bot-check challenge the browser solves before a sign-in request or a contact form. */
export const captchaRoutes =
  (captcha: CaptchaService): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/captcha/challenge",
      {
        schema: {
          tags: ["auth"],
          security: access.public,
          summary: "A proof-of-work challenge or the widget to show (data is null when the check is off)",
          response: { 200: envelopeSchema(captchaChallengeSchema) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return ok(await captcha.challenge());
      },
    );
  };
