import { describe, expect, it } from "vitest";
import { imagesPerModel, placeholderSize } from "./images-per-model";

describe("images per model (spec 02 section 9)", () => {
  it("follows the table, per aspect for dalle3", () => {
    expect(imagesPerModel("chatgpt", "1:1", "en")).toBe(4);
    expect(imagesPerModel("flux-pro", "1:1", "en")).toBe(5);
    expect(imagesPerModel("FLUX1", "16:9", "zh")).toBe(3);
    expect(imagesPerModel("ideogram2", "9:16", "en")).toBe(8);
    expect(imagesPerModel("sd3", "1:1", "en")).toBe(1);
    expect(imagesPerModel("dalle3", "16:9", "en")).toBe(8);
    expect(imagesPerModel("dalle3", "1:1", "en")).toBe(4);
    expect(imagesPerModel("gpt-image", "1:1", "en")).toBe(1);
  });

  it("gives any other model 4, or 2 on the Chinese site", () => {
    expect(imagesPerModel("local", "1:1", "en")).toBe(4);
    expect(imagesPerModel("local", "1:1", "zh")).toBe(2);
  });

  it("sizes placeholders 1024 wide for 1:1 and 16:9, 1820 tall otherwise", () => {
    expect(placeholderSize("1:1")).toEqual({ width: 1024, height: 1024 });
    expect(placeholderSize("16:9").width).toBe(1024);
    expect(placeholderSize("9:16").height).toBe(1820);
  });
});
