import { z } from "zod";
import type { AliyunSmsConfig } from "./aliyun-sms.sender";
import type { WechatOpenConfig } from "./wechat-open.provider";

/**
 * The Chinese variant's vendors, read from the environment (README table): the SMS gateway for
 * sign-in codes and the WeChat Open Platform app for QR sign-in. Secrets are read here only.
 */
export type CnConfig = {
  /** SMS_PROVIDER as set; unset means the outbox, which a production cn site refuses. */
  smsProvider: "outbox" | "aliyun" | undefined;
  aliyunSms: AliyunSmsConfig | undefined;
  /** Set when WECHAT_APP_ID and WECHAT_APP_SECRET are: the real QR connect replaces the sandbox. */
  wechat: WechatOpenConfig | undefined;
};

/** Longest wait for the SMS gateway or WeChat's API: a sign-in should fail clearly, not hang. */
const VENDOR_TIMEOUT_MS = 10_000;

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const url = z.string().url({ message: "must be a URL" });

/** The cn variables, spread into the config schema (config.ts). */
export const cnEnv = {
  SMS_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["outbox", "aliyun"], { message: "must be outbox or aliyun" }).optional()),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalString,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalString,
  ALIYUN_SMS_SIGN_NAME: optionalString,
  ALIYUN_SMS_TEMPLATE_CODE: optionalString,
  ALIYUN_SMS_BASE_URL: url.default("https://dysmsapi.aliyuncs.com"),
  WECHAT_APP_ID: optionalString,
  WECHAT_APP_SECRET: optionalString,
  WECHAT_OPEN_BASE_URL: url.default("https://open.weixin.qq.com"),
  WECHAT_API_BASE_URL: url.default("https://api.weixin.qq.com"),
};

type CnEnv = z.output<z.ZodObject<typeof cnEnv>>;

/** Turns the variables into CnConfig; a problem comes back as the one line the operator sees. */
export function cnConfigFrom(env: CnEnv, site: { production: boolean; siteVariant: "en" | "cn" }): CnConfig | { problem: string } {
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) return { problem: "WECHAT_APP_ID and WECHAT_APP_SECRET must be set together" };
  let aliyunSms: AliyunSmsConfig | undefined;
  if (env.SMS_PROVIDER === "aliyun") {
    const {
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: signName,
      ALIYUN_SMS_TEMPLATE_CODE: templateCode,
    } = env;
    if (!accessKeyId || !accessKeySecret || !signName || !templateCode) {
      return {
        problem:
          "ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE must be set when SMS_PROVIDER is 'aliyun'",
      };
    }
    aliyunSms = { accessKeyId, accessKeySecret, signName, templateCode, baseUrl: env.ALIYUN_SMS_BASE_URL, timeoutMs: VENDOR_TIMEOUT_MS };
  }
  // A production cn site whose codes only land in the outbox signs nobody in by SMS; say so at
  // start, unless the operator chose the outbox explicitly (a test site that reads the database).
  if (site.production && site.siteVariant === "cn" && env.SMS_PROVIDER === undefined) {
    return { problem: "SMS_PROVIDER must be set when SITE_VARIANT is cn in production: aliyun (with the ALIYUN_SMS_ variables), or outbox on a test site" };
  }
  return {
    smsProvider: env.SMS_PROVIDER,
    aliyunSms,
    wechat:
      env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? {
            appId: env.WECHAT_APP_ID,
            appSecret: env.WECHAT_APP_SECRET,
            openBaseUrl: env.WECHAT_OPEN_BASE_URL.replace(/\/$/, ""),
            apiBaseUrl: env.WECHAT_API_BASE_URL.replace(/\/$/, ""),
            timeoutMs: VENDOR_TIMEOUT_MS,
          }
        : undefined,
  };
}
