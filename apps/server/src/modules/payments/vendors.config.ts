import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { z } from "zod";

/**
 * The payment vendors' credentials (issue 16, P3): Stripe (two key pairs, spec 01 section 9),
 * PayPal (Orders v2), WeChat Pay (API v3) and Alipay (open API, RSA2). A vendor is configured when
 * its keys are set; which one a site offers is the registry's choice (payment-providers.ts).
 * Secrets are read here only and never logged (formatConfigError hides *_KEY/*_SECRET values).
 */
export type StripeKeyPair = { secretKey: string; publishableKey: string; webhookSecret: string };
export type StripeVendorConfig = {
  /** The spec's first and second key pair; the second is optional (then every user gets the first). */
  keyPairs: [StripeKeyPair] | [StripeKeyPair, StripeKeyPair];
  /** https://api.stripe.com, or a local fake in tests: the client takes host, port and protocol. */
  apiUrl: string;
  timeoutMs: number;
};
export type PaypalVendorConfig = { clientId: string; clientSecret: string; webhookId: string; apiUrl: string; timeoutMs: number };
export type WechatPayVendorConfig = {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (the Authorization header names it). */
  mchSerialNo: string;
  mchPrivateKey: KeyObject;
  /** APIv3 key: 32 bytes, the AES-256-GCM key of callback resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (微信支付公钥) and its id: answers and callbacks are signed with it. */
  platformPublicKey: KeyObject;
  platformPublicKeyId: string;
  apiUrl: string;
  timeoutMs: number;
};
export type AlipayVendorConfig = { appId: string; privateKey: KeyObject; alipayPublicKey: KeyObject; gatewayUrl: string; timeoutMs: number };

export type PaymentVendorsConfig = {
  stripe?: StripeVendorConfig | undefined;
  paypal?: PaypalVendorConfig | undefined;
  wechat?: WechatPayVendorConfig | undefined;
  alipay?: AlipayVendorConfig | undefined;
};

/** Longest wait for a vendor's API: a checkout should fail clearly, not hang. */
const VENDOR_TIMEOUT_MS = 15_000;

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url({ message: "must be a URL" }).optional());
const url = z.string().url({ message: "must be a URL" });

/** The vendor variables, spread into the config schema (config.ts); documented in the README table. */
export const paymentVendorsEnv = {
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY_2: optionalString,
  STRIPE_PUBLISHABLE_KEY_2: optionalString,
  STRIPE_WEBHOOK_SECRET_2: optionalString,
  STRIPE_API_URL: url.default("https://api.stripe.com"),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  /** Unset: PayPal's live API in production, its sandbox otherwise. */
  PAYPAL_API_URL: optionalUrl,
  WECHATPAY_MCH_ID: optionalString,
  WECHATPAY_APP_ID: optionalString,
  WECHATPAY_MCH_SERIAL_NO: optionalString,
  WECHATPAY_MCH_PRIVATE_KEY: optionalString,
  WECHATPAY_API_V3_KEY: optionalString,
  WECHATPAY_PUBLIC_KEY: optionalString,
  WECHATPAY_PUBLIC_KEY_ID: optionalString,
  WECHATPAY_API_URL: url.default("https://api.mch.weixin.qq.com"),
  ALIPAY_APP_ID: optionalString,
  ALIPAY_PRIVATE_KEY: optionalString,
  ALIPAY_PUBLIC_KEY: optionalString,
  ALIPAY_GATEWAY_URL: url.default("https://openapi.alipay.com/gateway.do"),
};

type VendorsEnv = z.output<z.ZodObject<typeof paymentVendorsEnv>>;

/** A PEM from the environment: real newlines or `\n` escapes; a bare base64 body (Alipay's console gives those) is wrapped. */
function pemOf(value: string, label: "PRIVATE KEY" | "PUBLIC KEY"): string {
  const text = value.replace(/\\n/g, "\n").trim();
  if (text.startsWith("-----BEGIN")) return text;
  const body =
    text
      .replace(/\s+/g, "")
      .match(/.{1,64}/g)
      ?.join("\n") ?? "";
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
}

