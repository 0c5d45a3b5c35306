import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { solveAltcha, type AltchaChallenge } from "../../../test/altcha-solve";
import { createTestApp, type TestContext } from "../../../test/helper";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response JSON freely
type Json = { code: number; data: any; msg: string; error?: string };

describe("bot check (gtoken)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "altcha" });
  });
  afterAll(() => ctx.close());

  const solve = async () => {
    const challenge = (await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" })).json() as Json;
    return solveAltcha(challenge.data as AltchaChallenge);
  };
  const request = (gtoken: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/request",
      payload: { email: `bot.${Math.random()}@example.test`, gtoken },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });

  it("refuses a sign-in request without a solved challenge, accepts a solution once", async () => {
    const missing = await request("");
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as Json).error).toBe("CAPTCHA_FAILED");
    expect((await request(Buffer.from("{}").toString("base64"))).statusCode).toBe(400);
    const gtoken = await solve();
    expect((await request(gtoken)).statusCode).toBe(200);
    expect((await request(gtoken)).statusCode).toBe(400);
  });

  it("also guards registration and password reset requests", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email: "r@example.test", password: "long enough" } })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: "r@example.test" } })).statusCode).toBe(400);
  });

  it("may be off only outside production", () => {
    expect(loadConfig({ NODE_ENV: "test", CAPTCHA: "off" }).captcha).toBe("off");
    expect(() => loadConfig({ NODE_ENV: "production", CAPTCHA: "off" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://logos.example.test", SMTP_URL: "smtp://mail.example.test" }).captcha).toBe("altcha");
  });
});
