import { and, count, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users, type UserRow } from "../../db/schema";
import { orders, type OrderRow } from "../payments/payments.schema";
import { designerAnswers, type DesignerAnswerRow } from "./designer.schema";

export type DesignerOrderRow = OrderRow & { buyerEmail: string | null; buyerLanguage: string };
export type AnswerWithDesigner = DesignerAnswerRow & { designer: string | null };

/** A designer-fix order: the designer-fix product, or a package bought with the designer add-on. */
const isDesignerFix = or(eq(orders.kind, "designer"), sql`${orders.details} ->> 'needDesigner' = 'true'`);
/** Paid ones only: a created or failed order has nothing to answer. */
const isPaid = isNotNull(orders.paidAt);

/** The SQL of the designer role: designer-fix orders, their answers, and who is a designer. */
export function createDesignerRepository(db: Db) {
  return {
    /** Paid designer-fix orders, newest payment first; `since` keeps those paid after it (the open ones). */
    async orders(options: { since: Date | null; offset: number; limit: number }): Promise<{ rows: DesignerOrderRow[]; total: number }> {
      const where = and(isDesignerFix, isPaid, options.since ? gt(orders.paidAt, options.since) : undefined);
      const [rows, totals] = await Promise.all([
        db
          .select({ order: orders, buyerEmail: users.email, buyerLanguage: users.language })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.paidAt), desc(orders.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row.order, buyerEmail: row.buyerEmail, buyerLanguage: row.buyerLanguage })), total: totals[0]?.total ?? 0 };
    },

    async order(orderId: string): Promise<DesignerOrderRow | undefined> {
      const [row] = await db
        .select({ order: orders, buyerEmail: users.email, buyerLanguage: users.language })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, orderId), isDesignerFix))
        .limit(1);
      return row ? { ...row.order, buyerEmail: row.buyerEmail, buyerLanguage: row.buyerLanguage } : undefined;
    },

    async answers(orderIds: string[]): Promise<Map<string, AnswerWithDesigner[]>> {
      const byOrder = new Map<string, AnswerWithDesigner[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select({ answer: designerAnswers, designer: users.email })
        .from(designerAnswers)
        .leftJoin(users, eq(users.id, designerAnswers.designerId))
        .where(inArray(designerAnswers.orderId, orderIds))
        .orderBy(designerAnswers.id);
      for (const row of rows) byOrder.set(row.answer.orderId, [...(byOrder.get(row.answer.orderId) ?? []), { ...row.answer, designer: row.designer }]);
      return byOrder;
    },

    /**
     * Adds an answer unless the order was answered meanwhile past its limits: the check and the
     * insert run under a lock on the order row, so two designers cannot both send the 4th revision.
     */
    async addAnswer(
      answer: { orderId: string; designerId: number; status: string; reply: string; createdAt: Date },
      allowed: (existing: DesignerAnswerRow[]) => boolean,
    ): Promise<DesignerAnswerRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, answer.orderId)).for("update");
        const existing = await tx.select().from(designerAnswers).where(eq(designerAnswers.orderId, answer.orderId));
        if (!allowed(existing)) return null;
        const [row] = await tx.insert(designerAnswers).values(answer).returning();
        return row ?? null;
      });
    },

    async designers(): Promise<UserRow[]> {
      return db.select().from(users).where(gt(users.designerType, 0)).orderBy(users.id);
    },

    /** Sets the designer type of the user with this (normalised) e-mail; undefined when there is none. */
    async setDesignerType(email: string, designerType: number): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ designerType }).where(eq(users.email, email)).returning();
      return row;
    },
  };
}

export type DesignerRepository = ReturnType<typeof createDesignerRepository>;
