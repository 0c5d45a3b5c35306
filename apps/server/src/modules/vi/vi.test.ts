import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDesignDocument } from "@studio/design";
import { insideQuad, mockupScenes } from "@studio/image-tools";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { savedLogos } from "../../db/schema";
import { documentColours } from "../brand-docs/brand-guide";
import { savedLogoOf, unlockPackage } from "../download-center/center-fixtures";
import { eq } from "drizzle-orm";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type View = { fa_id: number; access: string | null; owner: boolean; scenes: string[]; card: { id: number; scenes: string[] } | null };
type Card = { id: number; fa_id: number; logo_name: string; scenes: string[] };
type Page = { list: Card[]; page: number; page_size: number; more: boolean };

/** The names in a zip, read from its central directory. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(at + 10);
  at = zip.readUInt32LE(at + 16);
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

describe("VI mockups", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({});
  });
  afterAll(async () => ctx.close());

  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
  const view = async (who: SignedIn, faId: number) => {
    const res = await get(who, `/api/vi/logos/${faId}`);
    return { status: res.statusCode, body: res.json<Body<View>>() };
  };
  const save = (who: SignedIn, faId: number, scenes: string[]) =>
    ctx.app.inject({ method: "POST", url: "/api/vi", headers: who.headers, payload: { fa_id: faId, scenes } });

  it("shows the owner every scene as a preview, keeps the downloads for the Brand package, and hides the logo from anyone else", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    const seen = await view(owner, faId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ fa_id: faId, owner: true, access: null, card: null });
    expect(seen.body.data.scenes).toEqual(["letterhead", "envelope", "businessCard", "mug", "bag", "sign", "storefront"]);

    const preview = await get(owner, `/api/vi/logos/${faId}/scenes/envelope`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);

    const full = await get(owner, `/api/vi/logos/${faId}/scenes/envelope?size=full`);
    expect(full.statusCode).toBe(403);
    expect(full.json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    expect((await get(owner, `/api/vi/logos/${faId}/zip`)).statusCode).toBe(403);

    // Another user's logo does not exist for them: 404 everywhere, and no set can be saved on it.
    const stranger = await signIn(ctx);
    expect((await view(stranger, faId)).status).toBe(404);
    expect((await get(stranger, `/api/vi/logos/${faId}/scenes/envelope`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/vi/logos/${faId}/zip`)).statusCode).toBe(404);
    expect((await save(stranger, faId, ["letterhead"])).statusCode).toBe(404);

    // The Brand package includes VI mockups.
    await unlockPackage(ctx, owner, `logo:${faId}`, "brand");
    expect((await view(owner, faId)).body.data.access).toBe("package");
    const bought = await get(owner, `/api/vi/logos/${faId}/scenes/envelope?size=full`);
    expect(bought.statusCode).toBe(200);
    expect(bought.headers["content-disposition"]).toMatch(/attachment; filename="harbor-pine-vi-envelope.png"/);
  });

  it("draws real renders for Pro: each scene its own picture, the logo's colour printed on the letterhead's header", async () => {
    const pro = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 86_400_000) });
    const faId = await savedLogoOf(ctx, pro);
    expect((await view(pro, faId)).body.data.access).toBe("pro");

    const letterhead = await get(pro, `/api/vi/logos/${faId}/scenes/letterhead?size=full`);
    const envelope = await get(pro, `/api/vi/logos/${faId}/scenes/envelope?size=full`);
    expect(letterhead.statusCode).toBe(200);
    expect(letterhead.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(letterhead.rawPayload, envelope.rawPayload)).not.toBe(0);
    const { data, info } = await sharp(letterhead.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 768]);

    // The logo's own colours (its design document) show inside the header band, shaded by the paper's light.
    const [row] = await ctx.database.db.select({ design: savedLogos.design }).from(savedLogos).where(eq(savedLogos.id, faId));
    const colours = documentColours(migrateDesignDocument(row?.design)).elements.map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));
    expect(colours.length).toBeGreaterThan(0);
    const placement = mockupScenes.letterhead.placement;
    if (placement.kind !== "plane") throw new Error("the letterhead is flat");
    let inked = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        if (!insideQuad(placement.quad, x + 0.5, y + 0.5)) continue;
        const i = (y * info.width + x) * info.channels;
        const pixel = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
        if (colours.some((c) => c.every((v, k) => Math.abs(v - (pixel[k] as number)) < 40))) inked++;
      }
    expect(inked).toBeGreaterThan(300);

    // The zip holds every scene (or the ones named), as PNGs.
    const zip = await get(pro, `/api/vi/logos/${faId}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zipNames(zip.rawPayload)).toEqual(
      ["letterhead", "envelope", "businessCard", "mug", "bag", "sign", "storefront"].map((scene) => `harbor-pine-vi-${scene}.png`),
    );
    const two = await get(pro, `/api/vi/logos/${faId}/zip?scenes=mug,letterhead`);
    expect(zipNames(two.rawPayload)).toEqual(["harbor-pine-vi-letterhead.png", "harbor-pine-vi-mug.png"]);
    expect((await get(pro, `/api/vi/logos/${faId}/zip?scenes=shirt`)).statusCode).toBe(400);
  });

  it("saves one VI set per logo and lists the VI cards through GET /api/user/favourite?tab=vi, 12 a page with the has-more flag", async () => {
    const owner = await signIn(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) ids.push(await savedLogoOf(ctx, owner));
    for (const id of ids) expect((await save(owner, id, ["mug", "letterhead"])).statusCode).toBe(200);
    // Saving again replaces the set's scenes (still one card for that logo), kept in the page's order.
    const again = await save(owner, ids[0] as number, ["storefront", "envelope", "envelope"]);
    expect(again.json<Body<Card>>().data).toMatchObject({ fa_id: ids[0], scenes: ["envelope", "storefront"] });
    expect((await view(owner, ids[0] as number)).body.data.card?.scenes).toEqual(["envelope", "storefront"]);
    expect((await save(owner, ids[1] as number, [])).statusCode).toBe(400);
    expect((await save(owner, ids[1] as number, ["shirt"])).statusCode).toBe(400);

    const first = (await get(owner, "/api/user/favourite?tab=vi&page=1")).json<Body<Page>>().data;
    expect(first).toMatchObject({ page: 1, page_size: 12, more: true });
    expect(first.list).toHaveLength(12);
    expect(first.list[0]).toMatchObject({ fa_id: ids[0], logo_name: "Harbor & Pine" });
    const second = (await get(owner, "/api/user/favourite?tab=vi&page=2")).json<Body<Page>>().data;
    expect(second).toMatchObject({ page: 2, more: false });
    expect(second.list).toHaveLength(1);
    const empty = (await get(owner, "/api/user/favourite?tab=vi&page=3")).json<Body<Page>>().data;
    expect(empty).toMatchObject({ list: [], more: false });
    // The logo list is unchanged by the tab.
    expect((await get(owner, "/api/user/favourite?page=1")).json<Body<{ list: { fa_id: number }[] }>>().data.list[0]).toHaveProperty("fa_id");

    // Someone else sees none of them and cannot delete them; the owner can.
    const stranger = await signIn(ctx);
    expect((await get(stranger, "/api/user/favourite?tab=vi")).json<Body<Page>>().data.list).toEqual([]);
    const cardId = first.list[0]?.id as number;
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/vi/${cardId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/vi/${cardId}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await view(owner, ids[0] as number)).body.data.card).toBeNull();
  });

  it("answers a visitor 'not logged in' and is in the API documentation", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/user/favourite?tab=vi" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/vi/logos/1" })).statusCode).toBe(401);
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/vi/logos/{faId}", "/api/vi/logos/{faId}/scenes/{scene}", "/api/vi/logos/{faId}/zip", "/api/vi"]),
    );
  });
});
