import { describe, expect, it } from "vitest";
import { aspectOf, fitLongerSide, uploadLimits, uploadRefusal } from "./upload-limits";

describe("upload limits", () => {
  it("refuses more than 25 MB before looking at pixels", () => {
    expect(uploadRefusal({ bytes: uploadLimits.maxBytes })).toBeNull();
    expect(uploadRefusal({ bytes: uploadLimits.maxBytes + 1, width: 10, height: 10 })).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a pixel area over 4096x4096", () => {
    expect(uploadRefusal({ bytes: 10, width: 4096, height: 4096 })).toBeNull();
    expect(uploadRefusal({ bytes: 10, width: 4097, height: 4096 })).toBe("IMAGE_TOO_LARGE");
    expect(uploadRefusal({ bytes: 10, width: 16_777_217, height: 1 })).toBe("IMAGE_TOO_LARGE");
  });

  it("derives the aspect from the image", () => {
    expect(aspectOf(1200, 800)).toBe("16:9");
    expect(aspectOf(500, 500)).toBe("1:1");
    expect(aspectOf(800, 1200)).toBe("9:16");
  });

  it("scales the longer side to 800 and never enlarges", () => {
    expect(fitLongerSide(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitLongerSide(1000, 4000)).toEqual({ width: 200, height: 800 });
    expect(fitLongerSide(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
