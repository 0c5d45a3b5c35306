import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseAllowedAddresses } from "./modules/proxy/address-policy";
import { parseTrustProxy, type TrustProxy } from "./security/trust-proxy";
import { creditsConfigFrom, creditsEnv, type CreditsConfig } from "./modules/credits/credits.config";
import { cnConfigFrom, cnEnv, type CnConfig } from "./modules/auth/cn/cn.config";
import { providersConfigFrom, providersEnv, type ProvidersConfig } from "./providers/providers.config";
import { paymentVendorsConfigFrom, paymentVendorsEnv, type PaymentVendorsConfig } from "./modules/payments/vendors.config";
import { paymentsConfigFrom, paymentsEnv, type PaymentsConfig } from "./modules/payments/payments.config";
import { affiliateConfigFrom, affiliateEnv, type AffiliateConfig } from "./modules/affiliate/affiliate.config";
import { receiptsConfigFrom, receiptsEnv, type ReceiptsConfig } from "./modules/payments/receipts.config";
import { mattingModelConfigFrom, mattingModelEnv, type MattingModelConfig } from "./modules/image-tools/matting-model.config";
import { storageConfigFrom, storageEnv, type OssDelivery, type StorageConfig } from "./storage/storage.config";
import { metricsConfigFrom, metricsEnv, type MetricsConfig } from "./modules/metrics/metrics.config";

/**
 * All configuration comes from the environment, validated once at start-up. A bad value stops
 * the process with one line naming the variable (see formatConfigError), never a stack trace.
 * Secrets are read here and nowhere else.
 */
const port = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : v),
  z
    .string()
    .optional()
    .default("3000")
    .refine((s) => /^\d+$/.test(s) && Number(s) >= 0 && Number(s) <= 65535, { message: "must be a port number" })
    .transform(Number),
);

const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(String(fallback))
      .refine((s) => /^\d+$/.test(s) && Number(s) > 0, { message: "must be a positive whole number" })
      .transform(Number),
  );

/** Where the browsers load the sign-in providers' scripts from, unless configured otherwise. */
export const GOOGLE_GSI_SCRIPT_URL = "https://accounts.google.com/gsi/client";
export const FACEBOOK_SDK_URL = "https://connect.facebook.net/en_US/sdk.js";

const wholeInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z
      .string()
      .optional()
      .default(String(fallback))
      .refine((s) => /^\d+$/.test(s), { message: "must be a whole number" })
      .transform(Number),
  );

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

