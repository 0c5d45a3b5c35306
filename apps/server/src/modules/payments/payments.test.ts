import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signIn, type TestContext, sellEverything } from "../../../test/helper";
import { creditLedger } from "../credits/credits.schema";
import { outbox } from "../../db/accounts.schema";
import { designUnlocks } from "./payments.schema";
import { buy, cards, check, createOrder, finishedLogo, payCard, userRow, type Body } from "./payments-fixtures";

type CatalogueBody = Body<{
  currency: string;
  providers: string[];
  defaultCreditPackType: number;
  products: {
    id: string;
    kind: string;
    amount: number;
    currency: string;
    credits?: number;
    recommended: boolean;
    title: string;
    downloadPrices: Record<string, number>;
  }[];
}>;

describe("payments: catalogue, orders and the sandbox card processor", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { productOffered: sellEverything });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("sells in USD on the English site, minor units, the third pack recommended, sandbox as provider", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<CatalogueBody>();
    expect(data.currency).toBe("USD");
    expect(data.providers).toEqual(["sandbox"]);
    expect(data.defaultCreditPackType).toBe(3);
    const byId = new Map(data.products.map((p) => [p.id, p]));
    expect(byId.get("package-basic")).toMatchObject({ kind: "package", amount: 2900, currency: "USD" });
    expect(byId.get("pro-monthly")).toMatchObject({ kind: "pro", amount: 1900, credits: 500, title: "Pro" });
    expect(byId.get("download-poster")).toMatchObject({ kind: "download", amount: 199 });
    expect(byId.get("designer-fix")).toMatchObject({ kind: "designer", amount: 4000 });
    const packs = data.products.filter((p) => p.kind === "credits");
    expect(packs.map((p) => p.credits)).toEqual([50, 100, 300, 1000]);
    expect(packs.map((p) => p.recommended)).toEqual([false, false, true, false]);
    expect(packs[0]?.title).toBe("50 AI credits");
    expect(packs[0]?.downloadPrices).toEqual({ poster: 199, bizcard: 499, logoanimate: 499, ppt: 499 });
    const zh = (await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue?lang=zh" })).json<CatalogueBody>();
    expect(zh.data.products.find((p) => p.id === "credits-50")?.title).toBe("50 AI 积分");
  });

  it("creates an order at the catalogue price and refuses unknown products", async () => {
    const buyer = await signIn(ctx);
    const unknown = await createOrder(ctx, buyer, { product: "package-luxury" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "PRODUCT_UNAVAILABLE", msg: "The material has been taken down and cannot be purchased!" });
    const visitor = await ctx.app.inject({ method: "POST", url: "/api/payment/orders", payload: { product: "credits-50" } });
    expect(visitor.statusCode).toBe(401);
    const created = await createOrder(ctx, buyer, { product: "credits-50" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ amount: 499, currency: "USD", provider: "sandbox", paid: false, clientSecret: null });
    expect(created.body.data.checkoutUrl).toBe(`/payment/sandbox/${created.body.data.orderId}`);
    const view = await ctx.app.inject({ method: "GET", url: `/api/payment/orders/${created.body.data.orderId}`, headers: buyer.headers });
    expect(view.json<Body<{ state: string; events: { state: string }[] }>>().data).toMatchObject({
      state: "pending",
      events: [{ state: "created" }, { state: "pending" }],
    });
  });

  it("card 4242 pays: the pack is granted as a recharge (kind 3), the check says paid", async () => {
    const buyer = await signIn(ctx, { aiCredits: 7 });
    const { body } = await createOrder(ctx, buyer, { product: "credits-50" });
    const orderId = body.data.orderId;
    expect((await check(ctx, buyer, orderId)).body).toMatchObject({ data: false, msg: "" });
    const paid = await payCard(ctx, buyer, orderId, cards.ok);
    expect(paid.status).toBe(200);
    expect(paid.body.data.paid).toBe(true);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(57);
    expect((await check(ctx, buyer, orderId)).body).toMatchObject({ data: true });
    const ledger = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, buyer.user.id), eq(creditLedger.kind, 3)));
    expect(ledger.map((row) => row.amount)).toEqual([50]);
    const view = (await ctx.app.inject({ method: "GET", url: `/api/payment/orders/${orderId}`, headers: buyer.headers })).json<
      Body<{ state: string; events: { state: string }[] }>
    >();
    expect(view.data.state).toBe("fulfilled");
    expect(view.data.events.map((e) => e.state)).toEqual(["created", "pending", "paid", "fulfilled"]);
    const mine = (await ctx.app.inject({ method: "GET", url: "/api/payment/orders?page=1&size=5", headers: buyer.headers })).json<
      Body<{ total: number; list: { orderId: string }[] }>
    >();
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]?.orderId).toBe(orderId);
  });

  it("a declined card and insufficient funds say the processor's words and grant nothing; another card then pays", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-100" });
    const orderId = body.data.orderId;
    const declined = await payCard(ctx, buyer, orderId, cards.declined);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: "PAYMENT_FAILED", msg: "Your card was declined." });
    expect((await check(ctx, buyer, orderId)).body).toMatchObject({ data: false, msg: "Your card was declined." });
    const poor = await payCard(ctx, buyer, orderId, cards.insufficient);
    expect(poor.body.msg).toBe("Your card has insufficient funds.");
    expect((await check(ctx, buyer, orderId)).body).toMatchObject({ data: false, msg: "Your card has insufficient funds." });
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    const wrong = await payCard(ctx, buyer, orderId, "4242 4242 4242 4241");
    expect(wrong.body.msg).toBe("Your card number is incorrect.");
    expect((await payCard(ctx, buyer, orderId, cards.ok)).body.data.paid).toBe(true);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(100);
  });

  it("the record check and the card step are the buyer's only: anyone else gets 404", async () => {
    const buyer = await signIn(ctx);
    const other = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-50" });
    expect((await check(ctx, other, body.data.orderId)).status).toBe(404);
    expect((await payCard(ctx, other, body.data.orderId, cards.ok)).status).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/payment/orders/${body.data.orderId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await check(ctx, buyer, "ord_missing")).status).toBe(404);
  });

  it("packages: owner only, the upgrade pays the difference, not an upgrade is refused, unlocks per order", async () => {
    const owner = await signIn(ctx);
    const stranger = await signIn(ctx);
    const designId = await finishedLogo(ctx, owner);
    const foreign = await createOrder(ctx, stranger, { product: "package-basic", designId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe("LOGO_OWNER_ONLY");
    expect((await createOrder(ctx, owner, { product: "package-basic", designId: "task:nope:0" })).body.error).toBe("PRODUCT_UNAVAILABLE");
    expect((await createOrder(ctx, owner, { product: "package-basic" })).status).toBe(400);

    await buy(ctx, owner, { product: "package-basic", designId });
    const again = await createOrder(ctx, owner, { product: "package-basic", designId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("NOT_AN_UPGRADE");
    const strangerUpgrade = await createOrder(ctx, stranger, { product: "package-professional", designId });
    expect(strangerUpgrade.body.error).toBe("UPGRADE_OWNER_ONLY");
    const upgrade = await createOrder(ctx, owner, { product: "package-professional", designId });
    expect(upgrade.body.data.amount).toBe(5900 - 2900);
    await payCard(ctx, owner, upgrade.body.data.orderId, cards.ok);
    expect(await ctx.app.services.orders.designLevel(owner.user.id, designId)).toBe("professional");
    const unlocks = await ctx.database.db.select().from(designUnlocks).where(eq(designUnlocks.designId, designId));
    expect(unlocks.map((u) => u.unlock).sort()).toEqual(["package:basic", "package:professional"]);
    expect((await createOrder(ctx, owner, { product: "package-brand", designId })).body.data.amount).toBe(9900 - 5900);
    const recent = (await ctx.app.inject({ method: "GET", url: "/api/payment/logos/recent", headers: owner.headers })).json<
      Body<{ windowMs: number; list: { designId: string; level: string; paidAt: string; nameEditableUntil: string }[] }>
    >().data;
    expect(recent.windowMs).toBe(259_200_000);
    expect(recent.list.map((r) => r.level)).toEqual(["professional", "basic"]);
    for (const row of recent.list) {
      expect(row.designId).toBe(designId);
      expect(Date.parse(row.nameEditableUntil) - Date.parse(row.paidAt)).toBe(259_200_000);
    }
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/payment/logos/recent", headers: stranger.headers })).json<Body<{ list: unknown[] }>>().data.list,
    ).toEqual([]);
  });

  it("per-download items unlock for their logo; the Brand package grants kind 5; the designer fix reaches the outbox", async () => {
    const owner = await signIn(ctx);
    const designId = await finishedLogo(ctx, owner);
    await buy(ctx, owner, { product: "download-poster", designId });
    expect(await ctx.app.services.orders.designItems(owner.user.id, designId)).toEqual(["poster"]);
    expect((await createOrder(ctx, owner, { product: "download-poster", designId })).status).toBe(409);
    await buy(ctx, owner, { product: "package-brand", designId });
    const brandGrant = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.user.id), eq(creditLedger.kind, 5)));
    expect(brandGrant.map((row) => row.amount)).toEqual([ctx.config.payments.brandPackageCredits]);
    expect((await createOrder(ctx, owner, { product: "designer-fix" })).status).toBe(400);
    const fix = await buy(ctx, owner, { product: "designer-fix", designId, request: "Make the cup larger, please" });
    const mail = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Designer fix: order ${fix}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe(ctx.config.contactEmail);
    expect(mail[0]?.textBody).toContain("Make the cup larger");
  });
});

