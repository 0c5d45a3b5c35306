import { describe, expect, it } from "vitest";
import { buildCatalogue, downloadItemOfType, findProduct } from "./catalogue";
import { applyPercentOff, canMoveOrder, couponCodeProblem } from "./orders";
import { lowestPackageFor, maxRasterSide, packageAllows, upgradePrice } from "./packages";
import { stripeKeyIndex } from "./stripe-merchant";

describe("catalogue", () => {
  it("sells the spec's prices in both currencies, in minor units", () => {
    const catalogue = buildCatalogue();
    expect(findProduct(catalogue, "download-poster")?.prices).toEqual({ USD: 199, CNY: 900 });
    expect(findProduct(catalogue, "download-ppt")?.prices).toEqual({ USD: 499, CNY: 1900 });
    expect(findProduct(catalogue, "pro-monthly")).toMatchObject({ prices: { USD: 1900, CNY: 3900 }, credits: 500 });
    expect(findProduct(catalogue, "package-basic")?.prices).toEqual({ USD: 2900, CNY: 9900 });
    expect(findProduct(catalogue, "package-brand")?.prices).toEqual({ USD: 9900, CNY: 49900 });
    expect(findProduct(catalogue, "designer-fix")?.prices).toEqual({ USD: 4000, CNY: 20000 });
    expect(catalogue.some((product) => product.id.includes("luxury"))).toBe(false);
  });

  it("recommends the third credit pack (the spec's default type 3, 1-based)", () => {
    const packs = buildCatalogue().filter((product) => product.kind === "credits");
    expect(packs.map((pack) => pack.recommended)).toEqual([false, false, true, false]);
    const two = buildCatalogue([
      { credits: 10, prices: { USD: 100, CNY: 700 } },
      { credits: 20, prices: { USD: 200, CNY: 1400 } },
    ]).filter((product) => product.kind === "credits");
    expect(two.map((pack) => pack.recommended)).toEqual([false, true]);
  });

  it("maps the spec's product type codes", () => {
    expect([1, 2, 3, 4, 5].map(downloadItemOfType)).toEqual(["poster", "bizcard", "logoanimate", "ppt", undefined]);
  });
});

describe("packages", () => {
  it("Basic is JPG and PNG at 800x600 only; Professional adds vectors and sizes; Brand adds the brand kit", () => {
    expect(packageAllows("basic", "web")).toBe(true);
    expect(packageAllows("basic", "vector")).toBe(false);
    expect(packageAllows("professional", "vector")).toBe(true);
    expect(packageAllows("professional", "animation")).toBe(false);
    expect(packageAllows("brand", "brandCentre")).toBe(true);
    expect(packageAllows(null, "web")).toBe(false);
    expect(lowestPackageFor("icons")).toBe("professional");
    expect([null, "basic", "professional", "brand"].map((level) => maxRasterSide(level as never))).toEqual([0, 800, 5000, 5000]);
  });

  it("an upgrade pays the difference; a downgrade or the same level is not an upgrade", () => {
    expect(upgradePrice("basic", "professional", "USD")).toBe(3000);
    expect(upgradePrice("basic", "brand", "CNY")).toBe(40000);
    expect(upgradePrice(null, "basic", "USD")).toBe(2900);
    expect(upgradePrice("brand", "basic", "USD")).toBeNull();
    expect(upgradePrice("professional", "professional", "USD")).toBeNull();
  });
});

describe("orders and coupons", () => {
  it("never moves a paid order back", () => {
    expect(canMoveOrder("created", "paid")).toBe(true);
    expect(canMoveOrder("paid", "failed")).toBe(false);
    expect(canMoveOrder("fulfilled", "pending")).toBe(false);
    expect(canMoveOrder("refunded", "paid")).toBe(false);
    expect(canMoveOrder("failed", "paid")).toBe(true);
    expect(canMoveOrder("failed", "pending")).toBe(false);
  });

  it("checks coupon codes in the spec's order", () => {
    expect(couponCodeProblem("")).toBe("required");
    expect(couponCodeProblem("abc")).toBe("length");
    expect(couponCodeProblem("a".repeat(21))).toBe("length");
    expect(couponCodeProblem("ab cd")).toBe("invalid");
    expect(couponCodeProblem("SPRING24")).toBeNull();
    expect(applyPercentOff(2900, 15)).toBe(2465);
    expect(applyPercentOff(199, 100)).toBe(0);
  });
});

describe("stripe key choice (spec 01 section 9)", () => {
  it("uses stripeMerchant, else the user id modulo 10, on the English site only", () => {
    expect(stripeKeyIndex({ id: 7, stripeMerchant: 1 }, "en")).toBe(0);
    expect(stripeKeyIndex({ id: 10, stripeMerchant: 2 }, "en")).toBe(1);
    expect([10, 12, 11, 13, 19].map((id) => stripeKeyIndex({ id, stripeMerchant: 0 }, "en"))).toEqual([0, 0, 1, 1, 1]);
    expect(stripeKeyIndex({ id: 11, stripeMerchant: 2 }, "cn")).toBe(0);
  });
});

describe("what the pages offer", () => {
  it("leaves out per-download items and the Brand package until the brand kit works", async () => {
    const { isProductOffered, isFeatureOffered } = await import("./offered");
    const { isAreaReady } = await import("../areas/product-areas");
    const brandKit = isAreaReady("brandAssets");
    expect(isProductOffered({ kind: "credits" })).toBe(true);
    expect(isProductOffered({ kind: "package", level: "professional" })).toBe(true);
    expect(isProductOffered({ kind: "package", level: "brand" })).toBe(brandKit);
    expect(isProductOffered({ kind: "download", item: "bizcard" })).toBe(brandKit);
    // The editor makes posters (issue 21): a poster download is sold since.
    expect(isProductOffered({ kind: "download", item: "poster" })).toBe(isAreaReady("designEditor"));
    expect(isFeatureOffered("vector", ["basic", "professional", "brand"])).toBe(true);
    expect(isFeatureOffered("animation", ["basic", "professional", "brand"])).toBe(brandKit);
  });
});
