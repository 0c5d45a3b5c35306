import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../../config";
import { AppError } from "../../../errors";
import { createTestApp, type TestContext } from "../../../../test/helper";
import { callLimits } from "../call-limits";
import type { QrProvider } from "./qr-provider";
import type { SmsSender } from "./sms-sender";

type Answer = { status: number; error: string | undefined; msg: string; retryAfter: number | undefined; data: Record<string, unknown> | null };

let clock = new Date("2026-06-01T08:00:00Z");
const randomIp = () => `10.9.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const uniqueMobile = () => `13${randomInt(5, 10)}${String(randomInt(0, 1e8)).padStart(8, "0")}`;

async function call(ctx: TestContext, method: "GET" | "POST", url: string, payload?: object, ip = randomIp()): Promise<Answer> {
  const response = await ctx.app.inject({ method, url, payload, remoteAddress: ip });
  const body = response.json<{ error?: string; msg: string; retryAfter?: number; data: Record<string, unknown> | null }>();
  return { status: response.statusCode, error: body.error, msg: body.msg, retryAfter: body.retryAfter, data: body.data };
}

describe("cn sandbox QR confirm outside production", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", siteVariant: "cn" });
  });
  afterAll(() => ctx.close());

  const confirm = async (openid: string, options: { ip: string; headers?: Record<string, string> }) => {
    const qr = await call(ctx, "GET", "/api/wechat/getQRCode");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/wechat/sandbox/confirm",
      payload: { uuid: qr.data?.uuid, openid },
      remoteAddress: options.ip,
      headers: options.headers ?? {},
    });
    const poll = await call(ctx, "GET", `/api/wechat/isSubscribed?uuid=${String(qr.data?.uuid)}`);
    return { status: response.statusCode, msg: response.json<{ msg: string }>().msg, poll: poll.data };
  };

  it("is refused (403) to a client that is not on this machine: nobody on the network signs in as anyone", async () => {
    const refused = await confirm("sandbox-admin-0001", { ip: "203.0.113.7" });
    expect(refused).toMatchObject({ status: 403, poll: { status: "waiting" } });
    expect(refused.msg).toBe("The sandbox QR sign-in answers only on this machine: open the site there, or set CN_SANDBOX=on on a test site.");
    // Loopback behind a proxy on this machine is still somebody else.
    const proxied: Record<string, string>[] = [{ "x-forwarded-for": "203.0.113.7" }, { forwarded: "for=203.0.113.7" }, { "x-real-ip": "203.0.113.7" }];
    for (const headers of proxied) {
      expect((await confirm("sandbox-admin-0001", { ip: "127.0.0.1", headers })).status).toBe(403);
    }
  });

  it("works for a person on this machine", async () => {
    expect(await confirm("sandbox-local-0001", { ip: "127.0.0.1" })).toMatchObject({ status: 200, poll: { status: "confirmed" } });
    expect(await confirm("sandbox-local-0002", { ip: "::1" })).toMatchObject({ status: 200, poll: { status: "confirmed" } });
  });

  it("works from anywhere with CN_SANDBOX=on (a test site)", async () => {
    const open = await createTestApp({ captcha: "off", siteVariant: "cn", cnSandbox: true });
    try {
      const qr = await call(open, "GET", "/api/wechat/getQRCode", undefined, "203.0.113.8");
      expect((await call(open, "POST", "/api/wechat/sandbox/confirm", { uuid: qr.data?.uuid, openid: "sandbox-staging-02" }, "203.0.113.8")).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe("cn sandbox QR confirm in production", () => {
  it("is refused (403, clear message) unless CN_SANDBOX=on", async () => {
    const ctx = await createTestApp({ captcha: "off", siteVariant: "cn", env: "production" });
    try {
      const qr = await call(ctx, "GET", "/api/wechat/getQRCode");
      const refused = await call(ctx, "POST", "/api/wechat/sandbox/confirm", { uuid: qr.data?.uuid, openid: "sandbox-admin-0001" });
      expect(refused).toMatchObject({ status: 403, error: "FORBIDDEN" });
      expect(refused.msg).toBe("The sandbox QR sign-in is off in production: configure a messaging-app provider, or set CN_SANDBOX=on on a test site.");
      expect((await call(ctx, "GET", `/api/wechat/isSubscribed?uuid=${String(qr.data?.uuid)}`)).data).toEqual({ status: "waiting" });
    } finally {
      await ctx.close();
    }
  });

  it("works in production with CN_SANDBOX=on (a staging site)", async () => {
    const ctx = await createTestApp({ captcha: "off", siteVariant: "cn", env: "production", cnSandbox: true });
    try {
      const qr = await call(ctx, "GET", "/api/wechat/getQRCode");
      expect((await call(ctx, "POST", "/api/wechat/sandbox/confirm", { uuid: qr.data?.uuid, openid: "sandbox-staging-01" })).status).toBe(200);
      expect((await call(ctx, "GET", `/api/wechat/isSubscribed?uuid=${String(qr.data?.uuid)}`)).data).toMatchObject({ status: "confirmed" });
    } finally {
      await ctx.close();
    }
  });

  it("reads CN_SANDBOX as on or off", () => {
    expect(loadConfig({ NODE_ENV: "test" }).cnSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", CN_SANDBOX: "on" }).cnSandbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "test", CN_SANDBOX: "yes" })).toThrow("CN_SANDBOX must be on or off, got 'yes'");
  });
});

describe("cn providers are pluggable (SmsSender, QrProvider)", () => {
  const sent: { mobile: string; text: string }[] = [];
  const sms: SmsSender = {
    name: "test-gateway",
    async send(mobile, text) {
      sent.push({ mobile, text });
    },
  };
  // A vendor-like provider: its own QR, notice path and body, and a signature it checks.
  const vendor: QrProvider<{ scene: string; user: string; signature: string }> = {
    name: "test-vendor",
    sandbox: false,
    confirmPath: "/api/wechat/test-vendor/notice",
    confirmBody: z.object({ scene: z.string(), user: z.string(), signature: z.string() }),
    async create({ uuid }) {
      return { qrcode: "data:image/png;base64,AAAA", url: `https://vendor.example/qr?scene=${uuid}` };
    },
    async confirmScan(notice) {
      if (notice.signature !== `signed:${notice.scene}`) throw new AppError("FORBIDDEN", "Bad signature.");
      return { uuid: notice.scene, openid: `test-vendor:${notice.user}`, name: "Vendor user" };
    },
  };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", siteVariant: "cn", env: "production" }, { now: () => clock, smsSender: sms, qrProvider: vendor });
  });
  afterAll(() => ctx.close());

  it("sends the SMS code through the configured sender and signs in with it", async () => {
    const mobile = uniqueMobile();
    expect((await call(ctx, "POST", "/api/sms/send", { mobile })).status).toBe(200);
    const message = sent.find((m) => m.mobile === mobile);
    const code = /(\d{6})/.exec(message?.text ?? "")?.[1] ?? "";
    const login = await call(ctx, "POST", "/api/sms/login", { mobile, code });
    expect(login.status).toBe(200);
    expect(login.data?.user).toMatchObject({ mobile });
  });

  it("uses the configured QR provider, its notice path and its check; no sandbox route exists", async () => {
    const qr = await call(ctx, "GET", "/api/wechat/getQRCode");
    expect(qr.data?.url).toBe(`https://vendor.example/qr?scene=${String(qr.data?.uuid)}`);
    const scene = String(qr.data?.uuid);
    expect((await call(ctx, "POST", "/api/wechat/test-vendor/notice", { scene, user: "u1", signature: "forged" })).status).toBe(403);
    expect((await call(ctx, "POST", "/api/wechat/test-vendor/notice", { scene, user: "u1", signature: `signed:${scene}` })).status).toBe(200);
    expect((await call(ctx, "GET", `/api/wechat/isSubscribed?uuid=${scene}`)).data).toMatchObject({ status: "confirmed", user: { name: "Vendor user" } });
    expect((await call(ctx, "POST", "/api/wechat/sandbox/confirm", { uuid: scene, openid: "sandbox-admin-0001" })).status).toBe(404);
  });
});

