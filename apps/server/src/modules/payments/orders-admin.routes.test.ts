import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOrdersPageSchema, adminOrderSchema, ordersPageSchema, refundResultSchema, revenueSchema } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext, sellEverything } from "../../../test/helper";
import { paidOrder } from "../../../test/payment-orders";
import { buy, finishedLogo, userRow } from "./payments-fixtures";

describe("orders admin, revenue, invoices and receipts (issue 16 P4)", () => {
  let ctx: TestContext;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  const tag = `${process.pid}${Date.now()}`;

  beforeAll(async () => {
    ctx = await createTestApp({}, { productOffered: sellEverything });
    admin = await signIn(ctx, { isAdmin: true });
    buyer = await signIn(ctx, { email: `buyer.${tag}@example.test`, name: "王小明" });
    other = await signIn(ctx);
  });
  afterAll(() => ctx.close());

  const get = (url: string, who: SignedIn | null) => ctx.app.inject({ method: "GET", url, headers: who ? who.headers : {} });

  it("admin routes are for admins only", async () => {
    for (const url of ["/api/admin/payment/orders", "/api/admin/payment/orders/ord_x", "/api/admin/payment/revenue"]) {
      expect((await get(url, other)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    const refund = await ctx.app.inject({ method: "POST", url: "/api/admin/payment/orders/ord_x/refund", headers: other.headers, payload: { dryRun: true } });
    expect(refund.statusCode).toBe(403);
  });

  it("searches by buyer e-mail, order id, state and date, newest first, with each order's history", async () => {
    const old = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, createdAt: new Date("2026-03-02T10:00:00Z") });
    const recent = await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: buyer.user.id,
      kind: "package",
      product: "package-basic",
      amount: 2900,
      designId: "task:9:0",
      createdAt: new Date("2026-03-05T10:00:00Z"),
    });
    const pending = await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: buyer.user.id,
      state: "pending",
      paidAt: null,
      createdAt: new Date("2026-03-06T10:00:00Z"),
    });
    const search = async (query: string) => adminOrdersPageSchema.parse(JSON.parse((await get(`/api/admin/payment/orders?${query}`, admin)).body).data);

    const byEmail = await search(`email=${encodeURIComponent(`BUYER.${tag}`)}`);
    expect(byEmail.list.map((order) => order.orderId)).toEqual([pending.id, recent.id, old.id]);
    expect(byEmail.total).toBe(3);
    expect(byEmail.list[1]).toMatchObject({
      buyerEmail: `buyer.${tag}@example.test`,
      buyerName: "王小明",
      kind: "package",
      amount: 2900,
      designId: "task:9:0",
      state: "fulfilled",
    });
    expect(byEmail.list[1]?.events.map((event) => event.state)).toEqual(["created", "paid", "fulfilled"]);

    expect((await search(`orderId=${old.id}`)).list.map((order) => order.orderId)).toEqual([old.id]);
    expect((await search(`orderId=${old.id.slice(0, 10)}&email=${tag}`)).list.length).toBeGreaterThanOrEqual(1);
    expect((await search(`email=${tag}&state=pending`)).list.map((order) => order.orderId)).toEqual([pending.id]);
    expect((await search(`email=${tag}&from=2026-03-03&to=2026-03-05`)).list.map((order) => order.orderId)).toEqual([recent.id]);
    expect((await search(`email=${tag}&size=1&page=2`)).list.map((order) => order.orderId)).toEqual([recent.id]);
    expect((await search(`email=${encodeURIComponent("%")}${tag}`)).total).toBe(0);
    expect((await get("/api/admin/payment/orders?state=lost", admin)).statusCode).toBe(400);
    expect((await get("/api/admin/payment/orders?from=2026-03-09&to=2026-03-01", admin)).statusCode).toBe(400);

    const detail = adminOrderSchema.parse(JSON.parse((await get(`/api/admin/payment/orders/${recent.id}`, admin)).body).data);
    expect(detail).toMatchObject({ orderId: recent.id, userId: buyer.user.id, listAmount: 2900, providerRef: `ref_${recent.id}` });
    expect((await get("/api/admin/payment/orders/ord_missing", admin)).statusCode).toBe(404);
  });

  it("the refund route previews the figures for the admin; a provider that is not configured refuses and nothing changes", async () => {
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, { userId: other.user.id, provider: "stripe", details: { credits: 50 } });
    await ctx.app.services.credits.spend({ userId: other.user.id, amount: 15, kind: "matting", reason: "ai.matting", reference: `r${tag}` });
    const preview = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/payment/orders/${paid.id}/refund`,
      headers: admin.headers,
      payload: { dryRun: true },
    });
    expect(preview.statusCode).toBe(200);
    expect(refundResultSchema.parse(JSON.parse(preview.body).data)).toMatchObject({
      dryRun: true,
      creditsGranted: 50,
      creditsTaken: 35,
      creditsShortfall: 15,
      balanceAfter: 0,
    });
    const refused = await ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${paid.id}/refund`, headers: admin.headers, payload: {} });
    expect(refused.statusCode).toBe(502);
    expect(JSON.parse(refused.body)).toMatchObject({ error: "REFUND_FAILED" });
    const detail = adminOrderSchema.parse(JSON.parse((await get(`/api/admin/payment/orders/${paid.id}`, admin)).body).data);
    expect(detail.state).toBe("fulfilled");
    const bad = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/payment/orders/${paid.id}/refund`,
      headers: admin.headers,
      payload: { note: "x".repeat(501) },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refunds a sandbox order bought through checkout: money back once, credits up to the balance, unlock withdrawn", async () => {
    const shopper = await signIn(ctx);
    const pack = await buy(ctx, shopper, { product: "credits-50", provider: "sandbox" });
    const logo = await finishedLogo(ctx, shopper);
    const basic = await buy(ctx, shopper, { product: "package-basic", provider: "sandbox", designId: logo });
    const start = (await userRow(ctx, shopper.user.id)).aiCredits;
    await ctx.app.services.credits.spend({ userId: shopper.user.id, amount: start - 10, kind: "matting", reason: "ai.matting", reference: `s${tag}` });
    const refund = (orderId: string, payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload });

    const preview = refundResultSchema.parse(JSON.parse((await refund(pack, { dryRun: true })).body).data);
    expect(preview).toMatchObject({ dryRun: true, creditsGranted: 50, creditsTaken: 10, creditsShortfall: 40, balanceBefore: 10, balanceAfter: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(pack, { note: "asked by mail" })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = answers.map((answer) => refundResultSchema.parse(JSON.parse(answer.body).data));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results[0]).toMatchObject({ state: "refunded", creditsTaken: 10, creditsShortfall: 40 });
    expect((await userRow(ctx, shopper.user.id)).aiCredits).toBe(0);
    const detail = adminOrderSchema.parse(JSON.parse((await get(`/api/admin/payment/orders/${pack}`, admin)).body).data);
    expect(detail).toMatchObject({ state: "refunded", refundTaken: 10, refundShortfall: 40 });
    expect(detail.events.at(-1)).toMatchObject({ state: "refunded", actor: admin.user.email, note: "asked by mail · credits taken back 10 of 50" });

    const center = async () => JSON.parse((await get(`/api/download-center/${encodeURIComponent(logo)}`, shopper)).body) as { data: { level: string | null } };
    expect((await center()).data.level).toBe("basic");
    expect(refundResultSchema.parse(JSON.parse((await refund(basic, {})).body).data)).toMatchObject({ unlock: "package:basic", state: "refunded" });
    expect((await center()).data.level).toBeNull();
    // The record check no longer reports a refunded order as paid.
    const checked = JSON.parse((await get(`/api/payment/check/${basic}`, shopper)).body) as { data: boolean };
    expect(checked.data).toBe(false);
  });

  it("revenue by day and product in both currencies, with credits sold and spent", async () => {
    const seller = await signIn(ctx);
    const day = new Date("2027-02-10T08:00:00Z");
    await paidOrder(ctx.database, ctx.app.services.credits, { userId: seller.user.id, currency: "USD", amount: 499, createdAt: day });
    await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: seller.user.id,
      currency: "CNY",
      amount: 2900,
      product: "credits-50",
      createdAt: new Date("2027-02-11T08:00:00Z"),
    });
    await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: seller.user.id,
      kind: "package",
      product: "package-brand",
      currency: "USD",
      amount: 9900,
      designId: "task:1:1",
      createdAt: day,
    });
    const answer = await get("/api/admin/payment/revenue?from=2027-02-09&to=2027-02-11", admin);
    expect(answer.statusCode).toBe(200);
    const revenue = revenueSchema.parse(JSON.parse(answer.body).data);
    expect(revenue.days.map((entry) => entry.day)).toEqual(["2027-02-09", "2027-02-10", "2027-02-11"]);
    expect(revenue.days[1]).toMatchObject({ amount: { USD: 10399, CNY: 0 }, orders: 2 });
    expect(revenue.days[2]).toMatchObject({ amount: { USD: 0, CNY: 2900 }, orders: 1 });
    expect(revenue.totals).toMatchObject({ amount: { USD: 10399, CNY: 2900 }, orders: 3 });
    expect(revenue.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product: "package-brand", currency: "USD", amount: 9900, orders: 1 }),
        expect.objectContaining({ product: "credits-50", currency: "CNY", amount: 2900, orders: 1 }),
      ]),
    );
    // The ledger is the truth for credits: the packs granted today count as sold today.
    const today = await get("/api/admin/payment/revenue?days=1", admin);
    const todays = revenueSchema.parse(JSON.parse(today.body).data);
    expect(todays.days).toHaveLength(1);
    expect(todays.totals.creditsSold).toBeGreaterThanOrEqual(100);
    expect(todays.totals.creditsSpent).toBeGreaterThanOrEqual(15);
    expect((await get("/api/admin/payment/revenue?days=400", admin)).statusCode).toBe(400);
  });

  it("a buyer downloads the receipt and invoice of a paid order again; others and unpaid orders get none", async () => {
    const paid = await paidOrder(ctx.database, ctx.app.services.credits, {
      userId: buyer.user.id,
      amount: 1999,
      listAmount: 1999,
      product: "credits-300",
      details: { credits: 300 },
    });
    const answer = await get(`/api/payment/orders/${paid.id}/receipt`, buyer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="receipt-${paid.id}.pdf"`);
    const parser = new PDFParse({ data: new Uint8Array(answer.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("$19.99 USD");
    expect(text).toContain("王小明");
    expect(text).toContain(paid.id);
    expect(text).toContain("300 AI credits");

    const invoice = await get(`/api/payment/orders/${paid.id}/receipt?type=invoice&lang=zh`, buyer);
    expect(invoice.statusCode).toBe(200);
    const zh = new PDFParse({ data: new Uint8Array(invoice.rawPayload) });
    expect((await zh.getText()).text).toContain("300 个 AI 点数");
    await zh.destroy();

    expect((await get(`/api/payment/orders/${paid.id}/receipt`, admin)).statusCode).toBe(200);
    expect((await get(`/api/payment/orders/${paid.id}/receipt`, other)).statusCode).toBe(404);
    expect((await get(`/api/payment/orders/${paid.id}/receipt`, null)).statusCode).toBe(401);
    expect((await get(`/api/payment/orders/${paid.id}/receipt?lang=fr`, buyer)).statusCode).toBe(400);
    const pending = await paidOrder(ctx.database, ctx.app.services.credits, { userId: buyer.user.id, state: "pending", paidAt: null });
    const unpaid = await get(`/api/payment/orders/${pending.id}/receipt`, buyer);
    expect(unpaid.statusCode).toBe(409);
    expect(JSON.parse(unpaid.body)).toMatchObject({ error: "ORDER_NOT_PAID", msg: "This order has not been paid." });

    const invoices = ordersPageSchema.parse(JSON.parse((await get("/api/payment/invoices?size=50", buyer)).body).data);
    expect(invoices.list.map((order) => order.orderId)).toContain(paid.id);
    expect(invoices.list.map((order) => order.orderId)).not.toContain(pending.id);
    expect(invoices.list.every((order) => order.paidAt !== null)).toBe(true);
    expect((await get("/api/payment/invoices", null)).statusCode).toBe(401);
  });
});
