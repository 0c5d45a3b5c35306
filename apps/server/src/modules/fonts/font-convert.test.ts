import { describe, expect, it } from "vitest";
import { parse } from "opentype.js";
import { fontFormatOf, toTrueType } from "./font-convert";
import { boxesOpenType, sampleTrueType, sampleWoff, sampleWoff2 } from "./sample-fonts.fixture";

const arrayBufferOf = (bytes: Buffer): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe("toTrueType", () => {
  it("keeps every accepted format as checked TrueType", async () => {
    const samples = { ttf: sampleTrueType(), otf: boxesOpenType(), woff: sampleWoff(), woff2: await sampleWoff2() };
    for (const [format, bytes] of Object.entries(samples)) {
      expect(fontFormatOf(bytes)).toBe(format);
      const converted = await toTrueType(bytes);
      expect(converted.format).toBe(format);
      expect(fontFormatOf(converted.ttf)).toBe("ttf");
      const font = parse(arrayBufferOf(converted.ttf));
      expect(font.outlinesFormat).toBe("truetype");
      expect(font.charToGlyphIndex(format === "otf" ? "B" : "H")).toBeGreaterThan(0);
    }
    expect((await toTrueType(boxesOpenType("Boxy"))).family).toBe("Boxy");
    expect((await toTrueType(sampleTrueType())).family).toBe("Inter SemiBold");
  });

  it("refuses what is not a font, a damaged font and a compressed font claiming a huge size", async () => {
    await expect(toTrueType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toMatchObject({ code: "FONT_UNREADABLE" });
    const damaged = sampleTrueType().subarray(0, 400);
    await expect(toTrueType(Buffer.from(damaged))).rejects.toMatchObject({ code: "FONT_UNREADABLE" });
    const bomb = sampleWoff();
    bomb.writeUInt32BE(0xffffffff, 16);
    await expect(toTrueType(bomb)).rejects.toMatchObject({ code: "FONT_UNREADABLE" });
    const woff2 = await sampleWoff2();
    await expect(toTrueType(woff2.subarray(0, 60))).rejects.toMatchObject({ code: "FONT_UNREADABLE" });
  });
});
