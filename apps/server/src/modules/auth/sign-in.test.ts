import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";
import { emailCodeHash } from "@studio/contracts";
import { signInWaits } from "@studio/domain";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response JSON freely
type Json = { code: number; data: any; msg: string; error?: string; retryAfter?: number };

let clock = new Date("2026-03-01T10:00:00Z");
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${++counter}.${process.pid}.${Date.now()}@example.test`;
const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

describe("sign-in by e-mail, code and password", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off" }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const post = async (url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) => {
    const response = await ctx.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      remoteAddress: options.ip ?? randomIp(),
      headers: options.headers,
    });
    return { status: response.statusCode, body: response.json() as Json, cookies: response.cookies };
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: "GET", url, headers });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const lastMessage = async (to: string) => {
    const { body } = await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const message = (body.data[0] ?? { text: "", html: "", subject: "", language: "" }) as { text: string; html: string; subject: string; language: string };
    const secret = /#(?:signin|reset)=([\w-]+)/.exec(message.text)?.[1] ?? "";
    const code = /(\d{6})\s*$/m.exec(message.text.split("\n").find((line) => /\d{6}$/.test(line)) ?? "")?.[1] ?? "";
    return { ...message, secret, code, count: body.data.length as number };
  };
  const requestLink = (email: string, lang = "en", ip?: string) => post("/api/auth/sign-in/request", { email, gtoken: "", lang }, { ip });

  it("signs in with a magic link once, returning token, user and logo and setting the cookie", async () => {
    const email = uniqueEmail("link");
    const sent = await requestLink(email);
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe("Email sent");
    const { secret, code } = await lastMessage(email);
    expect(secret.length).toBeGreaterThan(30);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post("/api/auth/sign-in/verify", { hash: secret });
    expect(verified.status).toBe(200);
    expect(verified.body.msg).toBe("Login successful");
    expect(verified.body.data.logo).toBeNull();
    expect(verified.body.data.user.email).toBe(email);
    const token = verified.body.data.token as string;
    expect(verified.cookies.find((c) => c.name === "sid")?.value).toBe(token);
    expect(verified.cookies.find((c) => c.name === "sid")?.httpOnly).toBe(true);

    const me = await get("/api/user", { authorization: `Bearer ${token}` });
    for (const field of [
      "id",
      "email",
      "name",
      "mobile",
      "ai_credits",
      "credits",
      "freeCredits",
      "vip",
      "super_vip",
      "vip_ends_at",
      "is_admin",
      "stripeMerchant",
      "blacklist",
      "hasIcon",
      "avatar",
      "designer_type",
      "download_left",
    ]) {
      expect(me.body.data).toHaveProperty(field);
    }
    expect(me.body.data).not.toHaveProperty("passwordHash");

    const again = await post("/api/auth/sign-in/verify", { hash: secret });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("SIGN_IN_FAILED");
  });

  it("refuses an expired magic link", async () => {
    const email = uniqueEmail("expired");
    await requestLink(email);
    const { secret } = await lastMessage(email);
    advance(15 * 60_000 + 1000);
    const verified = await post("/api/auth/sign-in/verify", { hash: secret });
    expect(verified.status).toBe(400);
    expect(verified.body.error).toBe("SIGN_IN_FAILED");
    expect((await post("/api/auth/sign-in/verify", { hash: "not-a-secret-at-all-but-long-enough" })).body.error).toBe("SIGN_IN_FAILED");
  });

  it("refuses a second request inside the code's 10 s countdown (spec 03) with a clear 429, and allows it after", async () => {
    const email = uniqueEmail("wait");
    const first = await requestLink(email);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ wait_seconds: signInWaits.emailCodeResendMs / 1000 });
    advance(4_000);
    const second = await requestLink(email);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe("RATE_LIMITED");
    expect(second.body.msg).toMatch(/wait 6 seconds/);
    expect(second.body.retryAfter).toBe(6);
    expect((await lastMessage(email)).count).toBe(1);
    advance(6_000);
    expect((await requestLink(email)).status).toBe(200);
  });

  it("limits requests per address and per IP", async () => {
    const email = uniqueEmail("many");
    // The short countdown does not let one address be flooded: 5 e-mails an hour, with their own message.
    for (let i = 0; i < 5; i += 1) {
      expect((await requestLink(email)).status).toBe(200);
      advance(11_000);
    }
    const sixth = await requestLink(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/this address/);

    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) expect((await requestLink(uniqueEmail("ip"), "en", ip)).status).toBe(200);
    const blocked = await requestLink(uniqueEmail("ip"), "en", ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/your network/);
    advance(3_600_000);
  });

  it("accepts the spec's code sign-in: the e-mail joined with the code, as the hash of /api/auth/sign-in/verify", async () => {
    const email = uniqueEmail("hashcode");
    await requestLink(email);
    const { code, secret } = await lastMessage(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await post("/api/auth/sign-in/verify", { hash: emailCodeHash(email, wrong) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("CODE_WRONG");
    const ok = await post("/api/auth/sign-in/verify", { hash: emailCodeHash(email, code) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(email);
    // The same challenge is used up: its link no longer signs in either.
    expect((await post("/api/auth/sign-in/verify", { hash: secret })).status).toBe(400);
  });

  it("signs in with the e-mail code, and locks it after five wrong tries even for the right code", async () => {
    const email = uniqueEmail("code");
    await requestLink(email);
    const { code } = await lastMessage(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post("/api/auth/sign-in/code", { email, code: wrong });
      expect(attempt.status).toBe(400);
      expect(attempt.body.error).toBe("CODE_WRONG");
      expect(attempt.body.msg).toBe("Code is wrong!");
    }
    const sixth = await post("/api/auth/sign-in/code", { email, code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.error).toBe("CODE_LOCKED");

    advance(61_000);
    await requestLink(email);
    const fresh = await lastMessage(email);
    const ok = await post("/api/auth/sign-in/code", { email: email.toUpperCase(), code: fresh.code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(email);
    expect((await post("/api/auth/sign-in/code", { email, code: fresh.code })).body.error).toBe("SIGN_IN_FAILED");
  });

  it("gives a revoked token 401 after logout", async () => {
    const email = uniqueEmail("logout");
    await requestLink(email);
    const { secret } = await lastMessage(email);
    const token = (await post("/api/auth/sign-in/verify", { hash: secret })).body.data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    expect((await post("/api/user/profile", { name: "Ada" }, { headers: auth })).status).toBe(200);
    const out = await post("/api/logout", {}, { headers: auth });
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === "sid")?.value).toBe("");
    const after = await post("/api/user/profile", { name: "Eve" }, { headers: auth });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("UNAUTHORIZED");
    expect((await get("/api/user", auth)).body.data).toBeNull();
  });

  it("registers and logs in with a password (argon2id), refusing a wrong one and a taken e-mail", async () => {
    const email = uniqueEmail("password");
    const registered = await post("/api/register", { email, password: "correct horse", name: "Grace", gtoken: "" });
    expect(registered.status).toBe(200);
    expect(registered.body.data.user.name).toBe("Grace");
    expect(registered.body.data.token).toBeTruthy();
    expect((await post("/api/register", { email, password: "another one" })).status).toBe(409);
    expect((await post("/api/register", { email: uniqueEmail("short"), password: "short" })).status).toBe(400);

    const wrong = await post("/api/login", { email, password: "wrong horse" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("CREDENTIALS_WRONG");
    const login = await post("/api/login", { email: ` ${email.toUpperCase()} `, password: "correct horse" });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body.data).sort()).toEqual(["logo", "token", "user"]);
  });

  it("limits wrong passwords per e-mail", async () => {
    const email = uniqueEmail("guess");
    await post("/api/register", { email, password: "the real password" });
    for (let i = 0; i < 10; i += 1) expect((await post("/api/login", { email, password: `guess ${i}` })).status).toBe(400);
    const locked = await post("/api/login", { email, password: "the real password" });
    expect(locked.status).toBe(429);
    advance(16 * 60_000);
    expect((await post("/api/login", { email, password: "the real password" })).status).toBe(200);
  });

  it("resets a password by e-mail, ending the old sessions", async () => {
    const email = uniqueEmail("reset");
    const old = (await post("/api/register", { email, password: "old password" })).body.data.token as string;
    expect((await post("/api/password/forgot", { email, lang: "zh" })).status).toBe(200);
    const message = await lastMessage(email);
    expect(message.subject).toBe("重置您的密码");
    const reset = await post("/api/password/reset", { hash: message.secret, password: "new password" });
    expect(reset.status).toBe(200);
    expect((await post("/api/user/profile", { name: "x" }, { headers: { authorization: `Bearer ${old}` } })).status).toBe(401);
    expect((await post("/api/login", { email, password: "old password" })).status).toBe(400);
    expect((await post("/api/login", { email, password: "new password" })).status).toBe(200);
    expect((await post("/api/password/reset", { hash: message.secret, password: "third password" })).body.error).toBe("SIGN_IN_FAILED");
    // An unknown address gets the same answer and no e-mail.
    const unknown = uniqueEmail("nobody");
    expect((await post("/api/password/forgot", { email: unknown })).status).toBe(200);
    expect((await lastMessage(unknown)).count).toBe(0);
  });

  it("writes the sign-in e-mail in English and in Chinese, as HTML and text", async () => {
    const en = uniqueEmail("en");
    await requestLink(en, "en");
    const english = await lastMessage(en);
    expect(english.subject).toBe("Your sign-in link");
    expect(english.language).toBe("en");
    expect(english.html).toContain("<a href=");
    expect(english.html).toContain(english.code);
    expect(english.text).toContain("expire in 15 minutes");

    const zh = uniqueEmail("zh");
    await requestLink(zh, "zh");
    const chinese = await lastMessage(zh);
    expect(chinese.subject).toBe("您的登录链接");
    expect(chinese.language).toBe("zh");
    expect(chinese.text).toContain("15 分钟内有效");
    expect(chinese.html).toContain('lang="zh"');
    expect(chinese.text).toContain("?lang=zh#signin=");
  });

  it("tells the browser which sign-in methods exist", async () => {
    const { body } = await get("/api/auth/options");
    expect(body.data).toMatchObject({ variant: "en", captcha: "off", google: null, facebook: null, password: true });
  });

  it("refuses an empty or malformed e-mail", async () => {
    const empty = await requestLink("");
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe("Please enter your email");
    expect((await requestLink("not an email")).status).toBe(400);
  });
});

describe("sign-in e-mails per network (SIGN_IN_MAILS_PER_NETWORK_HOUR)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", signInMailsPerNetworkHour: 3 }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  it("allows the configured number from one client address, then says so", async () => {
    const ip = randomIp();
    const ask = (email: string) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/request", payload: { email, gtoken: "", lang: "en" }, remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await ask(uniqueEmail("net"))).statusCode).toBe(200);
    const blocked = await ask(uniqueEmail("net"));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<Json>().msg).toMatch(/your network/);
  });
});
