import { logoStyleDataKey, logoStyleFileSchema, logoStyleValues } from "@studio/contracts";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createLogoStylesRepository } from "./logo-styles.repository";
import { seedLogoStyles } from "./logo-styles.seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const readData = async () => logoStyleFileSchema.parse(JSON.parse((await ctx.storage.read(logoStyleDataKey))!.toString("utf8")));
const dataUrl = async (width: number, height: number, color = "#e9c46a") =>
  `data:image/png;base64,${(
    await sharp({ create: { width, height, channels: 4, background: color } })
      .png()
      .toBuffer()
  ).toString("base64")}`;

describe("logo style seeding", () => {
  it("makes real sample designs for every group once, even when two start together", async () => {
    const logo = createNodeLogoDeps;
    const started = Date.now();
    const results = await Promise.all([
      seedLogoStyles({ storage: ctx.storage, repository: createLogoStylesRepository(ctx.database), logo }),
      seedLogoStyles({ storage: ctx.storage, repository: createLogoStylesRepository(ctx.database), logo }),
    ]);
    expect(results.sort()).toEqual(["exists", "seeded"]);
    expect(Date.now() - started).toBeLessThan(20_000);
    const data = await readData();
    expect(data.groups.map((g) => g.value)).toEqual([...logoStyleValues]);
    expect(data.groups.find((g) => g.value === "mascot")?.label).toBe("Mascot");
    expect(data.created_at).toBe(data.updated_at);
    for (const group of data.groups) {
      expect(group.items.length).toBeGreaterThanOrEqual(3);
      for (const item of group.items) {
        expect(item.src).toMatch(/^\/oss\/ai-logo-style\/items\/[a-z]+-\d\.png$/);
        const meta = await sharp((await ctx.storage.read(item.src.slice(5)))!).metadata();
        expect(meta.format).toBe("png");
        expect(meta.width).toBe(640);
      }
      expect(await ctx.storage.head(`ai-logo-style/thumb/${group.value}.png`)).not.toBeNull();
    }
    // The designs differ: one group's samples are not copies of each other.
    const abstract = data.groups[0]!.items.map((i) => i.src);
    const sizes = await Promise.all(abstract.map(async (src) => (await ctx.storage.head(src.slice(5)))!.size));
    expect(new Set(sizes).size).toBeGreaterThan(1);
    expect(await seedLogoStyles({ storage: ctx.storage, repository: createLogoStylesRepository(ctx.database), logo })).toBe("exists");
    // Served to the browser as written.
    const served = await ctx.app.inject({ method: "GET", url: `/oss/${logoStyleDataKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.json().groups).toHaveLength(7);
  });
});

describe("PUT /api/admin/ai-logo-style", () => {
  const save = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: "PUT", url: "/api/admin/ai-logo-style", headers, payload: payload as Record<string, unknown> });

  it("is for admins only", async () => {
    const body = { groups: [{ value: "minimal", items: [] }] };
    expect((await save({}, body)).statusCode).toBe(401);
    const { headers } = await signIn(ctx);
    const response = await save(headers, body);
    expect(response.statusCode).toBe(403);
  });

  it("reorders, removes and adds images, refreshes the group's card and rewrites the file", async () => {
    if (!(await ctx.storage.head(logoStyleDataKey)))
      await seedLogoStyles({ storage: ctx.storage, repository: createLogoStylesRepository(ctx.database), logo: createNodeLogoDeps });
    const before = await readData();
    const { headers } = await signIn(ctx, { isAdmin: true });
    const minimal = before.groups.find((g) => g.value === "minimal")!.items.map((i) => i.src);
    const thumbBefore = await ctx.storage.read("ai-logo-style/thumb/minimal.png");
    const reordered = [minimal[2]!, minimal[0]!, { src: await dataUrl(120, 80) }];
    const response = await save(headers, {
      groups: [{ value: "minimal", items: reordered.map((src) => (typeof src === "string" ? { src: `${src}?t=1` } : src)) }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe("Success");
    const after = await readData();
    const items = after.groups.find((g) => g.value === "minimal")!.items.map((i) => i.src);
    expect(items.slice(0, 2)).toEqual([minimal[2], minimal[0]]);
    expect(items[2]).toMatch(/^\/oss\/ai-logo-style\/items\/[a-z0-9-]+\.png$/);
    expect((await sharp((await ctx.storage.read(items[2]!.slice(5)))!).metadata()).width).toBe(120);
    // Other groups untouched, groups in the spec's order, created_at kept.
    expect(after.groups.map((g) => g.value)).toEqual([...logoStyleValues]);
    expect(after.groups.find((g) => g.value === "abstract")).toEqual(before.groups.find((g) => g.value === "abstract"));
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at! >= before.updated_at!).toBe(true);
    expect((await ctx.storage.read("ai-logo-style/thumb/minimal.png"))!.equals(thumbBefore!)).toBe(false);
  });

  it("refuses images over the limits, non-images, SVG and paths outside the style folder", async () => {
    const { headers } = await signIn(ctx, { isAdmin: true });
    const bad = [
      { src: await dataUrl(4097, 4097, "#000000"), error: "IMAGE_TOO_LARGE" },
      { src: `data:text/html;base64,${Buffer.from("<b>x</b>").toString("base64")}`, error: "UNSUPPORTED_MEDIA" },
      {
        src: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>').toString("base64")}`,
        error: "IMAGE_UNREADABLE",
      },
      { src: "/oss/uploads/1/someone-else.png", error: "VALIDATION" },
      { src: "/oss/ai-logo-style/items/missing.png", error: "VALIDATION" },
      { src: "https://example.com/a.png", error: "VALIDATION" },
    ];
    const before = (await ctx.storage.read(logoStyleDataKey))?.toString("utf8");
    for (const item of bad) {
      const response = await save(headers, { groups: [{ value: "emblem", items: [item] }] });
      expect(response.json().error, item.src.slice(0, 40)).toBe(item.error);
    }
    expect((await ctx.storage.read(logoStyleDataKey))?.toString("utf8")).toBe(before);
    expect((await save(headers, { groups: [{ value: "retro", items: [] }] })).statusCode).toBe(400);
    expect(
      (
        await save(headers, {
          groups: [
            { value: "emblem", items: [] },
            { value: "emblem", items: [] },
          ],
        })
      ).statusCode,
    ).toBe(400);
  });
});
