import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";

// A green disc with a hole on white, 400x200: the renderer cuts the white out and prints the green.
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#fff"/><rect x="40" y="40" width="320" height="120" fill="#00d000"/></svg>`;
const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

describe("POST /api/mockups/preview", () => {
  let ctx: TestContext;
  let logo: string;
  beforeAll(async () => {
    // RATE_LIMIT_MAX 100: the preview takes a tenth, at least 10 a minute.
    ctx = await createTestApp({ rateLimitMax: 100 });
    logo = pngDataUrl(await sharp(Buffer.from(logoSvg)).png().toBuffer());
  });
  afterAll(async () => ctx.close());

  const preview = (body: unknown, remoteAddress = "203.0.113.7", headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/mockups/preview", payload: body as object, remoteAddress, headers });

  it("answers a visitor a WebP of the logo on the scene, without saving or charging anything", async () => {
    const response = await preview({ logo, scene: "mug" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 480]);
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels) if ((data[i + 1] as number) > 100 && (data[i + 1] as number) > 2 * (data[i] as number)) green++;
    expect(green).toBeGreaterThan(1000);
  });

  it("answers the same bytes again for the same logo and scene (kept), and a signed-in user too", async () => {
    const user = await signIn(ctx);
    const first = await preview({ logo, scene: "businessCard", surface: "navy" }, "203.0.113.8", user.headers);
    const second = await preview({ logo, scene: "businessCard", surface: "navy" }, "203.0.113.8", user.headers);
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const white = await preview({ logo, scene: "businessCard", surface: "white" }, "203.0.113.8");
    expect(Buffer.compare(first.rawPayload, white.rawPayload)).not.toBe(0);
  });

  it("refuses what is not a PNG logo of a sensible size, and unknown scenes or colours", async () => {
    const ip = "203.0.113.9";
    const svgUrl = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;
    expect((await preview({ logo: svgUrl, scene: "mug" }, ip)).statusCode).toBe(400);
    // PNG by its data URL's word but not by its bytes (an SVG inside): the decoder never sees it.
    const disguised = `data:image/png;base64,${Buffer.from(logoSvg).toString("base64")}`;
    const refused = await preview({ logo: disguised, scene: "mug" }, ip);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: "IMAGE_UNREADABLE" });
    const huge = await sharp({ create: { width: 1100, height: 40, channels: 4, background: "#00d000" } })
      .png()
      .toBuffer();
    expect((await preview({ logo: pngDataUrl(huge), scene: "mug" }, ip)).statusCode).toBe(413);
    const empty = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect((await preview({ logo: pngDataUrl(empty), scene: "mug" }, ip)).statusCode).toBe(415);
    expect((await preview({ logo, scene: "billboard" }, ip)).statusCode).toBe(400);
    expect((await preview({ logo, scene: "mug", surface: "plaid" }, ip)).statusCode).toBe(400);
  });

  it("limits previews per client a minute", async () => {
    const ip = "203.0.113.77";
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await preview({ logo, scene: "sign" }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it("is in the API documentation", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain("/api/mockups/preview");
  });
});
