import { randomBytes } from "node:crypto";
import { startFakeServer, type FakeServer } from "./fake-http";

/**
 * A local WeChat Open Platform for website sign-in: the QR connect page
 * (/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state), the
 * code-for-token exchange (/sns/oauth2/access_token, codes single use, errcode 40163 when reused)
 * and /sns/userinfo, answering in WeChat's JSON ({errcode, errmsg} on failure).
 */
export type WechatUser = { openid: string; unionid?: string; nickname: string };

export type WechatOpenFake = FakeServer & {
  /** What a phone scanning the QR connect page does: WeChat makes a code for this user and app. */
  scan(user: WechatUser): string;
  /** The next token exchange answers this error instead. */
  failNextExchange: { errcode: number; errmsg: string }[];
};

export async function startWechatOpenFake(app: { appId: string; appSecret: string }): Promise<WechatOpenFake> {
  const codes = new Map<string, { user: WechatUser; used: boolean }>();
  const tokens = new Map<string, WechatUser>();
  const failNextExchange: WechatOpenFake["failNextExchange"] = [];
  const error = (errcode: number, errmsg: string) => ({ status: 200, json: { errcode, errmsg } });
  const server = await startFakeServer((request) => {
    const q = request.query;
    if (request.path === "/connect/qrconnect") {
      if (q.get("appid") !== app.appId || q.get("response_type") !== "code" || q.get("scope") !== "snsapi_login" || !q.get("redirect_uri"))
        return { status: 200, text: "参数错误" };
      return { status: 200, contentType: "text/html", text: "<html><body>请使用微信扫描二维码登录</body></html>" };
    }
    if (request.path === "/sns/oauth2/access_token") {
      if (q.get("appid") !== app.appId) return error(40013, "invalid appid");
      if (q.get("secret") !== app.appSecret) return error(40125, "invalid appsecret");
      if (q.get("grant_type") !== "authorization_code") return error(40002, "invalid grant_type");
      const failure = failNextExchange.shift();
      if (failure) return error(failure.errcode, failure.errmsg);
      const entry = codes.get(q.get("code") ?? "");
      if (!entry) return error(40029, "invalid code");
      if (entry.used) return error(40163, "code been used");
      entry.used = true;
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, entry.user);
      return {
        status: 200,
        json: {
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: randomBytes(16).toString("hex"),
          openid: entry.user.openid,
          scope: "snsapi_login",
          ...(entry.user.unionid ? { unionid: entry.user.unionid } : {}),
        },
      };
    }
    if (request.path === "/sns/userinfo") {
      const user = tokens.get(q.get("access_token") ?? "");
      if (!user) return error(40001, "invalid credential, access_token is invalid or not latest");
      if (q.get("openid") !== user.openid) return error(40003, "invalid openid");
      return {
        status: 200,
        json: {
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: "",
          city: "",
          country: "CN",
          headimgurl: "",
          privilege: [],
          ...(user.unionid ? { unionid: user.unionid } : {}),
        },
      };
    }
    return { status: 404, text: "not found" };
  });
  return Object.assign(server, {
    failNextExchange,
    scan(user: WechatUser) {
      const code = randomBytes(16).toString("hex");
      codes.set(code, { user, used: false });
      return code;
    },
  });
}
