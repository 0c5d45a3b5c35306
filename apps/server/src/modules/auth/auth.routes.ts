import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FACEBOOK_SDK_URL, GOOGLE_GSI_SCRIPT_URL, type Config } from "../../config";
import { access } from "../../plugins/api-access";
import { clearSessionCookie, requireUser } from "../../plugins/auth";
import { AppError } from "../../errors";
import type { CaptchaService } from "../captcha/captcha.service";
import { cnSignInRoutes } from "./cn/cn.routes";
import type { QrSignInService } from "./cn/qr-sign-in.service";
import type { SocialIdentities } from "./identity/identity-provider";
import { requestMeta } from "./request-meta";
import type { EmailVerificationService } from "./email-verification.service";
import type { SessionService } from "./session.service";
import { signedInData, type ViewUser } from "./signed-in";
import type { SignedInResult, SignInService } from "./sign-in.service";
import { signInWaits } from "@studio/domain";
import {
  authOptionsSchema,
  codeSentSchema,
  emailVerifiedSchema,
  envelopeSchema,
  facebookLoginSchema,
  googleLoginSchema,
  loginRequestSchema,
  logoutRequestSchema,
  ok,
  parseEmailCodeHash,
  passwordForgotSchema,
  passwordResetSchema,
  registerRequestSchema,
  signedInSchema,
  signInCodeSchema,
  signInRequestSchema,
  signInVerifySchema,
  verifyEmailResendSchema,
  verifyEmailSchema,
} from "@studio/contracts";

/** What the answer tells the browser to wait before another e-mail (the server enforces the same). */
const emailWaitSeconds = signInWaits.emailCodeResendMs / 1000;

/**
 * The sign-in calls of the spec (01 section 7; 03 section 7). Every one that signs in answers
 * `data.token, data.user, data.logo` and also sets the httpOnly session cookie for the browser.
 */
