import { describe, expect, it } from "vitest";
import { bulkSubmitSchema, generatorLedgerKinds, imagesPerModel, MAX_BULK_LINES } from "./generator";
import { generateImageRequestSchema } from "./tasks";

describe("generator contracts", () => {
  it("has spec 02 section 9's images per model, 4 by default and 2 on zh", () => {
    expect(imagesPerModel("chatgpt")).toBe(4);
    expect(imagesPerModel("ideogram2")).toBe(8);
    expect(imagesPerModel("sd3")).toBe(1);
    expect(imagesPerModel("dalle3", "en", "1:1")).toBe(4);
    expect(imagesPerModel("dalle3", "en", "16:9")).toBe(8);
    expect(imagesPerModel("local")).toBe(4);
    expect(imagesPerModel("local", "zh")).toBe(2);
  });

  it("charges each mode under its ledger kind", () => {
    expect(generatorLedgerKinds).toEqual({ "text-to-image": "text2img", "image-to-image": "img2img", "remix-mode": "aiimage" });
  });

  it("checks the references each mode takes", () => {
    const ref = "/oss/uploads/a.png";
    expect(generateImageRequestSchema.safeParse({ generateMode: "text-to-image", prompt: "a fox" }).success).toBe(true);
    expect(generateImageRequestSchema.safeParse({ generateMode: "text-to-image", prompt: "a fox", filesUrl: [ref] }).success).toBe(false);
    expect(generateImageRequestSchema.safeParse({ generateMode: "image-to-image", prompt: "" }).success).toBe(false);
    expect(generateImageRequestSchema.safeParse({ generateMode: "remix-mode", prompt: "x", filesUrl: [ref, ref] }).success).toBe(true);
    expect(generateImageRequestSchema.safeParse({ generateMode: "remix-mode", prompt: "x", filesUrl: Array(6).fill(ref) }).success).toBe(false);
    // The logo maker's requests (no mode) keep their rules.
    expect(generateImageRequestSchema.safeParse({ prompt: "", filesUrl: Array(8).fill(ref) }).success).toBe(true);
  });

  it("takes prompts or a CSV, at most MAX_BULK_LINES prompts", () => {
    expect(bulkSubmitSchema.safeParse({ prompts: ["a", "b"] }).success).toBe(true);
    expect(bulkSubmitSchema.safeParse({ csv: "prompt\na" }).success).toBe(true);
    expect(bulkSubmitSchema.safeParse({}).success).toBe(false);
    expect(bulkSubmitSchema.safeParse({ prompts: ["a"], csv: "prompt\na" }).success).toBe(false);
    expect(bulkSubmitSchema.safeParse({ prompts: Array(MAX_BULK_LINES + 1).fill("a") }).success).toBe(false);
  });
});
