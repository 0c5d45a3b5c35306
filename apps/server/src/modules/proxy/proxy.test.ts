import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createAddressPolicy } from "./address-policy";
import { createProxyLinks } from "./proxy-links";

const hostile = [
  "http://127.0.0.1/x.png",
  "http://0x7f000001/x.png",
  "http://2130706433/x.png",
  "http://0177.0.0.1/x.png",
  "http://127.1/x.png",
  "http://[::1]/x.png",
  "http://[::ffff:127.0.0.1]/x.png",
  "http://[64:ff9b::7f00:1]/x.png",
  "http://169.254.169.254/latest/meta-data/",
  "http://10.0.0.1/x.png",
  "http://172.16.0.1/x.png",
  "http://172.31.255.254/x.png",
  "http://192.168.1.1/x.png",
  "http://100.64.0.1/x.png",
  "http://0.0.0.0/x.png",
  "http://[::]/x.png",
  "http://224.0.0.1/x.png",
  "http://255.255.255.255/x.png",
  "http://[fe80::1]/x.png",
  "http://[fc00::1]/x.png",
  "http://localhost/x.png",
  "file:///etc/passwd",
  "gopher://127.0.0.1:70/x",
  "ftp://example.com/x.png",
];

describe("image proxy address policy", () => {
  it("allows public unicast addresses only, plus what the operator lists", () => {
    const policy = createAddressPolicy();
    expect(policy.isAllowed("93.184.216.34")).toBe(true);
    expect(policy.isAllowed("2606:2800:220:1:248:1893:25c8:1946")).toBe(true);
    for (const address of ["127.0.0.1", "::1", "::ffff:7f00:1", "10.1.2.3", "169.254.169.254", "100.100.100.100", "fd00::1", "not-an-ip"]) {
      expect(policy.isAllowed(address), address).toBe(false);
    }
    const relaxed = createAddressPolicy(["127.0.0.1", "10.0.0.0/8"]);
    expect(relaxed.isAllowed("127.0.0.1")).toBe(true);
    expect(relaxed.isAllowed("10.9.9.9")).toBe(true);
    expect(relaxed.isAllowed("127.0.0.2")).toBe(false);
  });
});

