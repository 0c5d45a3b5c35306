import { styleDataKey, styleListSchema, styleProducts, type StyleList } from "@studio/contracts";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultStyleLists } from "./image-styles.defaults";
import { seedImageStyles } from "./image-styles.seed";
import { createLogoStylesRepository } from "./logo-styles.repository";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const icons = () => createNodeLogoDeps().icons;
const served = async (product: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/oss/${product}-style/data.json?t=${Date.now()}` });
  return { status: res.statusCode, list: res.statusCode === 200 ? styleListSchema.parse(res.json()) : undefined };
};
const png = async (width: number, height: number, color = "#2a9d8f") =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
const dataUrl = async (width: number, height: number) => `data:image/png;base64,${(await png(width, height)).toString("base64")}`;

describe("the generator's style and scene lists per product", () => {
  it("first start paints every built-in style's preview with the offline model, once, and /oss serves the list", async () => {
    const repository = createLogoStylesRepository(ctx.database);
    expect((await served("aiimage")).status).toBe(404);
    const results = await Promise.all([
      seedImageStyles({ storage: ctx.storage, repository, icons }),
      seedImageStyles({ storage: ctx.storage, repository, icons }),
    ]);
    expect(results.flat().sort()).toEqual([...styleProducts].sort());
    expect(await seedImageStyles({ storage: ctx.storage, repository, icons })).toEqual([]);

    for (const product of styleProducts) {
      const { status, list } = await served(product);
      expect(status).toBe(200);
      if (!list) throw new Error("no list");
      expect(list.product).toBe(product);
      expect(list.scenes.map((s) => s.value)).toEqual(defaultStyleLists[product].map((s) => s.value));
      const stdevs: number[] = [];
      for (const scene of list.scenes) {
        expect(scene.name.en.length * scene.name.zh.length).toBeGreaterThan(0);
        for (const item of scene.items) {
          expect(item.src).toBe(`/oss/${product}-style/items/${scene.value}-${item.value}.png`);
          expect(item.prompt.length).toBeGreaterThan(0);
          const bytes = await ctx.storage.read(item.src.slice("/oss/".length));
          if (!bytes) throw new Error(`missing ${item.src}`);
          const stats = await sharp(bytes).stats();
          // A real picture, not a blank card: its channels vary across the image.
          const spread = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
          expect(spread, item.src).toBeGreaterThan(8);
          stdevs.push(spread);
        }
      }
      // The previews differ from each other.
      expect(new Set(stdevs.map((s) => Math.round(s))).size).toBeGreaterThan(1);
    }
  });

  it("the admin save stores data-URL previews, keeps existing ones, rewrites the file; others are refused", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const user = await signIn(ctx);
    await ctx.storage.put("aiimage-style/items/kept.png", await png(32, 32));
    const body = {
      scenes: [
        {
          value: "poster",
          name: { en: "Poster", zh: "海报" },
          items: [
            { value: "retro", name: { en: "Retro", zh: "复古" }, prompt: "retro poster", src: await dataUrl(64, 48) },
            { value: "kept", name: { en: "Kept", zh: "保留" }, prompt: "", src: "/oss/aiimage-style/items/kept.png?t=123" },
          ],
        },
      ],
    };
    const put = (who: typeof admin | undefined, url: string, payload: unknown) =>
      ctx.app.inject({ method: "PUT", url, headers: who?.headers, payload: payload as Record<string, unknown> });

    expect((await put(undefined, "/api/admin/styles/aiimage", body)).statusCode).toBe(401);
    expect((await put(user, "/api/admin/styles/aiimage", body)).statusCode).toBe(403);
    expect((await put(admin, "/api/admin/styles/posters", body)).statusCode).toBe(400);

    const saved = await put(admin, "/api/admin/styles/aiimage", body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().msg).toBe("Success");
    const list = styleListSchema.parse(saved.json().data);
    const [retro, kept] = list.scenes[0]?.items ?? [];
    expect(retro?.src).toMatch(/^\/oss\/aiimage-style\/items\/[\w-]+\.png$/);
    expect(kept?.src).toBe("/oss/aiimage-style/items/kept.png");
    expect((await served("aiimage")).list).toEqual(list);
    expect(await ctx.storage.head(retro?.src.slice("/oss/".length) ?? "")).not.toBeNull();

    // A refused item (another folder, a missing file, an image over 4096x4096) leaves the file as it was.
    const before = (await ctx.storage.read(styleDataKey("aiimage")))?.toString("utf8");
    const withItem = (src: string): StyleList["scenes"] => [
      { value: "x", name: { en: "X", zh: "X" }, items: [{ value: "y", name: { en: "Y", zh: "Y" }, prompt: "", src }] },
    ];
    expect((await put(admin, "/api/admin/styles/aiimage", { scenes: withItem("/oss/ai-logo-style/data.json") })).statusCode).toBe(400);
    expect((await put(admin, "/api/admin/styles/aiimage", { scenes: withItem("/oss/aiimage-style/items/none.png") })).statusCode).toBe(400);
    const huge = await put(admin, "/api/admin/styles/aiimage", { scenes: withItem(await dataUrl(4097, 4097)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe("Image size cannot exceed 4096x4096 pixels, please upload again");
    expect((await ctx.storage.read(styleDataKey("aiimage")))?.toString("utf8")).toBe(before);
    // Names in both languages are required; values are slugs, each once.
    const noZh = { scenes: [{ value: "a", name: { en: "A" }, items: [] }] };
    expect((await put(admin, "/api/admin/styles/aiimage", noZh)).statusCode).toBe(400);
    const twice = { scenes: [body.scenes[0], body.scenes[0]] };
    expect((await put(admin, "/api/admin/styles/aiimage", twice)).statusCode).toBe(400);
  });
});
