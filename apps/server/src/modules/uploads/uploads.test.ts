import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIdeogramFake, type IdeogramFake } from "../../../test/fakes/ideogram-fake";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultProvidersConfig } from "../../providers/providers.config";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const boundary = "----studio-upload-test";
function multipart(bytes: Buffer, filename = "logo.png", type = "image/png"): { payload: Buffer; contentType: string } {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(headers: Record<string, string>, bytes: Buffer, filename?: string, type?: string) {
  const body = multipart(bytes, filename, type);
  return ctx.app.inject({
    method: "POST",
    url: "/api/ai-design/upload-image",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

describe("POST /api/ai-design/upload-image", () => {
  it("stores an image under the uploader's folder and answers its path, size and aspect", async () => {
    const { user, headers } = await signIn(ctx);
    const response = await upload(headers, await png(300, 200), "Brand <sample>.png");
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ width: 300, height: 200, aspect: "16:9", style: "auto", name: "Brand sample.png" });
    expect(data.src).toMatch(new RegExp(`^/oss/uploads/${user.id}/[a-z0-9-]+\\.png$`));
    const stored = await ctx.storage.read(data.src.slice("/oss/".length));
    expect((await sharp(stored!).metadata()).width).toBe(300);
  });

  it("re-encodes JPEG (metadata dropped) and reports portrait as 9:16", async () => {
    const { headers } = await signIn(ctx);
    const jpeg = await sharp({ create: { width: 100, height: 180, channels: 3, background: "#e76f51" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret place" } } })
      .toBuffer();
    const response = await upload(headers, jpeg, "photo.jpg", "image/jpeg");
    expect(response.json().data).toMatchObject({ aspect: "9:16", width: 100, height: 180 });
    const stored = await ctx.storage.read(response.json().data.src.slice("/oss/".length));
    expect(stored!.includes(Buffer.from("secret place"))).toBe(false);
  });

  it("refuses a pixel area over 4096x4096 with the spec's message", async () => {
    const { headers } = await signIn(ctx);
    const response = await upload(headers, await png(4097, 4096));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "IMAGE_TOO_LARGE", msg: "Image size cannot exceed 4096x4096 pixels, please upload again" });
  });

  it("refuses a file over 25 MB with the spec's message", async () => {
    const { headers } = await signIn(ctx);
    const response = await upload(headers, Buffer.alloc(25 * 1024 * 1024 + 10, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" });
  });

  it("refuses malformed files, truncated images and SVG with a clear message", async () => {
    const { headers } = await signIn(ctx);
    const full = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const cases = [
      Buffer.from("definitely not an image"),
      full.subarray(0, Math.floor(full.length / 2)),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ];
    for (const bytes of cases) {
      const response = await upload(headers, bytes, "x.png");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: "IMAGE_UNREADABLE",
        msg: "This file cannot be read as a PNG, JPG, WebP or GIF image, please upload again",
      });
    }
  });

  it("needs a signed-in user and a multipart body", async () => {
    expect((await upload({}, await png(10, 10))).statusCode).toBe(401);
    const { headers } = await signIn(ctx);
    const json = await ctx.app.inject({ method: "POST", url: "/api/ai-design/upload-image", headers, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
  });
});

describe("POST /api/{type}/ideogram/describe", () => {
  const describeImage = async (headers: Record<string, string>, bytes: Buffer, type = "image/png", path = "/api/icon-generator/ideogram/describe") => {
    const body = multipart(bytes, "image.png", type);
    return ctx.app.inject({ method: "POST", url: path, headers: { ...headers, "content-type": body.contentType }, payload: body.payload });
  };

  it("describes an image offline from its pixels: data.data[0].text", async () => {
    const { headers } = await signIn(ctx);
    const flatRed = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#dc2828" } })
      .png()
      .toBuffer();
    const answer = await describeImage(headers, flatRed);
    expect(answer.statusCode).toBe(200);
    const text = answer.json<{ data: { data: Array<{ text: string }> } }>().data.data[0]?.text ?? "";
    expect(text).toContain("a flat logo or icon");
    expect(text).toContain("landscape");
    expect(text).toContain("red");
    // No IDEOGRAM_API_KEY: the answer says it was made offline, in a header and in the data.
    expect(answer.headers["x-description"]).toBe("local");
    expect(answer.json<{ data: { source: string } }>().data.source).toBe("local");
    // A noisy picture reads as a photo.
    const noise = await sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    expect(
      (await describeImage(headers, noise, "image/png", "/api/ai-design/ideogram/describe")).json<{ data: { data: Array<{ text: string }> } }>().data.data[0]
        ?.text,
    ).toContain("a photo");
  });

  it("needs a signed-in user and an image", async () => {
    expect((await describeImage({}, await png(10, 10))).statusCode).toBe(401);
    const { headers } = await signIn(ctx);
    expect((await describeImage(headers, Buffer.from("not an image"), "text/plain")).statusCode).toBe(415);
  });
});

describe("POST /api/{type}/ideogram/describe with IDEOGRAM_API_KEY (a local fake of Ideogram)", () => {
  let fake: IdeogramFake;
  let vendorCtx: TestContext;
  beforeAll(async () => {
    fake = await startIdeogramFake();
    vendorCtx = await createTestApp({ providers: { ...defaultProvidersConfig, ideogram: { apiKey: fake.apiKey, baseUrl: fake.url } } });
  });
  afterAll(async () => {
    await vendorCtx.close();
    await fake.close();
  });

  it("answers Ideogram's description, marked as the vendor's", async () => {
    const { headers } = await signIn(vendorCtx);
    const body = multipart(await png(64, 64));
    const answer = await vendorCtx.app.inject({
      method: "POST",
      url: "/api/icon-generator/ideogram/describe",
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["x-description"]).toBe("vendor");
    expect(answer.json<{ data: unknown }>().data).toEqual({ data: [{ text: "A minimalist red fox emblem on a cream background." }], source: "vendor" });
  });
});
