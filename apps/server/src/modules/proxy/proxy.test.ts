import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";
import { createAddressPolicy } from "./address-policy";

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
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } }).png().toBuffer();
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
    relaxed = await createTestApp({ proxyAllowedAddresses: ["127.0.0.1"], proxyTimeoutMs: 800 });
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await strict.close();
    await relaxed.close();
  });

  const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: "GET", url: `/api/proxy?url=${encodeURIComponent(url)}` });

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
});
