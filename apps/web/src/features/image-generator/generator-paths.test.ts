import { describe, expect, it } from "vitest";
import { initialGeneratorTab, isScenePage } from "./generator-paths";

describe("generator paths (spec 02 section 2)", () => {
  it("opens /edit on creations, the rest on the playground unless a tab is preset", () => {
    expect(initialGeneratorTab("/edit")).toBe("creations");
    expect(initialGeneratorTab("/edit/")).toBe("creations");
    expect(initialGeneratorTab("/design")).toBe("playground");
    expect(initialGeneratorTab("/design", "creations")).toBe("creations");
    expect(initialGeneratorTab("/editor")).toBe("playground");
  });

  it("is a scene page whenever the path starts with /design/bulk-image-generator", () => {
    expect(isScenePage("/design/bulk-image-generator")).toBe(true);
    expect(isScenePage("/design/bulk-image-generator/x")).toBe(true);
    expect(isScenePage("/design")).toBe(false);
    expect(isScenePage("/design/inspiration")).toBe(false);
  });
});
