import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger } from "../../../db/schema";
import { createTestApp, type TestContext } from "../../../../test/helper";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response JSON freely
type Json = { code: number; data: any; msg: string; error?: string };

let clock = new Date("2026-04-01T08:00:00Z");

describe("Chinese variant sign-in: sandbox QR and SMS code", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", siteVariant: "cn" }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    // Spread over addresses to stay under the per-address limits; the sandbox confirm and the
    // outbox answer only a person on this machine, so they are asked from loopback.
    const local = url === "/api/wechat/sandbox/confirm" || url.startsWith("/api/dev/outbox");
    const remoteAddress = local ? "127.0.0.1" : `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const response = await ctx.app.inject({ method, url, payload, remoteAddress });
    return { status: response.statusCode, body: response.json() as Json, cookies: response.cookies };
  };

  it("gives a QR of an app URL; a scan in another tab confirms it; the poll gets token and user once", async () => {
    const qr = (await call("GET", "/api/wechat/getQRCode")).body.data;
    expect(qr.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(qr.url).toMatch(new RegExp(`/wechat/scan\\?uuid=${qr.uuid}$`));
    expect((await call("GET", `/api/wechat/isSubscribed?uuid=${qr.uuid}`)).body.data).toEqual({ status: "waiting" });

    expect((await call("POST", "/api/wechat/sandbox/confirm", { uuid: qr.uuid, openid: "sandbox-user-0001", name: "小明" })).status).toBe(200);
    const done = await call("GET", `/api/wechat/isSubscribed?uuid=${qr.uuid}`);
    expect(done.body.data.status).toBe("confirmed");
    expect(done.body.data.user.name).toBe("小明");
    expect(done.body.data.token).toBeTruthy();
    expect(done.body.data.logo).toBeNull();
    expect(done.cookies.find((c) => c.name === "sid")?.value).toBe(done.body.data.token);
    expect((await call("GET", `/api/wechat/isSubscribed?uuid=${qr.uuid}`)).body.error).toBe("SIGN_IN_FAILED");

    // The same messaging-app user scanning again is the same account.
    const second = (await call("GET", "/api/wechat/getQRCode")).body.data;
    await call("POST", "/api/wechat/sandbox/confirm", { uuid: second.uuid, openid: "sandbox-user-0001" });
    expect((await call("GET", `/api/wechat/isSubscribed?uuid=${second.uuid}`)).body.data.user.id).toBe(done.body.data.user.id);
  });

  it("expires a QR after 900 s ('二维码已过期')", async () => {
    const qr = (await call("GET", "/api/wechat/getQRCode")).body.data;
    clock = new Date(clock.getTime() + 900_000);
    const expired = await call("GET", `/api/wechat/isSubscribed?uuid=${qr.uuid}`);
    expect(expired.body.data).toEqual({ status: "expired" });
    expect(expired.body.msg).toBe("二维码已过期");
    expect((await call("POST", "/api/wechat/sandbox/confirm", { uuid: qr.uuid, openid: "sandbox-user-0002" })).status).toBe(400);
  });

  it("checks the mobile number and signs in with the SMS code from the outbox", async () => {
    expect((await call("POST", "/api/sms/send", { mobile: "" })).body.msg).toBe("请输入您的手机号码");
    expect((await call("POST", "/api/sms/send", { mobile: "12345678901" })).body.msg).toBe("请输入正确的手机号码");
    const mobile = `139${String(Date.now()).slice(-8)}`;
    expect((await call("POST", "/api/sms/send", { mobile })).status).toBe(200);
    expect((await call("POST", "/api/sms/send", { mobile })).status).toBe(429);
    const outbox = (await call("GET", `/api/dev/outbox?to=${mobile}`)).body.data;
    expect(outbox[0].channel).toBe("sms");
    const code = /(\d{6})/.exec(outbox[0].text)?.[1] ?? "";
    expect((await call("POST", "/api/sms/login", { mobile, code: "12" })).body.msg).toBe("请输入正确的验证码");
    const login = await call("POST", "/api/sms/login", { mobile, code });
    expect(login.status).toBe(200);
    expect(login.body.data.user.mobile).toBe(mobile);
  });

  const ledger = (userId: number) => ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const smsSignIn = async (mobile: string) => {
    expect((await call("POST", "/api/sms/send", { mobile })).status).toBe(200);
    const outbox = (await call("GET", `/api/dev/outbox?to=${mobile}`)).body.data;
    const code = /(\d{6})/.exec(outbox[0].text)?.[1] ?? "";
    clock = new Date(clock.getTime() + 61_000);
    return call("POST", "/api/sms/login", { mobile, code });
  };
  const qrSignIn = async (openid: string) => {
    const qr = (await call("GET", "/api/wechat/getQRCode")).body.data;
    expect((await call("POST", "/api/wechat/sandbox/confirm", { uuid: qr.uuid, openid })).status).toBe(200);
    return call("GET", `/api/wechat/isSubscribed?uuid=${qr.uuid}`);
  };
  // What GET /api/user carries for a new account: the registration grant, today's free AI credits, download quotas.
  const creditFields = { ai_credits: 24, freeCredits: 8, download_limit: 3, download_used: 0, download_left: 3, download_unlimited: false };

  it("answers the SMS sign-in with the full user (credit fields) and grants a new account once", async () => {
    const mobile = `137${String(Date.now()).slice(-8)}`;
    const first = await smsSignIn(mobile);
    expect(first.body.data.user).toMatchObject({ mobile, ...creditFields });
    expect(await ledger(first.body.data.user.id)).toMatchObject([{ kind: 4, amount: 24, reason: "grant.register" }]);
    const again = await smsSignIn(mobile);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(await ledger(first.body.data.user.id)).toHaveLength(1);
  });

  it("answers the QR sign-in with the full user (credit fields) and grants a new account once, even when first scans race", async () => {
    const openid = `race-${Date.now()}`;
    const [a, b] = await Promise.all([(await call("GET", "/api/wechat/getQRCode")).body.data, (await call("GET", "/api/wechat/getQRCode")).body.data]);
    const confirms = await Promise.all([a, b].map((qr) => call("POST", "/api/wechat/sandbox/confirm", { uuid: qr.uuid, openid })));
    expect(confirms.map((c) => c.status)).toEqual([200, 200]);
    const polls = [await call("GET", `/api/wechat/isSubscribed?uuid=${a.uuid}`), await call("GET", `/api/wechat/isSubscribed?uuid=${b.uuid}`)];
    expect(polls[0]?.body.data.user.id).toBe(polls[1]?.body.data.user.id);
    expect(polls[0]?.body.data.user).toMatchObject(creditFields);
    const again = await qrSignIn(openid);
    expect(again.body.data.user.id).toBe(polls[0]?.body.data.user.id);
    expect(await ledger(again.body.data.user.id)).toMatchObject([{ kind: 4, amount: 24 }]);
  });

  it("is absent from the English variant", async () => {
    const en = await createTestApp({ captcha: "off" });
    expect((await en.app.inject({ method: "GET", url: "/api/wechat/getQRCode" })).statusCode).toBe(404);
    await en.close();
  });
});
