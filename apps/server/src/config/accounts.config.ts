import { z } from "zod";
import { cnConfigFrom, cnEnv, type CnConfig } from "../modules/auth/cn/cn.config";
import { ConfigError } from "./config-error";
import { optionalString, positiveInt, wholeInt } from "./env-values";

/** Where the browsers load the sign-in providers' scripts from, unless configured otherwise. */
export const GOOGLE_GSI_SCRIPT_URL = "https://accounts.google.com/gsi/client";
export const FACEBOOK_SDK_URL = "https://connect.facebook.net/en_US/sdk.js";

/** Sign-in and accounts: its limits, sessions, admins, embedding partners, Google, Facebook and the cn variant's ways in. */
export const accountsEnv = {
  SIGN_IN_MAILS_PER_NETWORK_HOUR: positiveInt(20),
  SIGN_IN_ATTEMPTS_PER_NETWORK: positiveInt(30),
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
  SESSION_TTL_DAYS: positiveInt(30),
  /** How long a process may reuse a resolved session for result polling; 0 turns the cache off. */
  SESSION_CACHE_TTL_MS: wholeInt(2_000),
  /**
   * The cn variant's sandbox QR confirm lets anyone sign in as any messaging-app id, so production
   * refuses it unless this is on (a staging site). Ignored outside production, where it always works.
   */
  CN_SANDBOX: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
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
  /** The cn variant's SMS gateway (SMS_PROVIDER, ALIYUN_SMS_*) and WeChat QR sign-in app (WECHAT_*). */
  ...cnEnv,
};

type AccountsEnv = z.output<z.ZodObject<typeof accountsEnv>>;

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

export type AccountsConfig = {
  /** SIGN_IN_MAILS_PER_NETWORK_HOUR: sign-in e-mails one client address may ask for in an hour. */
  signInMailsPerNetworkHour: number;
  /** SIGN_IN_ATTEMPTS_PER_NETWORK: sign-in codes, logins and QR codes one client address may try in 15 minutes (each call kind apart). */
  signInAttemptsPerNetwork: number;
  /** Partners of the SDK iframe mode (PARTNER_KEYS); empty by default. */
  partners?: PartnerKey[] | undefined;
  sessionTtlDays: number;
  sessionCacheTtlMs: number;
  /** CN_SANDBOX=on: the sandbox QR confirm works in production too. */
  cnSandbox?: boolean | undefined;
  /** The cn variant's SMS gateway and WeChat app; unset in tests means the outbox and the sandbox. */
  cn?: CnConfig | undefined;
  adminEmails: string[];
  google: { clientId: string; jwksUrl: string; scriptUrl?: string | undefined } | undefined;
  facebook: { appId: string; appSecret: string; graphUrl: string; sdkUrl?: string | undefined } | undefined;
};

/** The cn variant's gateways are checked against the site: a half-set pair, or a production cn site without SMS, stops the start. */
export function accountsConfigFrom(c: AccountsEnv, site: { production: boolean; siteVariant: "en" | "cn" }): AccountsConfig {
  const cn = cnConfigFrom(c, site);
  if ("problem" in cn) throw new ConfigError(cn.problem);
  return {
    signInMailsPerNetworkHour: c.SIGN_IN_MAILS_PER_NETWORK_HOUR,
    signInAttemptsPerNetwork: c.SIGN_IN_ATTEMPTS_PER_NETWORK,
    partners: parsePartnerKeys(c.PARTNER_KEYS),
    sessionTtlDays: c.SESSION_TTL_DAYS,
    sessionCacheTtlMs: c.SESSION_CACHE_TTL_MS,
    cnSandbox: c.CN_SANDBOX === "on",
    cn,
    adminEmails: c.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    google: c.GOOGLE_CLIENT_ID ? { clientId: c.GOOGLE_CLIENT_ID, jwksUrl: c.GOOGLE_JWKS_URL, scriptUrl: c.GOOGLE_GSI_SCRIPT_URL } : undefined,
    facebook:
      c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET
        ? { appId: c.FACEBOOK_APP_ID, appSecret: c.FACEBOOK_APP_SECRET, graphUrl: c.FACEBOOK_GRAPH_URL.replace(/\/$/, ""), sdkUrl: c.FACEBOOK_SDK_URL }
        : undefined,
  };
}
