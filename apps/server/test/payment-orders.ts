import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { users } from "../src/db/schema";
import { designUnlocks, orderEvents, orders, subscriptions, type OrderDetails, type OrderRow } from "../src/modules/payments/payments.schema";
import type { CreditsService } from "../src/modules/credits/credits.service";

export type PaidOrderInput = {
  userId: number;
  kind?: "credits" | "pro" | "package" | "download" | "designer";
  product?: string;
  amount?: number;
  listAmount?: number;
  currency?: "USD" | "CNY";
  coupon?: string | null;
  provider?: string;
  state?: "created" | "pending" | "paid" | "fulfilled" | "failed" | "refunded";
  designId?: string | null;
  details?: OrderDetails;
  paidAt?: Date | null;
  createdAt?: Date;
};

/**
 * A paid order as the orders service leaves it after fulfilment, written straight to the tables so
 * the refund, admin and receipt tests do not depend on a provider: the credit grant (reference =
 * the order id, as fulfilment records it), the design unlock, the Pro subscription.
 */
export async function paidOrder(database: Database, credits: CreditsService, input: PaidOrderInput): Promise<OrderRow> {
  const kind = input.kind ?? "credits";
  const id = `ord_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const createdAt = input.createdAt ?? new Date();
  const paidAt = input.paidAt === undefined ? createdAt : input.paidAt;
  const state = input.state ?? "fulfilled";
  const [order] = await database.db
    .insert(orders)
    .values({
      id,
      userId: input.userId,
      product:
        input.product ??
        (kind === "credits"
          ? "credits-50"
          : kind === "pro"
            ? "pro-monthly"
            : kind === "package"
              ? "package-basic"
              : kind === "download"
                ? "download-poster"
                : "designer-fix"),
      kind,
      amount: input.amount ?? 499,
      listAmount: input.listAmount ?? input.amount ?? 499,
      currency: input.currency ?? "USD",
      coupon: input.coupon ?? null,
      provider: input.provider ?? "sandbox",
      providerRef: `ref_${id}`,
      state,
      designId: input.designId ?? null,
      details: input.details ?? (kind === "credits" ? { credits: 50 } : kind === "pro" ? { credits: 500 } : {}),
      createdAt,
      updatedAt: createdAt,
      paidAt,
      fulfilledAt: state === "fulfilled" ? paidAt : null,
    })
    .returning();
  if (!order) throw new Error("order not stored");
  await database.db
    .insert(orderEvents)
    .values([
      { orderId: id, state: "created", createdAt },
      ...(paidAt ? [{ orderId: id, state: "paid", createdAt: paidAt }] : []),
      ...(state === "fulfilled" && paidAt ? [{ orderId: id, state: "fulfilled", createdAt: paidAt }] : []),
    ]);
  if (state !== "fulfilled") return order;
  const granted = order.details.credits;
  if (kind === "credits" && granted) await credits.grant({ userId: input.userId, amount: granted, kind: "recharge", reason: "payment.order", reference: id });
  if (kind === "pro" && granted) await credits.grantProMonthly(input.userId, { renewal: false, amount: granted, reference: id });
  if ((kind === "package" || kind === "download") && order.designId) {
    const unlock = kind === "package" ? `package:${order.product.replace(/^package-/, "")}` : `download:${order.product.replace(/^download-/, "")}`;
    await database.db.insert(designUnlocks).values({ orderId: id, userId: input.userId, designId: order.designId, unlock });
  }
  if (kind === "pro") {
    const end = new Date((paidAt ?? createdAt).getTime() + 30 * 86_400_000);
    await database.db.update(users).set({ vip: true, vipEndsAt: end }).where(eq(users.id, input.userId));
    await database.db
      .insert(subscriptions)
      .values({ userId: input.userId, provider: order.provider, providerRef: `sub_${id}`, status: "active", currentPeriodEnd: end })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { providerRef: `sub_${id}`, status: "active", currentPeriodEnd: end } });
  }
  return order;
}
