import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classicDesignId, type ClassicLogo, type FavouriteList, type GetAllInfoResult, type ShowCounts } from "@studio/contracts";
import { designUnlocks, orders } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logos: ClassicLogo[];
let now = new Date("2026-11-26T00:00:00Z");

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logos = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;

function saveBody(logo: ClassicLogo, changes: Partial<ClassicLogo> = {}) {
  const { svg, ...data } = { ...logo, ...changes };
  return { data, gradient: null, gtoken: logo.token, svg };
}
const save = (user: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/user/favourite", headers: user.headers, payload });
const get = (user: SignedIn, url: string) => ctx.app.inject({ url, headers: user.headers });

async function buy(user: SignedIn, faId: number): Promise<void> {
  const id = `ord_${randomUUID()}`;
  await ctx.database.db.insert(orders).values({
    id,
    userId: user.user.id,
    product: "package-basic",
    kind: "package",
    amount: 2900,
    listAmount: 2900,
    currency: "USD",
    provider: "sandbox",
    state: "fulfilled",
    designId: classicDesignId(faId),
  });
  await ctx.database.db.insert(designUnlocks).values({ orderId: id, userId: user.user.id, designId: classicDesignId(faId), unlock: "basic", createdAt: now });
}

describe("favourites", () => {
  it("answers visitors with 'You are not logged in!'", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/favourite"],
      ["GET", "/api/user/favourite/1"],
      ["DELETE", "/api/user/favourite/1"],
      ["GET", "/api/user/showCounts"],
      ["GET", "/api/checkHasUploadIcons"],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(json(res.body)).toMatchObject({ msg: "You are not logged in!", error: "NOT_LOGGED_IN" });
    }
  });

  it("saves a logo of the list, lists it, opens it and counts it", async () => {
    const user = await signIn(ctx);
    const logo = logos[0] as ClassicLogo;
    const res = await save(user, saveBody(logo));
    expect(res.statusCode).toBe(200);
    const faId = json<{ fa_id: number }>(res.body).data.fa_id;
    expect(faId).toBeGreaterThan(0);
    const opened = json<ClassicLogo>((await get(user, `/api/user/favourite/${faId}`)).body).data;
    expect(opened).toMatchObject({ fa_id: faId, user_id: user.user.id, is_saved: true, is_bought: false, token: logo.token, logo_name: logo.logo_name });
    expect(opened.svg).toBe(logo.svg);
    const listed = json<FavouriteList>((await get(user, "/api/user/favourite?page=1&type=all")).body).data;
    expect(listed.list.map((item) => item.fa_id)).toEqual([faId]);
    expect(json<ShowCounts>((await get(user, "/api/user/showCounts")).body).data).toEqual({ saved: 1, bought: 0, logoname: null });
  });

  it("strips the watermark, drops empty name items, redraws icons from the library and keeps only its own SVG", async () => {
    const user = await signIn(ctx);
    const logo = logos.find((candidate) => candidate.symbol.kind === "icon") as ClassicLogo;
    const design = logo.design as { elements: Record<string, unknown>[] };
    const elements = design.elements.map((element) =>
      element.type === "icon" ? { ...element, nodes: [{ tag: "path", attrs: { d: "M0 0", onload: "alert(1)" } }] } : element,
    );
    elements.push({ id: "watermark", role: "decoration", type: "shape", shape: "square", x: 400, y: 300, width: 800, height: 600, fill: "#cccccc" });
    const emptyName = { ...(logo.font.name[0] as ClassicLogo["font"]["name"][number]), text: "" };
    const body = saveBody(logo, { design: { ...design, elements }, font: { ...logo.font, name: [...logo.font.name, emptyName] } });
    const res = await save(user, { ...body, svg: '<svg onload="alert(1)"><script>alert(1)</script></svg>' });
    expect(res.statusCode).toBe(200);
    const opened = json<ClassicLogo>((await get(user, `/api/user/favourite/${json<{ fa_id: number }>(res.body).data.fa_id}`)).body).data;
    expect(opened.svg).not.toMatch(/script|onload|watermark/);
    expect((opened.design as { elements: { id: string }[] }).elements.some((element) => element.id === "watermark")).toBe(false);
    expect(opened.font.name.every((item) => item.text !== "")).toBe(true);
    expect(opened.svg).toBe(logo.svg);
  });

  it("refuses a design that is not path data or not a design with 'Save failed'", async () => {
    const user = await signIn(ctx);
    const logo = logos[1] as ClassicLogo;
    const design = logo.design as { elements: unknown[] };
    const evil = {
      id: "evil",
      role: "decoration",
      type: "shape",
      shape: "paths",
      paths: [{ d: 'M0 0" onload="alert(1)', fill: "#000000" }],
      x: 1,
      y: 1,
      width: 10,
      height: 10,
      fill: "#000000",
    };
    const res = await save(user, saveBody(logo, { design: { ...design, elements: [...design.elements, evil] } }));
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toMatchObject({ msg: "Save failed", error: "SAVE_FAILED" });
    expect((await save(user, saveBody(logo, { design: { version: 99 } }))).statusCode).toBe(400);
    expect((await save(user, { ...saveBody(logo), gtoken: "not-hex" })).statusCode).toBe(400);
  });

  it("replaces the saved logo its fa_id names, for its owner only", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const logo = logos[2] as ClassicLogo;
    const faId = json<{ fa_id: number }>((await save(owner, saveBody(logo))).body).data.fa_id;
    const again = await save(owner, saveBody(logo, { fa_id: faId, slogan: "Coffee by the sea" }));
    expect(json<{ fa_id: number }>(again.body).data.fa_id).toBe(faId);
    expect(json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data.slogan).toBe("Coffee by the sea");
    expect((await save(other, saveBody(logo, { fa_id: faId }))).statusCode).toBe(404);
    expect((await get(other, `/api/user/favourite/${faId}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/favourite/${faId}`, headers: other.headers })).statusCode).toBe(404);
    const admin = await signIn(ctx, { isAdmin: true });
    expect((await get(admin, `/api/user/favourite/${faId}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/favourite/${faId}`, headers: admin.headers })).statusCode).toBe(403);
  });

  it("pages the saved list by 12 and the bought list from package unlocks; a bought logo is not deleted", async () => {
    const user = await signIn(ctx);
    const ids: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      now = new Date(now.getTime() + 1000);
      ids.push(json<{ fa_id: number }>((await save(user, saveBody(logos[index % logos.length] as ClassicLogo))).body).data.fa_id);
    }
    const first = json<FavouriteList>((await get(user, "/api/user/favourite?page=1")).body).data;
    const second = json<FavouriteList>((await get(user, "/api/user/favourite?page=2")).body).data;
    expect(first.list).toHaveLength(12);
    expect(first.more).toBe(true);
    expect(second).toMatchObject({ more: false, page: 2 });
    expect(second.list.map((item) => item.fa_id)).toEqual([ids[0]]);
    expect(first.list[0]?.fa_id).toBe(ids[12]);
    const bought = ids[3] as number;
    await buy(user, bought);
    const boughtList = json<FavouriteList>((await get(user, "/api/user/favourite?type=bought")).body).data;
    expect(boughtList.list.map((item) => [item.fa_id, item.is_bought])).toEqual([[bought, true]]);
    expect(json<ShowCounts>((await get(user, "/api/user/showCounts")).body).data).toMatchObject({ saved: 13, bought: 1 });
    const refused = await ctx.app.inject({ method: "DELETE", url: `/api/user/favourite/${bought}`, headers: user.headers });
    expect(json(refused.body)).toMatchObject({ msg: "Delete failed", error: "DELETE_FAILED" });
    const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/user/favourite/${ids[0]}`, headers: user.headers });
    expect(json(deleted.body)).toMatchObject({ data: { fa_id: ids[0] } });
    expect(json<ShowCounts>((await get(user, "/api/user/showCounts")).body).data.saved).toBe(12);
    expect((await get(user, "/api/user/favourite?type=paid")).statusCode).toBe(400);
  });

  it("lets a bought logo's name and symbol change for 3 days after the purchase, the rest forever", async () => {
    const user = await signIn(ctx);
    const logo = logos[4] as ClassicLogo;
    const faId = json<{ fa_id: number }>((await save(user, saveBody(logo))).body).data.fa_id;
    await buy(user, faId);
    const renamed = (name: string) => ({ ...logo.font, name: logo.font.name.map((item) => ({ ...item, text: name })) });
    now = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    expect((await save(user, saveBody(logo, { fa_id: faId, font: renamed("Harbour") }))).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    const late = await save(user, saveBody(logo, { fa_id: faId, font: renamed("Pine") }));
    expect(json(late.body)).toMatchObject({ error: "BOUGHT_LOGO_LOCKED" });
    expect((await save(user, saveBody(logo, { fa_id: faId, font: renamed("Harbour"), slogan: "Still editable" }))).statusCode).toBe(200);
  });

  it("remembers the logo name and tells whether the user uploaded images", async () => {
    const user = await signIn(ctx);
    const stored = await ctx.app.inject({ method: "POST", url: "/api/user/storeLogoname", headers: user.headers, payload: { logoname: " Harbor & Pine " } });
    expect(json(stored.body).data).toEqual({ logoname: "Harbor & Pine" });
    expect(json<ShowCounts>((await get(user, "/api/user/showCounts")).body).data.logoname).toBe("Harbor & Pine");
    expect((await ctx.app.inject({ method: "POST", url: "/api/user/storeLogoname", headers: user.headers, payload: { logoname: "" } })).statusCode).toBe(400);
    expect(json(await get(user, "/api/checkHasUploadIcons").then((res) => res.body)).data).toEqual({ hasIcon: false });
    await ctx.storage.put(`uploads/${user.user.id}/abc.png`, Buffer.from("x"));
    expect(json((await get(user, "/api/checkHasUploadIcons")).body).data).toEqual({ hasIcon: true });
  });
});
