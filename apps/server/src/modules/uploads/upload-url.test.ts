import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";

// POST /api/ai-design/upload-image-url: a pasted link fetched through the image proxy's guard and budget, then stored as an upload.
describe("POST /api/ai-design/upload-image-url", () => {
  let strict: TestContext;
  let relaxed: TestContext;
  let upstream: Server;
  let base: string;
  let connections = 0;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    upstream = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
      if (url.pathname === "/page.png") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
      if (url.pathname === "/huge.png") return res.writeHead(200, { "content-type": "image/png", "content-length": String(26 * 1024 * 1024) }).end();
      if (url.pathname === "/slow.png") return; // never answers
      res.writeHead(404).end();
    });
    upstream.on("connection", () => (connections += 1));
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    strict = await createTestApp();
    relaxed = await createTestApp({ proxyAllowedAddresses: ["127.0.0.1"], proxyTimeoutMs: 1500 });
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await strict.close();
    await relaxed.close();
  });

  const send = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/upload-image-url", headers, payload: { url }, remoteAddress: "203.0.113.7" });

  it("stores the linked image and answers like an upload", async () => {
    const user = await signIn(relaxed);
    const res = await send(relaxed, `${base}/logo.png`, user.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { src: string; name: string; width: number; height: number; aspect: string; style: string } }>().data;
    expect(data).toMatchObject({ name: "logo.png", width: 40, height: 30, aspect: "16:9", style: "auto" });
    expect(data.src).toMatch(new RegExp(`^/oss/uploads/${user.user.id}/[\\w-]+\\.png$`));
    const stored = await relaxed.app.inject({ method: "GET", url: data.src, headers: user.headers });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 40, 30]);
  });

  it("gives the proxy's errors for a non-image, an oversized or a slow upstream", async () => {
    const user = await signIn(relaxed);
    expect((await send(relaxed, `${base}/page.png`, user.headers)).json()).toMatchObject({ code: 415, error: "UNSUPPORTED_MEDIA" });
    expect((await send(relaxed, `${base}/huge.png`, user.headers)).json()).toMatchObject({ code: 413, error: "PAYLOAD_TOO_LARGE" });
    expect((await send(relaxed, `${base}/slow.png`, user.headers)).json()).toMatchObject({ code: 504, error: "UPSTREAM_TIMEOUT" });
    expect((await send(relaxed, `${base}/missing.png`, user.headers)).json()).toMatchObject({ code: 502, error: "UPSTREAM_FAILED" });
  });

  it("refuses loopback and private addresses by default without connecting", async () => {
    const user = await signIn(strict);
    const before = connections;
    const port = new URL(base).port;
    for (const url of [
      `${base}/logo.png`,
      `http://localhost:${port}/logo.png`,
      "http://10.0.0.1/x.png",
      "http://169.254.169.254/latest/x.png",
      "http://[::1]/x.png",
    ]) {
      const res = await send(strict, url, user.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ error: "ADDRESS_REFUSED" });
    }
    expect(connections).toBe(before);
  });

  it("takes only http(s) links to gif, jpeg, jpg or png, and only from a signed-in user", async () => {
    const user = await signIn(strict);
    for (const url of ["ftp://example.com/x.png", "file:///etc/x.png", "https://example.com/x.svg", "https://example.com/x.png.html", "not a url"]) {
      expect((await send(strict, url, user.headers)).json(), url).toMatchObject({ code: 400, error: "VALIDATION" });
    }
    const visitor = await send(strict, "https://example.com/x.png");
    expect(visitor.statusCode).toBe(401);
    // A cookie session needs the CSRF header like every mutation, before anything is fetched.
    const owner = await signIn(relaxed);
    const before = connections;
    const forged = await send(relaxed, `${base}/logo.png`, { cookie: `sid=${owner.token}; csrf_token=${"c".repeat(32)}` });
    expect(forged.json()).toMatchObject({ code: 403, error: "FORBIDDEN", reason: "csrf" });
    expect(connections).toBe(before);
    const withHeader = await send(relaxed, `${base}/logo.png`, { cookie: `sid=${owner.token}; csrf_token=${"c".repeat(32)}`, "x-csrf-token": "c".repeat(32) });
    expect(withHeader.statusCode).toBe(200);
  });
});
