import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../test/helper";

/** Values that differ per request or per run; their presence still counts. (Connection is inject's, as a kept-alive socket's.) */
const VARYING = new Set(["date", "x-request-id", "content-length", "x-ratelimit-reset", "retry-after", "set-cookie"]);

const headerSet = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]): [string, unknown] => [name, VARYING.has(name) ? "(varies)" : value])
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Every answer: the ones a data answer (JSON, an event stream) carries, with the API's policy. */
const DATA = {
  connection: "keep-alive",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/** What a document (a page, a script, a stored file) carries besides: the page's policy and the headers only a document reads. */
const DOCUMENT = {
  ...DATA,
  "content-security-policy":
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
  "cross-origin-opener-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * The whole header set of the hottest answers (result polling, health, a 404 and a 429), so a change
 * to the hot path (hooks merged, headers set another way, the rate limiter) cannot drop, add or alter
 * one. Recorded from the code before those changes; since session 16 data answers carry the API's
 * set (plugins/security.ts, API_CSP) and documents the page's.
 */
describe("response headers", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimitMax: 5 });
  });
  afterAll(() => ctx.close());

  it("are the document set on a page and on a stored SVG, which keeps its own policy", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/logo-maker", remoteAddress: "203.0.113.9" });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headerSet(page.headers)).toEqual(
      headerSet({
        ...DOCUMENT,
        "cache-control": "no-cache",
        "content-length": "(varies)",
        "content-type": "text/html; charset=utf-8",
        date: "(varies)",
        "set-cookie": "(varies)",
        "x-request-id": "(varies)",
      }),
    );
    const key = "ai-images/svg/logo-42-abcdefghijklmnopqrstuv.svg"; // an export: served to anyone (oss-access.ts)
    await ctx.storage.put(key, '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const svg = await ctx.app.inject({ method: "GET", url: `/oss/${key}`, remoteAddress: "203.0.113.9" });
    expect(svg.statusCode).toBe(200);
    // The route's own policy for SVG (oss.routes.ts), not the page's, and every other document header.
    expect(svg.headers).toMatchObject({ ...DOCUMENT, "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox" });
  });

  it("are exactly the same set on a poll of a finished task, a missing one, health and a refused request", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const client = { remoteAddress: "203.0.113.7" };
    const submitted = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/4o-image/generate-image",
      headers: { ...who.headers, "content-type": "application/json" },
      payload: { prompt: "a quiet harbour", model: "local", nVariants: 1 },
      ...client,
    });
    const taskId = (submitted.json() as { data: string }).data;
    await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${taskId}/cancel`, headers: who.headers, payload: {}, ...client });
    const poll = () => ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers, ...client });
    const first = await poll();
    const cached = await poll();
    expect(first.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    const polled = {
      ...DATA,
      "cache-control": "private, no-cache",
      "content-length": "(varies)",
      "content-type": "application/json; charset=utf-8",
      date: "(varies)",
      "x-ratelimit-limit": "10",
      "x-ratelimit-remaining": "8",
      "x-ratelimit-reset": "(varies)",
      "x-request-id": "(varies)",
    };
    expect(headerSet(first.headers)).toEqual(headerSet({ ...polled, "x-ratelimit-remaining": "9" }));
    expect(headerSet(cached.headers)).toEqual(headerSet(polled));

    // An event stream takes the response over (plugins/hijack.ts) and still carries the same
    // security headers and request id as every other answer (another client: its requests would
    // count against the global limit the refused requests below use up).
    const events = await ctx.app.inject({ method: "GET", url: `/api/ai-design/tasks/${taskId}/events`, headers: who.headers, remoteAddress: "203.0.113.8" });
    expect(events.statusCode).toBe(200);
    expect(events.headers["content-type"]).toBe("text/event-stream");
    expect(events.headers["cache-control"]).toBe("private, no-cache");
    expect(events.headers["x-request-id"]).toEqual(expect.any(String));
    expect(events.headers).toMatchObject({ ...DATA });

    const missing = await ctx.app.inject({
      method: "GET",
      url: "/api/ai-design/4o-image/result/00000000-0000-4000-8000-000000000000",
      headers: who.headers,
      ...client,
    });
    expect(missing.statusCode).toBe(404);
    expect(headerSet(missing.headers)).toEqual(headerSet({ ...polled, "x-ratelimit-remaining": "7" }));

    const health = await ctx.app.inject({ method: "GET", url: "/api/health", ...client });
    expect(headerSet(health.headers)).toEqual(
      headerSet({
        ...DATA,
        "content-length": "(varies)",
        "content-type": "application/json; charset=utf-8",
        date: "(varies)",
        "set-cookie": "(varies)",
        "x-request-id": "(varies)",
      }),
    );

    const refused = [];
    for (let i = 0; i < 4; i++) refused.push(await ctx.app.inject({ method: "GET", url: "/api/no-such-route", ...client }));
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 429]);
    expect(headerSet(refused[3]!.headers)).toEqual(
      headerSet({
        ...DATA,
        "content-length": "(varies)",
        "content-type": "application/json; charset=utf-8",
        date: "(varies)",
        "retry-after": "(varies)",
        "set-cookie": "(varies)",
        "x-ratelimit-limit": "5",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": "(varies)",
        "x-request-id": "(varies)",
      }),
    );
  });
});
