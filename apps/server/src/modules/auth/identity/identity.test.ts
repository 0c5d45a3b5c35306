import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../test/helper";
import { startIdentityFakes, type IdentityFakes } from "../../../../test/fakes/identity-fakes";

type Json = { code: number; data: { token: string; user: { email: string; name: string }; logo: unknown } | null; msg: string; error?: string };

describe("Google and Facebook sign-in against local fakes", () => {
  let fakes: IdentityFakes;
  let ctx: TestContext;
  const clientId = "client-123.apps.googleusercontent.com";
  beforeAll(async () => {
    fakes = await startIdentityFakes();
    ctx = await createTestApp({
      captcha: "off",
      google: { clientId, jwksUrl: fakes.jwksUrl },
      facebook: { appId: "fb-app", appSecret: "fb-secret", graphUrl: fakes.graphUrl },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fakes.close();
  });

  const post = async (url: string, payload: object) => {
    const response = await ctx.app.inject({ method: "POST", url, payload });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const claims = (fields: Record<string, unknown> = {}) => ({
    iss: "https://accounts.google.com",
    aud: clientId,
    exp: Math.floor(Date.now() / 1000) + 600,
    email: `g.${Date.now()}.${Math.random()}@example.test`,
    email_verified: true,
    name: "Grace Hopper",
    ...fields,
  });

  it("offers the buttons only when configured", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/auth/options" });
    const options = response.json() as { data: { google: unknown; facebook: unknown } };
    expect(options.data).toMatchObject({
      google: { clientId, scriptUrl: "https://accounts.google.com/gsi/client" },
      facebook: { appId: "fb-app", sdkUrl: "https://connect.facebook.net/en_US/sdk.js" },
    });
    // The page's CSP lets the providers' scripts and frames in only when they are configured.
    const csp = String((await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/ https://connect.facebook.net");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/ https://connect.facebook.net https://*.facebook.com");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    const plain = await createTestApp({ captcha: "off" });
    const plainOptions = await plain.app.inject({ method: "GET", url: "/api/auth/options" });
    expect(plainOptions.json()).toMatchObject({ data: { google: null, facebook: null } });
    const plainPage = await plain.app.inject({ method: "GET", url: "/" });
    expect(String(plainPage.headers["content-security-policy"])).toContain("script-src 'self';");
    expect(String(plainPage.headers["content-security-policy"])).not.toContain("google");
    expect((await plain.app.inject({ method: "POST", url: "/api/google/login", payload: { credential: "x" } })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: "POST", url: "/api/fbLogin", payload: { accessToken: "x" } })).statusCode).toBe(404);
    await plain.close();
  });

  it("signs in with a Google ID token signed by Google's key, with token, user and logo", async () => {
    const good = claims();
    const response = await post("/api/google/login", { credential: fakes.googleToken(good) });
    expect(response.status).toBe(200);
    expect(response.body.data?.user).toMatchObject({ email: good.email, name: "Grace Hopper" });
    expect(response.body.data?.token).toBeTruthy();
    expect(response.body.data?.logo).toBeNull();
    expect(fakes.requests).toContain("/oauth2/v3/certs");
  });

  it("refuses a Google token with a wrong audience, issuer, expiry, unverified e-mail or foreign signature", async () => {
    const refused = async (credential: string) => {
      const response = await post("/api/google/login", { credential });
      expect(response.status).toBe(400);
      return response.body.msg;
    };
    expect(await refused(fakes.googleToken(claims({ aud: "someone-else" })))).toMatch(/another application/);
    expect(await refused(fakes.googleToken(claims({ iss: "https://evil.example" })))).toMatch(/not issued by Google/);
    expect(await refused(fakes.googleToken(claims({ exp: Math.floor(Date.now() / 1000) - 10 })))).toMatch(/expired/);
    expect(await refused(fakes.googleToken(claims({ email_verified: false })))).toMatch(/verified/);
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect(await refused(fakes.googleToken(claims(), { key: privateKey }))).toMatch(/Invalid/);
    expect(await refused(fakes.googleToken(claims(), { kid: "unknown-key" }))).toMatch(/Invalid/);
    expect(await refused("not.a.jwt")).toMatch(/Invalid/);
  });

  it("signs in with a Facebook token that debug_token says is valid for our app", async () => {
    const email = `fb.${Date.now()}@example.test`;
    fakes.facebookUsers.set("user-token-ok", { appId: "fb-app", valid: true, email, name: "Ada Lovelace" });
    fakes.facebookUsers.set("user-token-other-app", { appId: "other-app", valid: true, email, name: "Ada" });
    fakes.facebookUsers.set("user-token-no-email", { appId: "fb-app", valid: true, name: "No Mail" });
    const ok = await post("/api/fbLogin", { accessToken: "user-token-ok" });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.user).toMatchObject({ email, name: "Ada Lovelace" });
    expect((await post("/api/fbLogin", { accessToken: "user-token-other-app" })).status).toBe(400);
    expect((await post("/api/fbLogin", { accessToken: "unknown" })).status).toBe(400);
    expect((await post("/api/fbLogin", { accessToken: "user-token-no-email" })).body.msg).toMatch(/e-mail/);
  });
});
