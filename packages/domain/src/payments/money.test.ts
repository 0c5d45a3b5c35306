import { describe, expect, it } from "vitest";
import { formatMinor, includedTax } from "./money";

describe("money", () => {
  it("writes minor units as the currency's amount, thousands grouped", () => {
    expect(formatMinor(499, "USD")).toBe("$4.99");
    expect(formatMinor(3900, "CNY")).toBe("¥39.00");
    expect(formatMinor(5, "USD")).toBe("$0.05");
    expect(formatMinor(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatMinor(-1999, "USD")).toBe("-$19.99");
  });

  it("finds the tax inside a tax-inclusive price", () => {
    expect(includedTax(1900, 0)).toBe(0);
    expect(includedTax(12000, 20)).toBe(2000);
    expect(includedTax(999, 13)).toBe(115);
  });
});
