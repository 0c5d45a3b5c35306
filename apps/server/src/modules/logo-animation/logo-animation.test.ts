import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationPresetSchema, classicDesignId, type ClassicLogo, type GetAllInfoResult } from "@studio/contracts";
import { ANIMATION_PRESETS, readGifFacts } from "@studio/design";
import { createTestApp, sellEverything, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { paidOrder } from "../../../test/payment-orders";

let ctx: TestContext;
let logo: ClassicLogo;

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;

beforeAll(async () => {
  ctx = await createTestApp({}, { productOffered: sellEverything });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  const list = json<GetAllInfoResult>(res.body).data.list;
  const first = list.find((candidate) => candidate.symbol !== null) ?? list[0];
  if (!first) throw new Error("no logo");
  logo = first;
});
afterAll(async () => {
  await ctx.close();
});

/** A saved classic logo of this user: its design id `logo:{fa_id}`. */
async function saved(user: SignedIn): Promise<string> {
  const { svg, ...data } = logo;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/user/favourite",
    headers: user.headers,
    payload: { data, gradient: null, gtoken: logo.token, svg },
  });
  expect(res.statusCode).toBe(200);
  return classicDesignId(json<{ fa_id: number }>(res.body).data.fa_id);
}

const permit = (user: SignedIn | null, designId: string, format = "gif") =>
  ctx.app.inject({ method: "POST", url: "/api/logo-animation/permit", headers: user?.headers ?? {}, payload: { designId, format } });

/** A package bought for the logo, as fulfilment records it (the payments' own tests cover paying). */
const unlock = (user: SignedIn, designId: string, level: "professional" | "brand") =>
  paidOrder(ctx.database, ctx.app.services.credits, { userId: user.user.id, kind: "package", product: `package-${level}`, designId });

describe("logo animation download right", () => {
  it("uses the design package's preset names", () => {
    expect(animationPresetSchema.options).toEqual([...ANIMATION_PRESETS]);
  });

  it("asks visitors to log in, hides other users' logos, and refuses a logo without Brand, Pro or the animation bought", async () => {
    const owner = await signIn(ctx);
    const designId = await saved(owner);
    expect((await permit(null, designId)).statusCode).toBe(401);
    const stranger = await signIn(ctx);
    expect((await permit(stranger, designId)).statusCode).toBe(404);
    const refused = await permit(owner, designId);
    expect(refused.statusCode).toBe(403);
    expect(json(refused.body).error).toBe("PACKAGE_REQUIRED");
    // Professional does not include animation (spec 03 section 6): still refused.
    await unlock(owner, designId, "professional");
    expect((await permit(owner, designId, "lottie")).statusCode).toBe(403);
    await unlock(owner, designId, "brand");
    expect(json<{ via: string }>((await permit(owner, designId, "lottie")).body).data).toEqual({ designId, format: "lottie", via: "package" });
    expect((await permit(owner, "task:abc:0")).statusCode).toBe(400);
  });

  it("pay-per-download: the animation bought for one logo (type 3, 4.99 USD) opens that logo only, once paid", async () => {
    const owner = await signIn(ctx);
    const designId = await saved(owner);
    const other = await saved(owner);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/gateway/stripe/ai-design/payment/default/pay-per-download",
      headers: owner.headers,
      payload: { model_id: designId, type: 3 },
    });
    expect(created.statusCode).toBe(200);
    const order = json<{ orderId: string; amount: number; currency: string }>(created.body).data;
    expect([order.amount, order.currency]).toEqual([499, "USD"]);
    // Ordered, not paid: no download yet.
    expect((await permit(owner, designId)).statusCode).toBe(403);
    const declined = await ctx.app.inject({
      method: "POST",
      url: `/api/payment/sandbox/${order.orderId}/pay`,
      headers: owner.headers,
      payload: { card: "4000 0000 0000 0002" },
    });
    expect(declined.statusCode).toBe(402);
    expect((await permit(owner, designId)).statusCode).toBe(403);
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/payment/sandbox/${order.orderId}/pay`,
      headers: owner.headers,
      payload: { card: "4242 4242 4242 4242" },
    });
    expect(paid.statusCode).toBe(200);
    expect(json<{ via: string }>((await permit(owner, designId, "webm")).body).data.via).toBe("bought");
    expect((await permit(owner, other)).statusCode).toBe(403);
    // Bought once: a second order of the same item for that logo is refused (never charged twice).
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/gateway/stripe/ai-design/payment/default/pay-per-download",
      headers: owner.headers,
      payload: { model_id: designId, type: 3 },
    });
    expect(again.statusCode).toBe(409);
  });

  it("Pro and staff download every logo's animation of theirs", async () => {
    const pro = await signIn(ctx, { vip: true });
    expect(json<{ via: string }>((await permit(pro, await saved(pro))).body).data.via).toBe("pro");
    const lapsed = await signIn(ctx, { vip: true, vipEndsAt: new Date("2020-01-01T00:00:00Z") });
    expect((await permit(lapsed, await saved(lapsed))).statusCode).toBe(403);
    const designer = await signIn(ctx, { designerType: 1 });
    expect(json<{ via: string }>((await permit(designer, await saved(designer))).body).data.via).toBe("staff");
  });

  it("the server's GIF: many frames of 60 ms (delay 6), looping, at the asked width; refused without the right", async () => {
    const owner = await signIn(ctx);
    const designId = await saved(owner);
    const body = { designId, preset: "draw-in", width: 240 };
    expect((await ctx.app.inject({ method: "POST", url: "/api/logo-animation/gif", headers: owner.headers, payload: body })).statusCode).toBe(403);
    await unlock(owner, designId, "brand");
    const res = await ctx.app.inject({ method: "POST", url: "/api/logo-animation/gif", headers: owner.headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/gif");
    expect(res.headers["content-disposition"]).toMatch(/\.gif/);
    const facts = readGifFacts(new Uint8Array(res.rawPayload));
    expect(facts.width).toBe(240);
    expect(facts.frames).toBe(30);
    expect(new Set(facts.delays)).toEqual(new Set([6]));
    expect(facts.loops).toBe(true);
    const tooWide = await ctx.app.inject({ method: "POST", url: "/api/logo-animation/gif", headers: owner.headers, payload: { ...body, width: 5000 } });
    expect(tooWide.statusCode).toBe(400);
  });
});
