import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { creditLedger } from "../credits/credits.schema";
import { orderEvents, paymentEvents } from "./payments.schema";
import type { NotificationRequest } from "./payment-provider";
import type { SandboxNotice } from "./sandbox.provider";
import { cards, check, createOrder, payCard, userRow, type Body } from "./payments-fixtures";

/**
 * Exactly once: a replayed notification, twenty concurrent confirmations (card step and webhook)
 * and a tampered signature, through the real webhook route.
 */
describe("payments: provider notifications are acted on exactly once", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const sandbox = () => {
    const provider = ctx.app.services.paymentProviders.sandbox;
    if (!provider) throw new Error("sandbox off");
    return provider;
  };
  const post = (request: NotificationRequest, provider = "sandbox") =>
    ctx.app.inject({ method: "POST", url: `/api/payment/webhook/${provider}`, headers: request.headers as Record<string, string>, payload: request.rawBody });
  const grants = async (userId: number) =>
    ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 3)));
  const paidNotice = (orderId: string, amount: number, eventId: string): SandboxNotice => ({
    type: "paid",
    eventId,
    orderId,
    providerRef: `sbx_${orderId}`,
    amount,
    currency: "USD",
  });

  it("the same webhook delivered 3 times grants once", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-50" });
    const signed = sandbox().sign(paidNotice(body.data.orderId, 499, `evt_replay_${body.data.orderId}`));
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await post(signed));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<Body<{ acted: boolean }>>().data.acted)).toEqual([true, false, false]);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
    expect(await grants(buyer.user.id)).toHaveLength(1);
    const seen = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.data.orderId));
    expect(seen).toHaveLength(1);
    expect((await check(ctx, buyer, body.data.orderId)).body.data).toBe(true);
  });

  it("20 concurrent card confirmations grant once", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-100" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => payCard(ctx, buyer, body.data.orderId, cards.ok)));
    expect(answers.every((a) => a.status === 200 && a.body.data.paid)).toBe(true);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(100);
    expect(await grants(buyer.user.id)).toHaveLength(1);
    const history = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, body.data.orderId));
    expect(history.map((e) => e.state)).toEqual(["created", "pending", "paid", "fulfilled"]);
  });

  it("20 concurrent webhooks with different event ids for one payment grant once", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-300" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(sandbox().sign(paidNotice(body.data.orderId, 1999, `evt_many_${i}_${body.data.orderId}`)))),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(300);
    expect(await grants(buyer.user.id)).toHaveLength(1);
  });

  it("a tampered signature is 400 PAYMENT_SIGNATURE and changes nothing", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-50" });
    const signed = sandbox().sign(paidNotice(body.data.orderId, 499, `evt_tamper_${body.data.orderId}`));
    const forged = { headers: signed.headers, rawBody: Buffer.from(signed.rawBody.toString("utf8").replace('"amount":499', '"amount":1')) };
    const answer = await post(forged);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Body<null>>()).toMatchObject({ error: "PAYMENT_SIGNATURE" });
    const unsigned = await post({ headers: { "content-type": "application/json" }, rawBody: signed.rawBody });
    expect(unsigned.statusCode).toBe(400);
    const header = String(signed.headers["x-sandbox-signature"]);
    const flipped = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect((await post({ headers: { ...signed.headers, "x-sandbox-signature": flipped }, rawBody: signed.rawBody })).statusCode).toBe(400);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `evt_tamper_${body.data.orderId}`)),
    ).toHaveLength(0);
    expect((await check(ctx, buyer, body.data.orderId)).body.data).toBe(false);
    // The genuine notification still works afterwards: nothing was consumed by the forgeries.
    expect((await post(signed)).statusCode).toBe(200);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
  });

  it("a notice whose amount differs from the order is recorded but pays nothing; unknown providers are 404", async () => {
    const buyer = await signIn(ctx);
    const { body } = await createOrder(ctx, buyer, { product: "credits-50" });
    expect((await post(sandbox().sign(paidNotice(body.data.orderId, 1, `evt_cheap_${body.data.orderId}`)))).statusCode).toBe(200);
    expect((await check(ctx, buyer, body.data.orderId)).body.data).toBe(false);
    expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(0);
    expect((await post(sandbox().sign(paidNotice(body.data.orderId, 499, "evt_x")), "bitcoin")).statusCode).toBe(404);
  });
});
