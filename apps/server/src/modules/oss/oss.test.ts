import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 220, alpha: 0.5 } } }).png().toBuffer();
}

describe("/oss files", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.storage.put("ai-images/png/logo.png", await png(400, 200));
    await ctx.storage.put("ai-logo-style/data.json", JSON.stringify({ groups: [] }));
    await ctx.storage.put("uploads/evil.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  });
  afterAll(() => ctx.close());

  it("serves a file with its content type, ETag and caching", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/oss/ai-images/png/logo.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);

    const again = await ctx.app.inject({ method: "GET", url: "/oss/ai-images/png/logo.png", headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers HEAD with the headers only, and 404 for a missing file", async () => {
    const head = await ctx.app.inject({ method: "HEAD", url: "/oss/ai-images/png/logo.png" });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body).toBe("");
    const missing = await ctx.app.inject({ method: "HEAD", url: "/oss/ai-images/png/none.png" });
    expect(missing.statusCode).toBe(404);
  });

  it("makes a resized WebP copy once and serves it from the cache after", async () => {
    const url = "/oss/ai-images/png/logo.png?w=100&format=webp";
    const first = await ctx.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 100, 50, true]);

    const cached: string[] = [];
    for await (const object of ctx.storage.list(".variants")) cached.push(object.key);
    expect(cached).toHaveLength(1);

    const second = await ctx.app.inject({ method: "GET", url });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("never enlarges and makes a new variant when the original changes", async () => {
    const big = await ctx.app.inject({ method: "GET", url: "/oss/ai-images/png/logo.png?w=4000" });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(400);
    await ctx.storage.put("ai-images/png/logo.png", await png(300, 300));
    const after = await ctx.app.inject({ method: "GET", url: "/oss/ai-images/png/logo.png?w=100&format=webp" });
    expect((await sharp(after.rawPayload).metadata()).height).toBe(100);
  });

  it("revalidates JSON data files on every use", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/oss/ai-logo-style/data.json?t=123" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ groups: [] });
  });

  it("sandboxes stored SVG so it cannot run script", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/oss/uploads/evil.svg" });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("refuses keys that leave the storage root and hides the variant cache", async () => {
    for (const url of ["/oss/..%2F..%2Fetc%2Fpasswd", "/oss/a/%2E%2E/b.png", "/oss/.variants/x.png"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json()).toHaveProperty("error");
    }
  });

  it("says a non-image cannot be converted", async () => {
    await ctx.storage.put("uploads/fake.png", Buffer.from("this is text, not an image"));
    const res = await ctx.app.inject({ method: "GET", url: "/oss/uploads/fake.png?w=10" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA" });
  });
});
