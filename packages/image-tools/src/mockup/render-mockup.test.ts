import { describe, expect, it } from "vitest";
import { drawSvg } from "../test-images.test-support.js";
import { contrastRatio, hexToRgb, pickSurface } from "./contrast.js";
import { imageToCylinder } from "./cylinder.js";
import { insideQuad } from "./homography.js";
import { MOCKUP_SCENES, mockupScenes } from "./mockup-scenes.js";
import { renderMockup } from "./render-mockup.js";
import { prepareLogo } from "./logo-prep.js";

// A pure-green logo on a white backdrop: no scene draws saturated green, so green pixels are the logo's.
const logoSvg = `<rect width="400" height="200" fill="#ffffff"/><rect x="40" y="40" width="320" height="120" fill="#00d000"/><rect x="170" y="80" width="60" height="40" fill="#ffffff"/>`;
const isLogoGreen = (r: number, g: number, b: number) => g > 60 && g > r * 2 && g > b * 2;

describe("renderMockup", () => {
  it.each(MOCKUP_SCENES)("draws the %s scene with the logo inside the surface's area only", async (scene) => {
    const logo = await drawSvg(400, 200, logoSvg);
    const result = await renderMockup(logo, scene);
    const spec = mockupScenes[scene];
    expect(result.image.width).toBe(1024);
    expect(result.image.height).toBe(768);
    expect(result.logoCutOut).toBe(true);
    const { data, width, height } = result.image;
    let green = 0;
    let outside = 0;
    const distinct = new Set<number>();
    let transparent = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (data[i + 3] !== 255) transparent++;
        if (x % 7 === 0 && y % 7 === 0) distinct.add(((data[i] as number) >> 3) * 1024 + ((data[i + 1] as number) >> 3) * 32 + ((data[i + 2] as number) >> 3));
        if (!isLogoGreen(data[i] as number, data[i + 1] as number, data[i + 2] as number)) continue;
        green++;
        const placement = spec.placement;
        const inside =
          placement.kind === "plane"
            ? insideQuad(placement.quad, x + 0.5, y + 0.5)
            : ((uv) => uv !== null && uv[0] >= 0 && uv[0] <= 1 && uv[1] >= 0 && uv[1] <= 1)(imageToCylinder(placement.cylinder, x + 0.5, y + 0.5));
        if (!inside) outside++;
      }
    // The logo shows (a few thousand pixels at least) and none of it spills off its surface.
    expect(green).toBeGreaterThan(3000);
    expect(outside).toBe(0);
    // A drawn scene, not a flat fill: many colours.
    expect(distinct.size).toBeGreaterThan(80);
    expect(transparent).toBe(0);
  });

  it("clears the logo's enclosed backdrop: the surface shows through the hole", async () => {
    const logo = await drawSvg(400, 200, logoSvg);
    const result = await renderMockup(logo, "sign", { surface: "white" });
    const spec = mockupScenes.sign;
    if (spec.placement.kind !== "plane") throw new Error("the sign is flat");
    // The hole is the logo's centre, which lands at the board's centre (the logo is centred on it).
    const [cx, cy] = spec.placement.quad.reduce<[number, number]>((s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4], [0, 0]);
    const i = (Math.round(cy) * 1024 + Math.round(cx)) * 4;
    const { data } = result.image;
    expect(isLogoGreen(data[i] as number, data[i + 1] as number, data[i + 2] as number)).toBe(false);
    expect(data[i + 1]).toBeGreaterThan(150);
  });

  it("is deterministic: the same logo and scene give the same pixels", async () => {
    const logo = await drawSvg(400, 200, logoSvg);
    const a = await renderMockup(logo, "shirt");
    const b = await renderMockup(logo, "shirt");
    expect(Buffer.from(a.image.data).equals(Buffer.from(b.image.data))).toBe(true);
  });

  it("chooses a surface colour that contrasts with the logo, and obeys a chosen one", async () => {
    const white = await drawSvg(200, 100, `<rect x="20" y="20" width="160" height="60" fill="#ffffff"/>`);
    const dark = await drawSvg(200, 100, `<rect width="200" height="100" fill="#ffffff"/><rect x="20" y="20" width="160" height="60" fill="#111111"/>`);
    expect((await renderMockup(white, "shirt")).surface.name).toBe("black");
    expect((await renderMockup(dark, "shirt")).surface.name).toBe("white");
    expect((await renderMockup(dark, "mug", { surface: "navy" })).surface.hex).toBe("#25335a");
    expect((await renderMockup(dark, "mug", { surface: "#123456" })).surface.hex).toBe("#123456");
    await expect(renderMockup(dark, "mug", { surface: "plaid" })).rejects.toThrow(/unknown surface/);
    // The chosen card is the one with the highest contrast ratio against the logo's colour.
    const mean = prepareLogo(white).mean;
    const chosen = pickSurface(mockupScenes.businessCard.surfaces, mean);
    const best = Math.max(...mockupScenes.businessCard.surfaces.map((s) => contrastRatio(hexToRgb(s.hex), mean)));
    expect(contrastRatio(hexToRgb(chosen.hex), mean)).toBe(best);
  });

  it("lights the logo with the surface: the mug's print is darker at its sides than at its front", async () => {
    const logo = await drawSvg(400, 200, `<rect width="400" height="200" fill="#00d000"/>`);
    // A full-bleed green label: all of it is "backdrop" to the matting, so it is kept whole, not cut to nothing.
    const prepared = prepareLogo(logo);
    expect(prepared.cutOut).toBe(false);
    const result = await renderMockup(prepared, "mug", { surface: "white" });
    const spec = mockupScenes.mug;
    if (spec.placement.kind !== "cylinder") throw new Error("the mug is round");
    const { cx, r, top, height } = spec.placement.cylinder;
    const g = (x: number) => result.image.data[(Math.round(top + height / 2 + 30) * 1024 + Math.round(x)) * 4 + 1] as number;
    expect(g(cx + r * 0.8)).toBeLessThan(g(cx + r * 0.1));
  });

  it("refuses an empty (fully transparent) logo", async () => {
    const empty = await drawSvg(50, 50, "");
    expect(() => prepareLogo(empty)).toThrow(/empty/);
  });
});
