import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesignDocumentInput } from "@studio/design";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

/** A poster-like document: gradient background, a shape, an icon, Latin and Chinese text. */
export const posterDocument = (): DesignDocumentInput => ({
  version: 3,
  kind: "poster",
  width: 1000,
  height: 1500,
  background: { type: "gradient", kind: "linear", angle: 90, from: "#1d3557", to: "#457b9d" },
  layout: { aspect: "vertical", code: "" },
  elements: [
    { id: "badge", role: "container", type: "shape", shape: "circle", fill: "#f1faee", x: 500, y: 600, width: 600, height: 600 },
    {
      id: "mark",
      role: "icon",
      type: "icon",
      set: "test",
      iconId: "square",
      viewBox: [0, 0, 24, 24],
      nodes: [{ tag: "rect", attrs: { x: "2", y: "2", width: "20", height: "20" } }],
      paint: "fill",
      color: "#e63946",
      x: 500,
      y: 600,
      width: 300,
      height: 300,
    },
    { id: "name", role: "name", type: "text", text: "Harbor Pine", fontId: "inter-600", fontSize: 110, color: "#ffffff", x: 500, y: 1080 },
    { id: "slogan", role: "slogan", type: "text", text: "海港松林", fontId: "noto-sans-sc-700", fontSize: 80, color: "#f1faee", x: 500, y: 1250 },
  ],
});

let ctx: TestContext;
let user: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signIn(ctx);
});
afterAll(async () => ctx?.close());

const exportDesign = (body: Record<string, unknown>, headers: Record<string, string> = user.headers) =>
  ctx.app.inject({ method: "POST", url: "/api/user/ai-design/export", headers, payload: { document: posterDocument(), ...body } });

describe("POST /api/user/ai-design/export", () => {
  it("draws a PNG 1080 px wide by default, the height from the document's aspect", async () => {
    const res = await exportDesign({ format: "png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="design.png"; filename*=UTF-8''design.png`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 1080, 1620, true]);
    // The badge's centre is the icon's red, the top-left corner the gradient's first colour.
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(540, 648)).toEqual([0xe6, 0x39, 0x46]);
    expect(at(1, 1)).toEqual([0x1d, 0x35, 0x57]);
  });

  it("draws a JPG at a custom width on white, named after the work", async () => {
    const doc = { ...posterDocument(), background: { type: "transparent" } };
    const res = await exportDesign({ format: "jpg", width: 400, name: "Harbor & Pine 海港", document: doc });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Harbor-Pine-_.jpg"; filename*=UTF-8''${encodeURIComponent("Harbor-Pine-海港.jpg")}`);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([400, 600, 3]);
    // JPG has no alpha: the transparent corner is white.
    expect([...data.subarray(0, 3)].every((c) => c >= 250)).toBe(true);
  });

  it("writes an SVG with the text outlined, no external reference and the asked size", async () => {
    const res = await exportDesign({ format: "svg", width: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    const svg = res.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="500" height="750" viewBox="0 0 1000 1500">/);
    expect(svg).not.toContain("<text");
    expect(svg).not.toMatch(/href="(?!data:|#)/);
    expect(svg).toContain('aria-label="海港松林"');
  });

  it("writes a one-page PDF of the document's size in points", async () => {
    const res = await exportDesign({ format: "pdf", name: "Poster" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 1000, height: 1500 });
    expect(pdf.getTitle()).toBe("Poster");
  });

  it("refuses more than 5000 px a side with the spec's message, also when the aspect makes the height too tall", async () => {
    for (const body of [{ width: 5001 }, { height: 5001 }, { width: 4000 }]) {
      const res = await exportDesign({ format: "png", ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "CUSTOM_SIZE_MAX", msg: "width or height must not exceed 5000 px" });
    }
    expect((await exportDesign({ format: "png", width: 3000 })).statusCode).toBe(200);
  });

  it("refuses visitors, unknown formats and documents that are not design documents", async () => {
    expect((await exportDesign({ format: "png" }, {})).statusCode).toBe(401);
    expect((await exportDesign({ format: "gif" })).statusCode).toBe(400);
    const broken = await exportDesign({ format: "png", document: { version: 2, kind: "poster", width: -1 } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: "VALIDATION" });
  });
});