export function privateKeyFrom(value: string): KeyObject {
  try {
    return createPrivateKey(pemOf(value, "PRIVATE KEY"));
  } catch {
    // A bare body may be PKCS#1 (Alipay's older key tool) rather than PKCS#8.
    return createPrivateKey({ key: Buffer.from(value.replace(/\s+/g, ""), "base64"), format: "der", type: "pkcs1" });
  }
}

export function publicKeyFrom(value: string): KeyObject {
  return createPublicKey(pemOf(value, "PUBLIC KEY"));
}

/** Set together or not at all: a half-configured vendor is a typo, not a choice. */
function together(names: string[], values: (string | undefined)[]): string | undefined {
  const set = values.filter((v) => v !== undefined).length;
  if (set === 0 || set === values.length) return undefined;
  return `${names.join(", ")} must be set together`;
}

/**
 * Spec 01 section 9: live keys in production, test keys otherwise. A live key on a development
 * machine would charge real cards, a test key in production would take no money: both stop the start.
 */
function stripeModeProblem(pair: StripeKeyPair, production: boolean, suffix: string): string | undefined {
  const mode = production ? "live" : "test";
  if (!new RegExp(`^(sk|rk)_${mode}_`).test(pair.secretKey))
    return `STRIPE_SECRET_KEY${suffix} must be a ${mode} key (${production ? "sk_live_" : "sk_test_"}...) ${production ? "in production" : "outside production"}`;
  if (!pair.publishableKey.startsWith(`pk_${mode}_`))
    return `STRIPE_PUBLISHABLE_KEY${suffix} must be a ${mode} key (pk_${mode}_...) ${production ? "in production" : "outside production"}`;
  if (!pair.webhookSecret.startsWith("whsec_")) return `STRIPE_WEBHOOK_SECRET${suffix} must be a webhook signing secret (whsec_...)`;
  return undefined;
}

function stripeFrom(env: VendorsEnv, production: boolean): StripeVendorConfig | undefined | { problem: string } {
  const first = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  const second = [env.STRIPE_SECRET_KEY_2, env.STRIPE_PUBLISHABLE_KEY_2, env.STRIPE_WEBHOOK_SECRET_2];
  const problem =
    together(["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"], first) ??
    together(["STRIPE_SECRET_KEY_2", "STRIPE_PUBLISHABLE_KEY_2", "STRIPE_WEBHOOK_SECRET_2"], second);
  if (problem) return { problem };
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return env.STRIPE_SECRET_KEY_2 ? { problem: "STRIPE_SECRET_KEY_2 needs the first pair (STRIPE_SECRET_KEY, ...) as well" } : undefined;
  }
  const pairOne: StripeKeyPair = { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  const pairTwo: StripeKeyPair | undefined =
    env.STRIPE_SECRET_KEY_2 && env.STRIPE_PUBLISHABLE_KEY_2 && env.STRIPE_WEBHOOK_SECRET_2
      ? { secretKey: env.STRIPE_SECRET_KEY_2, publishableKey: env.STRIPE_PUBLISHABLE_KEY_2, webhookSecret: env.STRIPE_WEBHOOK_SECRET_2 }
      : undefined;
  const modeProblem = stripeModeProblem(pairOne, production, "") ?? (pairTwo ? stripeModeProblem(pairTwo, production, "_2") : undefined);
  if (modeProblem) return { problem: modeProblem };
  return { keyPairs: pairTwo ? [pairOne, pairTwo] : [pairOne], apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ""), timeoutMs: VENDOR_TIMEOUT_MS };
}

function keyProblem(name: string, read: () => KeyObject): KeyObject | { problem: string } {
  try {
    return read();
  } catch {
    return { problem: `${name} must be a PEM (or base64) RSA key` };
  }
}

