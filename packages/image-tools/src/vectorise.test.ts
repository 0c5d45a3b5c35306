import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { vectorise } from "./vectorise.js";
import { drawSvg } from "./test-images.test-support.js";
import type { RawImage } from "./raw-image.js";

const logo = `<circle cx="90" cy="100" r="55" fill="none" stroke="#c0392b" stroke-width="22"/><rect x="170" y="40" width="50" height="120" rx="12" fill="#1e3a8a"/>`;

/** Mean absolute channel error (0-255) of the SVG drawn back at the source size, both on white. */
function renderError(svg: string, source: RawImage): number {
  const rendered = new Resvg(svg, { fitTo: { mode: "width", value: source.width }, background: "#ffffff" }).render();
  expect([rendered.width, rendered.height]).toEqual([source.width, source.height]);
  const pixels = rendered.pixels;
  let sum = 0;
  for (let i = 0; i < source.data.length; i += 4) {
    const a = (source.data[i + 3] as number) / 255;
    for (let c = 0; c < 3; c++) sum += Math.abs((pixels[i + c] as number) - ((source.data[i + c] as number) * a + 255 * (1 - a)));
  }
  return sum / ((source.data.length / 4) * 3);
}

describe("vectorise", () => {
  it("traces a logo with vtracer into an SVG that renders back close to the source", async () => {
    const source = await drawSvg(256, 200, logo);
    const result = await vectorise(source);
    expect(result.engine).toBe("vtracer");
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" version="1\.1" width="256" height="200" viewBox="0 0 256 200">/);
    expect(result.svg).not.toMatch(/NaN|Infinity|<\?xml/);
    expect(result.svg).toContain("<path");
    expect(renderError(result.svg, source)).toBeLessThan(4);
  });

  it("falls back to imagetracerjs with the same kind of output", async () => {
    const source = await drawSvg(256, 200, `<rect width="100%" height="100%" fill="#fff"/>` + logo);
    const result = await vectorise(source, { engine: "imagetracerjs" });
    expect(result.engine).toBe("imagetracerjs");
    expect(result.svg).toContain('viewBox="0 0 256 200"');
    expect(result.svg).not.toMatch(/NaN|Infinity/);
    expect(renderError(result.svg, source)).toBeLessThan(6);
  });

  it("traces a downscaled copy of a large image but keeps the source size", async () => {
    const source = await drawSvg(800, 400, `<rect width="100%" height="100%" fill="#fef3c7"/><circle cx="400" cy="200" r="150" fill="#065f46"/>`);
    const result = await vectorise(source, { maxSide: 200 });
    expect(result.svg).toContain('width="800" height="400" viewBox="0 0 200 100"');
    expect(renderError(result.svg, source)).toBeLessThan(6);
  });
});
