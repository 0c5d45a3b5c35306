import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { DesignDocumentInput } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createDesignExport } from "./design-export.service";
import { createDesignImages } from "./design-images";

const files = new Map<string, Buffer>();
const exports = createDesignExport({
  fontsFor: async () => createNodeLogoDeps().fonts,
  images: createDesignImages({ storage: { read: async (key) => files.get(key) ?? null }, taskOwner: async () => undefined }),
});
const user = { id: 1, isAdmin: false };

/** Every effect the PDF cannot draw as vectors (a shadow, an image filter, a blend mode) beside plain vector elements. */
const effects = (): DesignDocumentInput => ({
  version: 3,
  kind: "poster",
  width: 600,
  height: 400,
  background: { type: "gradient", kind: "linear", angle: 90, from: "#fefae0", to: "#dda15e" },
  layout: { aspect: "horizontal", code: "" },
  elements: [
    {
      id: "photo",
      role: "decoration",
      type: "image",
      src: "/oss/uploads/1/photo.png",
      x: 200,
      y: 160,
      width: 300,
      height: 200,
      filter: 27,
      radius: { enabled: true, circle: false, value: 24 },
      shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
    },
    { id: "spot", role: "decoration", type: "shape", shape: "circle", fill: "#bc6c25", x: 330, y: 200, width: 200, height: 200, blend: "multiply" },
    { id: "name", role: "name", type: "text", text: "Pine", fontId: "inter-600", fontSize: 90, color: "#283618", x: 430, y: 320, shadow: {} },
    { id: "tag", role: "text", type: "text", text: "松林", fontId: "noto-sans-sc-700", fontSize: 60, color: "#606c38", x: 520, y: 80 },
  ],
});

beforeAll(async () => {
  // A picture with detail: colour bands a grayscale filter visibly changes.
  const bands = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100" height="200" fill="#e63946"/><rect x="100" width="100" height="200" fill="#2a9d8f"/><rect x="200" width="100" height="200" fill="#457b9d"/></svg>`,
  );
  files.set("uploads/1/photo.png", await sharp(bands).png().toBuffer());
});

async function rgb(image: Buffer | Uint8Array): Promise<Buffer> {
  return sharp(image).flatten({ background: "#ffffff" }).removeAlpha().raw().toBuffer();
}

describe("the design PDF", () => {
  it("looks like the PNG export when a PDF reader draws it: effects placed as pictures at their place (< 1% of pixels off by > 32/255)", async () => {
    const pdf = await exports.export(user, effects(), { format: "pdf" });
    const png = await exports.export(user, effects(), { format: "png", width: 600 });
    const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
    const shot = await parser.getScreenshot({ desiredWidth: 600, imageBuffer: true });
    await parser.destroy();
    const page = shot.pages[0];
    expect([page?.width, page?.height]).toEqual([600, 400]);
    const [drawn, exported] = await Promise.all([rgb(page?.data ?? new Uint8Array()), rgb(png.bytes)]);
    expect(drawn.length).toBe(exported.length);
    let differing = 0;
    for (let i = 0; i < drawn.length; i += 3) if ([0, 1, 2].some((c) => Math.abs((drawn[i + c] ?? 0) - (exported[i + c] ?? 0)) > 32)) differing += 1;
    expect(differing / (600 * 400)).toBeLessThan(0.01);
    // The measure is not blind: the grayscale photo's left band is grey, not the stored red.
    const at = (x: number, y: number) => [...drawn.subarray((y * 600 + x) * 3, (y * 600 + x) * 3 + 3)];
    const [r, g, b] = at(90, 160);
    expect(Math.max(r ?? 0, g ?? 0, b ?? 0) - Math.min(r ?? 0, g ?? 0, b ?? 0)).toBeLessThan(12);
  });

  it("carries the picture as a JPEG with a soft mask for its rounded corners, at the picture's own resolution (no PNG for the reader or pdfkit to decode)", async () => {
    const pdf = (await exports.export(user, effects(), { format: "pdf" })).bytes.toString("latin1");
    const images = [...pdf.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map((match) => match[0]);
    const photo = images.find((image) => image.includes("/DCTDecode"));
    expect(photo).toContain("/SMask");
    // The 300x200 picture is shown 300x200 units: drawn at 1x (plus a few units of margin), not 2x.
    const width = Number(/\/Width (\d+)/.exec(photo ?? "")?.[1]);
    expect(width).toBeGreaterThanOrEqual(300);
    expect(width).toBeLessThan(330);
    // The blended shape is a drawing: lossless (deflated), at 2x.
    expect(images.some((image) => image.includes("/FlateDecode") && image.includes("/DeviceRGB"))).toBe(true);
  });

  it("draws emoji (Twemoji pictures) in the PDF as in the PNG", async () => {
    const doc: DesignDocumentInput = {
      version: 3,
      kind: "poster",
      width: 600,
      height: 200,
      background: { type: "solid", color: "#ffffff" },
      layout: { aspect: "horizontal", code: "" },
      elements: [{ id: "t", role: "text", type: "text", text: "I ❤️ 🍕 👍🏽 🇫🇷", fontId: "inter-600", fontSize: 80, color: "#111111", x: 300, y: 100 }],
    };
    const pdf = await exports.export(user, doc, { format: "pdf" });
    const png = await exports.export(user, doc, { format: "png", width: 600 });
    const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
    const shot = await parser.getScreenshot({ desiredWidth: 600, imageBuffer: true });
    await parser.destroy();
    const [drawn, exported] = await Promise.all([rgb(shot.pages[0]?.data ?? new Uint8Array()), rgb(png.bytes)]);
    let differing = 0;
    let coloured = 0;
    for (let i = 0; i < drawn.length; i += 3) {
      if ([0, 1, 2].some((c) => Math.abs((drawn[i + c] ?? 0) - (exported[i + c] ?? 0)) > 32)) differing += 1;
      const channels = [drawn[i] ?? 0, drawn[i + 1] ?? 0, drawn[i + 2] ?? 0];
      if (Math.max(...channels) - Math.min(...channels) > 40) coloured += 1;
    }
    expect(differing / (600 * 200)).toBeLessThan(0.01);
    // Four pictures of about 80 x 80 px: far more colour than black text on white could give.
    expect(coloured).toBeGreaterThan(4 * 80 * 80 * 0.3);
  });
});
