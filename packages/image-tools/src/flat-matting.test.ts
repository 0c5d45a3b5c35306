import { describe, expect, it } from "vitest";
import { removeFlatBackground } from "./flat-matting.js";
import { alphaAt, alphaIou, drawSvg } from "./test-images.test-support.js";

const ring = `<circle cx="120" cy="128" r="70" fill="none" stroke="#c0392b" stroke-width="26"/>`;
const bar = `<rect x="200" y="60" width="36" height="140" rx="10" fill="#1e3a8a"/>`;
const white = `<rect width="100%" height="100%" fill="#ffffff"/>`;

describe("removeFlatBackground", () => {
  it("clears the backdrop and the enclosed inside of an 'O', keeping the subject solid", async () => {
    const image = await drawSvg(256, 256, white + ring + bar);
    const truth = await drawSvg(256, 256, ring + bar);
    const result = removeFlatBackground(image);
    expect(result.method).toBe("flat-colour");
    expect(alphaAt(result.image, 5, 5)).toBe(0);
    expect(alphaAt(result.image, 120, 128)).toBe(0); // the hole of the O
    expect(alphaAt(result.image, 120, 58)).toBe(255); // on the ring
    expect(alphaAt(result.image, 218, 130)).toBe(255);
    expect(alphaIou(result.image, truth)).toBeGreaterThan(0.98);
  });

  it("keeps enclosed backdrop-coloured areas when asked to", async () => {
    const image = await drawSvg(256, 256, white + ring);
    const result = removeFlatBackground(image, { enclosed: "keep" });
    expect(alphaAt(result.image, 120, 128)).toBe(255);
    expect(alphaAt(result.image, 5, 5)).toBe(0);
  });

  it("keeps an enclosed area that is near the backdrop but not the backdrop (a cream label on a bottle on white)", async () => {
    const bottle = `<rect x="80" y="40" width="96" height="180" rx="20" fill="#166534"/><rect x="96" y="100" width="64" height="60" fill="#fefce8"/>`;
    const image = await drawSvg(256, 256, white + bottle);
    const truth = await drawSvg(256, 256, bottle);
    const result = removeFlatBackground(image);
    expect(alphaAt(result.image, 128, 130)).toBe(255);
    expect(alphaAt(result.image, 20, 20)).toBe(0);
    expect(alphaIou(result.image, truth)).toBeGreaterThan(0.99);
  });

  it("leaves no halo: edge pixels carry the subject's colour, not a blend with the backdrop", async () => {
    // A red disc on pale yellow: a blend would show as orange-ish pixels on the rim.
    const image = await drawSvg(200, 200, `<rect width="100%" height="100%" fill="#fff7c2"/><circle cx="100" cy="100" r="61.3" fill="#c0392b"/>`);
    const result = removeFlatBackground(image);
    let edges = 0;
    let worst = 0;
    const { data } = result.image;
    for (let i = 0; i < data.length; i += 4) {
      const a = data[i + 3] as number;
      if (a === 0 || a === 255) continue;
      edges++;
      if (a < 40) continue; // nearly invisible pixels cannot show a halo
      const d = Math.hypot((data[i] as number) - 0xc0, (data[i + 1] as number) - 0x39, (data[i + 2] as number) - 0x2b);
      worst = Math.max(worst, d);
    }
    expect(edges).toBeGreaterThan(100); // the rim stays soft (anti-aliased), not cut hard
    expect(worst).toBeLessThan(30);
  });

  it("follows a gradient backdrop", async () => {
    const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#93c5fd"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
    const image = await drawSvg(256, 256, gradient + ring + bar);
    const truth = await drawSvg(256, 256, ring + bar);
    const result = removeFlatBackground(image);
    expect(result.background.gradient).toBe(true);
    expect(alphaAt(result.image, 120, 128)).toBe(0);
    expect(alphaIou(result.image, truth)).toBeGreaterThan(0.97);
  });

  it("ignores a few noisy border pixels and removes specks of the backdrop", async () => {
    const image = await drawSvg(256, 256, white + ring);
    const specks = [
      [0, 0],
      [1, 0],
      [255, 40],
      [30, 255],
      [60, 200],
      [230, 230],
    ];
    for (const [x, y] of specks) image.data.set([20, 20, 20, 255], ((y as number) * 256 + (x as number)) * 4);
    const result = removeFlatBackground(image);
    expect(result.background.rgb.map((c) => Math.round(c[0]))).toEqual([255, 255, 255]);
    for (const [x, y] of specks) expect(alphaAt(result.image, x as number, y as number)).toBe(0);
    expect(alphaAt(result.image, 120, 58)).toBe(255);
  });

  it("leaves an image whose backdrop is already transparent as it is", async () => {
    const image = await drawSvg(128, 128, `<circle cx="64" cy="64" r="30" fill="#333"/>`);
    const result = removeFlatBackground(image);
    expect(result.method).toBe("already-transparent");
    expect(Buffer.from(result.image.data).equals(Buffer.from(image.data))).toBe(true);
  });
});