describe("cn sign-in call limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", siteVariant: "cn" }, { now: () => clock });
  });
  afterAll(() => ctx.close());
  const advance15 = () => {
    clock = new Date(clock.getTime() + 15 * 60_000);
  };

  it("limits SMS sign-in attempts per mobile (10 in 15 min), whatever the client address", async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < callLimits.smsLogin.perSubject; i += 1)
      expect((await call(ctx, "POST", "/api/sms/login", { mobile, code: "123456" })).error).toBe("SIGN_IN_FAILED");
    const limited = await call(ctx, "POST", "/api/sms/login", { mobile, code: "123456" });
    expect(limited).toMatchObject({
      status: 429,
      error: "RATE_LIMITED",
      msg: "Too many sign-in attempts for this mobile number. Please try again in 15 minutes.",
      retryAfter: 900,
    });
    advance15();
    expect((await call(ctx, "POST", "/api/sms/login", { mobile, code: "123456" })).error).toBe("SIGN_IN_FAILED");
  });

  it("limits SMS sign-in attempts per client address (30 in 15 min) across mobiles", async () => {
    const ip = randomIp();
    for (let i = 0; i < callLimits.smsLogin.perIp; i += 1)
      expect((await call(ctx, "POST", "/api/sms/login", { mobile: uniqueMobile(), code: "123456" }, ip)).error).toBe("SIGN_IN_FAILED");
    const limited = await call(ctx, "POST", "/api/sms/login", { mobile: uniqueMobile(), code: "123456" }, ip);
    expect(limited).toMatchObject({
      status: 429,
      error: "RATE_LIMITED",
      msg: "Too many sign-in attempts from your network. Please try again in 15 minutes.",
      retryAfter: 900,
    });
    advance15();
    expect((await call(ctx, "POST", "/api/sms/login", { mobile: uniqueMobile(), code: "123456" }, ip)).error).toBe("SIGN_IN_FAILED");
  });

  it("limits sign-in QR codes per client address (30 in 15 min)", async () => {
    const ip = randomIp();
    for (let i = 0; i < callLimits.qrCode.perIp; i += 1) expect((await call(ctx, "GET", "/api/wechat/getQRCode", undefined, ip)).status).toBe(200);
    const limited = await call(ctx, "GET", "/api/wechat/getQRCode", undefined, ip);
    expect(limited).toMatchObject({
      status: 429,
      error: "RATE_LIMITED",
      msg: "Too many sign-in QR codes were requested from your network. Please try again in 15 minutes.",
      retryAfter: 900,
    });
    expect((await call(ctx, "GET", "/api/wechat/getQRCode", undefined, randomIp())).status).toBe(200);
    advance15();
    expect((await call(ctx, "GET", "/api/wechat/getQRCode", undefined, ip)).status).toBe(200);
  });
});
