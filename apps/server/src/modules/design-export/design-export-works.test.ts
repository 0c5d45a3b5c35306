import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignDocumentInput } from "@studio/design";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let photoKey: string;

/** A 200x100 post: a white page and the owner's red photo in its middle. */
const photoPost = (src: string, extra: Record<string, unknown> = {}): DesignDocumentInput => ({
  version: 3,
  kind: "poster",
  width: 200,
  height: 100,
  background: { type: "solid", color: "#ffffff" },
  layout: { aspect: "horizontal", code: "" },
  elements: [{ id: "photo", role: "decoration", type: "image", src, x: 100, y: 50, width: 80, height: 40, ...extra }],
});

beforeAll(async () => {
  ctx = await createTestApp();
  // A Pro owner: every export is charged as a download (templates/poster-downloads.ts), and these
  // tests are about drawing, not paying; the charging rules have their own tests.
  owner = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 365 * 86_400_000) });
  stranger = await signIn(ctx);
  photoKey = `uploads/${owner.user.id}/photo.png`;
  await ctx.storage.put(
    photoKey,
    await sharp({ create: { width: 40, height: 20, channels: 4, background: "#ff0000" } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => ctx?.close());

const exportAs = (user: SignedIn, document: unknown, format: string, width?: number) =>
  ctx.app.inject({ method: "POST", url: "/api/user/ai-design/export", headers: user.headers, payload: { document, format, ...(width ? { width } : {}) } });

/**
 * Pictures in a PDF (pdfkit writes object dictionaries uncompressed): XObjects of subtype Image, less
 * the transparency masks (also images) that pictures with alpha point to with /SMask.
 */
const pdfImages = (pdf: Buffer) => {
  const text = pdf.toString("latin1");
  return (text.match(/\/Subtype \/Image/g) ?? []).length - (text.match(/\/SMask \d+ 0 R/g) ?? []).length;
};

describe("images in an export", () => {
  it("inlines the user's own upload: the SVG holds a data URL, the PNG shows the picture", async () => {
    const svg = await exportAs(owner, photoPost(`/oss/${photoKey}`), "svg");
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('href="data:image/png;base64,');
    expect(svg.body).not.toContain("/oss/");
    const png = await exportAs(owner, photoPost(`/oss/${photoKey}`), "png", 200);
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(100, 50)).toEqual([255, 0, 0]);
    expect(at(5, 5)).toEqual([255, 255, 255]);
  });

  it("refuses another user's upload (403) and a missing file (410) in every format", async () => {
    for (const format of ["png", "svg", "pdf"]) {
      const foreign = await exportAs(stranger, photoPost(`/oss/${photoKey}`), format);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ error: "FORBIDDEN" });
    }
    expect((await exportAs(owner, photoPost(`/oss/uploads/${owner.user.id}/gone.png`), "png")).json()).toMatchObject({ error: "IMAGE_GONE" });
  });

  it("places a filtered or shadowed element as a picture in the PDF and keeps the rest vector", async () => {
    const plain = await exportAs(owner, photoPost(`/oss/${photoKey}`), "pdf");
    // The photo itself is the one picture of a plain document.
    expect(pdfImages(plain.rawPayload)).toBe(1);
    const text: Record<string, unknown> = {
      id: "name",
      role: "name",
      type: "text",
      text: "Pine",
      fontId: "inter-600",
      fontSize: 30,
      color: "#111111",
      x: 100,
      y: 85,
    };
    const shadowed = {
      ...photoPost(`/oss/${photoKey}`, { filter: 27 }),
      elements: [...photoPost(`/oss/${photoKey}`, { filter: 27 }).elements, { ...text, shadow: {} }],
    };
    const pdf = await exportAs(owner, shadowed, "pdf");
    expect(pdf.statusCode).toBe(200);
    // The grayscale photo and the shadowed text each became one picture (nothing else is embedded).
    expect(pdfImages(pdf.rawPayload)).toBe(2);
    const vectorText = await exportAs(owner, { ...photoPost(`/oss/${photoKey}`), elements: [text] }, "pdf");
    expect(pdfImages(vectorText.rawPayload)).toBe(0);
  });
});

describe("POST /api/user/ai-design/works/export/{id}", () => {
  it("exports the owner's saved work named after it; another user's work is 404", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/user/ai-design/works",
      headers: owner.headers,
      payload: { kind: "design", name: "Spring sale", document: photoPost(`/oss/${photoKey}`) },
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/user/ai-design/works/export/${id}`,
      headers: owner.headers,
      payload: { format: "jpg", width: 400 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="Spring-sale.jpg"');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 200 });
    const tooWide = await ctx.app.inject({
      method: "POST",
      url: `/api/user/ai-design/works/export/${id}`,
      headers: owner.headers,
      payload: { format: "png", width: 6000 },
    });
    expect(tooWide.json()).toMatchObject({ error: "CUSTOM_SIZE_MAX", msg: "width or height must not exceed 5000 px" });
    const foreign = await ctx.app.inject({
      method: "POST",
      url: `/api/user/ai-design/works/export/${id}`,
      headers: stranger.headers,
      payload: { format: "png" },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
