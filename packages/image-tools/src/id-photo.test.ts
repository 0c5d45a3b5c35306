import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeIdPhoto, findHead, idPhotoSheet } from "./id-photo.js";
import { removePersonBackground } from "./person-matting.js";
import { decodeImage } from "./raw-image.js";
import { drawSvg } from "./test-images.test-support.js";

/** A silhouette: a head (ellipse 60 wide at x 100), a neck, and shoulders reaching the bottom edge. */
const silhouette = `<ellipse cx="100" cy="70" rx="30" ry="38" fill="#000"/><rect x="88" y="100" width="24" height="30" fill="#000"/><rect x="30" y="128" width="140" height="72" rx="30" fill="#000"/>`;

async function alphaOf(svg: string, width: number, height: number): Promise<Float32Array> {
  const image = await drawSvg(width, height, svg);
  return Float32Array.from({ length: width * height }, (_, p) => (image.data[p * 4 + 3] as number) / 255);
}

describe("ID photo", () => {
  it("finds the head's top, centre, width and crown-to-neck height in a person mask", async () => {
    const head = findHead(await alphaOf(silhouette, 200, 200), 200, 200);
    expect(head).not.toBeNull();
    expect(head?.top).toBeGreaterThanOrEqual(31);
    expect(head?.top).toBeLessThanOrEqual(33);
    expect(Math.abs((head?.centreX ?? 0) - 100)).toBeLessThanOrEqual(1);
    expect(head?.width).toBeGreaterThanOrEqual(58);
    expect(head?.width).toBeLessThanOrEqual(62);
    // Crown (32) to the neck's narrowest row (about 100-128).
    expect(head?.height).toBeGreaterThan(60);
    expect(head?.height).toBeLessThan(100);
    expect(findHead(new Float32Array(200 * 200), 200, 200)).toBeNull();
  });

  it("frames a portrait to the passport size on blue, head centred near the top", async () => {
    const portrait = await decodeImage(readFileSync(new URL("../fixtures/portrait-astronaut.jpg", import.meta.url)));
    const cut = removePersonBackground(portrait);
    const head = findHead(cut.alpha, portrait.width, portrait.height);
    if (!head) throw new Error("no head found");
    const photo = await composeIdPhoto(cut.image, head, { size: { width: 413, height: 531 }, background: "#438edb" });
    const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([413, 531]);
    expect((await sharp(photo.bytes).metadata()).density).toBe(300);
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    // The backdrop above the head and beside it is the chosen blue (JPEG within a few levels).
    for (const [x, y] of [
      [10, 10],
      [400, 20],
    ] as const)
      pixel(x, y).forEach((v, c) => expect(Math.abs(v - ([0x43, 0x8e, 0xdb][c] as number))).toBeLessThan(8));
    // The face (skin, not blue) in the upper middle.
    const [r, , b] = pixel(206, 200);
    expect(r as number).toBeGreaterThan(b as number);
  });

  it("lays copies on a 6x4 inch sheet at 300 dpi with cut lines", async () => {
    const photo = await sharp({ create: { width: 295, height: 413, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    const sheet = await idPhotoSheet(photo, { width: 295, height: 413 });
    expect([sheet.width, sheet.height]).toEqual([1800, 1200]);
    expect(sheet.copies).toBe(10); // 5 x 2 one-inch photos
    const { data, info } = await sharp(sheet.bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => (data[(y * info.width + x) * 3] as number) > 200 && (data[(y * info.width + x) * 3 + 1] as number) < 60;
    let copies = 0;
    for (let x = 0; x < info.width; x++) if (red(x, 300) && !red(x - 1, 300)) copies++;
    expect(copies).toBe(5);
  });
});
