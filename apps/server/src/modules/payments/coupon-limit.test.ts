import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { adminOrderSchema, adminOrdersPageSchema } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { orderEvents, orders, couponRedemptions, coupons } from "./payments.schema";
import { cards, createOrder, payCard, userRow } from "./payments-fixtures";

/** Unique per run: test files share one PostgreSQL database under npm run test:pg. */
const code = `LIMIT${process.pid % 1000}${Date.now() % 100000}`.slice(0, 20);

/**
 * A coupon's max_uses under concurrent payments (issue 16): orders are quoted the coupon while it
 * still has uses, then all paid at once. The count stops at max_uses (a conditional UPDATE, the same
 * SQL on PGlite and PostgreSQL); the orders paid past it keep the price they were quoted and are
 * recorded over the limit; a new order is refused the code.
 */
describe("payments: a coupon's max uses under 20 concurrent paid orders", () => {
  let ctx: TestContext;
  let admin: SignedIn;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("counts at most max_uses, honours the quoted price of the rest and records them over the limit", async () => {
    const made = await ctx.app.inject({ method: "POST", url: "/api/admin/coupons", headers: admin.headers, payload: { code, percentOff: 20, maxUses: 3 } });
    expect(made.statusCode, made.body).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signIn(ctx, { aiCredits: 0 })));
    const created = [];
    for (const buyer of buyers) {
      const order = await createOrder(ctx, buyer, { product: "credits-50", coupon: code });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      // 4.99 with 20 % off, rounded as the catalogue rounds: the price each buyer is quoted.
      expect(order.body.data.amount).toBeLessThan(499);
      created.push({ buyer, orderId: order.body.data.orderId, amount: order.body.data.amount });
    }
    const paid = await Promise.all(created.map(({ buyer, orderId }) => payCard(ctx, buyer, orderId, cards.ok)));
    expect(paid.map((p) => p.status)).toEqual(Array.from({ length: 20 }, () => 200));

    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon?.uses).toBe(3);
    const redemptions = await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, code));
    expect(redemptions).toHaveLength(20);
    expect(redemptions.filter((r) => !r.overLimit)).toHaveLength(3);
    for (const { buyer, orderId, amount } of created) {
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ state: "fulfilled", amount, coupon: code });
      expect((await userRow(ctx, buyer.user.id)).aiCredits).toBe(50);
    }
    const over = redemptions.filter((r) => r.overLimit).map((r) => r.orderId);
    for (const orderId of over) {
      const notes = await ctx.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.state, "fulfilled")));
      expect(notes.map((n) => n.note)).toContain(`coupon ${code} was over its max uses when paid: quoted price honoured`);
    }

    // The admin's orders page shows the mark and filters by it (issue 16 leftover).
    const counted = redemptions.filter((r) => !r.overLimit).map((r) => r.orderId);
    const search = async (query: string) => {
      const response = await ctx.app.inject({ method: "GET", url: `/api/admin/payment/orders?${query}`, headers: admin.headers });
      expect(response.statusCode, response.body).toBe(200);
      return adminOrdersPageSchema.parse(JSON.parse(response.body).data);
    };
    for (const orderId of [...over, ...counted]) {
      const page = await search(`orderId=${orderId}`);
      expect(page.list.map((order) => [order.orderId, order.overLimit])).toEqual([[orderId, over.includes(orderId)]]);
    }
    const onlyOver = (await search("overLimit=true&size=100")).list.map((order) => order.orderId);
    for (const orderId of over) expect(onlyOver).toContain(orderId);
    for (const orderId of counted) expect(onlyOver).not.toContain(orderId);
    const notOver = (await search("overLimit=false&size=100")).list;
    expect(notOver.every((order) => !order.overLimit)).toBe(true);
    const detail = await ctx.app.inject({ method: "GET", url: `/api/admin/payment/orders/${over[0]}`, headers: admin.headers });
    expect(adminOrderSchema.parse(JSON.parse(detail.body).data).overLimit).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/payment/orders?overLimit=maybe", headers: admin.headers })).statusCode).toBe(400);

    const late = await createOrder(ctx, buyers[0] as SignedIn, { product: "credits-50", coupon: code });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: "COUPON_INVALID", msg: "Invalid code!" });
  });
});
