import { describe, expect, it } from "vitest";
import {
  fileConverterOptionsSchema,
  aimockupOptionsSchema,
  idPhotoSizes,
  mattingOptionsSchema,
  toolCommonFieldsSchema,
  toolLedgerKinds,
  toolNames,
  toolOptionsSchemas,
  vectorOptionsSchema,
} from "./image-tools";

describe("image tool contracts", () => {
  it("reads the spec's matting form fields as text and fills the defaults", () => {
    expect(mattingOptionsSchema.parse({})).toEqual({ mattingType: "auto", bgcolor: null, crop: false });
    expect(mattingOptionsSchema.parse({ mattingType: "flat", bgcolor: "#FFF", crop: "true" })).toEqual({ mattingType: "flat", bgcolor: "#fff", crop: true });
    expect(mattingOptionsSchema.parse({ bgcolor: "transparent", crop: "0" })).toMatchObject({ bgcolor: null, crop: false });
    expect(mattingOptionsSchema.safeParse({ bgcolor: "red" }).success).toBe(false);
    expect(vectorOptionsSchema.parse({})).toEqual({ crop: true, colours: 16 });
  });

  it("answers JSON unless output asks for the bytes, at the spec's processing width 1000", () => {
    expect(toolCommonFieldsSchema.parse({})).toMatchObject({ output: 0, async: false, processWidth: 1000, creditsChannel: "credits" });
    expect(toolCommonFieldsSchema.parse({ output: "1", async: "1" })).toMatchObject({ output: 1, async: true });
    expect(toolCommonFieldsSchema.safeParse({ output: "3" }).success).toBe(false);
  });

  it("checks conversion formats, ICO sizes and mockup scene caps", () => {
    expect(fileConverterOptionsSchema.parse({ format: "ico", icoSizes: "32,16,32" })).toMatchObject({ format: "ico", icoSizes: [16, 32] });
    expect(fileConverterOptionsSchema.safeParse({ format: "ico", icoSizes: "17" }).success).toBe(false);
    expect(fileConverterOptionsSchema.safeParse({ format: "bmp" }).success).toBe(false);
    expect(aimockupOptionsSchema.parse({ scenes: "mug,shirt" }).scenes).toEqual(["mug", "shirt"]);
    expect(aimockupOptionsSchema.safeParse({ scenes: "mug,shirt,sign,storefront" }).success).toBe(false);
  });

  it("has options and a ledger kind for every tool; the sub-tools ride on matting and imagefix", () => {
    for (const tool of toolNames) expect(toolOptionsSchemas[tool]).toBeDefined();
    expect(toolLedgerKinds.background).toBe("matting");
    expect(toolLedgerKinds.watermark).toBe("imagefix");
    // Passport 35x45 mm at 300 dpi.
    expect(idPhotoSizes.passport).toEqual({ width: Math.round((35 / 25.4) * 300), height: Math.round((45 / 25.4) * 300) });
  });
});
