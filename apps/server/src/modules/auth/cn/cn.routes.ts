import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../../config";
import { AppError } from "../../../errors";
import { isLocalClient } from "../../../security/local-client";
import type { CaptchaService } from "../../captcha/captcha.service";
import { requestMeta } from "../request-meta";
import { signedInData, type ViewUser } from "../signed-in";
import type { SignInService } from "../sign-in.service";
import type { QrSignInService } from "./qr-sign-in.service";
import { signInWaits } from "@studio/domain";
import {
  bindMobileSchema,
  mobileBoundSchema,
  codeSentSchema,
  envelopeSchema,
  ok,
  qrCodeSchema,
  qrConfirmedSchema,
  qrPollSchema,
  signedInSchema,
  smsLoginSchema,
  smsSendSchema,
} from "@studio/contracts";
import { access } from "../../../plugins/api-access";
import { requireUser } from "../../../plugins/auth";

const uuid = z.string().regex(/^[0-9a-f]{32}$/);

/**
 * The Chinese variant's sign-in calls: messaging-app QR (the configured QrProvider, by default the
 * sandbox) and mobile + SMS code (the configured SmsSender, by default the outbox).
 */
export const cnSignInRoutes =
  (deps: { config: Config; signIn: SignInService; qr: QrSignInService; captcha: CaptchaService; viewUser: ViewUser }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["auth"];
    const { config, signIn, qr } = deps;
    const provider = qr.provider;
    // The sandbox lets anyone confirm a QR as any messaging-app id, i.e. sign in as that account:
    // anywhere only when the operator says so explicitly (CN_SANDBOX=on, a staging site); outside
    // production also for a person on this machine (the same rule as the development mailbox).
    const sandboxRefusal = (request: FastifyRequest): string | undefined => {
      if (!provider.sandbox || config.cnSandbox) return undefined;
      if (config.env === "production")
        return "The sandbox QR sign-in is off in production: configure a messaging-app provider, or set CN_SANDBOX=on on a test site.";
      if (!isLocalClient(request)) return "The sandbox QR sign-in answers only on this machine: open the site there, or set CN_SANDBOX=on on a test site.";
      return undefined;
    };

    typed.get(
      "/api/wechat/getQRCode",
      { schema: { tags, security: access.public, summary: "A sign-in QR (uuid and image); valid 900 s", response: { 200: envelopeSchema(qrCodeSchema) } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return ok(await qr.create(requestMeta(request, config)));
      },
    );

    typed.get(
      "/api/wechat/isSubscribed",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Poll a QR: waiting, expired, or token and user",
          querystring: z.object({ uuid }),
          response: { 200: envelopeSchema(qrPollSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const poll = await qr.poll(request.query.uuid, requestMeta(request, config));
        if (poll.status !== "confirmed") return ok({ status: poll.status }, poll.status === "expired" ? "二维码已过期" : "waiting");
        return ok({ status: "confirmed" as const, ...(await signedInData(reply, config, poll.result, deps.viewUser)) }, "Login successful");
      },
    );

    if (provider.confirmMethod === "GET") {
      // WeChat sends the scanning browser here with ?code&state: the other tab's poll signs in,
      // this one goes to the home page. A page a browser is sent to, not an API call: like the
      // /dev/mailbox pages it stays out of the API document.
      typed.get(provider.confirmPath, { schema: { hide: true, querystring: provider.confirmBody } }, async (request, reply) => {
        await qr.confirm(await provider.confirmScan(request.query));
        return reply.redirect("/");
      });
    } else
      typed.post(
        provider.confirmPath,
        {
          schema: {
            tags,
            security: access.public,
            summary: `Confirm a QR scan (${provider.name} provider)`,
            body: provider.confirmBody,
            response: { 200: envelopeSchema(qrConfirmedSchema) },
          },
        },
        async (request) => {
          const refusal = sandboxRefusal(request);
          if (refusal) throw new AppError("FORBIDDEN", refusal);
          await qr.confirm(await provider.confirmScan(request.body));
          return ok({ confirmed: true as const });
        },
      );

    typed.post(
      "/api/sms/send",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Send a 6-digit sign-in code by SMS (default: the outbox)",
          body: smsSendSchema,
          response: { 200: envelopeSchema(codeSentSchema) },
        },
      },
      async (request) => {
        await deps.captcha.verify(request.body.gtoken, request.ip);
        await signIn.requestSmsCode(request.body.mobile.trim(), requestMeta(request, config));
        return ok({ sent: true, wait_seconds: signInWaits.smsResendMs / 1000 });
      },
    );

    typed.post(
      "/api/sms/login",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Sign in with mobile and SMS code",
          body: smsLoginSchema,
          response: { 200: envelopeSchema(signedInSchema) },
        },
      },
      async (request, reply) => {
        const result = await signIn.verifySmsCode(request.body.mobile.trim(), request.body.code, requestMeta(request, config));
        return ok(await signedInData(reply, config, result, deps.viewUser), "Login successful");
      },
    );

    typed.post(
      "/api/user/mobile",
      {
        schema: {
          tags,
          security: access.user,
          summary:
            "Bind a mobile number to the signed-in account with the SMS code of /api/sms/send (the cn site's bind-mobile dialog); 409 when another account holds it",
          body: bindMobileSchema,
          response: { 200: envelopeSchema(mobileBoundSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const bound = await signIn.bindMobile(user, request.body.mobile.trim(), request.body.code, requestMeta(request, config));
        return ok({ mobile: bound.mobile ?? "" });
      },
    );
  };
