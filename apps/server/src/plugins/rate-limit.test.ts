import libraryRateLimit, { normalizeIP } from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { clientKey, parseWindow, rateLimitPlugin } from "./rate-limit";

const LIMIT_HEADERS = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "retry-after"];

/** The same small app with either limiter: a global limit, a route's own, an unlimited route, an allow-listed path, a HEAD and a not-found handler. */
async function appWith(limiter: "ours" | "library"): Promise<FastifyInstance> {
  const app = Fastify();
  const options = { global: true, max: 4, timeWindow: "1 minute", allowList: (request: { url: string }) => !request.url.startsWith("/api/") };
  if (limiter === "ours") await app.register(rateLimitPlugin, options);
  else await app.register(libraryRateLimit, options);
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => reply.code(error.statusCode ?? 500).send({ refused: error.statusCode }));
  app.get("/api/general", async () => ({ ok: true }));
  app.get("/api/other", async () => ({ ok: true }));
  app.get("/api/poll", { config: { rateLimit: { max: 6, timeWindow: "1 minute" } } }, async () => ({ ok: true }));
  app.get("/api/health", { config: { rateLimit: false } }, async () => ({ ok: true }));
  app.get("/files/*", async () => ({ ok: true }));
  app.get("/oss/*", { config: { rateLimit: { max: 2, timeWindow: "1 minute", allowList: () => false } } }, async () => ({ ok: true }));
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) => reply.code(404).send({ missing: true }));
  await app.ready();
  return app;
}

type Asked = { status: number; headers: Record<string, string | undefined> };

async function ask(app: FastifyInstance, method: "GET" | "HEAD", url: string, remoteAddress: string): Promise<Asked> {
  const res = await app.inject({ method, url, remoteAddress });
  return { status: res.statusCode, headers: Object.fromEntries(LIMIT_HEADERS.map((name) => [name, res.headers[name] as string | undefined])) };
}

describe("the API's rate limiter", () => {
  it("answers every request as @fastify/rate-limit did: statuses, counters per limit and client, headers, HEAD, not-found and allow lists", async () => {
    const ours = await appWith("ours");
    const library = await appWith("library");
    const sequence: ["GET" | "HEAD", string, string][] = [];
    for (const client of ["203.0.113.7", "2001:db8:1:2::1", "2001:db8:1:2::99", "::ffff:198.51.100.4"]) {
      for (let i = 0; i < 8; i++) {
        sequence.push(["GET", "/api/general", client], ["GET", "/api/other", client], ["GET", "/api/poll", client], ["HEAD", "/api/poll", client]);
        sequence.push(["GET", "/api/health", client], ["GET", "/files/a.png", client], ["GET", "/oss/a.png", client], ["GET", "/api/nothing-here", client]);
      }
    }
    const answers: Asked[] = [];
    for (const [method, url, client] of sequence) {
      const mine = await ask(ours, method, url, client);
      const theirs = await ask(library, method, url, client);
      // The reset is the seconds left of the window, read a moment apart in the two apps.
      for (const name of ["x-ratelimit-reset", "retry-after"]) {
        if (mine.headers[name] !== undefined && theirs.headers[name] !== undefined) {
          expect(Math.abs(Number(mine.headers[name]) - Number(theirs.headers[name]))).toBeLessThanOrEqual(1);
          theirs.headers[name] = mine.headers[name];
        }
      }
      expect({ method, url, client, ...mine }).toEqual({ method, url, client, ...theirs });
      answers.push(mine);
    }
    // The sequence reached every case: allowed with headers, refused with retry-after, unlimited without headers.
    expect(answers.some((a) => a.status === 200 && a.headers["x-ratelimit-remaining"] === "0")).toBe(true);
    expect(answers.some((a) => a.status === 429 && Number(a.headers["retry-after"]) > 0)).toBe(true);
    expect(answers.some((a) => a.status === 404 && a.headers["x-ratelimit-limit"] === "4")).toBe(true);
    expect(answers.some((a) => a.status === 200 && a.headers["x-ratelimit-limit"] === undefined)).toBe(true);
    await Promise.all([ours.close(), library.close()]);
  });

  it("reads the time windows the routes name and refuses options it would not honour", async () => {
    expect(parseWindow("1 minute")).toBe(60_000);
    expect(parseWindow("30 seconds")).toBe(30_000);
    expect(parseWindow("2 hours")).toBe(7_200_000);
    expect(parseWindow(1500)).toBe(1500);
    expect(() => parseWindow("1 fortnight")).toThrow(/time window/);
    const app = Fastify();
    await app.register(rateLimitPlugin, { max: 4, timeWindow: "1 minute" });
    expect(() => app.get("/api/banned", { config: { rateLimit: { max: 2, ban: 3 } } }, async () => ({}))).toThrow(/unsupported rate-limit option/);
    await app.close();
    await expect(
      Fastify()
        .register(rateLimitPlugin, { max: 4, keyGenerator: () => "one" })
        .ready(),
    ).rejects.toThrow(/unsupported rate-limit option/);
  });
});

describe("clientKey", () => {
  it("keys clients as @fastify/rate-limit does, without its IPv6 test for IPv4 addresses", () => {
    for (const ip of ["203.0.113.7", "::ffff:203.0.113.7", "2001:db8:1:2:3:4:5:6", "2001:DB8::1", "::1", "Not-An-Address"])
      expect(clientKey(ip)).toBe(normalizeIP(ip));
    // One /64 is one client.
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe(clientKey("2001:db8:1:2:bbbb::2"));
  });
});
