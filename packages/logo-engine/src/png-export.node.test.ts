import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateLogos } from "./index.js";
import { createNodeLogoDeps, demultiplyAlpha, encodePng, renderLogoPng } from "./node.js";

/** Reads back a PNG written by encodePng (one IDAT, filter 0 on every row). */
function decode(png: Buffer): { width: number; height: number; rgba: Buffer } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString("ascii", 37, 41)).toBe("IDAT");
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const rows = Array.from({ length: height }, (_, y) => {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    return raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  });
  return { width, height, rgba: Buffer.concat(rows) };
}

describe("PNG export", () => {
  it("exports the 2400 x 1800 high-resolution PNG of a logo, transparent or on a background", async () => {
    const [logo] = generateLogos({ name: "Blue Bottle", description: "a coffee shop", count: 1, seed: 1 }, createNodeLogoDeps());
    const png = await renderLogoPng(logo!.svg, { width: 2400 });
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2400, 1800]);
    const transparent = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><rect x="4" width="4" height="4" fill="#336699"/></svg>';
    const clear = await sharp(await renderLogoPng(transparent, { width: 80 }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(clear.info.channels).toBe(4);
    expect(clear.data[3]).toBe(0);
    const filled = await sharp(await renderLogoPng(transparent, { width: 80, background: "#ffffff" }))
      .raw()
      .toBuffer();
    expect([...filled.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it("writes exactly the pixels resvg drew, with straight alpha", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><rect width="4" height="4" fill="#ff0000" fill-opacity="0.5"/><rect x="4" width="4" height="4" fill="#336699"/></svg>';
    const image = new Resvg(svg).render();
    const straight = demultiplyAlpha(Buffer.from(image.pixels));
    const decoded = decode(encodePng(straight, image.width, image.height));
    expect([decoded.width, decoded.height]).toEqual([8, 4]);
    expect([...decoded.rgba.subarray(0, 4)]).toEqual([255, 0, 0, 128]);
    expect([...decoded.rgba.subarray(16, 20)]).toEqual([0x33, 0x66, 0x99, 255]);
    expect(decoded.rgba.equals(Buffer.from(straight))).toBe(true);
  });
});
