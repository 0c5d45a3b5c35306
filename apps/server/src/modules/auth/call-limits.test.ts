import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";
import { startIdentityFakes, type IdentityFakes } from "../../../test/fakes/identity-fakes";
import { callLimits } from "./call-limits";

type Answer = { status: number; error: string | undefined; msg: string; retryAfter: number | undefined };

let clock = new Date("2026-05-01T09:00:00Z");
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
// Unique addresses per test: on PostgreSQL every test file shares auth_attempts.
const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const uniqueEmail = (tag: string) => `${tag}.${randomInt(0, 1e9)}.${process.pid}@example.test`;

describe("per-call limits of the sign-in calls (counted in the database)", () => {
  let fakes: IdentityFakes;
  let ctx: TestContext;
  beforeAll(async () => {
    fakes = await startIdentityFakes();
    ctx = await createTestApp(
      {
        captcha: "off",
        google: { clientId: "limits.apps.googleusercontent.com", jwksUrl: fakes.jwksUrl },
        facebook: { appId: "fb-app", appSecret: "fb-secret", graphUrl: fakes.graphUrl },
      },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await fakes.close();
  });

  const post = async (url: string, payload: object, ip: string): Promise<Answer> => {
    const response = await ctx.app.inject({ method: "POST", url, payload, remoteAddress: ip });
    const body = response.json<{ error?: string; msg: string; retryAfter?: number }>();
    return { status: response.statusCode, error: body.error, msg: body.msg, retryAfter: body.retryAfter };
  };

  it("limits e-mail code attempts per address (10 in 15 min), then lets them through again", async () => {
    const email = uniqueEmail("code");
    for (let i = 0; i < callLimits.emailCode.perSubject; i += 1) {
      // No challenge was sent: each try is refused, but not by the limit.
      expect((await post("/api/auth/sign-in/code", { email, code: "123456" }, randomIp())).error).toBe("SIGN_IN_FAILED");
    }
    // Spreading tries over addresses does not help, and the address is counted case-insensitively.
    const limited = await post("/api/auth/sign-in/code", { email: email.toUpperCase(), code: "123456" }, randomIp());
    expect(limited).toEqual({
      status: 429,
      error: "RATE_LIMITED",
      msg: "Too many sign-in attempts for this e-mail. Please try again in 15 minutes.",
      retryAfter: 900,
    });
    advance(15 * 60_000);
    expect((await post("/api/auth/sign-in/code", { email, code: "123456" }, randomIp())).error).toBe("SIGN_IN_FAILED");
  });

  it("limits e-mail code attempts per client address (30 in 15 min) across many e-mails", async () => {
    const ip = randomIp();
    for (let i = 0; i < callLimits.emailCode.perIp; i += 1) {
      expect((await post("/api/auth/sign-in/code", { email: uniqueEmail("spray"), code: "123456" }, ip)).error).toBe("SIGN_IN_FAILED");
    }
    const limited = await post("/api/auth/sign-in/code", { email: uniqueEmail("spray"), code: "123456" }, ip);
    expect(limited).toMatchObject({
      status: 429,
      error: "RATE_LIMITED",
      msg: "Too many sign-in attempts from your network. Please try again in 15 minutes.",
      retryAfter: 900,
    });
    // Another address is not affected.
    expect((await post("/api/auth/sign-in/code", { email: uniqueEmail("spray"), code: "123456" }, randomIp())).error).toBe("SIGN_IN_FAILED");
    advance(15 * 60_000);
    expect((await post("/api/auth/sign-in/code", { email: uniqueEmail("spray"), code: "123456" }, ip)).error).toBe("SIGN_IN_FAILED");
  });

  for (const [label, url, payload, limit] of [
    ["Google", "/api/google/login", { credential: "not-a-jwt" }, callLimits.googleLogin.perIp],
    ["Facebook", "/api/fbLogin", { accessToken: "unknown-token" }, callLimits.facebookLogin.perIp],
  ] as const) {
    it(`limits ${label} sign-ins per client address (${limit} in 15 min) before checking the token`, async () => {
      const ip = randomIp();
      for (let i = 0; i < limit; i += 1) expect((await post(url, payload, ip)).error).toBe("SIGN_IN_FAILED");
      const before = fakes.requests.length;
      const limited = await post(url, payload, ip);
      expect(limited).toMatchObject({ status: 429, error: "RATE_LIMITED", retryAfter: 900 });
      expect(limited.msg).toBe("Too many sign-in attempts from your network. Please try again in 15 minutes.");
      // Refused before the provider is asked.
      expect(fakes.requests.length).toBe(before);
      expect((await post(url, payload, randomIp())).error).toBe("SIGN_IN_FAILED");
      advance(15 * 60_000);
      expect((await post(url, payload, ip)).error).toBe("SIGN_IN_FAILED");
    });
  }

  it("holds under a burst: concurrent calls from one address cannot slip past the count together", async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: callLimits.googleLogin.perIp + 10 }, () => post("/api/google/login", { credential: "not-a-jwt" }, ip)),
    );
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10);
  });
});

describe("SIGN_IN_ATTEMPTS_PER_NETWORK", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", signInAttemptsPerNetwork: 3 });
  });
  afterAll(() => ctx.close());

  it("sets how many sign-in codes one client address may try in 15 minutes", async () => {
    const ip = randomIp();
    const tryCode = async () =>
      (
        await ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/code", payload: { email: uniqueEmail("net"), code: "123456" }, remoteAddress: ip })
      ).json<{
        error?: string;
      }>().error;
    for (let i = 0; i < 3; i += 1) expect(await tryCode()).toBe("SIGN_IN_FAILED");
    expect(await tryCode()).toBe("RATE_LIMITED");
  });
});
