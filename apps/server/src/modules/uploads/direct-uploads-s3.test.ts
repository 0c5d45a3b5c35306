import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { startS3rver, type TestS3 } from "../../../test/s3rver";
import { loadConfig } from "../../config";

type Grant = { method: string; url: string; fields: Record<string, string>; headers: Record<string, string>; key: string; maxBytes: number; timeoutMs: number };

/**
 * The browser's flow on an S3-compatible store (s3rver on 127.0.0.1): the grant is the store's own
 * presigned POST for one key, the file goes to the store as the browser would send it (fields first,
 * the file last), and the server's check answers as upload-image. s3rver does not enforce POST
 * policies (size range, content type; test/s3rver.ts), so the tests here also show that the check
 * after the upload is what refuses a file the policy should have kept out.
 */
describe("uploads straight to S3", () => {
  let s3: TestS3;
  let ctx: TestContext;
  let user: SignedIn;

  beforeAll(async () => {
    s3 = await startS3rver();
    ctx = await createTestApp({ storage: loadConfig(s3.env).storage });
    user = await signIn(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  const grant = async (contentType = "image/png"): Promise<Grant> => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/oss/sts?contentType=${encodeURIComponent(contentType)}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Grant }>().data;
  };

  /** What the browser's upload client sends (apps/web/src/api/image-upload.ts). */
  const sendToStore = (target: Grant, bytes: Buffer, type = "image/png") => {
    const form = new FormData();
    for (const [field, value] of Object.entries(target.fields)) form.append(field, value);
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), "logo.png");
    return fetch(target.url, { method: target.method, body: form, signal: AbortSignal.timeout(target.timeoutMs) });
  };

  it("lets the page reach the store: its origin is in the CSP's connect-src (and img-src, for OSS_DELIVERY=redirect)", async () => {
    const csp = String((await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    const directive = (name: string) => csp.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
    expect(directive("connect-src")).toContain(s3.endpoint);
    expect(directive("img-src")).toContain(s3.endpoint);
  });

  const check = (key: string) => ctx.app.inject({ method: "POST", url: "/api/oss/uploaded", headers: user.headers, payload: { key, name: "logo.png" } });

  it("grants the store's presigned POST for one key, type and size; the file lands in the bucket and the check answers like upload-image", async () => {
    const target = await grant();
    expect(target.method).toBe("POST");
    expect(target.url.startsWith(s3.endpoint)).toBe(true);
    expect(target.fields).toMatchObject({ key: `${s3.prefix}/${target.key}`, "Content-Type": "image/png" });
    expect(target.fields.Policy ?? target.fields.policy).toBeTruthy();
    expect(target.key).toMatch(new RegExp(`^uploads/${user.user.id}/incoming/[0-9a-f]{32}\\.png$`));

    const sent = await sendToStore(target, await png(320, 180));
    expect(sent.status).toBeLessThan(300);
    expect((await ctx.storage.head(target.key))?.size).toBeGreaterThan(0);
    // In the bucket, but not served before its check.
    expect((await ctx.app.inject({ method: "GET", url: `/oss/${target.key}` })).statusCode).toBe(404);

    const checked = await check(target.key);
    expect(checked.statusCode).toBe(200);
    const data = checked.json().data;
    expect(data).toMatchObject({ width: 320, height: 180, aspect: "16:9", name: "logo.png", style: "auto" });
    expect(await ctx.storage.head(target.key)).toBeNull();
    const served = await ctx.app.inject({ method: "GET", url: data.src });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    expect((await check(target.key)).statusCode).toBe(410);
  });

  it("refuses at the check what the store let through: not an image, or over 25 MB; the object is deleted", async () => {
    const notImage = await grant();
    expect((await sendToStore(notImage, Buffer.from("<html><script>alert(1)</script></html>"))).status).toBeLessThan(300);
    expect((await check(notImage.key)).json()).toMatchObject({ error: "IMAGE_UNREADABLE" });
    expect(await ctx.storage.head(notImage.key)).toBeNull();

    const tooBig = await grant();
    const stored = await sendToStore(tooBig, Buffer.alloc(tooBig.maxBytes + 1, 7));
    // A store that enforces the policy (AWS, MinIO) refuses it here; s3rver stores it, and the check refuses it.
    expect(stored.status).toBeLessThan(300);
    const refused = await check(tooBig.key);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" });
    expect(await ctx.storage.head(tooBig.key)).toBeNull();
  });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#264653" } })
    .png()
    .toBuffer();
