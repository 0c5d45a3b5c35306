import { imagesPerModel } from "@studio/contracts";
import { describe, expect, it } from "vitest";
import { placeholderSize } from "./placeholder-size";

describe("placeholders while generating (spec 02 sections 5 and 9)", () => {
  it("sizes placeholders 1024 wide for 1:1 and 16:9, 1820 tall otherwise", () => {
    expect(placeholderSize("1:1")).toEqual({ width: 1024, height: 1024 });
    expect(placeholderSize("16:9")).toEqual({ width: 1024, height: 576 });
    expect(placeholderSize("9:16")).toEqual({ width: 1024, height: 1820 });
  });

  it("shows as many placeholders as the model makes: local 4, or 2 on the Chinese site", () => {
    expect(imagesPerModel("local", "en", "1:1")).toBe(4);
    expect(imagesPerModel("local", "zh", "1:1")).toBe(2);
    expect(imagesPerModel("flux-pro", "en", "1:1")).toBe(5);
  });
});
