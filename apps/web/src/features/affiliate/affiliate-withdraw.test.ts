import { describe, expect, it } from "vitest";
import { feeOf, parseAmount } from "./AffiliateWithdrawForm";

describe("withdraw form figures", () => {
  it("reads amounts as minor units", () => {
    expect(parseAmount("25")).toBe(2500);
    expect(parseAmount("12.5")).toBe(1250);
    expect(parseAmount(" 12,05 ")).toBe(1205);
    expect(parseAmount("1.234")).toBeNull();
    expect(parseAmount("-3")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });

  it("under 200 yuan costs 10 yuan (spec 03 section 9)", () => {
    const cn = { fee: 1000, feeBelow: 20000 };
    expect(feeOf(cn, 19999)).toBe(1000);
    expect(feeOf(cn, 20000)).toBe(0);
  });
});
