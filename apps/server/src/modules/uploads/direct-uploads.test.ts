import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { GRANT_SECONDS, MAX_OPEN_GRANTS } from "./direct-uploads.service";

// Uploads straight to storage on local disk: GET /api/oss/sts, the signed receiving route, POST /api/oss/uploaded, the sweep.
// Local disk even under TEST_STORAGE=s3: these tests are of the local receiving route (direct-uploads-s3.test.ts has the S3 flow).
const filesDir = mkdtempSync(path.join(tmpdir(), "studio-direct-uploads-"));
let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ storage: { kind: "local", root: filesDir } }, { now: () => new Date(clock) });
});
afterAll(async () => {
  await ctx.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Grant = {
  method: string;
  url: string;
  fields: Record<string, string>;
  key: string;
  expiresAt: string;
  maxBytes: number;
  contentType: string;
  timeoutMs: number;
};

const boundary = "----studio-direct-upload";
function form(bytes: Buffer, type = "image/png", filename = "logo.png"): { payload: Buffer; contentType: string } {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

const askGrant = (headers: Record<string, string>, query = "contentType=image%2Fpng") =>
  ctx.app.inject({ method: "GET", url: `/api/oss/sts?${query}`, headers });

async function grantFor(user: SignedIn, query?: string): Promise<Grant> {
  const response = await askGrant(user.headers, query);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Grant }>().data;
}

/** The browser's upload: no session, the signed URL is the credential. */
const send = (url: string, bytes: Buffer, type?: string) => {
  const body = form(bytes, type);
  return ctx.app.inject({ method: "POST", url, headers: { "content-type": body.contentType }, payload: body.payload });
};

const check = (user: SignedIn, key: string, name = "Brand <logo>.png") =>
  ctx.app.inject({ method: "POST", url: "/api/oss/uploaded", headers: user.headers, payload: { key, name } });

describe("GET /api/oss/sts on local disk", () => {
  it("grants signed-in users one key under their folder, 25 MB, the type, 120000 ms and a 10-minute expiry", async () => {
    expect((await askGrant({})).statusCode).toBe(401);
    const user = await signIn(ctx);
    const grant = await grantFor(user, "contentType=image%2Fjpeg&size=1000");
    expect(grant).toMatchObject({ method: "POST", fields: {}, maxBytes: 25 * 1024 * 1024, contentType: "image/jpeg", timeoutMs: 120_000 });
    expect(grant.key).toMatch(new RegExp(`^uploads/${user.user.id}/incoming/[0-9a-f]{32}\\.jpg$`));
    expect(grant.url).toMatch(/^\/api\/oss\/upload\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]+$/);
    expect(Date.parse(grant.expiresAt) - clock).toBeGreaterThan((GRANT_SECONDS - 5) * 1000);
    expect(Date.parse(grant.expiresAt) - clock).toBeLessThanOrEqual(GRANT_SECONDS * 1000 + 1000);
  });

  it("refuses other types and sizes over the limit before granting", async () => {
    const user = await signIn(ctx);
    expect((await askGrant(user.headers, "contentType=image%2Fsvg%2Bxml")).statusCode).toBe(400);
    expect((await askGrant(user.headers, "")).statusCode).toBe(400);
    const big = await askGrant(user.headers, `contentType=image%2Fpng&size=${25 * 1024 * 1024 + 1}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" });
  });

  it("holds at most MAX_OPEN_GRANTS unchecked grants per user", async () => {
    const user = await signIn(ctx);
    for (let i = 0; i < MAX_OPEN_GRANTS; i += 1) await grantFor(user);
    const refused = await askGrant(user.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "RATE_LIMITED" });
  });
});

describe("the local receiving route and POST /api/oss/uploaded", () => {
  it("takes the file once, checks it like upload-image, moves it to a new key and deletes the sent file", async () => {
    const user = await signIn(ctx);
    const grant = await grantFor(user);
    const sent = await send(grant.url, await png(300, 200));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ key: grant.key });
    // Not served before its check, and not yet an upload of the user's (the classic maker's hasIcon).
    expect((await ctx.app.inject({ method: "GET", url: `/oss/${grant.key}` })).statusCode).toBe(404);
    const hasIcon = async () => (await ctx.app.inject({ method: "GET", url: "/api/checkHasUploadIcons", headers: user.headers })).json().data.hasIcon;
    expect(await hasIcon()).toBe(false);
    // The URL is used up.
    expect((await send(grant.url, await png(10, 10))).json()).toMatchObject({ error: "IMAGE_GONE" });

    const checked = await check(user, grant.key);
    expect(checked.statusCode).toBe(200);
    const data = checked.json().data;
    expect(data).toMatchObject({ width: 300, height: 200, aspect: "16:9", style: "auto", name: "Brand logo.png" });
    expect(data.src).toMatch(new RegExp(`^/oss/uploads/${user.user.id}/[a-z0-9]+-[0-9a-f]{12}\\.png$`));
    expect((await sharp((await ctx.storage.read(data.src.slice("/oss/".length)))!).metadata()).width).toBe(300);
    expect(await ctx.storage.head(grant.key)).toBeNull();
    expect(await hasIcon()).toBe(true);
    // Checked once.
    const again = await check(user, grant.key);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: "IMAGE_GONE", msg: "Image is no longer valid, please re-upload" });
  });

  it("is checked only by the grant's user", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const grant = await grantFor(owner);
    await send(grant.url, await png(20, 20));
    expect((await check(other, grant.key)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: "/api/oss/uploaded", payload: { key: grant.key } })).statusCode).toBe(401);
    expect((await check(owner, grant.key)).statusCode).toBe(200);
  });

  it("refuses a tampered or swapped signature", async () => {
    const user = await signIn(ctx);
    const grant = await grantFor(user);
    const second = await grantFor(user);
    const url = new URL(grant.url, "http://local");
    const bytes = await png(10, 10);
    const tampered = [
      `${url.pathname}?exp=${url.searchParams.get("exp")}&sig=${"A".repeat(32)}`,
      `${url.pathname}?exp=${Number(url.searchParams.get("exp")) + 3600}&sig=${url.searchParams.get("sig")}`,
      `${new URL(second.url, "http://local").pathname}?exp=${url.searchParams.get("exp")}&sig=${url.searchParams.get("sig")}`,
    ];
    for (const target of tampered) expect((await send(target, bytes)).statusCode).toBe(403);
    expect((await send(`${url.pathname}`, bytes)).statusCode).toBe(400);
    // The real URL still works: a refused attempt does not use the grant.
    expect((await send(grant.url, bytes)).statusCode).toBe(200);
  });

  it("refuses a file of another type or over the size limit while receiving, and an unreadable one at the check", async () => {
    const user = await signIn(ctx);
    const wrongType = await grantFor(user);
    const typed = await send(wrongType.url, await png(10, 10), "image/jpeg");
    expect(typed.statusCode).toBe(415);

    const tooBig = await grantFor(user);
    const big = await send(tooBig.url, Buffer.alloc(25 * 1024 * 1024 + 10, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" });
    expect(await ctx.storage.head(tooBig.key)).toBeNull();

    const notImage = await grantFor(user);
    expect((await send(notImage.url, Buffer.from("<svg><script>alert(1)</script></svg>"))).statusCode).toBe(200);
    const refused = await check(user, notImage.key);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: "IMAGE_UNREADABLE" });
    expect(await ctx.storage.head(notImage.key)).toBeNull();

    // Checking a grant whose file never came says so, and uses the grant.
    const never = await grantFor(user);
    expect((await check(user, never.key)).json()).toMatchObject({ error: "BAD_REQUEST", msg: "No file was sent." });
    expect((await check(user, never.key)).statusCode).toBe(410);
  });

  it("expires: the URL after its time, the check after the upload timeout too; the sweep deletes what was never checked", async () => {
    const user = await signIn(ctx);
    const late = await grantFor(user);
    const unchecked = await grantFor(user);
    await send(unchecked.url, await png(12, 12));
    const start = clock;
    try {
      clock = start + GRANT_SECONDS * 1000 + 1000;
      expect((await send(late.url, await png(10, 10))).statusCode).toBe(403);
      clock = start + GRANT_SECONDS * 1000 + 121_000;
      expect((await check(user, unchecked.key)).statusCode).toBe(410);
      expect(await ctx.storage.head(unchecked.key)).not.toBeNull();
      expect(await ctx.app.services.directUploads.sweep()).toBeGreaterThanOrEqual(2);
      expect(await ctx.storage.head(unchecked.key)).toBeNull();
      // The grant went with its file.
      expect((await check(user, unchecked.key)).statusCode).toBe(404);
    } finally {
      clock = start;
    }
  });
});
