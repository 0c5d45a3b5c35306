import { describe, expect, it } from "vitest";
import { blobBytes, dataUrlBytes, readGreyPng } from "../../../testing/grey-png";
import { dataUrlBlob, encodeMaskPng, pngDataUrl } from "./mask-png";

describe("encodeMaskPng", () => {
  it("writes an 8-bit greyscale PNG of the mask's size that reads back pixel for pixel", async () => {
    const width = 300;
    const height = 7;
    const mask = new Uint8Array(width * height);
    for (let x = 40; x < 90; x++) mask[3 * width + x] = 255;
    const png = await encodeMaskPng(mask, width, height);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const read = await readGreyPng(png);
    expect(read.width).toBe(width);
    expect(read.height).toBe(height);
    expect(read.pixels).toEqual(mask);
    // Mostly one value: a few dozen bytes of data, not the 2.1 kB of raw pixels.
    expect(png.length).toBeLessThan(200);
  });

  it("round-trips through a data URL and a Blob for the upload", async () => {
    const mask = new Uint8Array(64 * 64).fill(255);
    const png = await encodeMaskPng(mask, 64, 64);
    const url = pngDataUrl(png);
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    expect(dataUrlBytes(url)).toEqual(png);
    const blob = dataUrlBlob(url);
    expect(blob.type).toBe("image/png");
    expect(await blobBytes(blob)).toEqual(png);
  });
});
