import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { convertImage } from "./convert.js";
import { readIco } from "./ico.js";
import { drawSvg } from "./test-images.test-support.js";

const logo = `<circle cx="100" cy="80" r="50" fill="#c0392b"/><rect x="20" y="140" width="160" height="30" fill="#1e3a8a"/>`;

describe("convertImage", () => {
  it("writes PNG, JPG, WebP and AVIF that decode at the asked size", async () => {
    const source = await drawSvg(200, 200, logo);
    for (const format of ["png", "jpg", "webp", "avif"] as const) {
      const out = await convertImage(source, { format, width: 100, quality: 80 });
      const meta = await sharp(out.bytes).metadata();
      expect(meta.format).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : format);
      expect([meta.width, meta.height, out.width, out.height]).toEqual([100, 100, 100, 100]);
      expect(out.extension).toBe(format);
      expect(meta.hasAlpha).toBe(format !== "jpg");
    }
  });

  it("flattens JPG on the chosen colour and honours quality", async () => {
    const source = await drawSvg(200, 200, logo);
    const out = await convertImage(source, { format: "jpg", background: "#000000", quality: 90 });
    const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(data[0] as number, data[1] as number, data[2] as number)).toBeLessThan(10); // the corner was transparent
    const low = await convertImage(source, { format: "jpg", quality: 10 });
    expect(low.bytes.length).toBeLessThan(out.bytes.length);
  });

  it("writes a multi-size ICO of PNG entries", async () => {
    const source = await drawSvg(300, 200, logo);
    const out = await convertImage(source, { format: "ico" });
    expect(out.mime).toBe("image/x-icon");
    const entries = readIco(out.bytes);
    expect(entries.map((e) => e.size)).toEqual([16, 32, 48, 64, 128, 256]);
    for (const entry of entries) {
      const meta = await sharp(entry.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", entry.size, entry.size]);
    }
    const chosen = await convertImage(source, { format: "ico", icoSizes: [48, 16] });
    expect(readIco(chosen.bytes).map((e) => e.size)).toEqual([16, 48]);
  });

  it("puts the image on a PDF page of its size, with its transparency as a soft mask", async () => {
    const source = await drawSvg(300, 150, logo);
    const out = await convertImage(source, { format: "pdf" });
    expect(out.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 300, height: 150 });
    expect(out.bytes.includes("/SMask")).toBe(true);
    const at300 = await convertImage(source, { format: "pdf", dpi: 300 });
    expect((await PDFDocument.load(at300.bytes)).getPage(0).getSize().width).toBeCloseTo(72, 5);
  });

  it("traces to SVG and refuses sizes outside the limit", async () => {
    const source = await drawSvg(200, 200, logo);
    const svg = await convertImage(source, { format: "svg" });
    expect(svg.mime).toBe("image/svg+xml");
    expect(svg.bytes.toString()).toContain('viewBox="0 0 200 200"');
    await expect(convertImage(source, { format: "png", width: 0 })).rejects.toThrow(RangeError);
    await expect(convertImage(source, { format: "png", width: 9000 })).rejects.toThrow(RangeError);
    await expect(convertImage(source, { format: "png", height: 1.5 })).rejects.toThrow(RangeError);
  });
});