export const configSchema = z.object({
  PORT: port,
  /** Where to listen: loopback unless set, so a fresh `npm start` is not reachable from the network; 0.0.0.0 opts in. */
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// URL",
  }),
  NODE_ENV: z.enum(["development", "production", "test"], { message: "must be development, production or test" }).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "must be a pino log level" }).default("info"),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must be an http(s) URL" }),
  WEB_DIST_DIR: optionalString,
  RATE_LIMIT_MAX: positiveInt(600),
  /** Where the rate limits count: this process's memory (one API process) or the database (several, counting together). */
  RATE_LIMIT_STORE: z.enum(["memory", "database"], { message: "must be memory or database" }).default("memory"),
  SIGN_IN_MAILS_PER_NETWORK_HOUR: positiveInt(20),
  SIGN_IN_ATTEMPTS_PER_NETWORK: positiveInt(30),
  /** The classic maker's 'designing' wait before each page of logos, a random time in this range (spec 03 section 4: 2 to 10 s). */
  CLASSIC_DESIGNING_WAIT_MS: z
    .string()
    .default("2000-10000")
    .refine((v) => parseWaitRange(v) !== null, { message: "must be MIN-MAX in milliseconds (0-60000, MIN <= MAX), e.g. 2000-10000" }),
  /** Proxies whose X-Forwarded-* headers are believed: off, a hop count, or their addresses / CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .default("off")
    .refine(
      (v) => {
        try {
          parseTrustProxy(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be off, a hop count (1-10) or a comma-separated list of IP addresses or CIDR ranges" },
    ),
  /** /oss requests per minute per client address (a page of thumbnails is many files). */
  OSS_RATE_LIMIT_MAX: positiveInt(1200),
  /** Bytes (in MB) the cache of resized /oss copies may take; the oldest go first. */
  OSS_VARIANT_CACHE_MB: positiveInt(2048),
  /** Hosts allowed to embed the app in an iframe (SDK mode), besides localhost. Comma separated. */
  EMBED_HOSTS: z.string().default(""),
  /**
   * Embedding partners that may sign their users in server to server (SDK iframe mode):
   * comma-separated `name:key`, name 2-32 of a-z 0-9 -, key at least 32 characters. Secret.
   */
  PARTNER_KEYS: z
    .string()
    .default("")
    .refine(
      (v) => {
        try {
          parsePartnerKeys(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be comma-separated name:key pairs (name 2-32 of a-z 0-9 -, key at least 32 characters, names unique)" },
    ),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /** On SIGTERM, how long the process keeps serving with /api/health at 503 before it stops listening (a balancer's notice time). */
  SHUTDOWN_DRAIN_MS: wholeInt(0),
  SESSION_TTL_DAYS: positiveInt(30),
  /** How long a process may reuse a resolved session for result polling; 0 turns the cache off. */
  SESSION_CACHE_TTL_MS: wholeInt(2_000),
  /** Addresses or CIDR ranges the image proxy may fetch although they are private (tests, intranets). */
  PROXY_ALLOWED_ADDRESSES: z
    .string()
    .default("")
    .refine(
      (v) => {
        try {
          parseAllowedAddresses(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be a comma-separated list of IP addresses or CIDR ranges" },
    ),
  PROXY_TIMEOUT_MS: positiveInt(30_000),
  /** Bytes the image proxy sends to one client address, and to one signed-in user, per hour (per process). */
  PROXY_BYTES_PER_HOUR: positiveInt(200 * 1024 * 1024),
  /** Tasks one worker process runs at once. */
  TASK_CONCURRENCY: positiveInt(2),
  /** How long a task may take from submission, queue time included, before it times out and is refunded. */
  TASK_TIMEOUT_MS: positiveInt(300_000),
  /** How long a worker's claim on a running task lasts without renewal; after it, another worker takes over. */
  TASK_LEASE_MS: positiveInt(30_000),
  /** Icon generator requests per user per quota day ('AI Limit Reached!' beyond); 0 turns the limit off. */
  ICON_GENERATOR_DAILY_LIMIT: wholeInt(20),
  /** Chat model for translation (POST /api/openai/chat) when OPENAI_API_KEY is set. */
  TRANSLATION_MODEL: z.string().min(1).default("gpt-4o-mini"),
  NAME_CHAT_DAILY_LIMIT: wholeInt(30),
  /** The logo API's Lite webhooks: the delays before each retry (ms, comma-separated) and how often due ones are looked for. */
  LOGO_API_WEBHOOK_RETRY_MS: z
    .string()
    .default("1000,5000,25000,125000,625000")
    .refine((value) => value.split(",").every((part) => /^\d{1,9}$/.test(part.trim())), { message: "must be a comma-separated list of milliseconds" }),
  LOGO_API_WEBHOOK_POLL_MS: positiveInt(2_000),
  LOGO_API_DRAW_LEASE_MS: positiveInt(60_000),
  NAME_CHAT_MODEL: z.string().min(1).optional(),
  /** English (magic link, Google) or Chinese (QR, mobile) sign-in variant. */
  SITE_VARIANT: z.enum(["en", "cn"], { message: "must be en or cn" }).default("en"),
  /**
   * The cn variant's sandbox QR confirm lets anyone sign in as any messaging-app id, so production
   * refuses it unless this is on (a staging site). Ignored outside production, where it always works.
   */
  CN_SANDBOX: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  /** smtp(s)://user:pass@host:port; without it mail is kept in the outbox (read at /dev/mailbox). */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), { message: "must be an smtp:// or smtps:// URL" }),
  /**
   * Production without SMTP_URL refuses to start unless this is on: mail then stays in the outbox
   * table, delivered to nobody and readable by nobody over HTTP (sign-in by e-mail cannot work).
   */
  MAIL_OUTBOX_ONLY: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  MAIL_FROM: z.string().default("Logo Studio <no-reply@localhost>"),
  /** Where the contact, affiliate and API request forms are delivered (the outbox without SMTP). */
  CONTACT_EMAIL: z.string().email({ message: "must be an e-mail address" }).default("contact@localhost.localdomain"),
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
  /**
   * HMAC key of the URLs the server signs (full-size results under /oss, the image proxy); at least
   * 32 characters, shared by every process of one site. Random per process if unset.
   */
  URL_SIGNING_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  /** E-mails made admins at start-up. Comma separated. */
  ADMIN_EMAILS: z.string().default(""),
  /** Google sign-in is offered only when this OAuth client id is set. */
  GOOGLE_CLIENT_ID: optionalString,
  /** Where Google's ID-token signing keys are read (a local fake in tests). */
  GOOGLE_JWKS_URL: z.string().url({ message: "must be a URL" }).default("https://www.googleapis.com/oauth2/v3/certs"),
  /** The Google Identity Services client script the browser loads (a local fake in browser tests). */
  GOOGLE_GSI_SCRIPT_URL: z.string().url({ message: "must be a URL" }).default(GOOGLE_GSI_SCRIPT_URL),
  /** Facebook sign-in is offered only when both are set. */
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  /** The Graph API base (a local fake in tests). */
  FACEBOOK_GRAPH_URL: z.string().url({ message: "must be a URL" }).default("https://graph.facebook.com/v19.0"),
  /** The Facebook JavaScript SDK the browser loads (a local fake in browser tests). */
  FACEBOOK_SDK_URL: z.string().url({ message: "must be a URL" }).default(FACEBOOK_SDK_URL),
  /** The companion branding platform offered after a logo purchase; unset hides the offer. */
  BRAND_PLATFORM_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must be an http(s) URL" }),
  ...creditsEnv,
  /** The cn variant's SMS gateway (SMS_PROVIDER, ALIYUN_SMS_*) and WeChat QR sign-in app (WECHAT_*). */
  ...cnEnv,
  /** Remote image models (OPENAI_/BFL_/IDEOGRAM_/RECRAFT_ API keys and base URLs, PROVIDER_TIMEOUT_MS). */
  ...providersEnv,
  /** Payment vendors' keys (STRIPE_*, PAYPAL_*, WECHATPAY_*, ALIPAY_*): modules/payments/vendors.config.ts. */
  ...paymentVendorsEnv,
  /** Payments: provider choice, the sandbox card processor, credit packs (modules/payments/payments.config.ts). */
  ...paymentsEnv,
  /** The affiliate programme's rates, refund window, coupon discount and withdrawal fee (modules/affiliate/affiliate.config.ts). */
  ...affiliateEnv,
  /** What receipts and invoices print: RECEIPT_ISSUER, RECEIPT_TAX_PERCENT. */
  ...receiptsEnv,
  /** The operator's general matting model: MATTING_ONNX_MODEL, MATTING_ONNX_SHA256, MATTING_ONNX_PRESET, MATTING_ONNX_SIZE. */
  ...mattingModelEnv,
  /** Where files live and how /oss hands them out: STORAGE_URL, S3_*, OSS_DELIVERY (storage/storage.config.ts). */
  ...storageEnv,
  /** Who may scrape /metrics (METRICS_TOKEN) and the worker role's metrics port (METRICS_PORT). */
  ...metricsEnv,
});

export type ConfigInput = z.input<typeof configSchema>;

export type CaptchaMode = "altcha" | "turnstile" | "recaptcha" | "off";
export type CaptchaWidgetConfig = {
  provider: "turnstile" | "recaptcha";
  siteKey: string;
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
  minScore: number;
};

/** The widget captcha's settings; a provider named without both of its keys stops the start. */
function captchaWidgetFrom(c: z.output<typeof configSchema>): CaptchaWidgetConfig | undefined {
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

/** A range of milliseconds, both ends included. */
export type WaitRange = { min: number; max: number };

/** "2000-10000" (or one number for a fixed wait); null when malformed, above a minute or reversed. */
export function parseWaitRange(value: string): WaitRange | null {
  const match = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max && max <= 60_000 ? { min, max } : null;
}

/** An embedding partner (SDK iframe mode) and the API key it signs its users in with. */
export type PartnerKey = { name: string; key: string };

export function parsePartnerKeys(value: string): PartnerKey[] {
  const partners = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(":");
      const name = entry.slice(0, at);
      const key = entry.slice(at + 1);
      if (at < 0 || !/^[a-z0-9][a-z0-9-]{1,31}$/.test(name) || key.length < 32) throw new Error(`bad partner entry`);
      return { name, key };
    });
  if (new Set(partners.map((p) => p.name)).size !== partners.length) throw new Error("duplicate partner");
  return partners;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/files: the local store's folder when STORAGE_URL is unset (and the tests' local store). */
  filesDir: string;
  /** STORAGE_URL and S3_*: local disk under filesDir by default, or an S3-compatible bucket (storage/create-storage.ts). */
  storage: StorageConfig;
  /** OSS_DELIVERY: on S3, whether /oss streams a file (default) or redirects to a short-lived signed URL of the store. */
  ossDelivery?: OssDelivery | undefined;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files when no DATABASE_URL is set; "memory://" in tests. */
  pgliteDir: string;
  env: "development" | "production" | "test";
  logLevel: string;
  publicUrl: string | undefined;
  /**
   * The base of every link the server writes into mails and QR codes: PUBLIC_URL, else the address
   * it listens on. Never a request header (a forged Host would send sign-in secrets elsewhere).
   */
  linkBase: string;
  webDistDir: string;
  rateLimitMax: number;
  /** RATE_LIMIT_STORE: per process, or shared through the database by every API process. */
  rateLimitStore: "memory" | "database";
  /** SIGN_IN_MAILS_PER_NETWORK_HOUR: sign-in e-mails one client address may ask for in an hour. */
  signInMailsPerNetworkHour: number;
  /** SIGN_IN_ATTEMPTS_PER_NETWORK: sign-in codes, logins and QR codes one client address may try in 15 minutes (each call kind apart). */
  signInAttemptsPerNetwork: number;
  /** CLASSIC_DESIGNING_WAIT_MS: the browser's random 'designing' wait before each classic list page (GET /api/health). */
  classicDesigningWaitMs?: WaitRange | undefined;
  /** TRUST_PROXY: whose X-Forwarded-For/-Proto/-Host set request.ip, protocol and host; false by default. */
  trustProxy: TrustProxy;
  /** OSS_RATE_LIMIT_MAX: /oss requests per minute per address. */
  ossRateLimitMax: number;
  /** OSS_VARIANT_CACHE_MB in bytes: the budget of .variants/, pruned oldest first. */
  ossVariantCacheBytes: number;
  embedHosts: string[];
  /** Partners of the SDK iframe mode (PARTNER_KEYS); empty by default. */
  partners?: PartnerKey[] | undefined;
  shutdownTimeoutMs: number;
  /** The drain phase before the app stops listening (plugins/draining.ts); 0 stops listening at once. */
  shutdownDrainMs: number;
  sessionTtlDays: number;
  sessionCacheTtlMs: number;
  proxyAllowedAddresses: string[];
  proxyTimeoutMs: number;
  /** PROXY_BYTES_PER_HOUR: the image proxy's budget per client address and per user. */
  proxyBytesPerHour: number;
  taskConcurrency: number;
  taskTimeoutMs: number;
  taskLeaseMs: number;
  /** ICON_GENERATOR_DAILY_LIMIT: icon generator requests per user per quota day (0: no limit; 20 when unset). */
  iconGeneratorDailyLimit?: number | undefined;
  translationModel: string;
  /** NAME_CHAT_DAILY_LIMIT: name-chat answers per user per quota day (0: no limit); NAME_CHAT_MODEL: its chat model (TRANSLATION_MODEL when unset). */
  nameChat: { perDay: number; model: string };
  /** LOGO_API_WEBHOOK_RETRY_MS, LOGO_API_WEBHOOK_POLL_MS and LOGO_API_DRAW_LEASE_MS (docs/logo-api.md). */
  logoApi: { webhookRetryMs: number[]; webhookPollMs: number; drawLeaseMs: number };
  siteVariant: "en" | "cn";
  /** CN_SANDBOX=on: the sandbox QR confirm works in production too. */
  cnSandbox?: boolean | undefined;
  /** The cn variant's SMS gateway and WeChat app; unset in tests means the outbox and the sandbox. */
  cn?: CnConfig | undefined;
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX_ONLY=on: production runs without SMTP, mail kept undelivered in the outbox. */
  mailOutboxOnly?: boolean | undefined;
  mailFrom: string;
  contactEmail?: string | undefined;
  captcha: CaptchaMode;
  captchaSecret: string | undefined;
  /** URL_SIGNING_SECRET, or a random key made at start-up (one process only). */
  urlSigningSecret: string;
  /** Whether urlSigningSecret came from the environment (several processes need that). */
  urlSigningSecretShared?: boolean | undefined;
  /** The Turnstile or reCAPTCHA keys and addresses when CAPTCHA names one of them. */
  captchaWidget?: CaptchaWidgetConfig | undefined;
  captchaTimeoutMs?: number | undefined;
  adminEmails: string[];
  google: { clientId: string; jwksUrl: string; scriptUrl?: string | undefined } | undefined;
  facebook: { appId: string; appSecret: string; graphUrl: string; sdkUrl?: string | undefined } | undefined;
  brandPlatformUrl: string | undefined;
  credits: CreditsConfig;
  payments: PaymentsConfig;
  /** The affiliate programme (docs/affiliate.md); unset in hand-built test configs: the site's defaults. */
  affiliate?: AffiliateConfig | undefined;
  providers: ProvidersConfig;
  /** Stripe, PayPal, WeChat Pay and Alipay credentials; a vendor is absent until its keys are set. */
  paymentVendors?: PaymentVendorsConfig | undefined;
  receipts: ReceiptsConfig;
  /** The general matting model (ONNX) the operator added; undefined: matting uses its offline methods and the provider. */
  mattingModel: MattingModelConfig | undefined;
  /** METRICS_TOKEN and METRICS_PORT (modules/metrics/metrics.config.ts); unset in a test means /metrics is off. */
  metrics?: MetricsConfig | undefined;
  version: string;
};

