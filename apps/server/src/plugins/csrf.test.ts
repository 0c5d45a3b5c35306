import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../test/helper";

type Json = { code: number; data: { name?: string } | null; msg: string; error?: string; reason?: string };

/**
 * One rule on both sides: only a well-formed `Authorization: Bearer <token>` skips the CSRF check,
 * and only it replaces the session cookie. Any other Authorization header leaves a cookie request a
 * cookie request, so it is checked like one.
 */
describe("CSRF and the session cookie follow one rule", () => {
  let ctx: TestContext;
  let user: SignedIn;
  let cookie: string;
  let csrf: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await signIn(ctx, { name: "Before" });
    csrf = "c".repeat(32);
    cookie = `sid=${user.token}; csrf_token=${csrf}`;
  });
  afterAll(() => ctx.close());

  const rename = (name: string, headers: Record<string, string>) => ctx.app.inject({ method: "POST", url: "/api/user/profile", payload: { name }, headers });
  const currentName = async () => (await ctx.app.inject({ method: "GET", url: "/api/user", headers: user.headers })).json<Json>().data?.name;

  it("checks a cookie request that adds a non-Bearer Authorization header", async () => {
    for (const authorization of ["Basic dXNlcjpwYXNz", "Token abc", "Bearer", "Bearer ", "Bearer a b", "bearerabc"]) {
      const response = await rename("Forged", { cookie, authorization });
      expect(response.statusCode, authorization).toBe(403);
      expect(response.json<Json>(), authorization).toMatchObject({ error: "FORBIDDEN", reason: "csrf" });
    }
    expect(await currentName()).toBe("Before");
  });

  it("lets such a request through with the CSRF header, as the cookie's user", async () => {
    const response = await rename("With header", { cookie, authorization: "Basic dXNlcjpwYXNz", "x-csrf-token": csrf });
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe("With header");
  });

  it("does not ask a Bearer request for the CSRF token, and uses the token rather than the cookie", async () => {
    const response = await rename("By token", { authorization: `Bearer ${user.token}` });
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe("By token");
    // A Bearer header naming no session does not fall back to the cookie: no CSRF check, no user either.
    const stranger = await rename("Stranger", { cookie, authorization: "Bearer not-a-session" });
    expect(stranger.json<Json>()).toMatchObject({ error: "UNAUTHORIZED" });
    expect(await currentName()).toBe("By token");
  });

  it("skips the check for the ApiKey header on the partner route only", async () => {
    const elsewhere = await rename("ApiKey", { cookie, apikey: "k".repeat(40) });
    expect(elsewhere.json<Json>()).toMatchObject({ error: "FORBIDDEN", reason: "csrf" });
    const partner = await ctx.app.inject({
      method: "POST",
      url: "/api/partner/session",
      payload: { email: "p@example.test" },
      headers: { cookie, apikey: "k".repeat(40) },
    });
    // Refused by the partner check (unknown key), not by the CSRF check.
    expect(partner.json<Json>().reason).not.toBe("csrf");
    expect(partner.statusCode).not.toBe(200);
  });
});
