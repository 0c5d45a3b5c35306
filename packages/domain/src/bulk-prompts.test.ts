import { describe, expect, it } from "vitest";
import { parseCsv, promptsFromCsv, promptsFromLines } from "./bulk-prompts";
import { defaultCreditCosts, generatorCost, resolveCreditCosts } from "./credits/credit-costs";

describe("bulk prompts", () => {
  it("takes the non-empty trimmed lines of a text box", () => {
    expect(promptsFromLines(" a red fox \r\n\n  \nblue whale\rgreen hill")).toEqual(["a red fox", "blue whale", "green hill"]);
  });

  it("reads quoted CSV fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('id,prompt\n1,"a fox, red"\n2,"say ""hi""\nnow"\n')).toEqual([
      ["id", "prompt"],
      ["1", "a fox, red"],
      ["2", 'say "hi"\nnow'],
    ]);
  });

  it("takes the prompt column whatever its case and place, skipping empty cells and a BOM", () => {
    expect(promptsFromCsv("\uFEFFid,Prompt,style\r\n1,cat on a roof,flat\r\n2,,flat\r\n3, dog ,x")).toEqual({ ok: true, prompts: ["cat on a roof", "dog"] });
  });

  it("refuses a CSV without a prompt column", () => {
    expect(promptsFromCsv("id,text\n1,cat")).toEqual({ ok: false, reason: "no-prompt-column" });
  });
});

describe("generator cost (spec 02 section 9)", () => {
  it("is the kind's price per task for text to image, per reference image with the minimum otherwise", () => {
    expect(generatorCost(defaultCreditCosts, "text-to-image", 0)).toBe(4);
    expect(generatorCost(defaultCreditCosts, "image-to-image", 1)).toBe(4);
    expect(generatorCost(defaultCreditCosts, "remix-mode", 2)).toBe(8);
    expect(generatorCost(defaultCreditCosts, "bulk", 0)).toBe(4);
    expect(generatorCost(defaultCreditCosts, "bulk", 3)).toBe(12);
  });

  it("follows the operator's overrides", () => {
    const costs = resolveCreditCosts({ kinds: { text2img: 6, img2img: 3, aiimage: 5 }, minimumImageCharge: 7 });
    expect(generatorCost(costs, "text-to-image", 0)).toBe(6);
    expect(generatorCost(costs, "image-to-image", 1)).toBe(7);
    expect(generatorCost(costs, "remix-mode", 2)).toBe(10);
  });
});
