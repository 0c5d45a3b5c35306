import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { errorEnvelopeSchema } from "@studio/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { AppError } from "./errors";
import { cookiesFrom, createTestApp, type TestContext } from "../test/helper";

describe("the API shell", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Routes that exist only in this test, to drive the error handler and CSRF check.
    ctx.app.get("/api/test/boom", async () => {
      throw new Error("secret database password in this message");
    });
    ctx.app.get("/api/test/conflict", async () => {
      throw new AppError("CONFLICT", "Already there.");
    });
    ctx.app.post("/api/test/echo", async () => ({ code: 200, data: "posted", msg: "success" }));
  });
  afterAll(() => ctx.close());

  it("answers health with the envelope, checking the database", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      data: { db: "ok", version: ctx.config.version, production: false, classicDesigningWaitMs: { min: 2000, max: 10_000 } },
      msg: "success",
    });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("reports health as unavailable when the database is gone", async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, error: "UNAVAILABLE" });
    await other.app.close();
  });

  it("answers unknown API routes with a 404 envelope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ code: 404, data: null, error: "NOT_FOUND" });
    expect(res.headers["x-request-id"]).toBe(body.requestId);
  });

  it("hides the internals of a 5xx and gives the request id", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/boom", headers: { "x-request-id": "req-12345678" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, data: null, msg: "Error is occured.", error: "INTERNAL", requestId: "req-12345678" });
    expect(res.headers["x-request-id"]).toBe("req-12345678");
    expect(res.body).not.toContain("password");
  });

  it("maps domain errors to their status once", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, msg: "Already there.", error: "CONFLICT" });
  });

  it("answers invalid input with a 400 that names the field", async () => {
    await ctx.storage.put("x/a.png", Buffer.from("not really a png"));
    const res = await ctx.app.inject({ method: "GET", url: "/oss/x/a.png?w=wide" });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error).toBe("VALIDATION");
    expect(body.issues?.[0]?.path).toBe("querystring.w");
  });

  it("refuses malformed JSON bodies as a bad request", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/echo", headers: { "content-type": "application/json" }, payload: "{not json" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "BAD_REQUEST" });
  });

  it("requires the CSRF header on cookie-authenticated mutations", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const cookie = cookiesFrom(first.headers["set-cookie"]);
    const token = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);

    const without = await ctx.app.inject({ method: "POST", url: "/api/test/echo", headers: { cookie } });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ error: "FORBIDDEN", reason: "csrf" });

    const wrong = await ctx.app.inject({ method: "POST", url: "/api/test/echo", headers: { cookie, "x-csrf-token": "x".repeat(token.length) } });
    expect(wrong.statusCode).toBe(403);

    const right = await ctx.app.inject({ method: "POST", url: "/api/test/echo", headers: { cookie, "x-csrf-token": token } });
    expect(right.statusCode).toBe(200);

    // A bearer-authenticated client carries no ambient authority, so it is not asked for the token.
    const bearer = await ctx.app.inject({ method: "POST", url: "/api/test/echo", headers: { cookie, authorization: "Bearer abc" } });
    expect(bearer.statusCode).toBe(200);
  });

  it("sends pages a CSP that allows only our origin's scripts, and data answers the API's policy", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    expect(res.headers["content-type"]).toContain("text/html");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:*");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const data = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(data.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers["x-content-type-options"]).toBe("nosniff");
    expect(data.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("publishes the OpenAPI document and its browsable page", async () => {
    const doc = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/health", "/oss/{key}"]));
    const ui = await ctx.app.inject({ method: "GET", url: "/api/docs/ui/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("rate-limits the API per client", async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ method: "GET", url: "/api/no-such-thing" })).statusCode);
    // Unknown routes count too, so scanning is limited like any other use.
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const res = await limited.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.json()).toMatchObject({ code: 429, error: "RATE_LIMITED" });
    // Health checks are never limited.
    expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await limited.close();
  });
});

describe("the single-page app", () => {
  it("serves index.html for deep links and assets with long caching", async () => {
    const ctx = await createTestApp();
    const dist = path.join(ctx.dataDir, "web");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root>studio</div>");
    writeFileSync(path.join(dist, "assets", "main-abc123.js"), "console.log(1)");
    const app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database, storage: ctx.storage });

    for (const url of ["/", "/logo-maker", "/design/tools/?image=x", "/home?lang=en"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("studio");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const asset = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    // A missing asset is a 404, not the page (a stale tab must not parse HTML as JavaScript).
    expect((await app.inject({ method: "GET", url: "/assets/gone-000.js" })).statusCode).toBe(404);
    await app.close();
    await ctx.close();
  });

  it("sends the build's pre-compressed copies of assets to browsers that accept them", async () => {
    const ctx = await createTestApp();
    const dist = path.join(ctx.dataDir, "web");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root>studio</div>");
    const source = "export const greeting = 'hello';\n".repeat(100);
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), source);
    writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(source));
    writeFileSync(path.join(dist, "assets", "app-abc123.js.gz"), gzipSync(source));
    const app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database, storage: ctx.storage });

    const brotli = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);

    const gzip = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);

    const plain = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(source);
    expect((await app.inject({ method: "GET", url: "/assets/gone-000.js", headers: { "accept-encoding": "br" } })).statusCode).toBe(404);
    await app.close();
    await ctx.close();
  });

  it("explains how to build when the web app is missing", async () => {
    const ctx = await createTestApp();
    const res = await ctx.app.inject({ method: "GET", url: "/logo-maker" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("npm run build");
    await ctx.close();
  });
});
