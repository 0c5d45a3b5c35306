import { createHmac } from "node:crypto";
import { startFakeServer, type FakeServer } from "./fake-http";

/**
 * A local Aliyun SMS endpoint (dysmsapi 2017-05-25, RPC style): it checks the request the way the
 * vendor documents it, including the signature, which it recomputes here from the received
 * parameters and the account's secret with its own encoder (not the adapter's code), and answers
 * in the vendor's JSON shape: {Code: "OK", Message, RequestId, BizId} or an error Code.
 */
export type AliyunSmsFake = FakeServer & {
  /** Messages accepted: phone number, sign name, template and its parameters. */
  sent: { phone: string; signName: string; templateCode: string; templateParam: Record<string, string> }[];
  /** The next answers to give instead of OK (e.g. a quota Code), first in first out. */
  failNext: { status: number; code: string; message: string }[];
  /** How long the gateway takes to answer (a slow request in flight during a shutdown). */
  delayMs: number;
};

/** RFC 3986 byte by byte: unreserved characters stay, everything else is %XX upper case. */
function encode(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export async function startAliyunSmsFake(account: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}): Promise<AliyunSmsFake> {
  const sent: AliyunSmsFake["sent"] = [];
  const failNext: AliyunSmsFake["failNext"] = [];
  const nonces = new Set<string>();
  const answer = (status: number, code: string, message: string) => ({ status, json: { Code: code, Message: message, RequestId: `fake-${Date.now()}` } });
  const state = { delayMs: 0 };
  const server = await startFakeServer(async (request) => {
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    const q = request.query;
    if (request.method !== "GET" || request.path !== "/") return answer(404, "InvalidAction.NotFound", "Specified api is not found");
    for (const name of [
      "AccessKeyId",
      "Action",
      "Format",
      "RegionId",
      "SignatureMethod",
      "SignatureNonce",
      "SignatureVersion",
      "Timestamp",
      "Version",
      "Signature",
      "PhoneNumbers",
      "SignName",
      "TemplateCode",
    ]) {
      if (!q.get(name)) return answer(400, "MissingParameter", `${name} is mandatory for this action.`);
    }
    if (q.get("Action") !== "SendSms" || q.get("Version") !== "2017-05-25") return answer(400, "InvalidAction.NotFound", "Specified api is not found");
    if (q.get("SignatureMethod") !== "HMAC-SHA1" || q.get("SignatureVersion") !== "1.0")
      return answer(400, "InvalidSignatureMethod", "Specified signature method is not supported.");
    if (q.get("AccessKeyId") !== account.accessKeyId) return answer(404, "InvalidAccessKeyId.NotFound", "Specified access key is not found.");
    const timestamp = q.get("Timestamp") ?? "";
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp) || Math.abs(Date.parse(timestamp) - Date.now()) > 15 * 60_000)
      return answer(400, "InvalidTimeStamp.Expired", "Specified time stamp or date value is expired.");
    const nonce = q.get("SignatureNonce") ?? "";
    if (nonces.has(nonce)) return answer(400, "SignatureNonceUsed", "Specified signature nonce was used already.");
    nonces.add(nonce);
    const params = [...q.entries()].filter(([key]) => key !== "Signature").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const canonical = params.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&");
    const expected = createHmac("sha1", `${account.accessKeySecret}&`)
      .update(`GET&${encode("/")}&${encode(canonical)}`)
      .digest("base64");
    if (q.get("Signature") !== expected)
      return answer(
        400,
        "SignatureDoesNotMatch",
        `Specified signature is not matched with our calculation. server string to sign is:GET&%2F&${encode(canonical)}`,
      );
    const failure = failNext.shift();
    if (failure) return answer(failure.status, failure.code, failure.message);
    if (q.get("SignName") !== account.signName) return answer(200, "isv.SMS_SIGNATURE_ILLEGAL", "该账号下找不到对应签名");
    if (q.get("TemplateCode") !== account.templateCode) return answer(200, "isv.SMS_TEMPLATE_ILLEGAL", "该账号下找不到对应模板");
    const phone = q.get("PhoneNumbers") ?? "";
    if (!/^1\d{10}$/.test(phone)) return answer(200, "isv.MOBILE_NUMBER_ILLEGAL", "非法手机号");
    let templateParam: Record<string, string>;
    try {
      templateParam = JSON.parse(q.get("TemplateParam") ?? "{}") as Record<string, string>;
    } catch {
      return answer(200, "isv.INVALID_JSON_PARAM", "JSON参数不合法，只接受字符串值");
    }
    sent.push({ phone, signName: account.signName, templateCode: account.templateCode, templateParam });
    return { status: 200, json: { Code: "OK", Message: "OK", RequestId: `fake-${sent.length}`, BizId: `biz-${sent.length}` } };
  });
  return Object.assign(
    server,
    { sent, failNext },
    {
      get delayMs() {
        return state.delayMs;
      },
      set delayMs(ms: number) {
        state.delayMs = ms;
      },
    },
  );
}
