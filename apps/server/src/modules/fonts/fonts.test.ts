import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FONT_FAMILIES } from "@studio/assets";
import { parseDesignDocument } from "@studio/design";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { boxesOpenType } from "./sample-fonts.fixture";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const boundary = "----studio-font-admin-test";
const multipart = (bytes: Buffer, filename: string) => ({
  payload: Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: font/otf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  "content-type": `multipart/form-data; boundary=${boundary}`,
});

type Group = {
  cat_id: number;
  cate_name: string;
  slug: string;
  fonts: { id: string; detail_id: number; simplified: boolean; font_url: string; price: number }[];
};

describe("the font catalogue", () => {
  it("lists every built-in family by category as spec 03's font records, Chinese fonts first on lang=zh", async () => {
    const en = await ctx.app.inject({ method: "GET", url: "/api/fontsByCategory" });
    expect(en.statusCode).toBe(200);
    const groups: Group[] = en.json().data;
    const ids = groups.flatMap((group) => group.fonts.map((font) => font.id));
    for (const entry of FONT_FAMILIES) expect(ids).toContain(entry.id);
    const inter = groups.flatMap((group) => group.fonts).find((font) => font.id === "inter-600");
    expect(inter).toMatchObject({ font_name: "Inter 600", font_family: "Inter", price: 0, simplified: false, font_type: "sans", cate_name: "Sans serif" });
    expect(inter).toHaveProperty("font_height");
    expect(inter).toHaveProperty("fit_type");
    expect(inter?.font_url).toBe("/api/font/inter/inter-latin-600-normal.woff");
    const zh: Group[] = (await ctx.app.inject({ method: "GET", url: "/api/fontsByCategory?lang=zh" })).json().data;
    expect(zh[0]?.fonts.every((font) => font.simplified)).toBe(true);
    expect(zh[0]?.cate_name).toBe("中文");
    expect(zh.map((group) => group.fonts[0]?.id)).toContain("noto-sans-sc-700");
    const categories = (await ctx.app.inject({ method: "GET", url: "/api/fontcategories?lang=zh" })).json().data;
    expect(categories.map((category: { slug: string }) => category.slug)).toEqual(expect.arrayContaining(["sans", "serif", "cjk"]));
    const cjk = categories.find((category: { slug: string }) => category.slug === "cjk");
    const cjkFonts = (await ctx.app.inject({ method: "GET", url: `/api/fonts?category_id=${cjk.cat_id}` })).json().data;
    expect(cjkFonts.map((font: { id: string }) => font.id)).toEqual(expect.arrayContaining(["noto-sans-sc-700", "ma-shan-zheng-400", "zcool-kuaile-400"]));
  });

  it("keeps every change to admins: 401 for visitors, 403 for users", async () => {
    const user = await signIn(ctx);
    const calls = [
      { method: "POST", url: "/api/fontcategories", payload: { name_en: "Brand", name_zh: "品牌" } },
      { method: "PUT", url: "/api/fontcategories/1", payload: { name_en: "X" } },
      { method: "DELETE", url: "/api/fontcategories/1" },
      { method: "POST", url: "/api/fontcategoryInit" },
      { method: "POST", url: "/api/fonts", payload: { category_id: 1, name: "X", builtin_id: "inter-600" } },
      { method: "PUT", url: "/api/fonts/1", payload: { price: 3 } },
      { method: "DELETE", url: "/api/fonts/1" },
      {
        method: "POST",
        url: "/api/doUpload",
        headers: { "content-type": multipart(boxesOpenType(), "a.otf")["content-type"] },
        payload: multipart(boxesOpenType(), "a.otf").payload,
      },
    ] as const;
    for (const call of calls) {
      const base = { method: call.method, url: call.url, payload: "payload" in call ? call.payload : undefined };
      const extra = "headers" in call ? call.headers : {};
      expect((await ctx.app.inject({ ...base, headers: extra })).statusCode, `${call.method} ${call.url} visitor`).toBe(401);
      expect((await ctx.app.inject({ ...base, headers: { ...extra, ...user.headers } })).statusCode, `${call.method} ${call.url} user`).toBe(403);
    }
  });

  it("lets an admin add a category, upload a font file into it, change it, draw it, and remove both", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const category = await ctx.app.inject({
      method: "POST",
      url: "/api/fontcategories",
      headers: admin.headers,
      payload: { name_en: "Brand", name_zh: "品牌", sort: 5 },
    });
    expect(category.statusCode).toBe(200);
    const catId: number = category.json().data.cat_id;
    const renamed = await ctx.app.inject({ method: "PUT", url: `/api/fontcategories/${catId}`, headers: admin.headers, payload: { name_en: "House" } });
    expect(renamed.json().data).toMatchObject({ name_en: "House", name_zh: "品牌" });
    expect((await ctx.app.inject({ method: "PUT", url: `/api/fontcategories/${catId}`, headers: admin.headers, payload: {} })).statusCode).toBe(400);

    const body = multipart(boxesOpenType("House Boxes"), "house.otf");
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/doUpload",
      headers: { ...admin.headers, "content-type": body["content-type"] },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({ font_family: "House Boxes", original_format: "otf" });
    const fileKey: string = uploaded.json().data.file_key;
    expect(fileKey).toMatch(/^fonts\/catalogue\/[0-9a-f-]{36}\.ttf$/);
    // Catalogue files are public, like the built-in families.
    expect((await ctx.app.inject({ method: "GET", url: `/oss/${fileKey}` })).statusCode).toBe(200);

    const bad = multipart(Buffer.from("not a font at all, just words"), "x.ttf");
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/doUpload", headers: { ...admin.headers, "content-type": bad["content-type"] }, payload: bad.payload }))
        .statusCode,
    ).toBe(415);
    expect((await ctx.app.inject({ method: "POST", url: "/api/fonts", headers: admin.headers, payload: { category_id: catId, name: "X" } })).statusCode).toBe(
      400,
    );
    const missingCategory = await ctx.app.inject({
      method: "POST",
      url: "/api/fonts",
      headers: admin.headers,
      payload: { category_id: 999_999_999, name: "X", file_key: fileKey },
    });
    expect(missingCategory.statusCode).toBe(404);

    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/fonts",
      headers: admin.headers,
      payload: { category_id: catId, name: "House Boxes", file_key: fileKey, price: 2, fit_type: "both" },
    });
    expect(created.statusCode).toBe(200);
    const font = created.json().data;
    expect(font).toMatchObject({
      cat_id: catId,
      font_name: "House Boxes",
      font_family: "House Boxes",
      price: 2,
      fit_type: "both",
      font_url: `/oss/${fileKey}`,
    });
    expect(font.id).toBe(`font-${font.detail_id}`);

    const doc = parseDesignDocument({
      version: 2,
      kind: "logo",
      width: 400,
      height: 200,
      background: { type: "solid", color: "#ffffff" },
      layout: { aspect: "horizontal", code: "" },
      elements: [{ id: "name", role: "name", type: "text", x: 200, y: 100, text: "AB", fontId: font.id, color: "#000000" }],
    });
    const faces = (await ctx.app.services.fonts.forDocument(doc, null)).faces(font.id, "AB");
    expect(faces[0]?.names.fontFamily?.en).toBe("House Boxes");

    const changed = await ctx.app.inject({
      method: "PUT",
      url: `/api/fonts/${font.detail_id}`,
      headers: admin.headers,
      payload: { price: 0, simplified: true },
    });
    expect(changed.json().data).toMatchObject({ price: 0, simplified: true });
    const builtIn = await ctx.app.inject({
      method: "POST",
      url: "/api/fonts",
      headers: admin.headers,
      payload: { category_id: catId, name: "Again", builtin_id: "inter-600" },
    });
    expect(builtIn.statusCode).toBe(409);

    expect((await ctx.app.inject({ method: "DELETE", url: `/api/fonts/${font.detail_id}`, headers: admin.headers })).statusCode).toBe(200);
    expect(await ctx.storage.read(fileKey)).toBeNull();
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/fonts/${font.detail_id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/fontcategories/${catId}`, headers: admin.headers })).statusCode).toBe(200);
    const left = (await ctx.app.inject({ method: "GET", url: "/api/fontcategories" })).json().data;
    expect(left.map((row: { cat_id: number }) => row.cat_id)).not.toContain(catId);
  });

  it("fontcategoryInit adds back what is missing and nothing twice", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const groups: Group[] = (await ctx.app.inject({ method: "GET", url: "/api/fontsByCategory" })).json().data;
    const script = groups.find((group) => group.slug === "script");
    expect(script).toBeDefined();
    await ctx.app.inject({ method: "DELETE", url: `/api/fontcategories/${script?.cat_id}`, headers: admin.headers });
    const init = await ctx.app.inject({ method: "POST", url: "/api/fontcategoryInit", headers: admin.headers });
    expect(init.json().data).toEqual({ categories: 1, fonts: FONT_FAMILIES.filter((entry) => entry.category === "script").length });
    expect((await ctx.app.inject({ method: "POST", url: "/api/fontcategoryInit", headers: admin.headers })).json().data).toEqual({ categories: 0, fonts: 0 });
  });

  it("serves the built-in families' files for the editor's font provider, and nothing else", async () => {
    const woff = await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@fontsource/inter/files/inter-latin-600-normal.woff" });
    expect(woff.statusCode).toBe(200);
    expect(woff.headers["content-type"]).toBe("font/woff");
    const ranges = await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@fontsource/noto-sans-sc/unicode.json" });
    expect(ranges.statusCode).toBe(200);
    expect(Object.keys(ranges.json()).length).toBeGreaterThan(50);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@fontsource/react/unicode.json" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@fontsource/inter/files/lato-latin-700-normal.woff" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@fontsource/inter/files/..%2Fpackage.json" })).statusCode).toBe(400);
  });

  it("serves the Twemoji pictures by code points, and nothing else", async () => {
    const heart = await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@twemoji/svg/2764.svg" });
    expect(heart.statusCode).toBe(200);
    expect(heart.headers["content-type"]).toBe("image/svg+xml");
    expect(heart.body).toMatch(/^<svg [^>]*viewBox="0 0 36 36"/);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@twemoji/svg/1f1eb-1f1f7.svg" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@twemoji/svg/ffff.svg" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@twemoji/svg/package.json" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/fonts/files/@twemoji/svg/..%2Flicense" })).statusCode).toBe(400);
  });
});
