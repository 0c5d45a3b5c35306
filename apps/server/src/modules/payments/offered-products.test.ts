import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProductOffered } from "@studio/domain";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createOrder, type Body } from "./payments-fixtures";

type CatalogueBody = Body<{ products: { id: string }[] }>;

// The site sells only what it can deliver: a poster download since the editor makes posters, the other
// per-download items and the Brand package once the brand kit works (isProductOffered); the other
// payment tests switch everything on with sellEverything.
describe("payments: only products the site can deliver are sold", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists and accepts exactly the offered products", async () => {
    const brandKit = isProductOffered({ kind: "package", level: "brand" });
    const { data } = (await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" })).json<CatalogueBody>();
    const ids = data.products.map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining(["credits-50", "pro-monthly", "package-basic", "package-professional", "designer-fix"]));
    expect(ids.includes("package-brand")).toBe(brandKit);
    expect(ids.includes("download-poster")).toBe(true);
    expect(ids.includes("download-bizcard")).toBe(brandKit);

    const buyer = await signIn(ctx);
    const poster = await createOrder(ctx, buyer, { product: "download-bizcard", designId: "task:none:0" });
    const credits = await createOrder(ctx, buyer, { product: "credits-50" });
    expect(credits.status).toBe(200);
    if (!brandKit) {
      expect(poster.status).toBe(404);
      expect(poster.body).toMatchObject({ error: "PRODUCT_UNAVAILABLE", msg: "The material has been taken down and cannot be purchased!" });
    }
  });
});
