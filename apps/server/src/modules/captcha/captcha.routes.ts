import type { FastifyPluginAsync } from "fastify";
import type { CaptchaService } from "./captcha.service";

/** The bot-check challenge the browser solves before a sign-in request or a contact form. */
export const captchaRoutes = (captcha: CaptchaService): FastifyPluginAsync => async (app) => {
  app.get("/api/captcha/challenge", { schema: { tags: ["auth"], summary: "A proof-of-work challenge (data is null when the check is off)" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { code: 200, data: await captcha.challenge(), msg: "success" };
  });
};
