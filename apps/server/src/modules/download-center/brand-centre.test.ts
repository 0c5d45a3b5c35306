import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { savedLogos } from "../../db/schema";
import { savedLogoOf, unlockPackage } from "./center-fixtures";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type Setup = { url: string; logoUrl: string; name: string };

/** POST /api/user/favourite/{fa_id}/brand: the brand centre of a saved logo with the Brand package (issue 23). */
describe("the brand centre of a saved logo", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ brandPlatformUrl: "https://brand.example.test/start", linkBase: "https://studio.example.test" });
  });
  afterAll(() => ctx.close());

  const activate = (who: SignedIn | null, faId: number) =>
    ctx.app.inject({ method: "POST", url: `/api/user/favourite/${faId}/brand`, headers: who?.headers ?? {} });
  const center = async (who: SignedIn, faId: number) =>
    (await ctx.app.inject({ url: `/api/download-center/${encodeURIComponent(`logo:${faId}`)}`, headers: who.headers })).json<
      Body<{ brandRegistered: boolean; brandPlatform: boolean }>
    >().data;

  it("activates for the owner of a Brand package only, hands the platform the logo as a public PNG, and records brand_register", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    expect((await activate(null, faId)).statusCode).toBe(401);

    await unlockPackage(ctx, owner, `logo:${faId}`, "professional");
    const professional = await activate(owner, faId);
    expect(professional.statusCode).toBe(403);
    expect(professional.json()).toMatchObject({ error: "PACKAGE_REQUIRED" });

    await unlockPackage(ctx, owner, `logo:${faId}`, "brand");
    expect(await center(owner, faId)).toMatchObject({ brandPlatform: true, brandRegistered: false });
    const res = await activate(owner, faId);
    expect(res.statusCode).toBe(200);
    const setup = res.json<Body<Setup>>().data;
    const url = new URL(setup.url);
    expect(url.origin + url.pathname).toBe("https://brand.example.test/start");
    expect(url.searchParams.get("name")).toBe("Harbor & Pine");
    expect(url.searchParams.get("logo")).toBe(setup.logoUrl);
    expect(setup.logoUrl).toMatch(/^https:\/\/studio\.example\.test\/oss\/ai-images\/png\/[^/]+\.png$/);

    // The platform fetches the logo without any session: /oss serves it publicly.
    const png = await ctx.app.inject({ url: new URL(setup.logoUrl).pathname });
    expect(png.statusCode).toBe(200);
    expect((await sharp(png.rawPayload).metadata()).format).toBe("png");

    const [row] = await ctx.database.db.select({ brandRegister: savedLogos.brandRegister }).from(savedLogos).where(eq(savedLogos.id, faId));
    expect(row?.brandRegister).toBe(1);
    expect(await center(owner, faId)).toMatchObject({ brandRegistered: true });
    // Again: the same logo address, still registered once.
    expect((await activate(owner, faId)).json<Body<Setup>>().data.logoUrl).toBe(setup.logoUrl);
  });

  it("refuses anyone but the owner: an admin gets the spec's message, a stranger does not learn the logo exists", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    await unlockPackage(ctx, owner, `logo:${faId}`, "brand");
    const admin = await activate(await signIn(ctx, { isAdmin: true }), faId);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ error: "LOGO_OWNER_ONLY", msg: "Only the logo owner can make this operation!" });
    expect((await activate(await signIn(ctx), faId)).statusCode).toBe(404);
  });

  it("answers 'Brand Identity setup failure' when the logo cannot be drawn, and 404 without a platform", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    await unlockPackage(ctx, owner, `logo:${faId}`, "brand");
    await ctx.database.db
      .update(savedLogos)
      .set({ design: { broken: true } })
      .where(eq(savedLogos.id, faId));
    const res = await activate(owner, faId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: "BRAND_SETUP_FAILED", msg: "Brand Identity setup failure" });

    const bare = await createTestApp();
    try {
      const who = await signIn(bare);
      const id = await savedLogoOf(bare, who);
      expect((await bare.app.inject({ method: "POST", url: `/api/user/favourite/${id}/brand`, headers: who.headers })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