describe("GET /api/proxy", () => {
  let strict: TestContext;
  let relaxed: TestContext;
  let upstream: Server;
  let base: string;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    upstream = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
      if (url.pathname === "/to-loopback") return res.writeHead(302, { location: `http://127.0.0.2:${url.searchParams.get("port")}/logo.png` }).end();
      if (url.pathname === "/to-metadata") return res.writeHead(301, { location: "http://169.254.169.254/" }).end();
      if (url.pathname === "/hop") {
        const n = Number(url.searchParams.get("n"));
        return res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : "/logo.png" }).end();
      }
      if (url.pathname === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
      if (url.pathname === "/liar.png") return res.writeHead(200, { "content-type": "image/png" }).end("<html>not an image</html>");
      if (url.pathname === "/huge.png") return res.writeHead(200, { "content-type": "image/png", "content-length": String(26 * 1024 * 1024) }).end();
      if (url.pathname === "/endless.png") {
        res.writeHead(200, { "content-type": "image/png" });
        const chunk = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 30 && res.write(chunk)) sent++;
          if (sent < 30) res.once("drain", pump);
          else res.end();
        };
        return pump();
      }
      if (url.pathname === "/slow.png") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    strict = await createTestApp();
    relaxed = await createTestApp({ proxyAllowedAddresses: ["127.0.0.1"], proxyTimeoutMs: 2000 });
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await strict.close();
    await relaxed.close();
  });

  // Links as the server hands them out (signed); the refusal of unsigned ones has its own tests below.
  const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: "GET", url: createProxyLinks(ctx.app.services.urlSigner).link(url) });

  it(`refuses ${hostile.length} hostile addresses by default`, async () => {
    for (const url of hostile) {
      const res = await get(strict, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ error: "ADDRESS_REFUSED" });
    }
    // Even our own test server is refused without the operator's allowance.
    expect((await get(strict, `${base}/logo.png`)).statusCode).toBe(403);
  });

  it("fetches a real image from an allowed address", async () => {
    const res = await get(relaxed, `${base}/logo.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await get(relaxed, `${base}/hop?n=2`)).statusCode).toBe(200);
  });

  it("checks every redirect again and stops after three", async () => {
    const port = new URL(base).port;
    expect((await get(relaxed, `${base}/to-loopback?port=${port}`)).json()).toMatchObject({ error: "ADDRESS_REFUSED" });
    expect((await get(relaxed, `${base}/to-metadata`)).json()).toMatchObject({ error: "ADDRESS_REFUSED" });
    const tooMany = await get(relaxed, `${base}/hop?n=3`);
    expect(tooMany.statusCode).toBe(502);
    expect(tooMany.json()).toMatchObject({ error: "UPSTREAM_FAILED", msg: "Too many redirects." });
  });

  it("passes only images, within 25 MB and the time limit", async () => {
    expect((await get(relaxed, `${base}/page.html`)).json()).toMatchObject({ code: 415, error: "UNSUPPORTED_MEDIA" });
    expect((await get(relaxed, `${base}/liar.png`)).json()).toMatchObject({ code: 415, error: "UNSUPPORTED_MEDIA" });
    expect((await get(relaxed, `${base}/huge.png`)).json()).toMatchObject({ code: 413, error: "PAYLOAD_TOO_LARGE" });
    expect((await get(relaxed, `${base}/endless.png`)).json()).toMatchObject({ code: 413, error: "PAYLOAD_TOO_LARGE" });
    expect((await get(relaxed, `${base}/slow.png`)).json()).toMatchObject({ code: 504, error: "UPSTREAM_TIMEOUT" });
    expect((await get(relaxed, `${base}/missing.png`)).json()).toMatchObject({ code: 502, error: "UPSTREAM_FAILED" });
  });

  it("explains a malformed url", async () => {
    const res = await get(strict, "not a url");
    expect(res.statusCode).toBe(400);
    expect((await strict.app.inject({ method: "GET", url: "/api/proxy" })).json()).toMatchObject({ error: "VALIDATION" });
  });

  it("serves a visitor the external image the server linked to, and nothing unsigned, expired or tampered", async () => {
    // A user whose avatar is on another site (a Google picture): the answer links it through the proxy, signed.
    const owner = await signIn(relaxed, { avatar: `${base}/logo.png` });
    const me = await relaxed.app.inject({ method: "GET", url: "/api/user", headers: owner.headers });
    const avatar = me.json<{ data: { avatar: string } }>().data.avatar;
    const link = new URL(avatar, "http://site.test");
    expect(link.pathname).toBe("/api/proxy");
    expect(link.searchParams.get("url")).toBe(`${base}/logo.png`);
    expect(link.searchParams.get("sig")).toMatch(/^[\w-]{32}$/);
    // The page's image retry by a visitor: no cookie, no token.
    const retried = await relaxed.app.inject({ method: "GET", url: avatar, remoteAddress: "203.0.113.50" });
    expect(retried.statusCode).toBe(200);
    expect(retried.rawPayload.equals(png)).toBe(true);

    const refusal = { code: 403, error: "PROXY_LINK_INVALID", msg: "This image link is not valid or has expired; reload the page." };
    const exp = link.searchParams.get("exp") ?? "";
    const sig = link.searchParams.get("sig") ?? "";
    const other = `${base}/hop?n=1`;
    const ossSignature = relaxed.app.services.urlSigner.sign(other, new Date(Date.now() + 60_000), "oss");
    for (const [label, query] of [
      ["unsigned", { url: `${base}/logo.png` }],
      ["another url with this signature", { url: other, exp, sig }],
      ["a later expiry", { url: `${base}/logo.png`, exp: String(Number(exp) + 3600), sig }],
      ["a wrong signature", { url: `${base}/logo.png`, exp, sig: "A".repeat(32) }],
      ["an /oss signature", { url: other, exp: String(ossSignature.exp), sig: ossSignature.sig }],
    ] as const) {
      const res = await relaxed.app.inject({ method: "GET", url: `/api/proxy?${new URLSearchParams(query).toString()}` });
      expect(res.json(), label).toMatchObject(refusal);
    }
    const expired = relaxed.app.services.urlSigner.sign(`${base}/logo.png`, new Date(Date.now() - 1000), "proxy");
    const late = await relaxed.app.inject({
      method: "GET",
      url: `/api/proxy?${new URLSearchParams({ url: `${base}/logo.png`, exp: String(expired.exp), sig: expired.sig }).toString()}`,
    });
    expect(late.json()).toMatchObject(refusal);
    // An avatar of our own stays a plain /oss path.
    const local = await signIn(relaxed, { avatar: "/oss/avatars/1-abc.webp" });
    expect((await relaxed.app.inject({ method: "GET", url: "/api/user", headers: local.headers })).json<{ data: { avatar: string } }>().data.avatar).toBe(
      "/oss/avatars/1-abc.webp",
    );
  });
});

describe("the image proxy's byte budget (PROXY_BYTES_PER_HOUR)", () => {
  let ctx: TestContext;
  let upstream: Server;
  let base: string;
  let clock = new Date("2026-06-01T10:00:00Z");
  let bytes = Buffer.alloc(0);
  beforeAll(async () => {
    bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#884422" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    upstream = createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(bytes));
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    // Room for three images per hour.
    ctx = await createTestApp({ proxyAllowedAddresses: ["127.0.0.1"], proxyBytesPerHour: bytes.length * 3 }, { now: () => clock });
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await ctx.close();
  });

  const fetchAs = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "GET",
      url: createProxyLinks(ctx.app.services.urlSigner, () => clock).link(`${base}/face.png?r=${Math.random()}`),
      remoteAddress,
      headers,
    });

  it("limits the bytes per client address and per user, and gives them back after the hour", async () => {
    for (let i = 0; i < 3; i += 1) expect((await fetchAs("203.0.113.60")).statusCode).toBe(200);
    const refused = await fetchAs("203.0.113.60");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: "PROXY_BUDGET_EXCEEDED",
      msg: "Too many images were loaded through this site in the last hour; please try again later.",
      retryAfter: 3600,
    });
    // Another address has its own budget.
    expect((await fetchAs("203.0.113.61")).statusCode).toBe(200);

    // A signed-in user spreading over addresses shares one budget.
    const user = await signIn(ctx);
    for (let i = 0; i < 3; i += 1) expect((await fetchAs(`198.51.100.${10 + i}`, user.headers)).statusCode).toBe(200);
    expect((await fetchAs("198.51.100.20", user.headers)).json()).toMatchObject({ error: "PROXY_BUDGET_EXCEEDED" });
    expect((await fetchAs("198.51.100.20")).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await fetchAs("203.0.113.60")).statusCode).toBe(200);
    expect((await fetchAs("198.51.100.21", user.headers)).statusCode).toBe(200);
  });
});
