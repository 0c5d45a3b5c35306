import { eq, sql } from "drizzle-orm";
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
     * replayed fulfilment inserts nothing and counts nothing.
     */
    async redeem(tx: Tx, redemption: { orderId: string; code: string; userId: number; at: Date }): Promise<void> {
      const inserted = await tx
        .insert(couponRedemptions)
        .values({ orderId: redemption.orderId, code: redemption.code, userId: redemption.userId, createdAt: redemption.at })
        .onConflictDoNothing()
        .returning({ orderId: couponRedemptions.orderId });
      if (inserted.length > 0)
        await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(eq(coupons.code, redemption.code));
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
