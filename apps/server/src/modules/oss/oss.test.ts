import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 220, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A logo-like result: a dark square on white, so a mark shows wherever it lands. */
async function resultPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#ffffff"/><rect x="200" y="200" width="624" height="624" fill="#1d4ed8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function variantFiles(ctx: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.storage.list(".variants")) keys.push(object.key);
  return keys;
}

/** Mean absolute difference per channel of two same-sized images, 0-255. */
async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!x || !y) throw new Error("no pixels");
  expect([x.info.width, x.info.height]).toEqual([y.info.width, y.info.height]);
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) sum += Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0));
  return sum / x.data.length;
}

const TASK = "0b7d7c1e-4a4e-4c36-9b8e-3f1a2b3c4d5e";
/** Keys shaped as the server names them (oss-access.ts serves named families only). */
const UPLOAD = "uploads/7/m3k2x9-0a1b2c3d4e5f.png";
const SVG_EXPORT = `ai-images/svg/${TASK}-1-${"s".repeat(22)}.svg`;
const RESULT = `ai-images/${TASK}/1.png`;
const THUMB = `ai-images/${TASK}/1.thumb.webp`;

describe("/oss files", () => {
  let ctx: TestContext;
  let clock = new Date("2026-03-01T10:20:00Z");
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
    await ctx.storage.put(UPLOAD, await png(400, 200));
    await ctx.storage.put("ai-logo-style/data.json", JSON.stringify({ groups: [] }));
    await ctx.storage.put(SVG_EXPORT, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const result = await resultPng();
    await ctx.storage.put(RESULT, result);
    await ctx.storage.put(THUMB, await sharp(result).resize({ width: 400 }).webp({ quality: 80 }).toBuffer());
  });
  afterAll(() => ctx.close());

  const signed = (path: string) => ctx.app.services.resultLinks.sign(path);
  const get = (url: string, method: "GET" | "HEAD" = "GET") => ctx.app.inject({ method, url });

  it("serves a file with its content type, ETag and caching", async () => {
    const res = await get(`/oss/${UPLOAD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);

    const again = await ctx.app.inject({ method: "GET", url: `/oss/${UPLOAD}`, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers HEAD with the headers only, and 404 for a missing file", async () => {
    const head = await get(`/oss/${UPLOAD}`, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body).toBe("");
    expect((await get("/oss/uploads/7/m3k2x9-ffffffffffff.png", "HEAD")).statusCode).toBe(404);
  });

  it("makes a resized WebP copy once and serves it from the cache after", async () => {
    const url = `/oss/${UPLOAD}?w=200&format=webp`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 200, 100, true]);
    expect(await variantFiles(ctx)).toHaveLength(1);

    const second = await get(`${url}&t=123`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await variantFiles(ctx)).toHaveLength(1);
  });

  it("never enlarges and makes a new variant when the original changes", async () => {
    const big = await get(`/oss/${UPLOAD}?w=600`);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(400);
    await ctx.storage.put(UPLOAD, await png(300, 300));
    const after = await get(`/oss/${UPLOAD}?w=200&format=webp`);
    expect((await sharp(after.rawPayload).metadata()).height).toBe(200);
  });

  it("offers only the fixed widths and qualities, and no free-form sizing", async () => {
    for (const query of ["w=4000", "w=401", "w=1", "q=100", "q=83", "h=100", "fit=cover", "w=400&h=400", "format=gif"]) {
      const res = await get(`/oss/${UPLOAD}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: "VALIDATION" });
    }
    expect((await get(`/oss/${UPLOAD}?w=400&q=60&format=jpeg`)).statusCode).toBe(200);
  });

  it("revalidates JSON data files on every use", async () => {
    const res = await get("/oss/ai-logo-style/data.json?t=123");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ groups: [] });
  });

  it("sandboxes stored SVG so it cannot run script", async () => {
    const res = await get(`/oss/${SVG_EXPORT}`);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("refuses keys that leave the storage root and hides the variant cache", async () => {
    for (const url of ["/oss/..%2F..%2Fetc%2Fpasswd", "/oss/a/%2E%2E/b.png", "/oss/.variants/x.png"]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json()).toHaveProperty("error");
    }
  });

  it("answers 404 for a stored file of no named family, GET and HEAD, with or without a copy asked", async () => {
    const unnamed = [
      "secrets/x.png",
      "bizcards/7/0b7d7c1e.pdf",
      "bulk-fill/7/1.zip",
      "fonts/tmp/7/x.ttf",
      "uploads/7/incoming/x.png",
      "uploads/logo.png",
      `saved-logos/7/2-png-800-800x600-${"a".repeat(22)}.png`,
      `ai-images/${TASK}/center/1-png-800-800x600-${"a".repeat(22)}.png`,
    ];
    for (const key of unnamed) {
      await ctx.storage.put(key, await png(8, 8));
      for (const url of [`/oss/${key}`, `/oss/${key}?w=400&format=webp`]) {
        expect((await get(url)).statusCode, url).toBe(404);
        expect((await get(url, "HEAD")).statusCode, url).toBe(404);
      }
    }
  });

  it("serves the named families anyone may fetch: avatars, signature logos, style pictures", async () => {
    for (const key of ["avatars/7-0a1b2c3d4e5f.webp", `signatures/7/${"a".repeat(32)}.png`, "ai-logo-style/thumb/abstract.png"]) {
      await ctx.storage.put(key, await png(8, 8));
      const res = await get(`/oss/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers["cache-control"], key).toBe("public, max-age=86400");
    }
  });

  it("says a non-image cannot be converted", async () => {
    await ctx.storage.put("uploads/7/m3k2x9-000000000000.png", Buffer.from("this is text, not an image"));
    const res = await get("/oss/uploads/7/m3k2x9-000000000000.png?w=200");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA" });
  });

  describe("results (ai-images/{taskId}/...)", () => {
    it("refuses an anonymous full-size result and every paid format of it", async () => {
      for (const query of [
        "",
        "?format=jpeg&q=100",
        "?format=jpeg",
        "?format=png",
        "?w=600",
        "?w=400&format=png",
        "?w=600&format=jpeg&q=82",
        "?w=200&format=webp",
        "?format=webp",
      ]) {
        const res = await get(`/oss/${RESULT}${query}`);
        // 400 where the parameters are outside the fixed set (q=100), else 404: never the image.
        expect([400, 404], query).toContain(res.statusCode);
        expect(res.headers["content-type"]).toContain("application/json");
      }
      expect((await get(`/oss/${RESULT}`, "HEAD")).statusCode).toBe(404);
    });

    it("gives the public watermarked WebP previews at 400 and 600, and the owner's signed preview is clean", async () => {
      for (const width of [400, 600]) {
        const pub = await get(`/oss/${RESULT}?w=${width}&format=webp`);
        expect(pub.statusCode).toBe(200);
        expect(pub.headers["content-type"]).toBe("image/webp");
        expect(pub.headers["cache-control"]).toBe("public, max-age=86400");
        expect(await sharp(pub.rawPayload).metadata()).toMatchObject({ format: "webp", width, height: width });

        const own = await get(`${signed(`/oss/${RESULT}`)}&w=${width}&format=webp`);
        expect(own.statusCode).toBe(200);
        expect(own.headers["cache-control"]).toBe("private, max-age=3600");
        expect(await pixelDifference(pub.rawPayload, own.rawPayload)).toBeGreaterThan(2);
      }
      // The stored thumbnail is a 400 px preview: public with the mark, clean with a link.
      const thumb = await get(`/oss/${THUMB}`);
      expect(thumb.statusCode).toBe(200);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
      const ownThumb = await get(signed(`/oss/${THUMB}`));
      expect(ownThumb.rawPayload.equals((await ctx.storage.read(THUMB)) ?? Buffer.alloc(0))).toBe(true);
      expect(await pixelDifference(thumb.rawPayload, ownThumb.rawPayload)).toBeGreaterThan(2);
    });

    it("opens the full-size result with a signed link, for its path only, until it expires", async () => {
      const url = signed(`/oss/${RESULT}`);
      expect(url).toMatch(/^\/oss\/ai-images\/[0-9a-f-]{36}\/1\.png\?exp=\d+&sig=[\w-]+$/);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals((await ctx.storage.read(RESULT)) ?? Buffer.alloc(0))).toBe(true);
      expect(res.headers["cache-control"]).toBe("private, max-age=3600");
      // The same answer all hour long: caches keep working.
      clock = new Date("2026-03-01T10:59:00Z");
      expect(signed(`/oss/${RESULT}`)).toBe(url);

      // Another path with this signature, a tampered one, a paid format of the signed path: refused.
      await ctx.storage.put(`ai-images/${TASK}/2.png`, await resultPng());
      const query = url.slice(url.indexOf("?"));
      expect((await get(`/oss/ai-images/${TASK}/2.png${query}`)).statusCode).toBe(403);
      expect((await get(`${url.slice(0, -2)}xx`)).statusCode).toBe(403);
      expect((await get(url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`))).statusCode).toBe(403);
      expect((await get(`${url}&format=png`)).statusCode).toBe(400);
      expect((await get(`${url}&format=jpeg&q=60`)).statusCode).toBe(400);

      // Good to the end of the next hour, not after.
      clock = new Date("2026-03-01T11:59:59Z");
      expect((await get(url)).statusCode).toBe(200);
      clock = new Date("2026-03-01T12:00:01Z");
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ error: "FORBIDDEN" });
      expect(signed(`/oss/${RESULT}`)).not.toBe(url);
      clock = new Date("2026-03-01T10:20:00Z");
    });

    it("1,000 distinct variant requests make at most the allowed set of copies", async () => {
      const formats = ["webp", "png", "jpeg", ""];
      const owner = signed(`/oss/${RESULT}`);
      const before = (await variantFiles(ctx)).filter((key) => key.includes(TASK));
      for (let i = 0; i < 1000; i++) {
        const w = i % 5 === 0 ? [200, 400, 600][i % 3] : (i % 700) + 1;
        const q = i % 7 === 0 ? [60, 82][i % 2] : (i % 100) + 1;
        const format = formats[i % formats.length];
        const query = [`w=${w}`, `q=${q}`, format ? `format=${format}` : "", `t=${i}`].filter(Boolean).join("&");
        const res = await get(i % 2 === 0 ? `/oss/${RESULT}?${query}` : `${owner}&${query}`);
        expect([200, 400, 404]).toContain(res.statusCode);
      }
      const after = (await variantFiles(ctx)).filter((key) => key.includes(`${TASK}/1.png/`));
      // Public: widths 400 and 600, WebP, two qualities; the owner's: widths 200, 400 and 600, WebP, two qualities.
      expect(after.length).toBeLessThanOrEqual(2 * 2 + 3 * 2);
      expect(after.length).toBeGreaterThan(before.filter((key) => key.includes(`${TASK}/1.png/`)).length);
      expect(after.every((key) => key.endsWith(".webp"))).toBe(true);
    });
  });

  describe("paid exports (ai-images/{format}/...)", () => {
    const name = `${TASK}-1-${"a".repeat(22)}`;
    beforeAll(async () => {
      await ctx.storage.put(`ai-images/png/${name}.png`, await png(64, 64));
      // A file under the earlier guessable name (taskId-n) that must no longer be served.
      await ctx.storage.put(`ai-images/png/${TASK}-1.png`, await png(64, 64));
    });

    it("answers the plain HEAD check of an earlier export under its given name, and 404 under a guessed one", async () => {
      const head = await get(`/oss/ai-images/png/${name}.png`, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe("image/png");
      expect((await get(`/oss/ai-images/png/${name}.png`)).statusCode).toBe(200);
      expect((await get(`/oss/ai-images/png/${TASK}-1.png`, "HEAD")).statusCode).toBe(404);
      expect((await get(`/oss/ai-images/png/${TASK}-1.png`)).statusCode).toBe(404);
      expect((await get(`/oss/ai-images/png/${TASK}-1-${"b".repeat(22)}.png`)).statusCode).toBe(404);
    });

    it("never converts an export", async () => {
      expect((await get(`/oss/ai-images/png/${name}.png?w=400&format=webp`)).statusCode).toBe(400);
      expect((await get(`/oss/ai-images/png/${name}.png?format=jpeg`)).statusCode).toBe(400);
    });

    it("serves nothing else under ai-images/", async () => {
      await ctx.storage.put("ai-images/other/x.png", await png(8, 8));
      expect((await get("/oss/ai-images/other/x.png")).statusCode).toBe(404);
    });
  });
});

describe("/oss rate limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ossRateLimitMax: 5 });
    await ctx.storage.put(UPLOAD, await png(10, 10));
  });
  afterAll(() => ctx.close());

  it("limits each address to OSS_RATE_LIMIT_MAX requests a minute", async () => {
    const from = (remoteAddress: string) => ctx.app.inject({ method: "GET", url: `/oss/${UPLOAD}`, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7")).statusCode).toBe(200);
    const limited = await from("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect((await from("203.0.113.8")).statusCode).toBe(200);
  });
});
