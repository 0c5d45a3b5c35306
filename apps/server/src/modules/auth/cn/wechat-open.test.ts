import { randomBytes, randomInt } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../config";
import { createTestApp, type TestContext } from "../../../../test/helper";
import { startWechatOpenFake, type WechatOpenFake } from "../../../../test/fakes/wechat-open-fake";

const wechatApp = { appId: "wx0123456789abcdef", appSecret: "wechat-app-secret-0123456789" };
const randomIp = () => `10.12.${randomInt(0, 255)}.${randomInt(1, 254)}`;

type Json = { code: number; error?: string; msg: string; data: Record<string, unknown> | null };

describe("WeChat website QR connect (against a local fake of the Open Platform)", () => {
  let fake: WechatOpenFake;
  let ctx: TestContext;
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  beforeAll(async () => {
    fake = await startWechatOpenFake(wechatApp);
    const wechat = { ...wechatApp, openBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 5_000 };
    ctx = await createTestApp({
      captcha: "off",
      siteVariant: "cn",
      env: "production",
      publicUrl: "https://logo.example.cn",
      cn: { smsProvider: "outbox", aliyunSms: undefined, wechat },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
    errors.mockRestore();
  });
  afterEach(() => errors.mockClear());

  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: "GET", url, remoteAddress: randomIp() });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.headers["content-type"]?.toString().includes("json") ? response.json<Json>() : undefined,
    };
  };
  /** A QR from getQRCode, and the state WeChat will hand back in its callback. */
  const newQr = async () => {
    const qr = (await get("/api/wechat/getQRCode")).body?.data as { uuid: string; url: string; qrcode: string };
    const url = new URL(qr.url);
    return { ...qr, state: url.searchParams.get("state") ?? "", connect: url };
  };
  const callback = (code: string, state: string) => get(`/api/wechat/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
  const poll = async (uuid: string) => (await get(`/api/wechat/isSubscribed?uuid=${uuid}`)).body;

  it("gives WeChat's QR connect URL; the callback's code signs the polling browser in as that WeChat user", async () => {
    const qr = await newQr();
    expect(`${qr.connect.origin}${qr.connect.pathname}`).toBe(`${fake.url}/connect/qrconnect`);
    expect(Object.fromEntries(qr.connect.searchParams)).toMatchObject({
      appid: wechatApp.appId,
      redirect_uri: "https://logo.example.cn/api/wechat/callback",
      response_type: "code",
      scope: "snsapi_login",
    });
    expect(qr.connect.hash).toBe("#wechat_redirect");
    expect(qr.qrcode).toMatch(/^data:image\/png;base64,/);
    // The state binds the callback to this QR without carrying the uuid the poll is keyed by.
    expect(qr.state).not.toContain(qr.uuid);
    expect((await fetch(qr.connect)).status).toBe(200);
    expect(await poll(qr.uuid)).toMatchObject({ data: { status: "waiting" } });

    const unionid = `union-${randomBytes(6).toString("hex")}`;
    const code = fake.scan({ openid: `openid-${randomBytes(6).toString("hex")}`, unionid, nickname: "小红" });
    const back = await callback(code, qr.state);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe("/");
    const done = await poll(qr.uuid);
    expect(done).toMatchObject({ data: { status: "confirmed", user: { name: "小红" } } });
    expect(done?.data?.token).toBeTruthy();
    expect(fake.requests.find((r) => r.path === "/sns/oauth2/access_token")?.query.get("secret")).toBe(wechatApp.appSecret);

    // The same WeChat person (same unionid) scanning again is the same account.
    const again = await newQr();
    expect((await callback(fake.scan({ openid: "another-openid-of-same-person", unionid, nickname: "小红" }), again.state)).status).toBe(302);
    const second = await poll(again.uuid);
    expect((second?.data?.user as { id: number }).id).toBe((done?.data?.user as { id: number }).id);
  });

  it("refuses a state it did not make, or one altered, without asking WeChat", async () => {
    const qr = await newQr();
    const before = fake.requests.length;
    const code = fake.scan({ openid: "openid-forged-state", nickname: "x" });
    expect((await callback(code, "not-a-state")).body).toMatchObject({ error: "SIGN_IN_FAILED" });
    const altered = `${qr.state.slice(0, -2)}${qr.state.endsWith("AA") ? "BB" : "AA"}`;
    expect((await callback(code, altered)).body).toMatchObject({ error: "SIGN_IN_FAILED" });
    expect(fake.requests.length).toBe(before);
    expect(await poll(qr.uuid)).toMatchObject({ data: { status: "waiting" } });
  });

  it("refuses a code used twice (WeChat's errcode 40163) with our message, and a QR confirmed twice", async () => {
    const first = await newQr();
    const code = fake.scan({ openid: `openid-${randomBytes(6).toString("hex")}`, nickname: "甲" });
    expect((await callback(code, first.state)).status).toBe(302);
    const second = await newQr();
    const reused = await callback(code, second.state);
    expect(reused).toMatchObject({ status: 502, body: { error: "WECHAT_FAILED", msg: "WeChat sign-in failed, please scan the code again." } });
    expect(JSON.stringify(reused.body)).not.toContain("code been used");
    expect(errors).toHaveBeenCalledWith("WeChat API refused", expect.objectContaining({ errcode: 40163, errmsg: "code been used" }));
    expect(await poll(second.uuid)).toMatchObject({ data: { status: "waiting" } });
    // A fresh code replaying the first QR's state: that QR is already confirmed.
    expect((await callback(fake.scan({ openid: "openid-replay", nickname: "乙" }), first.state)).body).toMatchObject({ error: "SIGN_IN_FAILED" });
  });

  it("turns WeChat's errcode answers into our error; the secret and WeChat's words stay out of the answer", async () => {
    const qr = await newQr();
    fake.failNextExchange.push({ errcode: 45011, errmsg: "api minute-quota reach limit mustslower retry next minute" });
    const answer = await callback(fake.scan({ openid: "openid-quota", nickname: "丙" }), qr.state);
    expect(answer).toMatchObject({ status: 502, body: { error: "WECHAT_FAILED" } });
    expect(JSON.stringify(answer.body)).not.toMatch(/quota|45011/);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(wechatApp.appSecret);
    // An unknown code (40029) is refused the same way.
    expect((await callback("unknown-code", qr.state)).body).toMatchObject({ error: "WECHAT_FAILED" });
  });

  it("has no sandbox confirm once the real provider is configured", async () => {
    const qr = await newQr();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/wechat/sandbox/confirm",
      payload: { uuid: qr.uuid, openid: "sandbox-admin-0001" },
      remoteAddress: "127.0.0.1",
    });
    expect(response.statusCode).toBe(404);
  });

  it("reads WECHAT_APP_ID and WECHAT_APP_SECRET together", () => {
    expect(() => loadConfig({ NODE_ENV: "test", WECHAT_APP_ID: "wx1" })).toThrow("WECHAT_APP_ID and WECHAT_APP_SECRET must be set together");
    expect(loadConfig({ NODE_ENV: "test", WECHAT_APP_ID: "wx1", WECHAT_APP_SECRET: "s" }).cn?.wechat).toEqual({
      appId: "wx1",
      appSecret: "s",
      openBaseUrl: "https://open.weixin.qq.com",
      apiBaseUrl: "https://api.weixin.qq.com",
      timeoutMs: 10_000,
    });
    expect(loadConfig({ NODE_ENV: "test" }).cn?.wechat).toBeUndefined();
  });
});