describe("payments: the cn site and configured credit packs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const base = await createTestApp();
    const payments = {
      ...base.config.payments,
      creditPacks: [
        { credits: 20, prices: { USD: 199, CNY: 1200 } },
        { credits: 80, prices: { USD: 599, CNY: 3900 } },
      ],
    };
    await base.close();
    ctx = await createTestApp({ siteVariant: "cn", payments }, { productOffered: sellEverything });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("sells in CNY with the configured packs and charges CNY", async () => {
    const { data } = (await ctx.app.inject({ method: "GET", url: "/api/payment/catalogue" })).json<CatalogueBody>();
    expect(data.currency).toBe("CNY");
    const byId = new Map(data.products.map((p) => [p.id, p]));
    expect(byId.get("package-basic")?.amount).toBe(9900);
    expect(byId.get("package-professional")?.amount).toBe(14900);
    expect(byId.get("package-brand")?.amount).toBe(49900);
    expect(byId.get("pro-monthly")?.amount).toBe(3900);
    expect(byId.get("download-poster")?.amount).toBe(900);
    expect(byId.get("designer-fix")?.amount).toBe(20000);
    expect(data.products.filter((p) => p.kind === "credits").map((p) => [p.credits, p.amount, p.recommended])).toEqual([
      [20, 1200, false],
      [80, 3900, true],
    ]);
    expect(data.products[0]?.title).toBe("20 AI 积分");
    const buyer = await signIn(ctx);
    const created = await createOrder(ctx, buyer, { product: "credits-80" });
    expect(created.body.data).toMatchObject({ amount: 3900, currency: "CNY" });
    expect((await createOrder(ctx, buyer, { product: "credits-50" })).body.error).toBe("PRODUCT_UNAVAILABLE");
  });
});
