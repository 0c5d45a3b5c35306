import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectBackground, estimateBackground } from "./background-estimate.js";
import { drawSvg } from "./test-images.test-support.js";

describe("detectBackground (spec 01 section 7)", () => {
  it("finds the plain backdrop colour of a logo", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    expect(await detectBackground(png)).toEqual({ transparent: false, colour: "#1e3a8a", plain: true });
  });

  it("reports a transparent backdrop", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect((await detectBackground(png)).transparent).toBe(true);
  });

  it("counts an image it cannot read as not transparent", async () => {
    expect(await detectBackground(Buffer.from("not an image"))).toEqual({ transparent: false, colour: null, plain: false });
  });
});

describe("estimateBackground", () => {
  it("fits a linear gradient and reports a low coverage for a busy border", async () => {
    const gradient = await drawSvg(
      100,
      100,
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    );
    const fit = estimateBackground(gradient);
    expect(fit.gradient).toBe(true);
    expect(fit.coverage).toBeGreaterThan(0.95);
    expect(fit.rgb[0][1]).toBeGreaterThan(200);
    const stripes = await drawSvg(
      100,
      100,
      Array.from({ length: 20 }, (_, i) => `<rect x="${i * 5}" width="5" height="100" fill="hsl(${i * 47},80%,50%)"/>`).join(""),
    );
    expect(estimateBackground(stripes).coverage).toBeLessThan(0.6);
  });
});
