import { describe, expect, it } from "vitest";
import { logoColors, previewLogoSize } from "./signature-logo";

describe("signature logo", () => {
  it("fits the logo's proportions into 200x60", () => {
    expect(previewLogoSize('<svg viewBox="0 0 800 600">')).toEqual({ width: 80, height: 60 });
    expect(previewLogoSize('<svg viewBox="0 0 1000 100">')).toEqual({ width: 200, height: 20 });
  });
  it("offers the logo's colours, most used first, without white", () => {
    const svg = '<svg><rect fill="#FFFFFF"/><path fill="#0a7c55"/><path fill="#0a7c55"/><text style="fill:#223344"/><stop stop-color="#abcdef"/></svg>';
    expect(logoColors(svg)).toEqual(["#0a7c55", "#223344", "#abcdef"]);
  });
});
