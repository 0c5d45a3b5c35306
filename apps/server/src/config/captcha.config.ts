import { z } from "zod";
import { ConfigError } from "./config-error";
import { optionalString, positiveInt } from "./env-values";

/** The bot check on sign-in and contact forms, and the keys of the widget captchas. */
export const captchaEnv = {
  /** Bot check on sign-in and contact forms: the self-hosted proof-of-work captcha, Cloudflare Turnstile, Google reCAPTCHA, or off (not in production). */
  CAPTCHA: z.enum(["altcha", "turnstile", "recaptcha", "off"], { message: "must be altcha, turnstile, recaptcha or off" }).default("altcha"),
  /** Cloudflare Turnstile (CAPTCHA=turnstile): site key for the widget, secret for siteverify; the URLs are for local fakes. */
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  TURNSTILE_SCRIPT_URL: z.string().url({ message: "must be a URL" }).default("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"),
  TURNSTILE_VERIFY_URL: z.string().url({ message: "must be a URL" }).default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  /** Google reCAPTCHA (CAPTCHA=recaptcha), v2 checkbox or v3 keys; a v3 answer needs at least RECAPTCHA_MIN_SCORE. */
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_SCRIPT_URL: z.string().url({ message: "must be a URL" }).default("https://www.google.com/recaptcha/api.js?render=explicit"),
  RECAPTCHA_VERIFY_URL: z.string().url({ message: "must be a URL" }).default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .default("0.5")
    .refine((v) => /^(0(\.\d+)?|1(\.0+)?)$/.test(v), { message: "must be a number from 0 to 1" })
    .transform(Number),
  /** Longest wait for the Turnstile or reCAPTCHA siteverify answer. */
  CAPTCHA_TIMEOUT_MS: positiveInt(10_000),
  /** HMAC key of captcha challenges; every process of one site must share it. Random per process if unset. */
  CAPTCHA_SECRET: optionalString,
};

type CaptchaEnv = z.output<z.ZodObject<typeof captchaEnv>>;

export type CaptchaMode = "altcha" | "turnstile" | "recaptcha" | "off";
export type CaptchaWidgetConfig = {
  provider: "turnstile" | "recaptcha";
  siteKey: string;
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
  minScore: number;
};

export type CaptchaConfig = {
  captcha: CaptchaMode;
  captchaSecret: string | undefined;
  /** The Turnstile or reCAPTCHA keys and addresses when CAPTCHA names one of them. */
  captchaWidget?: CaptchaWidgetConfig | undefined;
  captchaTimeoutMs?: number | undefined;
};

/** The widget captcha's settings; a provider named without both of its keys stops the start. */
function captchaWidgetFrom(c: CaptchaEnv): CaptchaWidgetConfig | undefined {
  if (c.CAPTCHA === "turnstile") {
    if (!c.TURNSTILE_SITE_KEY || !c.TURNSTILE_SECRET_KEY)
      throw new ConfigError("TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set when CAPTCHA is 'turnstile'");
    return {
      provider: "turnstile",
      siteKey: c.TURNSTILE_SITE_KEY,
      secret: c.TURNSTILE_SECRET_KEY,
      scriptUrl: c.TURNSTILE_SCRIPT_URL,
      verifyUrl: c.TURNSTILE_VERIFY_URL,
      minScore: 0,
    };
  }
  if (c.CAPTCHA === "recaptcha") {
    if (!c.RECAPTCHA_SITE_KEY || !c.RECAPTCHA_SECRET_KEY)
      throw new ConfigError("RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set when CAPTCHA is 'recaptcha'");
    return {
      provider: "recaptcha",
      siteKey: c.RECAPTCHA_SITE_KEY,
      secret: c.RECAPTCHA_SECRET_KEY,
      scriptUrl: c.RECAPTCHA_SCRIPT_URL,
      verifyUrl: c.RECAPTCHA_VERIFY_URL,
      minScore: c.RECAPTCHA_MIN_SCORE,
    };
  }
  return undefined;
}

export function captchaConfigFrom(c: CaptchaEnv): CaptchaConfig {
  return {
    captcha: c.CAPTCHA,
    captchaSecret: c.CAPTCHA_SECRET,
    captchaWidget: captchaWidgetFrom(c),
    captchaTimeoutMs: c.CAPTCHA_TIMEOUT_MS,
  };
}
