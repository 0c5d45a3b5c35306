import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { z } from "zod";
import { AppError } from "../../../errors";
import type { QrProvider } from "./qr-provider";

export type WechatOpenConfig = {
  appId: string;
  /** Secret: sent only to the token exchange, never logged. */
  appSecret: string;
  /** https://open.weixin.qq.com (the QR connect page), or a local fake in tests. */
  openBaseUrl: string;
  /** https://api.weixin.qq.com (token exchange, user info), or a local fake in tests. */
  apiBaseUrl: string;
  timeoutMs: number;
};

type Log = { error(obj: unknown, msg: string): void };

export const WECHAT_CALLBACK_PATH = "/api/wechat/callback";

const callbackQuery = z.object({ code: z.string().min(1).max(512), state: z.string().min(1).max(200) });

const tokenAnswer = z.object({ access_token: z.string(), openid: z.string().min(1), unionid: z.string().optional(), scope: z.string().optional() });
const userInfoAnswer = z.object({ openid: z.string(), nickname: z.string().optional(), unionid: z.string().optional() });
const errorAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });

/**
 * `state` binds WeChat's callback to the QR the browser polls without revealing its uuid: the
 * uuid alone lets whoever knows it collect the session, and the state travels through WeChat, the
 * phone and the callback URL. So the state is the uuid encrypted (AES-256-GCM) with a key derived
 * from URL_SIGNING_SECRET; a state we did not make, or one altered, does not decrypt.
 */
function stateCipher(secret: string) {
  const key = createHash("sha256").update(`wechat-qr-state:${secret}`).digest();
  return {
    seal(uuid: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(uuid, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(state: string): string | undefined {
      try {
        const raw = Buffer.from(state, "base64url");
        if (raw.length < 29) return undefined;
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const uuid = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
        return /^[0-9a-f]{32}$/.test(uuid) ? uuid : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * WeChat Open Platform website sign-in (网站应用微信登录): the QR is WeChat's QR connect page for
 * this app, whose `state` names our QR; after the scan WeChat sends the browser to
 * /api/wechat/callback?code&state, where the code is exchanged for the user's openid (and unionid),
 * the nickname read, and the QR the other tab polls confirmed. The polling side is unchanged.
 */
export function createWechatOpenQrProvider(
  config: WechatOpenConfig,
  deps: { stateSecret: string; log: Log; fetch?: typeof fetch },
): QrProvider<z.infer<typeof callbackQuery>> {
  const cipher = stateCipher(deps.stateSecret);
  const doFetch = deps.fetch ?? fetch;

  /** One call to WeChat's API: its JSON, or our error (WeChat's errcode and errmsg only in the log). */
  async function call<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${config.apiBaseUrl}${path}?${new URLSearchParams(params).toString()}`;
    let body: unknown;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(config.timeoutMs) });
      body = await response.json();
    } catch (error) {
      deps.log.error({ err: error, path }, "WeChat API unreachable");
      throw new AppError("WECHAT_FAILED");
    }
    const failed = errorAnswer.safeParse(body);
    if (failed.success && failed.data.errcode !== 0) {
      deps.log.error({ path, errcode: failed.data.errcode, errmsg: failed.data.errmsg?.slice(0, 300) }, "WeChat API refused");
      throw new AppError("WECHAT_FAILED");
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      deps.log.error({ path }, "WeChat API answered in an unknown shape");
      throw new AppError("WECHAT_FAILED");
    }
    return parsed.data;
  }

  return {
    name: "wechat",
    sandbox: false,
    confirmMethod: "GET",
    confirmPath: WECHAT_CALLBACK_PATH,
    confirmBody: callbackQuery,
    async create({ uuid, linkBase }) {
      const params = new URLSearchParams({
        appid: config.appId,
        redirect_uri: `${linkBase.replace(/\/$/, "")}${WECHAT_CALLBACK_PATH}`,
        response_type: "code",
        scope: "snsapi_login",
        state: cipher.seal(uuid),
      });
      const url = `${config.openBaseUrl}/connect/qrconnect?${params.toString()}#wechat_redirect`;
      return { url, qrcode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },
    async confirmScan({ code, state }) {
      const uuid = cipher.open(state);
      if (!uuid) throw new AppError("SIGN_IN_FAILED");
      const token = await call(
        "/sns/oauth2/access_token",
        { appid: config.appId, secret: config.appSecret, code, grant_type: "authorization_code" },
        tokenAnswer,
      );
      // The nickname is a nicety: a failure here still signs the user in, under the default name.
      const info = await call("/sns/userinfo", { access_token: token.access_token, openid: token.openid }, userInfoAnswer).catch(() => undefined);
      // unionid is the same person across this operator's WeChat apps; openid only within this one.
      const id = token.unionid ?? info?.unionid ?? token.openid;
      return { uuid, openid: `wechat:${id}`, name: info?.nickname?.slice(0, 40) ?? "" };
    },
  };
}
