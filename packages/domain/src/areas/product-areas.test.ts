import { describe, expect, it } from "vitest";
import { creditKindNames, isGrantKind } from "../credits/credit-kinds";
import { isSpendKindAvailable, productAreas, spendKindArea } from "./product-areas";
import { toolKindWorks } from "./tool-kinds";

describe("product areas", () => {
  it("names an area for every kind that spends credits", () => {
    const spending = creditKindNames.filter((kind) => !isGrantKind(kind));
    expect(Object.keys(spendKindArea).sort()).toEqual([...spending].sort());
  });

  it("lets credits be spent only on features that work, never on a grant kind", () => {
    expect(isSpendKindAvailable("aiimage")).toBe(productAreas.logoMaker.ready);
    expect(isSpendKindAvailable("recharge")).toBe(false);
  });

  it("switches the image tools' kinds one by one (tool-kinds.ts)", () => {
    for (const kind of Object.keys(toolKindWorks) as (keyof typeof toolKindWorks)[]) expect(isSpendKindAvailable(kind)).toBe(toolKindWorks[kind]);
    // The tool kinds follow their switch, not their area's page flag.
    expect(Object.keys(toolKindWorks).sort()).toEqual(
      Object.keys(spendKindArea)
        .filter((k) => !["aiimage", "text2img", "img2img"].includes(k))
        .sort(),
    );
  });

  it("lets the icon generator and the provider-only tools spend (the server adds the vendor check)", () => {
    for (const kind of ["aicon", "cartoonProfile", "beautification", "mergeface"] as const) expect(isSpendKindAvailable(kind)).toBe(true);
  });

  it("keeps the other kinds on their area's flag", () => {
    // The image generator's page works (issue 18): its kinds text2img (16) and img2img (17) can be spent.
    expect(productAreas.imageGenerator.ready).toBe(true);
    expect(isSpendKindAvailable("text2img")).toBe(true);
    expect(isSpendKindAvailable("img2img")).toBe(true);
    expect(isSpendKindAvailable("recharge")).toBe(false);
  });

  it("gives every area a page path", () => {
    for (const area of Object.values(productAreas)) expect(area.path).toMatch(/^\//);
  });
});
