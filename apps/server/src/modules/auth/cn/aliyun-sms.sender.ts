import { createHmac, randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../../errors";
import type { SmsSender } from "./sms-sender";

export type AliyunSmsConfig = {
  accessKeyId: string;
  /** Secret: only used to sign, never logged. */
  accessKeySecret: string;
  /** The approved SMS signature (签名), e.g. the site's name. */
  signName: string;
  /** The approved template (模板 CODE), whose text has a ${code} variable. */
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
};

type Log = { error(obj: unknown, msg: string): void };

/**
 * Aliyun's percent-encoding for RPC signatures (RFC 3986): every byte except A-Z a-z 0-9 - _ . ~
 * is %XX in upper case, so a space is %20 (not +) and * is %2A. encodeURIComponent leaves
 * ! ' ( ) * alone, hence the extra replacement.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The RPC signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name, each pair
 * encoded and joined with &, encoded once more into "GET&%2F&<that>", signed with the
 * AccessKeySecret followed by "&", base64.
 */
export function aliyunRpcSignature(params: Record<string, string>, accessKeySecret: string, method = "GET"): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? "")}`)
    .join("&");
  const stringToSign = `${method}&${aliyunPercentEncode("/")}&${aliyunPercentEncode(canonical)}`;
  return createHmac("sha1", `${accessKeySecret}&`).update(stringToSign).digest("base64");
}

const answerSchema = z.object({ Code: z.string(), Message: z.string().optional(), RequestId: z.string().optional(), BizId: z.string().optional() });

/** Vendor codes that are the visitor's doing (a bad number, too many codes to one number) rather than ours. */
const refusedNumber = new Set(["isv.MOBILE_NUMBER_ILLEGAL", "isv.MOBILE_COUNT_OVER_LIMIT"]);
const numberLimited = new Set(["isv.BUSINESS_LIMIT_CONTROL", "isv.DAY_LIMIT_CONTROL"]);

/**
 * The cn variant's SMS gateway: Aliyun Short Message Service, API dysmsapi 2017-05-25, action
 * SendSms, the template's ${code} filled with the sign-in code. Aliyun's answer text is logged for
 * the operator; the visitor gets a message of ours (errors.SMS_FAILED or a validation message).
 */
export function createAliyunSmsSender(config: AliyunSmsConfig, deps: { log: Log; now?: () => Date; fetch?: typeof fetch }): SmsSender {
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;
  return {
    name: "aliyun",
    async send(mobile, _text, code) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: "SendSms",
        Format: "JSON",
        RegionId: "cn-hangzhou",
        SignatureMethod: "HMAC-SHA1",
        SignatureNonce: randomUUID(),
        SignatureVersion: "1.0",
        // ISO 8601 in UTC without milliseconds, as the API expects.
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, "Z"),
        Version: "2017-05-25",
        PhoneNumbers: mobile,
        SignName: config.signName,
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
      };
      const signature = aliyunRpcSignature(params, config.accessKeySecret);
      const query = Object.entries({ ...params, Signature: signature })
        .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
        .join("&");
      let response: Response;
      try {
        response = await doFetch(`${config.baseUrl.replace(/\/$/, "")}/?${query}`, { method: "GET", signal: AbortSignal.timeout(config.timeoutMs) });
      } catch (error) {
        deps.log.error({ err: error, provider: "aliyun" }, "SMS gateway unreachable");
        throw new AppError("SMS_FAILED");
      }
      const answer = answerSchema.safeParse(await response.json().catch(() => null));
      if (answer.success && answer.data.Code === "OK") return;
      // The vendor's words stay in the log: they name our account, template and quota.
      deps.log.error(
        {
          provider: "aliyun",
          status: response.status,
          code: answer.data?.Code,
          message: answer.data?.Message?.slice(0, 300),
          requestId: answer.data?.RequestId,
        },
        "SMS gateway refused the message",
      );
      if (answer.success && refusedNumber.has(answer.data.Code)) throw new AppError("VALIDATION", "请输入正确的手机号码");
      if (answer.success && numberLimited.has(answer.data.Code)) throw new AppError("RATE_LIMITED");
      throw new AppError("SMS_FAILED");
    },
  };
}