export class ConfigError extends Error {}

/** Turns zod issues into the single line the operator sees, e.g. "PORT must be a port number, got 'abc'". */
export function formatConfigError(error: z.ZodError, env: Record<string, string | undefined>): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid configuration";
  const name = String(issue.path[0] ?? "configuration");
  const value = env[name];
  // Never echo a secret into the log: keys are left out (STRIPE_SECRET_KEY_2 as much as
  // STRIPE_SECRET_KEY), a password in a URL is masked.
  const secret = /(KEY|SECRET|TOKEN|PASSWORD)/.test(name);
  const shown = value?.replace(/\/\/([^/:@]*):[^/@]*@/, "//$1:***@");
  const got = shown === undefined || secret ? "" : `, got '${shown}'`;
  const message = issue.message.startsWith("must") ? issue.message : `is invalid (${issue.message})`;
  return `${name} ${message}${got}`;
}

/**
 * PUBLIC_URL without its trailing slash, else the listening address: a specific HOST as written
 * (IPv6 in brackets), a wildcard or unset one as localhost, which is where a person on this
 * machine opens the site. A site reached from elsewhere sets PUBLIC_URL (production must).
 */
export function linkBaseOf(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error, env));
  const c = parsed.data;
  if (c.NODE_ENV === "production" && c.CAPTCHA === "off") throw new ConfigError("CAPTCHA must not be off in production, got 'off'");
  if (c.NODE_ENV === "production" && !c.PUBLIC_URL)
    throw new ConfigError("PUBLIC_URL must be set in production (the address users reach the site at; links in mails use it)");
  if (c.NODE_ENV === "production" && !c.SMTP_URL && c.MAIL_OUTBOX_ONLY !== "on") {
    throw new ConfigError(
      "SMTP_URL must be set in production (sign-in mail has to be delivered), or MAIL_OUTBOX_ONLY=on to keep mail undelivered in the outbox",
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const cn = cnConfigFrom(c, { production: c.NODE_ENV === "production", siteVariant: c.SITE_VARIANT });
  if ("problem" in cn) throw new ConfigError(cn.problem);
  const paymentVendors = paymentVendorsConfigFrom(c, { production: c.NODE_ENV === "production" });
  if ("problem" in paymentVendors) throw new ConfigError(paymentVendors.problem);
  const urlSigningSecret = c.URL_SIGNING_SECRET ?? randomBytes(32).toString("base64url");
  const payments = paymentsConfigFrom(c, { production: c.NODE_ENV === "production", urlSigningSecret });
  if ("problem" in payments) throw new ConfigError(payments.problem);
  const storage = storageConfigFrom(c, dataDir);
  if ("problem" in storage) throw new ConfigError(storage.problem);
  const config: Config = {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    filesDir: path.join(dataDir, "files"),
    storage: storage.storage,
    ossDelivery: storage.ossDelivery,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: path.join(dataDir, "db"),
    env: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
    publicUrl: c.PUBLIC_URL,
    linkBase: linkBaseOf(c.PUBLIC_URL, c.HOST, c.PORT),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    rateLimitMax: c.RATE_LIMIT_MAX,
    rateLimitStore: c.RATE_LIMIT_STORE,
    signInMailsPerNetworkHour: c.SIGN_IN_MAILS_PER_NETWORK_HOUR,
    signInAttemptsPerNetwork: c.SIGN_IN_ATTEMPTS_PER_NETWORK,
    classicDesigningWaitMs: parseWaitRange(c.CLASSIC_DESIGNING_WAIT_MS) ?? undefined,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    ossRateLimitMax: c.OSS_RATE_LIMIT_MAX,
    ossVariantCacheBytes: c.OSS_VARIANT_CACHE_MB * 1024 * 1024,
    embedHosts: c.EMBED_HOSTS.split(",")
      .map((h) => h.trim())
      .filter(Boolean),
    partners: parsePartnerKeys(c.PARTNER_KEYS),
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    sessionTtlDays: c.SESSION_TTL_DAYS,
    sessionCacheTtlMs: c.SESSION_CACHE_TTL_MS,
    proxyAllowedAddresses: parseAllowedAddresses(c.PROXY_ALLOWED_ADDRESSES),
    proxyTimeoutMs: c.PROXY_TIMEOUT_MS,
    proxyBytesPerHour: c.PROXY_BYTES_PER_HOUR,
    taskConcurrency: c.TASK_CONCURRENCY,
    taskTimeoutMs: c.TASK_TIMEOUT_MS,
    taskLeaseMs: c.TASK_LEASE_MS,
    iconGeneratorDailyLimit: c.ICON_GENERATOR_DAILY_LIMIT,
    translationModel: c.TRANSLATION_MODEL,
    nameChat: { perDay: c.NAME_CHAT_DAILY_LIMIT, model: c.NAME_CHAT_MODEL ?? c.TRANSLATION_MODEL },
    logoApi: {
      webhookRetryMs: c.LOGO_API_WEBHOOK_RETRY_MS.split(",").map((part) => Number(part.trim())),
      webhookPollMs: c.LOGO_API_WEBHOOK_POLL_MS,
      drawLeaseMs: c.LOGO_API_DRAW_LEASE_MS,
    },
    siteVariant: c.SITE_VARIANT,
    cnSandbox: c.CN_SANDBOX === "on",
    cn,
    smtpUrl: c.SMTP_URL,
    mailOutboxOnly: c.MAIL_OUTBOX_ONLY === "on",
    mailFrom: c.MAIL_FROM,
    contactEmail: c.CONTACT_EMAIL,
    captcha: c.CAPTCHA,
    captchaSecret: c.CAPTCHA_SECRET,
    urlSigningSecret,
    urlSigningSecretShared: c.URL_SIGNING_SECRET !== undefined,
    captchaWidget: captchaWidgetFrom(c),
    captchaTimeoutMs: c.CAPTCHA_TIMEOUT_MS,
    adminEmails: c.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    google: c.GOOGLE_CLIENT_ID ? { clientId: c.GOOGLE_CLIENT_ID, jwksUrl: c.GOOGLE_JWKS_URL, scriptUrl: c.GOOGLE_GSI_SCRIPT_URL } : undefined,
    facebook:
      c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET
        ? { appId: c.FACEBOOK_APP_ID, appSecret: c.FACEBOOK_APP_SECRET, graphUrl: c.FACEBOOK_GRAPH_URL.replace(/\/$/, ""), sdkUrl: c.FACEBOOK_SDK_URL }
        : undefined,
    brandPlatformUrl: c.BRAND_PLATFORM_URL,
    credits: creditsConfigFrom(c),
    payments,
    affiliate: affiliateConfigFrom(c, c.SITE_VARIANT),
    providers: providersConfigFrom(c),
    paymentVendors,
    receipts: receiptsConfigFrom(c),
    mattingModel: mattingModelConfigFrom(c, (message) => new ConfigError(message)),
    metrics: metricsConfigFrom(c),
    version,
    ...overrides,
  };
  // Tests override the address parts; the link base follows them unless it is overridden itself.
  if (overrides.linkBase === undefined && ("publicUrl" in overrides || "host" in overrides || "port" in overrides)) {
    config.linkBase = linkBaseOf(config.publicUrl, config.host, config.port);
  }
  return config;
}
