import { describe, expect, it } from "vitest";
import { brandFeatureRight, brandItemRight } from "./brand-items";

const now = new Date("2026-11-26T12:00:00Z");
const user = { aiCredits: 0, vip: false, superVip: false, vipEndsAt: null, isAdmin: false, designerType: 0 };

describe("brandItemRight", () => {
  it("lets staff and Pro download, then the package that includes the item, then the item bought alone", () => {
    expect(brandItemRight({ user: { ...user, isAdmin: true }, now, item: "logoanimate", level: null, bought: [] })).toBe("staff");
    expect(brandItemRight({ user: { ...user, designerType: 1 }, now, item: "logoanimate", level: null, bought: [] })).toBe("staff");
    expect(brandItemRight({ user: { ...user, vip: true }, now, item: "logoanimate", level: null, bought: [] })).toBe("pro");
    expect(brandItemRight({ user: { ...user, vip: true, vipEndsAt: new Date("2026-11-01") }, now, item: "logoanimate", level: null, bought: [] })).toBe(null);
    expect(brandItemRight({ user, now, item: "logoanimate", level: "brand", bought: [] })).toBe("package");
    expect(brandItemRight({ user, now, item: "bizcard", level: "brand", bought: [] })).toBe("package");
    expect(brandItemRight({ user, now, item: "ppt", level: "brand", bought: [] })).toBe("package");
    // Basic and Professional do not include animation (spec 03 section 6).
    expect(brandItemRight({ user, now, item: "logoanimate", level: "professional", bought: [] })).toBe(null);
    expect(brandItemRight({ user, now, item: "logoanimate", level: "basic", bought: ["logoanimate"] })).toBe("bought");
    expect(brandItemRight({ user, now, item: "logoanimate", level: null, bought: ["bizcard", "poster"] })).toBe(null);
  });

  it("opens a feature not sold alone (VI mockups, the profile kit) to staff, Pro and the package that includes it", () => {
    expect(brandFeatureRight({ user: { ...user, isAdmin: true }, now, feature: "viMockups", level: null })).toBe("staff");
    expect(brandFeatureRight({ user: { ...user, superVip: true, vip: true }, now, feature: "viMockups", level: null })).toBe("pro");
    expect(brandFeatureRight({ user, now, feature: "viMockups", level: "brand" })).toBe("package");
    expect(brandFeatureRight({ user, now, feature: "viMockups", level: "professional" })).toBe(null);
    expect(brandFeatureRight({ user, now, feature: "icons", level: "professional" })).toBe("package");
    expect(brandFeatureRight({ user, now, feature: "icons", level: "basic" })).toBe(null);
  });
});
