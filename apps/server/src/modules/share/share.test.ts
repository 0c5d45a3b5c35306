import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import {
  classicDesignId,
  type ClassicLogo,
  type FavouriteList,
  type GetAllInfoResult,
  type ShareLikeResult,
  type ShareLink,
  type SharedLogo,
} from "@studio/contracts";
import { shareLikesToUnlock } from "@studio/domain";
import { designUnlocks } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logo: ClassicLogo;
const threshold = shareLikesToUnlock.en;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logo = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list[0] as ClassicLogo;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;

async function savedLogo(owner: SignedIn): Promise<number> {
  const { svg, ...data } = logo;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/user/favourite",
    headers: owner.headers,
    payload: { data, gradient: null, gtoken: logo.token, svg },
  });
  expect(res.statusCode).toBe(200);
  return json<{ fa_id: number }>(res.body).data.fa_id;
}

async function shareOf(owner: SignedIn, faId: number): Promise<ShareLink> {
  const res = await ctx.app.inject({ method: "POST", url: `/api/user/favourite/${faId}/share`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  return json<ShareLink>(res.body).data;
}

/** A visitor without an account from address 203.0.113.{n} (inject sends nothing over a network). */
const likeFrom = (token: string, n: number, extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/share/${token}/like`, remoteAddress: `203.0.113.${n}`, ...extra });

const shareUnlocks = (faId: number) =>
  ctx.database.db
    .select()
    .from(designUnlocks)
    .where(eq(designUnlocks.designId, classicDesignId(faId)));

describe("free logo by share", () => {
  it("gives the owner one unguessable link and refuses everyone else", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const link = await shareOf(owner, faId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link).toMatchObject({ likes: 0, threshold, unlocked: false, poster_url: `/api/share/${link.token}/poster.png` });
    expect(link.url).toBe(`${ctx.config.linkBase}/share/${link.token}`);
    expect((await shareOf(owner, faId)).token).toBe(link.token);

    const other = await signIn(ctx);
    const foreign = await ctx.app.inject({ method: "POST", url: `/api/user/favourite/${faId}/share`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    const visitor = await ctx.app.inject({ method: "POST", url: `/api/user/favourite/${faId}/share` });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor.body).msg).toBe("You are not logged in!");
  });

  it("answers an unknown token with 404 and a malformed one with 400", async () => {
    const unknown = "A".repeat(32);
    for (const res of [
      await ctx.app.inject({ url: `/api/share/${unknown}` }),
      await likeFrom(unknown, 1),
      await ctx.app.inject({ url: `/api/share/${unknown}/poster.png` }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/share/short" })).statusCode).toBe(400);
  });

  it("shows the logo to a visitor, takes one like per visitor and none from the owner", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const { token } = await shareOf(owner, faId);

    const page = json<SharedLogo>((await ctx.app.inject({ url: `/api/share/${token}`, remoteAddress: "203.0.113.10" })).body).data;
    expect(page).toMatchObject({ token, logo_name: logo.logo_name, likes: 0, threshold, liked: false, mine: false, unlocked: false });
    expect(page.svg).toContain("<svg");

    const own = await ctx.app.inject({ method: "POST", url: `/api/share/${token}/like`, headers: owner.headers });
    expect(own.statusCode).toBe(403);
    expect(json<SharedLogo>((await ctx.app.inject({ url: `/api/share/${token}`, headers: owner.headers })).body).data.mine).toBe(true);

    expect(json<ShareLikeResult>((await likeFrom(token, 10)).body).data).toMatchObject({ likes: 1, liked: true });
    expect(json<ShareLikeResult>((await likeFrom(token, 10)).body).data.likes).toBe(1);
    expect(json<SharedLogo>((await ctx.app.inject({ url: `/api/share/${token}`, remoteAddress: "203.0.113.10" })).body).data.liked).toBe(true);

    // The same browser (its cookie) from another address is still the same visitor.
    const cookie = { cookies: { csrf_token: "visitor-cookie-1" }, headers: { "x-csrf-token": "visitor-cookie-1" } };
    expect(json<ShareLikeResult>((await likeFrom(token, 11, cookie)).body).data.likes).toBe(2);
    expect(json<ShareLikeResult>((await likeFrom(token, 12, cookie)).body).data.likes).toBe(2);

    // A signed-in visitor is one visitor wherever they are.
    const fan = await signIn(ctx);
    const liked = await ctx.app.inject({ method: "POST", url: `/api/share/${token}/like`, headers: fan.headers, remoteAddress: "203.0.113.13" });
    expect(json<ShareLikeResult>(liked.body).data.likes).toBe(3);
    const again = await ctx.app.inject({ method: "POST", url: `/api/share/${token}/like`, headers: fan.headers, remoteAddress: "203.0.113.14" });
    expect(json<ShareLikeResult>(again.body).data.likes).toBe(3);
  });

  it(`unlocks Basic for the owner at ${threshold} likes, and the logo counts as bought`, async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const { token } = await shareOf(owner, faId);
    for (let n = 1; n < threshold; n += 1) expect((await likeFrom(token, n)).statusCode).toBe(200);
    expect((await shareOf(owner, faId)).unlocked).toBe(false);
    expect(await shareUnlocks(faId)).toHaveLength(0);

    expect(json<ShareLikeResult>((await likeFrom(token, threshold)).body).data).toMatchObject({ likes: threshold, unlocked: true });
    const unlocks = await shareUnlocks(faId);
    expect(unlocks).toMatchObject([{ userId: owner.user.id, unlock: "package:basic", source: "share", orderId: `share:logo:${faId}`, revokedAt: null }]);
    const bought = json<FavouriteList>((await ctx.app.inject({ url: "/api/user/favourite?page=1&type=bought", headers: owner.headers })).body).data;
    expect(bought.list.map((item) => item.fa_id)).toEqual([faId]);
    // The one download center reads the package from the same unlocks: Basic.
    const center = await ctx.app.inject({ url: `/api/download-center/logo:${faId}`, headers: owner.headers });
    expect(json<{ level: string | null }>(center.body).data.level).toBe("basic");

    await likeFrom(token, threshold + 1);
    expect(await shareUnlocks(faId)).toHaveLength(1);
  });

  it("unlocks once when 20 likes race past the threshold", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const { token } = await shareOf(owner, faId);
    for (let n = 1; n < threshold - 5; n += 1) await likeFrom(token, n);
    const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => likeFrom(token, 100 + i)));
    expect(racing.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(json<SharedLogo>((await ctx.app.inject({ url: `/api/share/${token}` })).body).data).toMatchObject({ likes: threshold - 6 + 20, unlocked: true });
    expect(await shareUnlocks(faId)).toHaveLength(1);
  });

  it("draws a poster PNG of the logo with its link", async () => {
    const owner = await signIn(ctx);
    const { token } = await shareOf(owner, await savedLogo(owner));
    const res = await ctx.app.inject({ url: `/api/share/${token}/poster.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1080, height: 1440 });
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant).toMatchObject({ r: 248, g: 248, b: 248 });
  });
});
