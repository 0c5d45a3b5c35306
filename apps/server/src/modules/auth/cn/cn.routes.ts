import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../../config";
import { setSessionCookie } from "../../../plugins/auth";
import type { CaptchaService } from "../../captcha/captcha.service";
import { userView } from "../../users/user-view";
import { requestMeta } from "../request-meta";
import type { SignedInResult, SignInService } from "../sign-in.service";
import type { QrSignInService } from "./qr-sign-in.service";

const uuid = z.string().regex(/^[0-9a-f]{32}$/);

/** The Chinese variant's sign-in calls: messaging-app QR (sandbox) and mobile + SMS code. */
export const cnSignInRoutes =
  (deps: { config: Config; signIn: SignInService; qr: QrSignInService; captcha: CaptchaService }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["auth"];
    const { config, signIn, qr } = deps;
    const signedIn = (reply: Parameters<typeof setSessionCookie>[0], result: SignedInResult) => {
      setSessionCookie(reply, config, result.token, result.expiresAt);
      return { token: result.token, user: userView(result.user), logo: null };
    };

    typed.get("/api/wechat/getQRCode", { schema: { tags, summary: "A sign-in QR (uuid and image); valid 900 s" } }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { code: 200, data: await qr.create(requestMeta(request, config).linkBase), msg: "success" };
    });

    typed.get("/api/wechat/isSubscribed", { schema: { tags, summary: "Poll a QR: waiting, expired, or token and user", querystring: z.object({ uuid }) } }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const poll = await qr.poll(request.query.uuid, requestMeta(request, config));
      if (poll.status !== "confirmed") return { code: 200, data: { status: poll.status }, msg: poll.status === "expired" ? "二维码已过期" : "waiting" };
      return { code: 200, data: { status: "confirmed", ...signedIn(reply, poll.result) }, msg: "Login successful" };
    });

    typed.post(
      "/api/wechat/sandbox/confirm",
      { schema: { tags, summary: "Sandbox: confirm a QR as if scanned in the messaging app", body: z.object({ uuid, openid: z.string().regex(/^[\w-]{8,64}$/), name: z.string().max(40).optional() }) } },
      async (request) => {
        await qr.confirm(request.body.uuid, request.body.openid, request.body.name ?? "");
        return { code: 200, data: { confirmed: true }, msg: "success" };
      },
    );

    typed.post("/api/sms/send", { schema: { tags, summary: "Send a 6-digit sign-in code by SMS (sandbox: the outbox)", body: z.object({ mobile: z.string().max(20), gtoken: z.string().max(4000).optional() }) } }, async (request) => {
      await deps.captcha.verify(request.body.gtoken, request.ip);
      await signIn.requestSmsCode(request.body.mobile.trim(), requestMeta(request, config));
      return { code: 200, data: { sent: true, wait_seconds: 60 }, msg: "success" };
    });

    typed.post("/api/sms/login", { schema: { tags, summary: "Sign in with mobile and SMS code", body: z.object({ mobile: z.string().max(20), code: z.string().max(20) }) } }, async (request, reply) => {
      const result = await signIn.verifySmsCode(request.body.mobile.trim(), request.body.code, requestMeta(request, config));
      return { code: 200, data: signedIn(reply, result), msg: "Login successful" };
    });
  };
