import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { creditLedger } from "../../db/schema";
import { orderEvents, orders } from "./payments.schema";
import { users } from "../../db/accounts.schema";
import { tasks } from "../tasks/tasks.schema";
import type { SignedIn, TestContext } from "../../../test/helper";

/** Shared by the payments tests: a finished logo, orders, the sandbox card step, balances. */
export type Body<T> = { code: number; data: T; msg: string; error?: string };
export type Created = {
  orderId: string;
  amount: number;
  currency: string;
  provider: string;
  checkoutUrl: string | null;
  clientSecret: string | null;
  paid: boolean;
};

export const cards = { ok: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", insufficient: "4000 0000 0000 9995" } as const;

/** A finished logo task of this user, written directly (the task engine has tests of its own); its designId. */
export async function finishedLogo(ctx: TestContext, who: SignedIn): Promise<string> {
  const id = randomUUID();
  const image = { url: `/oss/ai-images/${id}/1.png`, thumbUrl: `/oss/ai-images/${id}/1.thumb.webp`, width: 1024, height: 1024, contentType: "image/png" };
  await ctx.database.db.insert(tasks).values({
    id,
    userId: who.user.id,
    kind: "generate",
    provider: "local",
    model: "local",
    state: "succeeded",
    input: { prompt: "Blue Bottle, a coffee shop" },
    result: { images: [image] },
    deadlineAt: new Date(Date.now() + 60_000),
  });
  return `task:${id}:0`;
}

export async function createOrder(ctx: TestContext, who: SignedIn, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: "POST", url: "/api/payment/orders", headers: who.headers, payload });
  return { status: res.statusCode, body: res.json<Body<Created>>() };
}

export async function payCard(ctx: TestContext, who: SignedIn, orderId: string, card: string) {
  const res = await ctx.app.inject({ method: "POST", url: `/api/payment/sandbox/${orderId}/pay`, headers: who.headers, payload: { card } });
  return { status: res.statusCode, body: res.json<Body<{ paid: boolean }>>() };
}

export async function check(ctx: TestContext, who: SignedIn, orderId: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/payment/check/${orderId}`, headers: who.headers });
  return { status: res.statusCode, body: res.json<Body<boolean>>() };
}

export async function userRow(ctx: TestContext, userId: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no user");
  return row;
}

/** An order bought with the good card; its id. */
export async function buy(ctx: TestContext, who: SignedIn, payload: Record<string, unknown>): Promise<string> {
  const created = await createOrder(ctx, who, payload);
  if (created.status !== 200) throw new Error(`order refused: ${JSON.stringify(created.body)}`);
  if (!created.body.data.paid) {
    const paid = await payCard(ctx, who, created.body.data.orderId, cards.ok);
    if (paid.status !== 200) throw new Error(`payment refused: ${JSON.stringify(paid.body)}`);
  }
  return created.body.data.orderId;
}

/** Refund checks: the order row, its credit take-backs and its 'refunded' history rows. */
export async function orderRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function takeBacks(ctx: TestContext, orderId: string) {
  return ctx.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reference, orderId), eq(creditLedger.reason, "refund.order")));
}

export async function refundedEvents(ctx: TestContext, orderId: string) {
  return ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.state, "refunded")));
}
