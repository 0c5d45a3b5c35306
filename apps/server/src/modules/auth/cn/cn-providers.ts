import type { Config } from "../../../config";
import type { Mailer } from "../../mail/mailer";
import { createAliyunSmsSender } from "./aliyun-sms.sender";
import { createSandboxQrProvider, type QrProvider } from "./qr-provider";
import { createOutboxSmsSender, createUnconfiguredSmsSender, type SmsSender } from "./sms-sender";
import { createWechatOpenQrProvider } from "./wechat-open.provider";

type Log = { error(obj: unknown, msg: string): void };

/**
 * The SMS gateway configuration names: Aliyun when SMS_PROVIDER=aliyun; the outbox when chosen
 * explicitly or outside production; in production with none chosen, a sender that refuses (the
 * config check stops a cn site first, this covers an en site's API and tests).
 */
export function smsSenderFor(config: Config, deps: { mailer: Pick<Mailer, "send">; log: Log }): SmsSender {
  const cn = config.cn;
  if (cn?.smsProvider === "aliyun" && cn.aliyunSms) return createAliyunSmsSender(cn.aliyunSms, { log: deps.log });
  if (config.env === "production" && cn?.smsProvider !== "outbox") return createUnconfiguredSmsSender();
  return createOutboxSmsSender(deps.mailer);
}

/** WeChat's QR connect when its app is configured; otherwise the sandbox (refused in production unless CN_SANDBOX=on). */
export function qrProviderFor(config: Config, deps: { log: Log }): QrProvider {
  const wechat = config.cn?.wechat;
  if (wechat) return createWechatOpenQrProvider(wechat, { stateSecret: config.urlSigningSecret, log: deps.log });
  return createSandboxQrProvider();
}
