import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createTestApp, type TestContext } from "../../../test/helper";
import { startFakeServer, type FakeServer } from "../../../test/fakes/fake-http";

type Json = { code: number; data: unknown; msg: string; error?: string };

/**
 * Turnstile and reCAPTCHA against a local fake of their siteverify endpoint, which answers like
 * the real ones: a form POST of secret, response and remoteip; `{success, "error-codes", score?}`.
 */
describe("captcha widgets: Cloudflare Turnstile and Google reCAPTCHA", () => {
  let fake: FakeServer;
  const used = new Set<string>();
  beforeAll(async () => {
    fake = await startFakeServer(async (request) => {
      const form = new URLSearchParams(request.rawBody ?? "");
      const token = form.get("response") ?? "";
      if (token === "slow") return "hang";
      if (!["turnstile-secret", "recaptcha-secret"].includes(form.get("secret") ?? ""))
        return { status: 200, json: { success: false, "error-codes": ["invalid-input-secret"] } };
      if (token.startsWith("good") && !used.has(token)) {
        used.add(token);
        return {
          status: 200,
          json: { success: true, "error-codes": [], hostname: "localhost", ...(token.includes("score") ? { score: Number(token.split(":")[1]) } : {}) },
        };
      }
      return { status: 200, json: { success: false, "error-codes": [used.has(token) ? "timeout-or-duplicate" : "invalid-input-response"] } };
    });
  });
  afterAll(() => fake.close());

  const appWith = (provider: "turnstile" | "recaptcha") =>
    createTestApp({
      captcha: provider,
      captchaTimeoutMs: 2000,
      captchaWidget: {
        provider,
        siteKey: `${provider}-site`,
        secret: `${provider}-secret`,
        scriptUrl: `${fake.url}/${provider}/api.js?render=explicit`,
        verifyUrl: `${fake.url}/${provider}/siteverify`,
        minScore: 0.5,
      },
    });

  describe("turnstile", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await appWith("turnstile");
    });
    afterAll(() => ctx.close());
    const request = (gtoken: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/request",
        payload: { email: `t.${Math.random()}@example.test`, gtoken },
        remoteAddress: "198.51.100.7",
      });

    it("tells the browser which widget to show, and lets its script and frame in", async () => {
      const response = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
      expect((response.json() as Json).data).toEqual({
        provider: "turnstile",
        siteKey: "turnstile-site",
        scriptUrl: `${fake.url}/turnstile/api.js?render=explicit`,
      });
      const csp = String((await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
      expect(csp).toContain(`script-src 'self' ${fake.url}`);
      expect(csp).toContain(`frame-src 'self' ${fake.url}`);
    });

    it("accepts a token siteverify confirms, once, sending the secret and the client address", async () => {
      const first = await request("good-1");
      expect(first.statusCode).toBe(200);
      const call = fake.requests.at(-1);
      expect(call?.path).toBe("/turnstile/siteverify");
      expect(call?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(new URLSearchParams(call?.rawBody ?? ""))).toEqual({
        secret: "turnstile-secret",
        response: "good-1",
        remoteip: "198.51.100.7",
      });
      const replay = await request("good-1");
      expect(replay.statusCode).toBe(400);
      expect((replay.json() as Json).error).toBe("CAPTCHA_FAILED");
    });

    it("refuses a missing or rejected token", async () => {
      expect((await request("")).statusCode).toBe(400);
      const bad = await request("forged");
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as Json).error).toBe("CAPTCHA_FAILED");
    });

    it("reports a provider that does not answer in time as unavailable, with a clear message", async () => {
      const started = Date.now();
      const slow = await request("slow");
      expect(Date.now() - started).toBeLessThan(8000);
      expect(slow.statusCode).toBe(503);
      expect((slow.json() as Json).msg).toBe("The bot check could not be verified right now. Please try again in a moment.");
    });
  });

  describe("recaptcha", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await appWith("recaptcha");
    });
    afterAll(() => ctx.close());
    const register = (gtoken: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { email: `r.${Math.random()}@example.test`, password: "long enough", gtoken },
        remoteAddress: "198.51.100.8",
      });

    it("accepts a v2 answer and a v3 answer with a good score, refuses a low score and a failure", async () => {
      expect((await register("good-v2")).statusCode).toBe(200);
      expect(fake.requests.at(-1)?.path).toBe("/recaptcha/siteverify");
      expect((await register("good-score:0.9")).statusCode).toBe(200);
      expect((await register("good-score:0.1")).statusCode).toBe(400);
      expect((await register("nope")).statusCode).toBe(400);
      const csp = String((await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
      expect(csp).toContain(`script-src 'self' ${fake.url}`);
    });
  });

  it("needs both keys of the chosen provider", () => {
    expect(() => loadConfig({ NODE_ENV: "test", CAPTCHA: "turnstile", TURNSTILE_SITE_KEY: "site" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", CAPTCHA: "recaptcha" })).toThrow(/RECAPTCHA_SITE_KEY/);
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://logos.example.test",
      SMTP_URL: "smtp://mail.example.test",
      CAPTCHA: "recaptcha",
      RECAPTCHA_SITE_KEY: "s",
      RECAPTCHA_SECRET_KEY: "k",
    });
    expect(config.captchaWidget).toMatchObject({ provider: "recaptcha", verifyUrl: "https://www.google.com/recaptcha/api/siteverify", minScore: 0.5 });
    expect(() => loadConfig({ NODE_ENV: "test", CAPTCHA: "hcaptcha" })).toThrow(/must be altcha, turnstile, recaptcha or off/);
  });
});
