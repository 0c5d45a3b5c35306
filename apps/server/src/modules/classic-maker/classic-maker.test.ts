import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassicLogo, ColorCategories, FontCatalogue, GetAllInfoResult, IconCategory, IconSearchResult } from "@studio/contracts";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createFontsService, INTERNAL_SANS } from "./fonts.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const list = (body: Record<string, unknown>) => ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: body });

describe("symbols", () => {
  it("lists the icon categories with Chinese names, without other companies' marks", async () => {
    const res = await ctx.app.inject({ url: "/api/allIconCategory" });
    expect(res.statusCode).toBe(200);
    const categories = json<IconCategory[]>(res.body).data;
    expect(categories.find((c) => c.id === "food")).toMatchObject({ name: "Food", name_zh: "食物" });
    expect(categories.some((c) => c.name === "Brand")).toBe(false);
    expect(categories.every((c) => c.count > 0 && c.sample.length > 0)).toBe(true);
  });

  it("finds icons by English and Chinese words, and nothing for gibberish", async () => {
    const anchor = json<IconSearchResult>((await ctx.app.inject({ url: "/api/search?key=anchor" })).body).data;
    expect(anchor.list.map((icon) => icon.id)).toContain("tabler:anchor");
    const coffee = json<IconSearchResult>((await ctx.app.inject({ url: `/api/search?key=${encodeURIComponent("咖啡")}` })).body).data;
    expect(coffee.list.some((icon) => icon.name.includes("coffee") || icon.tags.includes("coffee"))).toBe(true);
    const none = json<IconSearchResult>((await ctx.app.inject({ url: "/api/search?key=qzxqzxqzx" })).body).data;
    expect(none).toEqual({ list: [], page: 1, more: false });
  });

  it("pages a category and refuses a search without key or category", async () => {
    const first = json<IconSearchResult>((await ctx.app.inject({ url: "/api/search?category=food&size=10" })).body).data;
    expect(first.list).toHaveLength(10);
    expect(first.more).toBe(true);
    expect(first.list.every((icon) => icon.category === "Food")).toBe(true);
    const second = json<IconSearchResult>((await ctx.app.inject({ url: "/api/search?category=food&size=10&page=2" })).body).data;
    expect(second.list.map((icon) => icon.id)).not.toContain(first.list[0]?.id);
    expect((await ctx.app.inject({ url: "/api/search" })).statusCode).toBe(400);
  });

  it("serves an icon as an SVG file and nothing else", async () => {
    const res = await ctx.app.inject({ url: "/api/icon/tabler/anchor" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/<script|on\w+=/i);
    expect((await ctx.app.inject({ url: "/api/icon/tabler/no-such-icon-here" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/icon/other/anchor" })).statusCode).toBe(400);
  });
});

describe("colours and fonts", () => {
  it("answers spec 03's colour groups in both numberings and the gradient angles", async () => {
    const data = json<ColorCategories>((await ctx.app.inject({ url: "/api/allColorCategory" })).body).data;
    expect(data.color_cates.map((c) => [c.id, c.key, c.alias])).toEqual([
      [1, "smart", "random"],
      [2, "warm", "warm"],
      [3, "cool", "cold"],
      [4, "bright", "contrast"],
      [5, "soft", "pastel"],
      [6, "mono", "mono"],
      [99, "gradient", "gradient"],
    ]);
    expect(data.gradient_angles).toEqual([0, 45, 90, "radial"]);
    expect(data.color_cates.every((c) => c.colors.length > 0)).toBe(true);
    expect(data.color_cates.find((c) => c.id === 99)?.colors.some((c) => c.hex_colors?.includes(","))).toBe(true);
  });

  it("lists fonts by category with Chinese fonts, and serves their files", async () => {
    const logoFonts = json<FontCatalogue>((await ctx.app.inject({ url: "/ubrand/api/logo-fonts/order" })).body).data;
    const cjk = logoFonts.find((category) => category.cat_id === "cjk");
    expect(cjk?.fonts.some((font) => font.simplified)).toBe(true);
    const brand = json<FontCatalogue>((await ctx.app.inject({ url: "/ubrand/api/brand-fonts/order" })).body).data;
    expect(brand.flatMap((c) => c.fonts).some((font) => font.fit_type === "both")).toBe(true);
    const inter = brand.flatMap((c) => c.fonts).find((font) => font.id === "inter-600");
    const file = await ctx.app.inject({ url: inter?.font_url ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("font/woff");
    expect((await ctx.app.inject({ url: "/api/font/not-a-font/not-a-font-latin-400-normal.woff" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/font/inter/..%2F..%2Fpackage.json" })).statusCode).toBe(400);
  });

  it("keeps the internal sans set from non-admins in production only", () => {
    const ids = (catalogue: FontCatalogue) => catalogue.flatMap((c) => c.fonts.map((font) => font.id));
    const production = createFontsService({ production: true, zh: false });
    expect(ids(production.logoFonts(null)).some((id) => INTERNAL_SANS.has(id))).toBe(false);
    expect(ids(production.logoFonts({ isAdmin: false })).some((id) => INTERNAL_SANS.has(id))).toBe(false);
    expect(ids(production.logoFonts({ isAdmin: true }))).toEqual(expect.arrayContaining([...INTERNAL_SANS]));
    expect(ids(createFontsService({ production: false, zh: false }).logoFonts(null))).toEqual(expect.arrayContaining([...INTERNAL_SANS]));
    // The zh site shows Chinese fonts first.
    expect(createFontsService({ production: false, zh: true }).brandFonts()[0]?.cat_id).toBe("cjk");
  });

  it("gives admins the whole name font set", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const res = await ctx.app.inject({ url: "/ubrand/api/logo-fonts/order", headers: admin.headers });
    expect(json<FontCatalogue>(res.body).data.flatMap((c) => c.fonts.map((f) => f.id))).toContain("inter-600");
  });
});

describe("POST /api/getAllInfo", () => {
  const brief = { name: "Harbor & Pine", industry: "coffee shop" };
  let first: GetAllInfoResult;

  it("answers a page of 12 different logos of spec 03's Logo entity", async () => {
    const res = await list(brief);
    expect(res.statusCode).toBe(200);
    first = json<GetAllInfoResult>(res.body).data;
    expect(first.list).toHaveLength(12);
    expect(new Set(first.list.map((logo) => logo.token)).size).toBe(12);
    const logo = first.list[0] as ClassicLogo;
    expect(logo).toMatchObject({ fa_id: null, width: 800, height: 600, page: 1, is_saved: false, site_source: "en" });
    expect(["b", "d", "f", "n"]).toContain(logo.index);
    expect([1, 2, 3]).toContain(logo.layoutId);
    expect(logo.svg.startsWith("<svg")).toBe(true);
    expect(first.list.some((l) => l.font.name.length === 1 && l.font.name[0]?.text.toLowerCase() === "harbor & pine")).toBe(true);
    expect(first.selecthash).toHaveLength(12);
    expect(first.selectlog).toHaveLength(12);
    expect(first.more).toBe(true);
    expect(first.matched_icon_ids.length).toBeGreaterThan(0);
  });

  it("never repeats a design on the next pages when the cursors are posted back", async () => {
    let state = first;
    const tokens = new Set(first.list.map((logo) => logo.token));
    for (const page of [2, 3]) {
      const next = json<GetAllInfoResult>(
        (
          await list({
            ...brief,
            page,
            selecthash: state.selecthash,
            selectlog: state.selectlog,
            select: state.select,
            precom: state.precom,
            predou: state.predou,
          })
        ).body,
      ).data;
      expect(next.list.length).toBeGreaterThan(0);
      for (const logo of next.list) {
        expect(tokens.has(logo.token)).toBe(false);
        tokens.add(logo.token);
      }
      expect(next.precom).toBeGreaterThanOrEqual(state.precom);
      state = next;
    }
  });

  it("draws the chosen symbol, letters as a monogram, and keeps to a chosen layout", async () => {
    const anchored = json<GetAllInfoResult>((await list({ ...brief, icons: [{ kind: "icon", key: "tabler:anchor" }], page_size: 8 })).body).data;
    const icons = anchored.list.filter((logo) => logo.symbol.kind === "icon");
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.every((logo) => logo.symbol.kind === "icon" && logo.symbol.key === "tabler:anchor")).toBe(true);
    const lettered = json<GetAllInfoResult>((await list({ ...brief, icons: [{ kind: "letters", text: "HP" }], page_size: 8 })).body).data;
    expect(lettered.list.some((logo) => logo.name_icon.list[0]?.text === "HP")).toBe(true);
    const square = json<GetAllInfoResult>((await list({ ...brief, layout: 3, page_size: 4 })).body).data;
    expect(square.list.length).toBeGreaterThan(0);
    expect(square.list.every((logo) => logo.layoutId === 3)).toBe(true);
  });

  it("takes chosen colour groups, fonts and the gradient angle", async () => {
    const res = await list({ ...brief, color_cates: [99], gradient_angle: "radial", fonts: ["playfair-display-700", "inter-600"], page_size: 6 });
    const data = json<GetAllInfoResult>(res.body).data;
    expect(data.list.length).toBeGreaterThan(0);
    const gradients = data.list.filter((logo) => logo.background_gradient !== null);
    expect(gradients.every((logo) => logo.background_gradient?.angle === "radial")).toBe(true);
  });

  it("ends the list with an empty page", async () => {
    const data = json<GetAllInfoResult>((await list({ ...brief, page: 51 })).body).data;
    expect(data).toMatchObject({ list: [], more: false, page: 51 });
  });

  it("validates the payload: the name, 8 symbols, letters of 1 or 2, the page size", async () => {
    const noName = await list({ name: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain("Logo name is required.");
    expect((await list({ ...brief, icons: Array.from({ length: 9 }, () => ({ kind: "icon", key: "tabler:anchor" })) })).statusCode).toBe(400);
    expect((await list({ ...brief, icons: [{ kind: "letters", text: "ABC" }] })).statusCode).toBe(400);
    expect((await list({ ...brief, page_size: 100 })).statusCode).toBe(400);
    expect((await list({ ...brief, page: 0 })).statusCode).toBe(400);
  });
});
