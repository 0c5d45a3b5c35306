import { describe, expect, it } from "vitest";
import { createIconLibrary, INDUSTRY_CONCEPTS } from "./index.js";
import { loadIconCatalogue } from "./node.js";

// The browser-safe library (no WordNet): keyword rules alone.
const library = createIconLibrary(loadIconCatalogue());
const first = (text: string, nameText?: string): string | undefined => library.search(text, { limit: 1, nameText })[0]?.icon.id;

describe("reading a brief for its main thing", () => {
  it("prefers the specific thing to the sector or the business word", () => {
    expect(first("a mattress shop")).toMatch(/bed|pillow/);
    expect(first("an eyeglasses shop")).toMatch(/eyeglass|glasses/);
    expect(first("a tailor")).toMatch(/needle|scissors/);
    expect(first("bottled water delivery")).toMatch(/droplet|glass-water/);
    expect(first("pet food delivery")).toMatch(/paw|dog|cat|bone/);
  });

  it("lets a longer phrase win over the words inside it", () => {
    expect(first("a video game studio")).toMatch(/gamepad/);
    expect(first("a Christmas tree farm")).toMatch(/christmas-tree|tree-pine/);
  });

  it("takes the head of two nouns, in English (last) and in Chinese (last of the run)", () => {
    expect(first("a wedding florist")).toMatch(/flower/);
    expect(first("宠物医院")).toMatch(/paw|dog|cat/);
    expect(first("月亮湾咖啡馆")).toMatch(/coffee|cup|bean/);
  });

  it("does not let a single Chinese character inside a longer word win", () => {
    expect(first("花生油厂")).toBeUndefined();
    expect(first("水果店")).toMatch(/apple|lemon|cherry/);
    expect(first("一家花店")).toMatch(/flower/);
    expect(first("茶")).toBeDefined();
  });

  it("reads past the brand name and filler, and counts customers and places less", () => {
    expect(first("plumbing and drain repairs", "Apple Plumbing")).toMatch(/droplet|wrench|tool/);
    expect(first("an accounting firm", "Tiger Accounting")).toMatch(/calculator|report-money/);
    expect(first("Code Mattress sells mattresses", "Code Mattress")).toMatch(/bed|pillow/);
    expect(first("I need a logo for my eyeglasses shop in the city centre")).toMatch(/eyeglass|glasses/);
    expect(first("a software company making apps for dentists")).not.toBe("dental");
  });

  it("finds a short request by icon id or tag, but does not guess from a long description", () => {
    expect(first("a crown")).toBe("crown");
    expect(first("a golden anchor")).toBe("anchor");
    expect(first("a shop selling wool blankets and throws")).toBeUndefined();
  });

  it("keeps every concept icon list pointing at icons that exist", () => {
    expect(INDUSTRY_CONCEPTS.flatMap((concept) => concept.icons.filter((key) => !library.get(key)))).toEqual([]);
  });
});
