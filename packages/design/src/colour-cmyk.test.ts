import { describe, expect, it } from "vitest";
import { cmykPercent, hexToRgb, srgbToCmyk } from "./colour-cmyk.js";

describe("sRGB to CMYK", () => {
  it("reads #rrggbb in either case, with or without #", () => {
    expect(hexToRgb("#1E90ff")).toEqual({ r: 30, g: 144, b: 255 });
    expect(hexToRgb("00ff00")).toEqual({ r: 0, g: 255, b: 0 });
    expect(() => hexToRgb("#fff")).toThrow(/rrggbb/);
  });

  it("maps primaries, white and black to their inks; greys to K only", () => {
    expect(srgbToCmyk("#ffffff")).toEqual({ c: 0, m: 0, y: 0, k: 0 });
    expect(srgbToCmyk("#000000")).toEqual({ c: 0, m: 0, y: 0, k: 1 });
    expect(srgbToCmyk("#ff0000")).toEqual({ c: 0, m: 1, y: 1, k: 0 });
    expect(srgbToCmyk("#00ffff")).toEqual({ c: 1, m: 0, y: 0, k: 0 });
    expect(srgbToCmyk("#808080")).toEqual({ c: 0, m: 0, y: 0, k: 0.498 });
  });

  it("gives whole percentages for a brand colour", () => {
    // #1e90ff: K = 0, C = 1 - 30/255 = 88 %, M = 1 - 144/255 = 44 %, Y = 0.
    expect(cmykPercent("#1e90ff")).toEqual({ c: 88, m: 44, y: 0, k: 0 });
    // #2f6b4f: max 107/255, K = 58 %, C = (1 - 47/107) = 56 %, M 0, Y = 1 - 79/107 = 26 %.
    expect(cmykPercent({ r: 47, g: 107, b: 79 })).toEqual({ c: 56, m: 0, y: 26, k: 58 });
  });
});
