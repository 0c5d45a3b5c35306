import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { Tx } from "./orders.repository";
import { couponRedemptions, coupons, type CouponRow } from "./payments.schema";

/** Coupons SQL. Codes compare case-insensitively (the unique index is on lower(code)). */
export function createCouponsRepository(db: Db) {
  return {
    async find(code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`lower(${coupons.code}) = lower(${code})`)
        .limit(1);
      return row;
    },

    /** Undefined when the code (in any case) exists already. */
    async insert(row: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [created] = await db.insert(coupons).values(row).onConflictDoNothing().returning();
      return created;
    },

    /**
     * Counts one use for a paid order, once: the redemption row is keyed by the order, so a
     * replayed fulfilment inserts nothing and counts nothing. The count is one conditional UPDATE
     * (`uses < max_uses`): of any number of orders paid at once, at most max_uses are counted
     * (PostgreSQL re-checks the condition on the row after a concurrent update commits). An order
     * paid past the limit keeps the price it was quoted and is recorded `over_limit`.
     */
    async redeem(tx: Tx, redemption: { orderId: string; code: string; userId: number; at: Date }): Promise<{ counted: boolean; overLimit: boolean }> {
      const inserted = await tx
        .insert(couponRedemptions)
        .values({ orderId: redemption.orderId, code: redemption.code, userId: redemption.userId, createdAt: redemption.at })
        .onConflictDoNothing()
        .returning({ orderId: couponRedemptions.orderId });
      if (inserted.length === 0) return { counted: false, overLimit: false };
      const counted = await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(and(eq(coupons.code, redemption.code), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))))
        .returning({ uses: coupons.uses });
      if (counted.length > 0) return { counted: true, overLimit: false };
      await tx.update(couponRedemptions).set({ overLimit: true }).where(eq(couponRedemptions.orderId, redemption.orderId));
      return { counted: false, overLimit: true };
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
