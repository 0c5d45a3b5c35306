import { z } from "zod";
import { languageSchema } from "./language";
import { sessionUserSchema } from "./users";

const lang = languageSchema.optional();
const email = z.string().max(254);
const password = z.string().min(8, "Password must be at least 8 characters.").max(128, "Password must be at most 128 characters.");
const gtoken = z.string().max(4000).optional();

/** POST /api/auth/sign-in/request: e-mails a magic link and a 6-digit code. */
export const signInRequestSchema = z.object({ email, gtoken, lang });
/** POST /api/auth/sign-in/verify: a magic link's secret, or the spec's e-mail code hash (email-code-hash.ts). */
export const signInVerifySchema = z.object({ hash: z.string().min(1).max(200), lang });
/** POST /api/auth/sign-in/code */
export const signInCodeSchema = z.object({ email, code: z.string().max(20), lang });
/** POST /api/register */
export const registerRequestSchema = z.object({ email, password, name: z.string().max(80).optional(), gtoken, lang });
/** POST /api/login */
export const loginRequestSchema = z.object({ email, password: z.string().max(128), lang });
/** POST /api/password/forgot */
export const passwordForgotSchema = z.object({ email, gtoken, lang });
/** POST /api/password/reset: with the link's hash, or e-mail and code. */
export const passwordResetSchema = z.object({
  hash: z.string().max(200).optional(),
  email: email.optional(),
  code: z.string().max(20).optional(),
  password,
  lang,
});
/** POST /api/google/login: a Google ID token. */
export const googleLoginSchema = z.object({ credential: z.string().min(1).max(8000), lang });
/** POST /api/fbLogin: a Facebook access token. */
export const facebookLoginSchema = z.object({ accessToken: z.string().min(1).max(2000), lang });
/** POST /api/auth/verify-email */
export const verifyEmailSchema = z.object({ hash: z.string().min(1).max(200), lang });
/** POST /api/auth/verify-email/resend */
export const verifyEmailResendSchema = z.object({ lang }).optional();
/** POST /api/logout: the session of the cookie or bearer token, else this token. */
export const logoutRequestSchema = z.object({ token: z.string().max(200).optional() }).optional();
/** POST /api/sms/send (cn variant) */
export const smsSendSchema = z.object({ mobile: z.string().max(20), gtoken });
/** POST /api/sms/login (cn variant) */
export const smsLoginSchema = z.object({ mobile: z.string().max(20), code: z.string().max(20) });
/** POST /api/user/mobile (cn variant): bind a mobile proven by the SMS code of /api/sms/send to the signed-in account. */
export const bindMobileSchema = z.object({ mobile: z.string().max(20), code: z.string().max(20) });
export const mobileBoundSchema = z.object({ mobile: z.string() });
/** POST /api/partner/session (header ApiKey): an embedding partner signs its user in. */
export const partnerSessionRequestSchema = z.object({
  email: z.string().trim().max(254).email("Please enter your email"),
  name: z.string().trim().max(80).optional(),
  lang,
});

export type SignInRequest = z.input<typeof signInRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type PasswordResetRequest = z.input<typeof passwordResetSchema>;

/**
 * Every call that signs in answers `data.token, data.user, data.logo` (spec 01 section 7, 03
 * section 7); the browser also gets the httpOnly session cookie.
 */
export const signedInSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  /** Always null: the spec's login answer names it; nothing fills it yet. */
  logo: z.null(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** An e-mail (or SMS) went out; another may be asked for after `wait_seconds`. */
export const codeSentSchema = z.object({ sent: z.boolean(), wait_seconds: z.number() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /api/auth/verify-email */
export const emailVerifiedSchema = z.object({ email: z.string().nullable(), email_verified: z.literal(true) });

/** GET /api/auth/options: what the login panel may show. */
export const authOptionsSchema = z.object({
  variant: z.enum(["en", "cn"]),
  captcha: z.enum(["altcha", "turnstile", "recaptcha", "off"]),
  google: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
  facebook: z.object({ appId: z.string(), sdkUrl: z.string() }).nullable(),
  password: z.boolean(),
  emailLink: z.boolean(),
  emailCode: z.boolean(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** An ALTCHA proof-of-work challenge (the browser finds the number). */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
/** What the browser needs to show the Turnstile or reCAPTCHA widget (its token is the gtoken). */
export const widgetChallengeSchema = z.object({ provider: z.enum(["turnstile", "recaptcha"]), siteKey: z.string(), scriptUrl: z.string() });
/** GET /api/captcha/challenge: null when the bot check is off. */
export const captchaChallengeSchema = z.union([widgetChallengeSchema, altchaChallengeSchema]).nullable();
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
export type WidgetChallenge = z.infer<typeof widgetChallengeSchema>;
export type CaptchaChallenge = AltchaChallenge | WidgetChallenge;

/** GET /api/wechat/getQRCode (cn variant): a sign-in QR, valid `expires_in` seconds. */
export const qrCodeSchema = z.object({ uuid: z.string(), qrcode: z.string(), url: z.string(), expires_in: z.number().int() });
/** GET /api/wechat/isSubscribed (cn variant): waiting, expired, or signed in. */
export const qrPollSchema = z.union([z.object({ status: z.enum(["waiting", "expired"]) }), signedInSchema.extend({ status: z.literal("confirmed") })]);
/** The sandbox QR provider's confirm (cn variant). */
export const qrConfirmedSchema = z.object({ confirmed: z.literal(true) });
