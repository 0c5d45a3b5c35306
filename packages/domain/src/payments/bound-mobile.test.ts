import { describe, expect, it } from "vitest";
import { hasBoundMobile, needsBoundMobile } from "./bound-mobile";

describe("bound mobile (spec 03 section 6)", () => {
  it("is true with a mobile, for an admin, or for a featured item", () => {
    expect(hasBoundMobile({ mobile: "13800138000", isAdmin: false })).toBe(true);
    expect(hasBoundMobile({ mobile: null, isAdmin: true })).toBe(true);
    expect(hasBoundMobile({ mobile: null, isAdmin: false }, { featured: true })).toBe(true);
    expect(hasBoundMobile({ mobile: null, isAdmin: false })).toBe(false);
    expect(hasBoundMobile({ mobile: "", isAdmin: false }, { featured: false })).toBe(false);
  });

  it("is asked for the share on the cn site only", () => {
    const visitor = { mobile: null, isAdmin: false };
    expect(needsBoundMobile("cn", "share", visitor)).toBe(true);
    expect(needsBoundMobile("en", "share", visitor)).toBe(false);
    expect(needsBoundMobile("cn", "share", { mobile: "13800138000", isAdmin: false })).toBe(false);
    expect(needsBoundMobile("cn", "share", { mobile: null, isAdmin: true })).toBe(false);
    expect(needsBoundMobile("cn", "share", visitor, { featured: true })).toBe(false);
  });
});
