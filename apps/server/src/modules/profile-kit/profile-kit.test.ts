import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileImageIds, profileImageSizes } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { unzip } from "../../../test/unzip";
import { savedLogoOf, taskLogoOf, unlockPackage } from "../download-center/center-fixtures";
import { AVATAR_DIAGONAL } from "./profile-art";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type View = { designId: string; access: string | null; owner: boolean; images: Array<{ id: string; kind: string; width: number; height: number }> };

const sizes = profileImageIds.map((id) => [id, profileImageSizes[id].width, profileImageSizes[id].height]);

describe("social profile kit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({});
  });
  afterAll(async () => ctx.close());

  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
  const base = (designId: string) => `/api/profile-kit/${encodeURIComponent(designId)}`;
  const view = async (who: SignedIn, designId: string) => {
    const res = await get(who, base(designId));
    return { status: res.statusCode, body: res.json<Body<View>>() };
  };

  it("shows the owner every image as a preview, keeps the PNGs and the zip for Professional and up, and hides the logo from anyone else", async () => {
    const owner = await signIn(ctx);
    const designId = `logo:${await savedLogoOf(ctx, owner)}`;
    const seen = await view(owner, designId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ designId, owner: true, access: null });
    expect(seen.body.data.images.map((image) => [image.id, image.width, image.height])).toEqual(sizes);

    const preview = await get(owner, `${base(designId)}/images/x-header`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    const previewSize = await sharp(preview.rawPayload).metadata();
    expect([previewSize.width, previewSize.height]).toEqual([640, 213]);

    const refused = await get(owner, `${base(designId)}/images/x-header?size=full`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    expect((await get(owner, `${base(designId)}/zip`)).statusCode).toBe(403);

    // Basic lacks the avatar and icons (spec 03): still locked.
    await unlockPackage(ctx, owner, designId, "basic");
    expect((await view(owner, designId)).body.data.access).toBeNull();
    expect((await get(owner, `${base(designId)}/images/avatar?size=full`)).statusCode).toBe(403);

    // Another user's logo does not exist for them.
    const stranger = await signIn(ctx);
    expect((await view(stranger, designId)).status).toBe(404);
    expect((await get(stranger, `${base(designId)}/images/avatar`)).statusCode).toBe(404);
    expect((await get(stranger, `${base(designId)}/zip`)).statusCode).toBe(404);

    // The Professional package includes the icons, and with them the kit.
    await unlockPackage(ctx, owner, designId, "professional");
    expect((await view(owner, designId)).body.data.access).toBe("package");
    const png = await get(owner, `${base(designId)}/images/facebook-cover?size=full`);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-disposition"]).toBe('attachment; filename="harbor-pine-facebook-cover.png"');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 820, 312]);

    expect((await get(owner, `${base(designId)}/images/tiktok`)).statusCode).toBe(400);
    expect((await get(owner, `/api/profile-kit/logo:abc`)).statusCode).toBe(400);
  });

  it("draws every image at its network's size for Pro, the avatar's logo inside the round crop, and zips them all", async () => {
    const pro = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 86_400_000) });
    const designId = `logo:${await savedLogoOf(ctx, pro)}`;
    expect((await view(pro, designId)).body.data.access).toBe("pro");

    const zip = await get(pro, `${base(designId)}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toBe('attachment; filename="harbor-pine-profile-kit.zip"');
    const entries = unzip(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(profileImageIds.map((id) => `harbor-pine-${id}.png`));
    const drawn = [];
    for (const [index, entry] of entries.entries()) {
      const meta = await sharp(entry.bytes).metadata();
      drawn.push([profileImageIds[index], meta.width, meta.height]);
      expect(meta.format).toBe("png");
    }
    expect(drawn).toEqual(sizes);
    // The single download is the zip's own file.
    const single = await get(pro, `${base(designId)}/images/avatar?size=full`);
    if (process.env.PROFILE_KIT_DUMP)
      for (const entry of entries) await import("node:fs/promises").then((fs) => fs.writeFile(`${process.env.PROFILE_KIT_DUMP}/${entry.name}`, entry.bytes));
    expect(Buffer.compare(single.rawPayload, entries[0]?.bytes ?? Buffer.alloc(0))).toBe(0);

    // Avatars: the background fills the corners; every pixel of the logo lies within the round crop.
    for (const entry of entries.slice(0, 2)) {
      const { data, info } = await sharp(entry.bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
      const corner = at(0, 0);
      expect([at(info.width - 1, 0), at(0, info.height - 1), at(info.width - 1, info.height - 1)]).toEqual([corner, corner, corner]);
      const side = info.width;
      let inked = 0;
      let farthest = 0;
      for (let y = 0; y < side; y++)
        for (let x = 0; x < side; x++) {
          const pixel = at(x, y);
          if (pixel.every((value, k) => Math.abs(value - (corner[k] ?? 0)) < 12)) continue;
          inked++;
          farthest = Math.max(farthest, Math.hypot(x + 0.5 - side / 2, y + 0.5 - side / 2));
        }
      expect(inked).toBeGreaterThan(side * side * 0.03);
      expect(farthest).toBeLessThanOrEqual((AVATAR_DIAGONAL / 2) * side + 2);
      expect(farthest).toBeLessThan(side / 2);
    }
    // The reversed avatar is the logo in white on a brand colour.
    const reversed = await sharp(entries[1]?.bytes).stats();
    expect(reversed.channels.slice(0, 3).map((channel) => channel.max)).toEqual([255, 255, 255]);
  });

  it("draws an AI result's raster logo too", async () => {
    const pro = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 86_400_000) });
    const designId = await taskLogoOf(ctx, pro, { kind: "raster" });
    const banner = await get(pro, `${base(designId)}/images/youtube-banner?size=full`);
    expect(banner.statusCode).toBe(200);
    const { data, info } = await sharp(banner.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2560, 1440]);
    // The red disc is drawn, and only inside the centre 1546 x 423 that every device shows.
    let red = 0;
    let outside = 0;
    // (The colour band along the bottom edge is the brand's colours: left out.)
    for (let y = 0; y < info.height - 60; y += 2)
      for (let x = 0; x < info.width; x += 2) {
        const i = (y * info.width + x) * info.channels;
        if ((data[i] ?? 0) < 180 || (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 140) continue;
        red++;
        if (Math.abs(x - 1280) > 773 || Math.abs(y - 720) > 211) outside++;
      }
    expect(red).toBeGreaterThan(1000);
    expect(outside).toBe(0);
  });
});
