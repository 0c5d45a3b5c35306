import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, type Config } from "../config";
import { sessions, users } from "../db/schema";
import { createTestApp, type TestContext } from "../../test/helper";
import { startFakeServer, type FakeServer } from "../../test/fakes/fake-http";
import { callLimits } from "../modules/auth/call-limits";
import { parseTrustProxy, trustedProxies } from "./trust-proxy";

type Json = { code: number; data: unknown; msg: string; error?: string };

const uniqueEmail = (tag: string) => `${tag}.${randomInt(0, 1e9)}.${process.pid}@example.test`;
const forwarded = (i: number) => `198.51.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/** The app plus a probe route that shows what Fastify made of the request (only this test's instance has it). */
async function appWith(overrides: Partial<Config>): Promise<TestContext> {
  const ctx = await createTestApp({ captcha: "off", ...overrides });
  ctx.app.get("/probe", async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
  return ctx;
}

const spoof = { "x-forwarded-for": "192.0.2.66", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };

/** Signs in by the e-mail code flow from one socket address with a forged X-Forwarded-For, and returns the session row's address. */
async function sessionAddress(ctx: TestContext, remoteAddress: string): Promise<string> {
  const email = uniqueEmail("meta");
  const sent = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/request",
    payload: { email, gtoken: "", lang: "en" },
    remoteAddress,
    headers: spoof,
  });
  expect(sent.statusCode).toBe(200);
  const outbox = await ctx.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const text = (outbox.json<{ data: { text: string }[] }>().data[0]?.text ?? "").split("\n");
  const code = /(\d{6})\s*$/.exec(text.find((line) => /\d{6}\s*$/.test(line)) ?? "")?.[1] ?? "";
  const verified = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/code", payload: { email, code }, remoteAddress, headers: spoof });
  expect(verified.statusCode).toBe(200);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  return session!.ip;
}

describe("TRUST_PROXY setting", () => {
  it("is off by default and accepts a hop count or proxy addresses", () => {
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toBe(false);
    expect(parseTrustProxy("off")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1,loopback")).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "loopback"]);
    for (const bad of ["true", "yes", "10.0.0.0/99", "11", "proxy.example"]) expect(() => parseTrustProxy(bad), bad).toThrow();
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true" })).toThrow(
      "TRUST_PROXY must be off, a hop count (1-10) or a comma-separated list of IP addresses or CIDR ranges, got 'true'",
    );
  });
});

describe("the trusted proxies' check (what Fastify asks per request)", () => {
  it("matches named ranges, CIDR ranges and single addresses, IPv4-mapped ones as IPv4", () => {
    const loopback = trustedProxies(["loopback"]);
    for (const address of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1"]) expect(loopback(address), address).toBe(true);
    for (const address of ["10.0.0.1", "::2", "::ffff:10.0.0.1", "203.0.113.7", "not an address", ""]) expect(loopback(address), address).toBe(false);
    const listed = trustedProxies(["10.1.0.0/16", "192.0.2.9", "2001:db8::/32", "::ffff:198.51.100.0/120"]);
    for (const address of ["10.1.200.3", "192.0.2.9", "2001:db8:1::5", "198.51.100.77", "::ffff:10.1.0.1"]) expect(listed(address), address).toBe(true);
    for (const address of ["10.2.0.1", "192.0.2.10", "2001:db9::1", "198.51.101.1", "uniquelocal"]) expect(listed(address), address).toBe(false);
    const named = trustedProxies(["uniquelocal", "linklocal"]);
    for (const address of ["172.16.5.5", "192.168.1.1", "fd00::1", "169.254.1.1", "fe80::1"]) expect(named(address), address).toBe(true);
    expect(named("172.32.0.1")).toBe(false);
  });

  it("keeps answering rightly past its memory of addresses", () => {
    const trusted = trustedProxies(["10.0.0.0/8"]);
    for (let i = 0; i < 3_000; i += 1) {
      expect(trusted(`10.0.${Math.floor(i / 250)}.${i % 250}`)).toBe(true);
      expect(trusted(`11.0.${Math.floor(i / 250)}.${i % 250}`)).toBe(false);
    }
  });
});

describe("with TRUST_PROXY off (the default), forwarded headers change nothing", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith({ rateLimitMax: 50 });
  });
  afterAll(() => ctx.close());

  it("keeps the socket's address, scheme and host", async () => {
    const probe = await ctx.app.inject({ method: "GET", url: "/probe", remoteAddress: "203.0.113.7", headers: { ...spoof, host: "studio.example" } });
    expect(probe.json()).toEqual({ ip: "203.0.113.7", protocol: "http", host: "studio.example" });
  });

  it("rate-limits 700 requests with 700 different X-Forwarded-For values like one client", async () => {
    let passed = 0;
    let limited = 0;
    for (let i = 0; i < 700; i += 1) {
      const response = await ctx.app.inject({ method: "GET", url: "/api/user", remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": forwarded(i) } });
      if (response.statusCode === 429) limited += 1;
      else passed += 1;
    }
    expect(passed).toBe(50);
    expect(limited).toBe(650);
  });

  it("counts the sign-in limit per socket address", async () => {
    const url = "/api/auth/sign-in/code";
    const attempt = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url,
        payload: { email: uniqueEmail("spray"), code: "123456" },
        remoteAddress: "203.0.113.21",
        headers: { "x-forwarded-for": forwarded(i) },
      });
    for (let i = 0; i < callLimits.emailCode.perIp; i += 1) expect((await attempt(i)).json<Json>().error).toBe("SIGN_IN_FAILED");
    expect((await attempt(999)).json<Json>()).toMatchObject({
      error: "RATE_LIMITED",
      msg: "Too many sign-in attempts from your network. Please try again in 15 minutes.",
    });
  });

  it("records the socket address on the session", async () => {
    expect(await sessionAddress(ctx, "203.0.113.31")).toBe("203.0.113.31");
  });
});

describe("the bot check sees the socket address when TRUST_PROXY is off", () => {
  let fake: FakeServer;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeServer(() => ({ status: 200, json: { success: true, "error-codes": [] } }));
    ctx = await createTestApp({
      captcha: "turnstile",
      captchaWidget: {
        provider: "turnstile",
        siteKey: "site",
        secret: "secret",
        scriptUrl: `${fake.url}/api.js`,
        verifyUrl: `${fake.url}/siteverify`,
        minScore: 0,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("sends Turnstile the socket's address, not the forged one", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/request",
      payload: { email: uniqueEmail("bot"), gtoken: "token-1" },
      remoteAddress: "203.0.113.41",
      headers: spoof,
    });
    expect(response.statusCode).toBe(200);
    expect(new URLSearchParams(fake.requests.at(-1)?.rawBody ?? "").get("remoteip")).toBe("203.0.113.41");
  });
});

describe("with TRUST_PROXY set, the named proxies are believed", () => {
  let hop: TestContext;
  let listed: TestContext;
  beforeAll(async () => {
    hop = await appWith({ rateLimitMax: 50, trustProxy: 1 });
    listed = await appWith({ trustProxy: ["10.0.0.0/8"] });
  });
  afterAll(async () => {
    await hop.close();
    await listed.close();
  });

  it("uses the forwarded address, scheme and host from one hop", async () => {
    const probe = await hop.app.inject({ method: "GET", url: "/probe", remoteAddress: "10.1.2.3", headers: spoof });
    expect(probe.json()).toEqual({ ip: "192.0.2.66", protocol: "https", host: "evil.example" });
    // Behind a real proxy each client has its own budget.
    for (let i = 0; i < 60; i += 1) {
      const response = await hop.app.inject({ method: "GET", url: "/api/user", remoteAddress: "10.1.2.3", headers: { "x-forwarded-for": forwarded(i) } });
      expect(response.statusCode).not.toBe(429);
    }
    expect(await sessionAddress(hop, "10.1.2.4")).toBe("192.0.2.66");
  });

  it("believes only the listed proxies", async () => {
    expect((await listed.app.inject({ method: "GET", url: "/probe", remoteAddress: "10.9.9.9", headers: spoof })).json()).toMatchObject({ ip: "192.0.2.66" });
    expect((await listed.app.inject({ method: "GET", url: "/probe", remoteAddress: "203.0.113.7", headers: spoof })).json()).toMatchObject({
      ip: "203.0.113.7",
      protocol: "http",
    });
  });
});
