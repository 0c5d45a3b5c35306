import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateLogos, GOLDEN_BRIEFS } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createTestApp, signIn, sellEverything, type SignedIn, type TestContext } from "../../../test/helper";
import { users } from "../../db/accounts.schema";
import { designUnlocks, orders } from "../payments/payments.schema";
import { buy } from "../payments/payments-fixtures";
import { taskLogoOf } from "../download-center/center-fixtures";
import { documentColours } from "./brand-guide";
import { contentTypes, officeParts, relationships, xmlElements } from "./office-xml-fixtures";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type View = { access: string | null; canBuy: boolean; owner: boolean; level: string | null; product: string; name: string };

const deps = createNodeLogoDeps();
const [generated] = generateLogos({ ...(GOLDEN_BRIEFS[0] ?? { name: "Blue Bottle" }), count: 1, seed: 7 }, deps);
if (!generated) throw new Error("no logo");
const logoDocument = generated.document;
const PNG_SIGNATURE = "89504e470d0a1a0a";

describe("brand documents (slide deck and Word)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { productOffered: sellEverything });
  });
  afterAll(async () => ctx.close());

  /** A finished logo of this user: the local designer's (a design document) or a vendor's raster image. */
  const logo = (who: SignedIn, kind: "design" | "raster") => taskLogoOf(ctx, who, kind === "design" ? { kind, document: logoDocument } : { kind });

  const view = async (who: SignedIn, designId: string) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/brand-docs/${encodeURIComponent(designId)}`, headers: who.headers });
    return { status: res.statusCode, body: res.json<Body<View>>() };
  };
  const file = (who: SignedIn, designId: string, kind: "pptx" | "docx", lang = "en") =>
    ctx.app.inject({ method: "GET", url: `/api/brand-docs/${encodeURIComponent(designId)}/files/${kind}?lang=${lang}`, headers: who.headers });

  const brandColours = documentColours(logoDocument).elements.map((hex) => hex.slice(1).toUpperCase());

  it("is refused until the owner buys it, then the slide deck unzips to valid PresentationML with our PNGs and the logo's colours", async () => {
    const owner = await signIn(ctx);
    const designId = await logo(owner, "design");
    expect((await view(owner, designId)).body.data).toMatchObject({ access: null, canBuy: true, owner: true, level: null, product: "download-ppt" });
    const refused = await file(owner, designId, "pptx");
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body<null>>().error).toBe("PACKAGE_REQUIRED");

    // Someone else neither sees nor gets it (404, as the download center answers).
    const stranger = await signIn(ctx);
    expect((await view(stranger, designId)).status).toBe(404);
    expect((await file(stranger, designId, "docx")).statusCode).toBe(404);

    // The pay-per-download item ppt (type 4) through the one orders service.
    await buy(ctx, owner, { product: "download-ppt", provider: "sandbox", designId });
    expect((await view(owner, designId)).body.data).toMatchObject({ access: "bought", canBuy: false });

    const res = await file(owner, designId, "pptx");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="blue-bottle-brand-guide.pptx"');
    const parts = officeParts(res.rawPayload);
    const types = contentTypes(parts);
    expect(types.overrides.get("/ppt/presentation.xml")).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml");
    expect(types.defaults.get("png")).toBe("image/png");
    const presentation = xmlElements(parts.get("ppt/presentation.xml")?.toString("utf8") ?? "");
    const slideIds = presentation.filter((element) => element.name === "p:sldId");
    // Title, versions, colours, typography, clear space, minimum size, do and don't.
    expect(slideIds).toHaveLength(7);
    const presentationRels = relationships(parts, "ppt/_rels/presentation.xml.rels");
    let pictures = 0;
    for (const id of slideIds) {
      const target = presentationRels.get(id.attributes["r:id"] ?? "") ?? "";
      const slidePath = `ppt/${target}`;
      const slide = xmlElements(parts.get(slidePath)?.toString("utf8") ?? "");
      const rels = relationships(parts, slidePath.replace("slides/", "slides/_rels/") + ".rels");
      for (const blip of slide.filter((element) => element.name === "a:blip")) {
        const media = `ppt/${(rels.get(blip.attributes["r:embed"] ?? "") ?? "").replace("../", "")}`;
        const bytes = parts.get(media);
        expect(bytes?.subarray(0, 8).toString("hex"), media).toBe(PNG_SIGNATURE);
        expect((await sharp(bytes).metadata()).width, media).toBeGreaterThanOrEqual(800);
        pictures += 1;
      }
    }
    // Logo (1), versions (3), typefaces (at most 3), clear space (1), minimum size (1), don'ts (4).
    expect(pictures).toBeGreaterThanOrEqual(11);
    // The colours slide fills a swatch with each brand colour and writes its HEX.
    const colourSlide = parts.get("ppt/slides/slide3.xml")?.toString("utf8") ?? "";
    for (const hex of brandColours) {
      expect(colourSlide).toContain(`<a:srgbClr val="${hex}"`);
      expect(colourSlide).toContain(`#${hex}`);
    }
    expect(parts.get("ppt/slides/slide1.xml")?.toString("utf8")).toContain("Blue Bottle");
  });

  it("gives the Word document with SVG pictures and PNG fallbacks, the colours in a shaded table, in the asked language; staff get it too", async () => {
    const owner = await signIn(ctx, { vip: true });
    const designId = await logo(owner, "design");
    expect((await view(owner, designId)).body.data.access).toBe("pro");
    const res = await file(owner, designId, "docx", "zh");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const parts = officeParts(res.rawPayload);
    const types = contentTypes(parts);
    expect(types.overrides.get("/word/document.xml")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml");
    const text = parts.get("word/document.xml")?.toString("utf8") ?? "";
    const body = xmlElements(text);
    const rels = relationships(parts, "word/_rels/document.xml.rels");
    const svgs = body.filter((element) => element.name === "asvg:svgBlip");
    const blips = body.filter((element) => element.name === "a:blip");
    expect(svgs.length).toBeGreaterThanOrEqual(10);
    expect(blips.length).toBe(svgs.length);
    for (const blip of blips)
      expect(
        parts
          .get(`word/${rels.get(blip.attributes["r:embed"] ?? "")}`)
          ?.subarray(0, 8)
          .toString("hex"),
      ).toBe(PNG_SIGNATURE);
    for (const svg of svgs) {
      const markup = parts.get(`word/${rels.get(svg.attributes["r:embed"] ?? "")}`)?.toString("utf8") ?? "";
      expect(xmlElements(markup)[0]?.name).toBe("svg");
    }
    expect([...parts.keys()].filter((name) => name.startsWith("word/media/")).length).toBeGreaterThanOrEqual(20);
    const shaded = body.filter((element) => element.name === "w:shd").map((element) => element.attributes["w:fill"]);
    for (const hex of brandColours) {
      expect(shaded).toContain(hex);
      expect(text).toContain(`#${hex}`);
    }
    expect(text).toContain("品牌规范");
    expect(text).toContain("最小尺寸");

    // Kept once made: the same bytes again, without drawing.
    expect((await file(owner, designId, "docx", "zh")).rawPayload.equals(res.rawPayload)).toBe(true);

    // An admin opens anyone's logo without payment checks.
    const admin = await signIn(ctx, { isAdmin: true });
    expect((await view(admin, designId)).body.data).toMatchObject({ access: "staff", owner: false, canBuy: false });
    expect((await file(admin, designId, "pptx")).statusCode).toBe(200);

    // Pro ends: the documents lock again.
    await ctx.database.db
      .update(users)
      .set({ vipEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, owner.user.id));
    expect((await file(owner, designId, "docx", "en")).statusCode).toBe(403);
  });

  it("opens with the Brand package (not Professional) and draws a vendor's raster logo with its measured colours", async () => {
    const owner = await signIn(ctx);
    const designId = await logo(owner, "raster");
    const unlock = async (level: "professional" | "brand") => {
      const id = randomUUID();
      await ctx.database.db.insert(orders).values({
        id,
        userId: owner.user.id,
        product: `package-${level}`,
        kind: "package",
        amount: 100,
        listAmount: 100,
        currency: "USD",
        provider: "sandbox",
        state: "fulfilled",
        designId,
      });
      await ctx.database.db.insert(designUnlocks).values({ orderId: id, userId: owner.user.id, designId, unlock: `package:${level}` });
    };
    await unlock("professional");
    expect((await view(owner, designId)).body.data).toMatchObject({ access: null, level: "professional" });
    expect((await file(owner, designId, "docx")).statusCode).toBe(403);
    await unlock("brand");
    expect((await view(owner, designId)).body.data).toMatchObject({ access: "package", level: "brand" });
    const res = await file(owner, designId, "docx");
    expect(res.statusCode).toBe(200);
    const text = officeParts(res.rawPayload).get("word/document.xml")?.toString("utf8") ?? "";
    // The disc's red, measured from the pixels (the off-white backdrop is removed first).
    expect(text).toMatch(/#D02020|#D[01][0-9A-F]{4}/);
    expect(text).toContain("typefaces are not recorded");
    const deck = await file(owner, designId, "pptx");
    expect(deck.statusCode).toBe(200);
    expect([...officeParts(deck.rawPayload).keys()].filter((name) => name.startsWith("ppt/media/")).length).toBeGreaterThanOrEqual(10);
  });
});
