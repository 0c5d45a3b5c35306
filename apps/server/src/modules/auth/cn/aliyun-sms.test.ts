import { randomInt } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../config";
import { createTestApp, type TestContext } from "../../../../test/helper";
import { startAliyunSmsFake, type AliyunSmsFake } from "../../../../test/fakes/aliyun-sms-fake";
import { aliyunPercentEncode } from "./aliyun-sms.sender";

const account = { accessKeyId: "LTAI-test-key-id", accessKeySecret: "test/secret+with=odd*chars~", signName: "标志工作室", templateCode: "SMS_0000001" };
const uniqueMobile = () => `13${randomInt(5, 10)}${String(randomInt(0, 1e8)).padStart(8, "0")}`;
const randomIp = () => `10.11.${randomInt(0, 255)}.${randomInt(1, 254)}`;

type Answer = { status: number; body: { code: number; error?: string; msg: string; data: Record<string, unknown> | null } };
const post = async (ctx: TestContext, url: string, payload: object): Promise<Answer> => {
  const response = await ctx.app.inject({ method: "POST", url, payload, remoteAddress: randomIp() });
  return { status: response.statusCode, body: response.json() };
};

describe("Aliyun SMS gateway (against a local fake that checks the signature)", () => {
  let fake: AliyunSmsFake;
  let ctx: TestContext;
  let wrongSecret: TestContext;
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  beforeAll(async () => {
    fake = await startAliyunSmsFake(account);
    const aliyunSms = { ...account, baseUrl: fake.url, timeoutMs: 5_000 };
    ctx = await createTestApp({ captcha: "off", siteVariant: "cn", env: "production", cn: { smsProvider: "aliyun", aliyunSms, wechat: undefined } });
    wrongSecret = await createTestApp({
      captcha: "off",
      siteVariant: "cn",
      env: "production",
      cn: { smsProvider: "aliyun", aliyunSms: { ...aliyunSms, accessKeySecret: "not-the-secret" }, wechat: undefined },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await wrongSecret.close();
    await fake.close();
    errors.mockRestore();
  });
  afterEach(() => errors.mockClear());

  it("sends the code in the approved template, correctly signed, and signs in with it", async () => {
    const mobile = uniqueMobile();
    const sent = await post(ctx, "/api/sms/send", { mobile });
    expect(sent).toMatchObject({ status: 200, body: { data: { sent: true } } });
    const message = fake.sent.find((m) => m.phone === mobile);
    expect(message).toMatchObject({ signName: account.signName, templateCode: account.templateCode });
    const code = message?.templateParam.code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const request = fake.requests.at(-1);
    expect(request?.query.get("Timestamp")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The secret never travels, only the signature made with it.
    expect(JSON.stringify([...(request?.query.entries() ?? [])])).not.toContain(account.accessKeySecret);
    const login = await post(ctx, "/api/sms/login", { mobile, code });
    expect(login.status).toBe(200);
    expect(login.body.data?.user).toMatchObject({ mobile });
  });

  it("turns a refused signature into our message; Aliyun's words only reach the log", async () => {
    const answer = await post(wrongSecret, "/api/sms/send", { mobile: uniqueMobile() });
    expect(answer).toMatchObject({ status: 502, body: { error: "SMS_FAILED", msg: "The SMS could not be sent, please try again later." } });
    expect(JSON.stringify(answer.body)).not.toContain("Specified signature");
    expect(errors).toHaveBeenCalledWith("SMS gateway refused the message", expect.objectContaining({ provider: "aliyun", code: "SignatureDoesNotMatch" }));
    expect(JSON.stringify(errors.mock.calls)).not.toContain("not-the-secret");
  });

  it("maps the vendor's quota and number codes to ours", async () => {
    fake.failNext.push({ status: 200, code: "isv.BUSINESS_LIMIT_CONTROL", message: "触发小时级流控Permits:5" });
    expect(await post(ctx, "/api/sms/send", { mobile: uniqueMobile() })).toMatchObject({ status: 429, body: { error: "RATE_LIMITED" } });
    fake.failNext.push({ status: 200, code: "isv.AMOUNT_NOT_ENOUGH", message: "账户余额不足" });
    const broke = await post(ctx, "/api/sms/send", { mobile: uniqueMobile() });
    expect(broke).toMatchObject({ status: 502, body: { error: "SMS_FAILED" } });
    expect(JSON.stringify(broke.body)).not.toContain("余额");
    expect(errors).toHaveBeenCalledWith("SMS gateway refused the message", expect.objectContaining({ code: "isv.AMOUNT_NOT_ENOUGH", message: "账户余额不足" }));
  });

  it("says the gateway is unreachable with our message", async () => {
    const closed = await startAliyunSmsFake(account);
    await closed.close();
    const offline = await createTestApp({
      captcha: "off",
      siteVariant: "cn",
      env: "production",
      cn: { smsProvider: "aliyun", aliyunSms: { ...account, baseUrl: closed.url, timeoutMs: 2_000 }, wechat: undefined },
    });
    try {
      expect(await post(offline, "/api/sms/send", { mobile: uniqueMobile() })).toMatchObject({ status: 502, body: { error: "SMS_FAILED" } });
      expect(errors).toHaveBeenCalledWith("SMS gateway unreachable", expect.objectContaining({ provider: "aliyun" }));
    } finally {
      await offline.close();
    }
  });

  it("encodes as Aliyun documents: space %20, * %2A, ~ kept, UTF-8 bytes", () => {
    expect(aliyunPercentEncode("a b*c~d/e!'()")).toBe("a%20b%2Ac~d%2Fe%21%27%28%29");
    expect(aliyunPercentEncode("标")).toBe("%E6%A0%87");
  });
});

describe("SMS in production without a gateway", () => {
  it("is refused with a clear error instead of answering sent", async () => {
    const ctx = await createTestApp({ captcha: "off", siteVariant: "cn", env: "production" });
    try {
      const answer = await post(ctx, "/api/sms/send", { mobile: uniqueMobile() });
      expect(answer).toMatchObject({ status: 503, body: { error: "SMS_UNAVAILABLE", msg: "Sign-in by SMS is not available on this site." } });
      expect(answer.body.data).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it("keeps the outbox when the operator chose it (SMS_PROVIDER=outbox, a test site)", async () => {
    const ctx = await createTestApp({
      captcha: "off",
      siteVariant: "cn",
      env: "production",
      cn: { smsProvider: "outbox", aliyunSms: undefined, wechat: undefined },
    });
    try {
      expect((await post(ctx, "/api/sms/send", { mobile: uniqueMobile() })).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("stops the start of a production cn site without SMS_PROVIDER, and of an incomplete Aliyun setup", () => {
    const production = {
      NODE_ENV: "production",
      SITE_VARIANT: "cn",
      PUBLIC_URL: "https://logo.example.cn",
      SMTP_URL: "smtp://mail.example.cn",
      CAPTCHA_SECRET: "x".repeat(40),
      URL_SIGNING_SECRET: "y".repeat(40),
    };
    expect(() => loadConfig(production)).toThrow(
      "SMS_PROVIDER must be set when SITE_VARIANT is cn in production: aliyun (with the ALIYUN_SMS_ variables), or outbox on a test site",
    );
    expect(() => loadConfig({ ...production, SMS_PROVIDER: "aliyun", ALIYUN_SMS_ACCESS_KEY_ID: "id" })).toThrow(
      "ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE must be set when SMS_PROVIDER is 'aliyun'",
    );
    expect(() => loadConfig({ ...production, SMS_PROVIDER: "carrier-pigeon" })).toThrow("SMS_PROVIDER must be outbox or aliyun, got 'carrier-pigeon'");
    expect(loadConfig({ ...production, SMS_PROVIDER: "outbox" }).cn?.smsProvider).toBe("outbox");
    const aliyun = loadConfig({
      ...production,
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "id",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
      ALIYUN_SMS_SIGN_NAME: "签名",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
    });
    expect(aliyun.cn?.aliyunSms).toMatchObject({ accessKeyId: "id", signName: "签名", templateCode: "SMS_1", baseUrl: "https://dysmsapi.aliyuncs.com" });
    // An en site and development need nothing: the outbox.
    expect(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://logo.example.com",
        SMTP_URL: "smtp://mail.example.com",
        CAPTCHA_SECRET: "x".repeat(40),
        URL_SIGNING_SECRET: "y".repeat(40),
      }).cn?.smsProvider,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "development", SITE_VARIANT: "cn" }).cn?.smsProvider).toBeUndefined();
  });
});
