import { aliasedTable, and, count, desc, eq, gte, ilike, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import type { AdminOrdersQuery } from "@studio/contracts";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { couponRedemptions, orderEvents, orders, type OrderEventRow, type OrderRow } from "./payments.schema";

export type BuyerFields = { buyerEmail: string | null; buyerName: string; stripeMerchant: number; overLimit: boolean };
export type OrderWithBuyer = OrderRow & BuyerFields;
export type OrderEventWithActor = OrderEventRow & { actor: string | null };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A LIKE pattern that matches `text` literally (the admin's search box may hold % or _). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Midnight starting `day` (YYYY-MM-DD) in `timeZone`, as an instant. */
function startOfDay(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
}

const buyer = { buyerEmail: users.email, buyerName: users.name, stripeMerchant: users.stripeMerchant };
/** The coupon redemption of an order (at most one: its primary key is the order id) says whether it was paid past max_uses. */
const overLimit = sql<boolean>`coalesce(${couponRedemptions.overLimit}, false)`;

function withBuyer(row: { order: OrderRow; buyerEmail: string | null; buyerName: string; stripeMerchant: number; overLimit: boolean }): OrderWithBuyer {
  return { ...row.order, buyerEmail: row.buyerEmail, buyerName: row.buyerName, stripeMerchant: row.stripeMerchant, overLimit: row.overLimit === true };
}

/**
 * The SQL behind the admin's orders page, revenue and receipts (issue 16 P4): reads only; the
 * refund's writes are refunds.repository.ts.
 */
export function createAdminOrdersRepository(db: Db) {
  return {
    async find(orderId: string): Promise<OrderWithBuyer | undefined> {
      const [row] = await db
        .select({ order: orders, ...buyer, overLimit })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
        .where(eq(orders.id, orderId))
        .limit(1);
      return row ? withBuyer(row) : undefined;
    },

    /** Every state change of the orders, oldest first, with the e-mail of whoever made it. */
    async events(orderIds: string[]): Promise<Map<string, OrderEventWithActor[]>> {
      const byOrder = new Map<string, OrderEventWithActor[]>();
      if (orderIds.length === 0) return byOrder;
      const actors = aliasedTable(users, "actors");
      const rows = await db
        .select({ event: orderEvents, actor: actors.email })
        .from(orderEvents)
        .leftJoin(actors, eq(actors.id, orderEvents.actorId))
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(orderEvents.id);
      for (const row of rows) {
        const list = byOrder.get(row.event.orderId) ?? [];
        list.push({ ...row.event, actor: row.actor });
        byOrder.set(row.event.orderId, list);
      }
      return byOrder;
    },

    /** Newest first; every filter optional; dates are whole days of `timeZone`. */
    async search(query: AdminOrdersQuery, timeZone: string): Promise<{ rows: OrderWithBuyer[]; total: number }> {
      const where: SQL[] = [];
      if (query.email) where.push(ilike(users.email, `%${literal(query.email)}%`));
      if (query.orderId) where.push(like(orders.id, `${literal(query.orderId)}%`));
      if (query.state) where.push(eq(orders.state, query.state));
      if (query.from) where.push(gte(orders.createdAt, startOfDay(query.from, timeZone)));
      if (query.to) where.push(lt(orders.createdAt, sql`(${startOfDay(query.to, timeZone)} + interval '1 day')`));
      if (query.overLimit) where.push(query.overLimit === "true" ? sql`${overLimit}` : sql`NOT ${overLimit}`);
      const condition = where.length > 0 ? and(...where) : undefined;
      const rows = await db
        .select({ order: orders, ...buyer, overLimit })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [total] = await db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
        .where(condition);
      return {
        rows: rows.map(withBuyer),
        total: total?.n ?? 0,
      };
    },

    /** A user's own orders, newest first (My orders / My invoices). */
    async mine(userId: number, page: number, size: number, paidOnly: boolean): Promise<{ rows: OrderRow[]; total: number }> {
      const condition = paidOnly ? and(eq(orders.userId, userId), sql`${orders.paidAt} IS NOT NULL`) : eq(orders.userId, userId);
      const rows = await db
        .select()
        .from(orders)
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(orders).where(condition);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Money per day of `timeZone` and currency from orders paid in [from, to] that were not refunded,
     * refunds per product, and the AI credits sold (grant kinds 1, 3, 5, 6, net of order refunds)
     * and spent (AI actions and downloads, kinds 10 and up, net of failed-task refunds) per day.
     */
    async revenue(from: string, to: string, timeZone: string) {
      const start = startOfDay(from, timeZone);
      const end = sql`(${startOfDay(to, timeZone)} + interval '1 day')`;
      const days = rowsOf<{ day: string; currency: string; amount: string | number; orders: string | number }>(
        await db.execute(sql`
          SELECT to_char(paid_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, currency,
                 SUM(amount) AS amount, COUNT(*) AS orders
          FROM orders
          WHERE paid_at >= ${start} AND paid_at < ${end} AND state IN ('paid', 'fulfilled')
          GROUP BY 1, 2`),
      );
      const products = rowsOf<{
        product: string;
        kind: string;
        currency: string;
        amount: string | number;
        orders: string | number;
        refunded: string | number;
        refunded_amount: string | number;
      }>(
        await db.execute(sql`
          SELECT product, kind, currency,
                 COALESCE(SUM(amount) FILTER (WHERE state IN ('paid', 'fulfilled')), 0) AS amount,
                 COUNT(*) FILTER (WHERE state IN ('paid', 'fulfilled')) AS orders,
                 COUNT(*) FILTER (WHERE state = 'refunded') AS refunded,
                 COALESCE(SUM(amount) FILTER (WHERE state = 'refunded'), 0) AS refunded_amount
          FROM orders
          WHERE paid_at >= ${start} AND paid_at < ${end}
          GROUP BY 1, 2, 3
          ORDER BY 4 DESC, 1`),
      );
      const credits = rowsOf<{ day: string; sold: string | number; spent: string | number }>(
        await db.execute(sql`
          SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
                 COALESCE(SUM(amount) FILTER (WHERE kind IN (1, 3, 5, 6)), 0) AS sold,
                 COALESCE(-SUM(amount) FILTER (WHERE kind >= 10), 0) AS spent
          FROM credit_ledger
          WHERE balance = 'ai_credits' AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`),
      );
      return {
        days: days.map((row) => ({ day: row.day, currency: row.currency, amount: Number(row.amount), orders: Number(row.orders) })),
        products: products.map((row) => ({
          product: row.product,
          kind: row.kind,
          currency: row.currency,
          amount: Number(row.amount),
          orders: Number(row.orders),
          refunded: Number(row.refunded),
          refundedAmount: Number(row.refunded_amount),
        })),
        credits: credits.map((row) => ({ day: row.day, sold: Number(row.sold), spent: Number(row.spent) })),
      };
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