export const authRoutes =
  (deps: {
    config: Config;
    signIn: SignInService;
    emailVerification: EmailVerificationService;
    sessions: SessionService;
    captcha: CaptchaService;
    viewUser: ViewUser;
    /** The cn variant's QR sign-in. */
    qr: QrSignInService;
    /** Google's and Facebook's token checks, when configured. */
    identities: SocialIdentities;
  }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const { config, signIn, captcha } = deps;
    const tags = ["auth"];

    const signedIn = async (reply: FastifyReply, result: SignedInResult) => ok(await signedInData(reply, config, result, deps.viewUser), "Login successful");
    const signedInAnswer = { 200: envelopeSchema(signedInSchema) };
    const sentAnswer = { 200: envelopeSchema(codeSentSchema) };
    const meta = (request: FastifyRequest) => requestMeta(request, config);
    const { google, facebook } = deps.identities;

    // What the login panel may show: the Google/Facebook buttons only when configured, the cn views in the cn variant.
    typed.get(
      "/api/auth/options",
      { schema: { tags, security: access.public, summary: "Sign-in methods this site offers", response: { 200: envelopeSchema(authOptionsSchema) } } },
      async () =>
        ok({
          variant: config.siteVariant,
          captcha: captcha.mode,
          google: config.google ? { clientId: config.google.clientId, scriptUrl: config.google.scriptUrl ?? GOOGLE_GSI_SCRIPT_URL } : null,
          facebook: config.facebook ? { appId: config.facebook.appId, sdkUrl: config.facebook.sdkUrl ?? FACEBOOK_SDK_URL } : null,
          password: true,
          emailLink: true,
          emailCode: true,
        }),
    );

    typed.post(
      "/api/auth/sign-in/request",
      { schema: { tags, security: access.public, summary: "E-mail a magic link and a 6-digit code", body: signInRequestSchema, response: sentAnswer } },
      async (request) => {
        await captcha.verify(request.body.gtoken, request.ip);
        await signIn.requestSignIn(request.body.email, meta(request));
        return ok({ sent: true, wait_seconds: emailWaitSeconds }, "Email sent");
      },
    );

    typed.post(
      "/api/auth/sign-in/verify",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Sign in with the secret of a magic link, or the spec's e-mail code hash (base64url of 'email:code')",
          body: signInVerifySchema,
          response: signedInAnswer,
        },
      },
      async (request, reply) => {
        // Spec 03 section 7's code sign-in sends the e-mail joined with the code as `hash`.
        const emailCode = parseEmailCodeHash(request.body.hash);
        const result = emailCode
          ? await signIn.verifyCode(emailCode.email, emailCode.code, meta(request))
          : await signIn.verifyLink(request.body.hash, meta(request));
        return signedIn(reply, result);
      },
    );

    typed.post(
      "/api/auth/sign-in/code",
      { schema: { tags, security: access.public, summary: "Sign in with the 6-digit code of the e-mail", body: signInCodeSchema, response: signedInAnswer } },
      async (request, reply) => signedIn(reply, await signIn.verifyCode(request.body.email, request.body.code, meta(request))),
    );

    typed.post(
      "/api/register",
      { schema: { tags, security: access.public, summary: "Register with e-mail and password", body: registerRequestSchema, response: signedInAnswer } },
      async (request, reply) => {
        await captcha.verify(request.body.gtoken, request.ip);
        const result = await signIn.register(request.body, meta(request));
        // The account works at once; the verification e-mail failing to leave (SMTP down) must not undo it.
        await deps.emailVerification
          .send(result.user, meta(request))
          .catch((error: unknown) => request.log.warn({ err: error }, "verification e-mail not sent"));
        return signedIn(reply, result);
      },
    );

    typed.post(
      "/api/auth/verify-email",
      {
        schema: {
          tags,
          security: access.public,
          summary: "Verify an e-mail address with the secret of the registration link",
          body: verifyEmailSchema,
          response: { 200: envelopeSchema(emailVerifiedSchema) },
        },
      },
      async (request) => {
        const user = await deps.emailVerification.verify(request.body.hash);
        return ok({ email: user.email, email_verified: true as const });
      },
    );

    typed.post(
      "/api/auth/verify-email/resend",
      {
        schema: {
          tags,
          security: access.user,
          summary: "E-mail the signed-in user a new verification link",
          body: verifyEmailResendSchema,
          response: sentAnswer,
        },
      },
      async (request) => {
        const user = requireUser(request);
        const sent = await deps.emailVerification.send(user, meta(request));
        return ok({ sent, wait_seconds: sent ? emailWaitSeconds : 0 }, sent ? "Email sent" : "success");
      },
    );

    typed.post(
      "/api/login",
      { schema: { tags, security: access.public, summary: "Log in with e-mail and password", body: loginRequestSchema, response: signedInAnswer } },
      async (request, reply) => signedIn(reply, await signIn.login(request.body, meta(request))),
    );

    typed.post(
      "/api/password/forgot",
      { schema: { tags, security: access.public, summary: "E-mail a password reset link and code", body: passwordForgotSchema, response: sentAnswer } },
      async (request) => {
        await captcha.verify(request.body.gtoken, request.ip);
        await signIn.requestPasswordReset(request.body.email, meta(request));
        return ok({ sent: true, wait_seconds: emailWaitSeconds }, "Email sent");
      },
    );

    typed.post(
      "/api/password/reset",
      {
        schema: { tags, security: access.public, summary: "Set a new password with a reset link or code", body: passwordResetSchema, response: signedInAnswer },
      },
      async (request, reply) => signedIn(reply, await signIn.resetPassword(request.body, meta(request))),
    );

    typed.post(
      "/api/google/login",
      { schema: { tags, security: access.public, summary: "Sign in with a Google ID token (credential)", body: googleLoginSchema, response: signedInAnswer } },
      async (request, reply) => {
        if (!google) throw new AppError("NOT_FOUND", "Google sign-in is not configured.");
        // Before the token check, which may fetch Google's keys.
        await signIn.limitCall("googleLogin", request.ip);
        return signedIn(reply, await signIn.signInWithIdentity(await google.verify(request.body.credential), meta(request)));
      },
    );

    typed.post(
      "/api/fbLogin",
      { schema: { tags, security: access.public, summary: "Sign in with a Facebook access token", body: facebookLoginSchema, response: signedInAnswer } },
      async (request, reply) => {
        if (!facebook) throw new AppError("NOT_FOUND", "Facebook sign-in is not configured.");
        // Before the token check, which calls the Graph API twice.
        await signIn.limitCall("facebookLogin", request.ip);
        return signedIn(reply, await signIn.signInWithIdentity(await facebook.verify(request.body.accessToken), meta(request)));
      },
    );

    if (config.siteVariant === "cn") {
      await app.register(cnSignInRoutes({ config, signIn, qr: deps.qr, captcha, viewUser: deps.viewUser }));
    }

    typed.post(
      "/api/logout",
      {
        schema: { tags, security: access.optionalUser, summary: "Revoke this session", body: logoutRequestSchema, response: { 200: envelopeSchema(z.null()) } },
      },
      async (request, reply) => {
        const token = request.sessionToken ?? request.body?.token;
        if (token) await deps.sessions.revoke(token);
        clearSessionCookie(reply, config);
        return ok(null);
      },
    );
  };
