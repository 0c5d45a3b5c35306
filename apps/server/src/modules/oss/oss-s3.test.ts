import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";
import { startS3rver, type TestS3 } from "../../../test/s3rver";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import { pruneVariants } from "../../jobs/prune-variants.job";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();

const TASK = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const EXPORT_NAME = `${TASK}-2-${"Q".repeat(22)}`;
/** An upload named as the server names them (oss-access.ts serves named families only). */
const UPLOAD = "uploads/7/m3k2x9-0a1b2c3d4e5f.png";
const SVG_EXPORT = `ai-images/svg/${TASK}-2-${"Q".repeat(22)}.svg`;

/**
 * /oss with STORAGE_URL on an S3-compatible store (s3rver): the same answers as on disk (oss.test.ts
 * has the full rules), the checks the browser makes (HEAD of an earlier export, `?t=` on style data),
 * the resized copies kept in the bucket and pruned there, and OSS_DELIVERY=redirect.
 */
describe("/oss on S3", () => {
  let s3: TestS3;
  let ctx: TestContext;
  const variants = async () => {
    const keys: string[] = [];
    for await (const object of ctx.storage.list(".variants")) keys.push(object.key);
    return keys;
  };

  beforeAll(async () => {
    s3 = await startS3rver();
    ctx = await createTestApp({ storage: loadConfig(s3.env).storage });
    await ctx.storage.put(UPLOAD, await png(400, 200));
    await ctx.storage.put(`ai-images/png/${EXPORT_NAME}.png`, await png(64, 64));
    await ctx.storage.put(`ai-images/favicon/${EXPORT_NAME}.zip`, Buffer.from("PK\u0005\u0006".padEnd(22, "\0")));
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  const inject = (url: string, method: "GET" | "HEAD" = "GET", headers: Record<string, string> = {}) => ctx.app.inject({ method, url, headers });

  it("the storage really is the bucket", async () => {
    // Through the store's own URL, not the app: the file sits under the prefix STORAGE_URL names.
    const answer = await fetch(`${s3.endpoint}/${s3.bucket}/${s3.prefix}/${UPLOAD}`);
    expect(answer.status).toBe(200);
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(400);
  });

  it("answers the browser's HEAD check of an earlier export: headers, length and ETag, no body; 404 when gone", async () => {
    for (const [path, type] of [
      [`ai-images/png/${EXPORT_NAME}.png`, "image/png"],
      [`ai-images/favicon/${EXPORT_NAME}.zip`, "application/zip"],
    ] as const) {
      const stored = await ctx.storage.head(path);
      const head = await inject(`/oss/${path}`, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe(type);
      expect(head.headers["content-length"]).toBe(String(stored?.size));
      expect(head.headers.etag).toBe(stored?.etag);
      expect(head.rawPayload.length).toBe(0);
      const get = await inject(`/oss/${path}`);
      expect(get.statusCode).toBe(200);
      expect(get.rawPayload.length).toBe(stored?.size);
    }
    expect((await inject(`/oss/ai-images/png/${TASK}-3-${"Q".repeat(22)}.png`, "HEAD")).statusCode).toBe(404);
    // A guessable name is refused before the store is asked, as on disk.
    expect((await inject(`/oss/ai-images/png/${TASK}-2.png`, "HEAD")).statusCode).toBe(404);
  });

  it("serves a rewritten style data.json at once under a new ?t=, and revalidates by ETag", async () => {
    await ctx.storage.put("ai-logo-style/data.json", JSON.stringify({ groups: [{ name: "first" }] }));
    const first = await inject("/oss/ai-logo-style/data.json?t=1732600000001");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.json()).toEqual({ groups: [{ name: "first" }] });
    // An admin saves the styles; the browser asks again with a new t and gets the new file.
    await ctx.storage.put("ai-logo-style/data.json", JSON.stringify({ groups: [{ name: "second" }, { name: "third" }] }));
    const second = await inject("/oss/ai-logo-style/data.json?t=1732600000002");
    expect(second.json()).toEqual({ groups: [{ name: "second" }, { name: "third" }] });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // A browser holding the old version revalidates to the new one; holding the new one, 304.
    const stale = await inject("/oss/ai-logo-style/data.json?t=1732600000003", "GET", { "if-none-match": String(first.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(second.json());
    const fresh = await inject("/oss/ai-logo-style/data.json?t=1732600000004", "GET", { "if-none-match": String(second.headers.etag) });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
  });

  it("makes a resized copy once, keeps it in the bucket, and the prune job deletes it there", async () => {
    const url = `/oss/${UPLOAD}?w=200&format=webp`;
    const first = await inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect((await sharp(first.rawPayload).metadata()).width).toBe(200);
    const kept = await variants();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^\.variants\/uploads\/7\/m3k2x9-0a1b2c3d4e5f\.png\/200_82__[0-9a-f]{12}\.webp$/);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${s3.prefix}/${kept[0]}`)).status).toBe(200);
    // Served from the bucket the second time: same copy, no new one.
    const second = await inject(`${url}&t=2`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await variants()).toEqual(kept);
    expect((await inject(`/oss/${UPLOAD}?w=400&format=webp`)).statusCode).toBe(200);
    expect(await variants()).toHaveLength(2);
    // Over budget (0 bytes): every copy goes, the originals stay.
    const pruned = await pruneVariants(ctx.storage, { cutoff: 0, maxBytes: 0 });
    expect(pruned).toEqual({ deleted: 2, keptBytes: 0 });
    expect(await variants()).toEqual([]);
    expect(await ctx.storage.head(UPLOAD)).not.toBeNull();
    // Older than the cutoff: deleted whatever the budget.
    await inject(url);
    expect(await pruneVariants(ctx.storage, { cutoff: Date.now() + 60_000, maxBytes: 1e9 })).toMatchObject({ deleted: 1 });
  });

  describe("OSS_DELIVERY=redirect", () => {
    let app: App;
    const RESULT = `ai-images/${TASK}/1.png`;
    beforeAll(async () => {
      // The same database and bucket, another app configured to redirect.
      app = await buildApp({ ...ctx.config, ossDelivery: "redirect" }, { database: ctx.database, storage: ctx.storage });
      await ctx.storage.put(RESULT, await png(800, 800));
      await ctx.storage.put(SVG_EXPORT, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    afterAll(() => app.close());
    const call = (url: string, method: "GET" | "HEAD" = "GET") => app.inject({ method, url });

    it("sends a plain file to a short-lived signed URL of the store, which serves it", async () => {
      const answer = await call(`/oss/${UPLOAD}`);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers["cache-control"]).toBe("public, max-age=60");
      const location = String(answer.headers.location);
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${s3.prefix}/${UPLOAD}?`)).toBe(true);
      expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe("300");
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(400);
      // An export is a plain file too once its name is right; a wrong name never reaches the store.
      expect((await call(`/oss/ai-images/png/${EXPORT_NAME}.png`)).statusCode).toBe(302);
      expect((await call(`/oss/ai-images/png/${TASK}-2.png`)).statusCode).toBe(404);
      expect((await call("/oss/uploads/7/m3k2x9-ffffffffffff.png")).statusCode).toBe(404);
    });

    it("keeps HEAD, JSON, SVG, copies, signed results and watermarked previews on the server", async () => {
      const head = await call(`/oss/ai-images/png/${EXPORT_NAME}.png`, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-length"]).toBe(String((await ctx.storage.head(`ai-images/png/${EXPORT_NAME}.png`))?.size));
      const data = await call("/oss/ai-logo-style/data.json?t=5");
      expect(data.statusCode).toBe(200);
      expect(data.headers["cache-control"]).toBe("no-cache");
      const svg = await call(`/oss/${SVG_EXPORT}`);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers["content-security-policy"]).toContain("sandbox");
      expect((await call(`/oss/${UPLOAD}?w=200&format=webp`)).headers["content-type"]).toBe("image/webp");
      // A result: the original is nobody's without the owner's link, the public preview is marked on the server.
      expect((await call(`/oss/${RESULT}`)).statusCode).toBe(404);
      const preview = await call(`/oss/${RESULT}?w=400&format=webp`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["content-type"]).toBe("image/webp");
      const own = await call(app.services.resultLinks.sign(`/oss/${RESULT}`));
      expect(own.statusCode).toBe(200);
      expect(own.headers["cache-control"]).toBe("private, max-age=3600");
      expect((await sharp(own.rawPayload).metadata()).width).toBe(800);
    });
  });
});