function wechatFrom(env: VendorsEnv): WechatPayVendorConfig | undefined | { problem: string } {
  const names = [
    "WECHATPAY_MCH_ID",
    "WECHATPAY_APP_ID",
    "WECHATPAY_MCH_SERIAL_NO",
    "WECHATPAY_MCH_PRIVATE_KEY",
    "WECHATPAY_API_V3_KEY",
    "WECHATPAY_PUBLIC_KEY",
    "WECHATPAY_PUBLIC_KEY_ID",
  ];
  const values = [
    env.WECHATPAY_MCH_ID,
    env.WECHATPAY_APP_ID,
    env.WECHATPAY_MCH_SERIAL_NO,
    env.WECHATPAY_MCH_PRIVATE_KEY,
    env.WECHATPAY_API_V3_KEY,
    env.WECHATPAY_PUBLIC_KEY,
    env.WECHATPAY_PUBLIC_KEY_ID,
  ];
  const problem = together(names, values);
  if (problem) return { problem };
  if (
    !env.WECHATPAY_MCH_ID ||
    !env.WECHATPAY_APP_ID ||
    !env.WECHATPAY_MCH_SERIAL_NO ||
    !env.WECHATPAY_MCH_PRIVATE_KEY ||
    !env.WECHATPAY_API_V3_KEY ||
    !env.WECHATPAY_PUBLIC_KEY ||
    !env.WECHATPAY_PUBLIC_KEY_ID
  )
    return undefined;
  if (Buffer.byteLength(env.WECHATPAY_API_V3_KEY) !== 32)
    return { problem: "WECHATPAY_API_V3_KEY must be 32 characters (the APIv3 key set in the merchant platform)" };
  const mchPrivateKey = keyProblem("WECHATPAY_MCH_PRIVATE_KEY", () => privateKeyFrom(env.WECHATPAY_MCH_PRIVATE_KEY ?? ""));
  if ("problem" in mchPrivateKey) return mchPrivateKey;
  const platformPublicKey = keyProblem("WECHATPAY_PUBLIC_KEY", () => publicKeyFrom(env.WECHATPAY_PUBLIC_KEY ?? ""));
  if ("problem" in platformPublicKey) return platformPublicKey;
  return {
    mchId: env.WECHATPAY_MCH_ID,
    appId: env.WECHATPAY_APP_ID,
    mchSerialNo: env.WECHATPAY_MCH_SERIAL_NO,
    mchPrivateKey,
    apiV3Key: env.WECHATPAY_API_V3_KEY,
    platformPublicKey,
    platformPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
    apiUrl: env.WECHATPAY_API_URL.replace(/\/+$/, ""),
    timeoutMs: VENDOR_TIMEOUT_MS,
  };
}

function alipayFrom(env: VendorsEnv): AlipayVendorConfig | undefined | { problem: string } {
  const problem = together(["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"], [env.ALIPAY_APP_ID, env.ALIPAY_PRIVATE_KEY, env.ALIPAY_PUBLIC_KEY]);
  if (problem) return { problem };
  if (!env.ALIPAY_APP_ID || !env.ALIPAY_PRIVATE_KEY || !env.ALIPAY_PUBLIC_KEY) return undefined;
  const privateKey = keyProblem("ALIPAY_PRIVATE_KEY", () => privateKeyFrom(env.ALIPAY_PRIVATE_KEY ?? ""));
  if ("problem" in privateKey) return privateKey;
  const alipayPublicKey = keyProblem("ALIPAY_PUBLIC_KEY", () => publicKeyFrom(env.ALIPAY_PUBLIC_KEY ?? ""));
  if ("problem" in alipayPublicKey) return alipayPublicKey;
  return { appId: env.ALIPAY_APP_ID, privateKey, alipayPublicKey, gatewayUrl: env.ALIPAY_GATEWAY_URL, timeoutMs: VENDOR_TIMEOUT_MS };
}

/** Turns the variables into the vendors' configuration; a problem comes back as the one line the operator sees. */
export function paymentVendorsConfigFrom(env: VendorsEnv, site: { production: boolean }): PaymentVendorsConfig | { problem: string } {
  const stripe = stripeFrom(env, site.production);
  if (stripe && "problem" in stripe) return stripe;
  const paypalProblem = together(
    ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
    [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID],
  );
  if (paypalProblem) return { problem: paypalProblem };
  const paypal: PaypalVendorConfig | undefined =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          // Live money in production only, like Stripe's keys; the sandbox API everywhere else.
          apiUrl: (env.PAYPAL_API_URL ?? (site.production ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com")).replace(/\/+$/, ""),
          timeoutMs: VENDOR_TIMEOUT_MS,
        }
      : undefined;
  const wechat = wechatFrom(env);
  if (wechat && "problem" in wechat) return wechat;
  const alipay = alipayFrom(env);
  if (alipay && "problem" in alipay) return alipay;
  return { stripe, paypal, wechat, alipay };
}
