import { randomUUID } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateLogos } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { tasks } from "../../db/schema";
import { savedLogoOf, unlockPackage } from "./center-fixtures";
import { buy, createOrder } from "../payments/payments-fixtures";

type Body<T> = { code: number; data: T; msg: string; error?: string };

/** POST /api/user/download and GET /api/user/download/{id}: spec 03's download calls on the download center's rules. */
describe("user download (the export payload)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A designer logo result of `who`, written directly (the task engine has tests of its own). */
  async function designerLogo(who: SignedIn): Promise<string> {
    const [logo] = generateLogos({ name: "Harbor & Pine", slogan: "Real estate", industry: "real estate", count: 1, seed: 3 }, createNodeLogoDeps());
    if (!logo) throw new Error("no logo");
    const id = randomUUID();
    const image = { url: `/oss/ai-images/${id}/1.png`, thumbUrl: `/oss/ai-images/${id}/1.thumb.webp`, width: 800, height: 600, contentType: "image/png" };
    await ctx.database.db.insert(tasks).values({
      id,
      userId: who.user.id,
      kind: "generate",
      provider: "local",
      model: "local",
      state: "succeeded",
      input: { prompt: "Harbor & Pine" },
      result: { images: [image], meta: { designs: [{ document: logo.document }] } },
      deadlineAt: new Date(Date.now() + 60_000),
    });
    return `task:${id}:0`;
  }

  const savedLogo = (who: SignedIn) => savedLogoOf(ctx, who);
  const unlock = (who: SignedIn, designId: string, level: "basic" | "professional") => unlockPackage(ctx, who, designId, level);

  const ask = (who: SignedIn | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/user/download", headers: who?.headers ?? {}, payload });
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

  it("answers the file URL when the package allows it, and the file is what the payload named", async () => {
    const owner = await signIn(ctx);
    const designId = await designerLogo(owner);
    const payload = { fa_id: designId, type: "png", width: 800, height: 600, data: "<svg/>", name: "Harbor & Pine", bgColor: "#ffffff" };

    expect((await ask(null, payload)).statusCode).toBe(401);
    const unbought = await ask(owner, payload);
    expect(unbought.statusCode).toBe(403);
    expect(unbought.json<Body<null>>().error).toBe("PACKAGE_REQUIRED");

    await unlock(owner, designId, "basic");
    const answer = await ask(owner, payload);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<Body<{ url: string }>>().data;
    expect(url).toBe(`/api/user/download/${encodeURIComponent(designId)}?type=PNG&width=800&height=600`);
    const png = await get(owner, url);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 800, 600]);

    // Basic has no vectors and no large sizes: refused before and at the file.
    for (const more of [{ type: "EPS" }, { type: "JPG", width: 2400, height: 1800 }, { type: "PNG", width: 1000, height: 1000 }]) {
      expect((await ask(owner, { ...payload, ...more })).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    }
    expect((await get(owner, `/api/user/download/${encodeURIComponent(designId)}?type=EPS&width=1&height=1`)).statusCode).toBe(403);
    expect((await ask(owner, { ...payload, type: "GIF" })).statusCode).toBe(400);

    // Professional: vectors and custom sizes up to 5000 px, with the spec's message above it.
    await unlock(owner, designId, "professional");
    const eps = await get(owner, (await ask(owner, { ...payload, type: "EPS" })).json<Body<{ url: string }>>().data.url);
    expect(eps.rawPayload.toString("latin1").startsWith("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 ")).toBe(true);
    const pdf = await get(owner, (await ask(owner, { ...payload, type: "PDF" })).json<Body<{ url: string }>>().data.url);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    const custom = await get(owner, (await ask(owner, { ...payload, type: "JPG", width: 1200, height: 300 })).json<Body<{ url: string }>>().data.url);
    expect(await sharp(custom.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 300 });
    const tooLarge = await ask(owner, { ...payload, width: 5001, height: 100 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<Body<null>>()).toMatchObject({ error: "CUSTOM_SIZE_MAX", msg: "width or height must not exceed 5000 px" });
  });

  it("serves a saved classic logo by its fa_id (logo:{fa_id} in the download center) on the same rules", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const payload = { fa_id: faId, type: "JPG", width: 800, height: 600 };
    expect((await ask(owner, payload)).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    expect((await ask(await signIn(ctx), payload)).statusCode).toBe(404);
    const center = await ctx.app.inject({ method: "GET", url: `/api/download-center/logo:${faId}`, headers: owner.headers });
    expect(center.json<Body<{ name: string; previewUrl: string; level: null }>>().data).toMatchObject({ name: "Harbor & Pine", level: null });
    expect(center.json<Body<{ previewUrl: string }>>().data.previewUrl.startsWith("data:image/svg+xml;base64,")).toBe(true);
    await unlock(owner, `logo:${faId}`, "basic");
    const { url } = (await ask(owner, payload)).json<Body<{ url: string }>>().data;
    expect(url).toBe(`/api/user/download/${faId}?type=JPG&width=800&height=600`);
    const jpg = await get(owner, url);
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    expect((await ask(owner, { ...payload, type: "SVG" })).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    const admin = await signIn(ctx, { isAdmin: true });
    const eps = await get(admin, (await ask(admin, { ...payload, type: "EPS" })).json<Body<{ url: string }>>().data.url);
    expect(eps.rawPayload.toString("latin1")).toContain(" curveto\n");
  });

  it("a saved classic logo is bought through the payments catalogue by its owner only, then downloads", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const stranger = await signIn(ctx);
    const refused = await createOrder(ctx, stranger, { product: "package-basic", provider: "sandbox", designId: `logo:${faId}` });
    expect(refused.body).toMatchObject({ error: "LOGO_OWNER_ONLY", msg: "Only the logo owner can make this operation!" });
    expect((await createOrder(ctx, owner, { product: "package-basic", provider: "sandbox", designId: "logo:987654" })).body.error).toBe("PRODUCT_UNAVAILABLE");
    await buy(ctx, owner, { product: "package-basic", provider: "sandbox", designId: `logo:${faId}` });
    const answer = await ask(owner, { fa_id: faId, type: "PNG", width: 800, height: 600 });
    expect(answer.statusCode).toBe(200);
    expect((await get(owner, answer.json<Body<{ url: string }>>().data.url)).statusCode).toBe(200);
    const upgrade = await createOrder(ctx, owner, { product: "package-professional", provider: "sandbox", designId: `logo:${faId}` });
    expect(upgrade.body.data.amount).toBe(3000);
  });

  it("hides other people's logos, opens them to designers and admins; an unknown fa_id is not found", async () => {
    const owner = await signIn(ctx);
    const designId = await designerLogo(owner);
    const payload = { fa_id: designId, type: "SVG", width: 1, height: 1 };
    expect((await ask(await signIn(ctx), payload)).statusCode).toBe(404);
    for (const staff of [await signIn(ctx, { designerType: 1 }), await signIn(ctx, { isAdmin: true })]) {
      const answer = await ask(staff, payload);
      expect(answer.statusCode).toBe(200);
      const svg = await get(staff, answer.json<Body<{ url: string }>>().data.url);
      expect(svg.rawPayload.toString("utf8")).toContain("<svg");
    }
    expect((await ask(owner, { ...payload, fa_id: 987654 })).statusCode).toBe(404);
  });
});
