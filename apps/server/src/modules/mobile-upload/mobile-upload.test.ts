import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { mobileUploadLinks } from "./mobile-upload.schema";
import { hashMobileUploadToken, MOBILE_UPLOAD_MAX_FILES, MOBILE_UPLOAD_MAX_OPEN_LINKS } from "./mobile-upload.service";

let ctx: TestContext;
let clock = new Date("2026-11-26T10:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({ linkBase: "https://studio.example" }, { now: () => clock });
});
afterAll(async () => {
  await ctx.close();
});

const boundary = "----studio-mobile-upload-test";
function multipart(bytes: Buffer, filename = "photo.png", type = "image/png") {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

/** The phone: no session, no cookies, another network (a remote-looking address stays on loopback). */
function fromPhone(token: string, bytes?: Buffer, filename?: string, type?: string) {
  const headers: Record<string, string> = { "x-mobile-upload-token": token };
  if (!bytes) return ctx.app.inject({ method: "GET", url: "/api/mobile-upload", headers, remoteAddress: "203.0.113.7" });
  const body = multipart(bytes, filename, type);
  return ctx.app.inject({
    method: "POST",
    url: "/api/mobile-upload",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
    remoteAddress: "203.0.113.7",
  });
}

async function newLink(headers: Record<string, string>, design = "work-42") {
  const response = await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/mobile-upload", headers, payload: { design } });
  expect(response.statusCode).toBe(200);
  const link = response.json().data as { id: string; url: string; design: string; expires_at: string; max_bytes: number };
  return { ...link, token: new URL(link.url).hash.slice(1) };
}

const poll = (headers: Record<string, string>, id: string, after = 0) =>
  ctx.app.inject({ method: "GET", url: `/api/user/ai-design/mobile-upload/${id}/files?after=${after}`, headers });

describe("mobile upload by QR code", () => {
  it("needs a signed-in user to make a link, and a valid design key", async () => {
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/mobile-upload", payload: { design: "work-1" } });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signIn(ctx);
    const bad = await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/mobile-upload", headers, payload: { design: "<script>" } });
    expect(bad.statusCode).toBe(400);
  });

  it("makes a 30-minute link for one design whose token is in the URL's fragment and only hashed at rest", async () => {
    const { headers } = await signIn(ctx);
    const link = await newLink(headers, "design/poster-1");
    expect(link.url).toMatch(/^https:\/\/studio\.example\/mobile-upload#[\w-]{43}$/);
    expect(link).toMatchObject({ design: "design/poster-1", max_bytes: 20 * 1024 * 1024, expires_at: "2026-11-26T10:30:00.000Z" });
    const [row] = await ctx.database.db.select().from(mobileUploadLinks).where(eq(mobileUploadLinks.id, link.id));
    expect(row?.tokenHash).toBe(hashMobileUploadToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it("takes an image from the phone without a session; the owner's editor sees it, in order, and nobody else", async () => {
    const { user, headers } = await signIn(ctx);
    const link = await newLink(headers);
    const grant = await fromPhone(link.token);
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data).toEqual({ expires_at: link.expires_at, max_bytes: 20 * 1024 * 1024, received: 0, max_files: MOBILE_UPLOAD_MAX_FILES });

    const first = await fromPhone(link.token, await png(40, 30), "IMG_0001.png");
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ seq: 1, name: "IMG_0001.png", width: 40, height: 30 });
    expect((await fromPhone(link.token, await png(10, 20), "IMG_0002.png")).json().data.seq).toBe(2);

    const all = await poll(headers, link.id);
    expect(all.statusCode).toBe(200);
    const files = all.json().data.files as { seq: number; src: string; width: number }[];
    expect(files.map((f) => [f.seq, f.width])).toEqual([
      [1, 40],
      [2, 10],
    ]);
    expect(files[0]!.src).toMatch(new RegExp(`^/oss/uploads/${user.id}/[a-z0-9-]+\\.png$`));
    expect(await ctx.storage.read(files[0]!.src.slice("/oss/".length))).not.toBeNull();
    expect((await poll(headers, link.id, 1)).json().data.files.map((f: { seq: number }) => f.seq)).toEqual([2]);
    expect(all.json().data.expired).toBe(false);

    const other = await signIn(ctx);
    expect((await poll(other.headers, link.id)).statusCode).toBe(404);
    expect((await poll({}, link.id)).statusCode).toBe(401);
  });

  it("refuses a file over 20M with the spec's wording, and SVG or other non-images", async () => {
    const { headers } = await signIn(ctx);
    const link = await newLink(headers);
    const big = await fromPhone(link.token, Buffer.alloc(20 * 1024 * 1024 + 1, 7), "big.png");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: "MOBILE_UPLOAD_TOO_LARGE", msg: "The file must be 20M or smaller." });
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`);
    const refusedSvg = await fromPhone(link.token, svg, "x.svg", "image/svg+xml");
    expect(refusedSvg.statusCode).toBe(415);
    expect((await fromPhone(link.token, Buffer.from("just text"), "x.png")).json().error).toBe("IMAGE_UNREADABLE");
    // Refused files take no place of the link.
    expect((await fromPhone(link.token)).json().data.received).toBe(0);
    expect((await poll(headers, link.id)).json().data.files).toEqual([]);
  });

  it("refuses unknown and malformed tokens", async () => {
    expect((await fromPhone("a".repeat(43))).statusCode).toBe(404);
    expect((await fromPhone("short")).statusCode).toBe(400);
    const noHeader = await ctx.app.inject({ method: "GET", url: "/api/mobile-upload", remoteAddress: "203.0.113.8" });
    expect(noHeader.statusCode).toBe(400);
  });

  it("stops taking files when the link expires; the editor's poll says so", async () => {
    const { headers } = await signIn(ctx);
    const link = await newLink(headers);
    const start = clock;
    clock = new Date(start.getTime() + 30 * 60 * 1000);
    try {
      expect((await fromPhone(link.token)).json()).toMatchObject({ error: "MOBILE_UPLOAD_EXPIRED" });
      const late = await fromPhone(link.token, await png(), "late.png");
      expect(late.statusCode).toBe(410);
      expect((await poll(headers, link.id)).json().data.expired).toBe(true);
    } finally {
      clock = start;
    }
  });

  it("takes at most the link's number of files", async () => {
    const { headers } = await signIn(ctx);
    const link = await newLink(headers);
    const image = await png(8, 8);
    for (let i = 0; i < MOBILE_UPLOAD_MAX_FILES; i += 1) expect((await fromPhone(link.token, image, `p${i}.png`)).statusCode).toBe(200);
    const over = await fromPhone(link.token, image, "one-more.png");
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe("MOBILE_UPLOAD_FULL");
    expect((await poll(headers, link.id)).json().data.files).toHaveLength(MOBILE_UPLOAD_MAX_FILES);
  });

  it("limits the open links of one user", async () => {
    const { headers } = await signIn(ctx);
    for (let i = 0; i < MOBILE_UPLOAD_MAX_OPEN_LINKS; i += 1) await newLink(headers, `d${i}`);
    const refused = await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/mobile-upload", headers, payload: { design: "one-more" } });
    expect(refused.statusCode).toBe(429);
  });
});

describe("mobile upload rate limits", () => {
  it("limits the phone's calls per address", async () => {
    const limited = await createTestApp({ rateLimitMax: 60 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await limited.app.inject({
          method: "GET",
          url: "/api/mobile-upload",
          headers: { "x-mobile-upload-token": "b".repeat(43) },
          remoteAddress: "203.0.113.9",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
