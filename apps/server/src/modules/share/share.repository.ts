import { and, eq, inArray, sql } from "drizzle-orm";
import { classicDesignId } from "@studio/contracts";
import { sharePackage } from "@studio/domain";
import type { Db } from "../../db/database";
import { designUnlocks } from "../payments/payments.schema";
import { logoShareLikes, logoShares, type LogoShareRow } from "./share.schema";

/** The unlock a share makes, in payments' design_unlocks: one id per logo, so it can happen once. */
export const shareUnlockId = (faId: number): string => `share:${classicDesignId(faId)}`;

/** Thrown inside the like transaction to roll back the visitor keys already written. */
class AlreadyLiked extends Error {}

/** The SQL of share links, their likes and the unlock they end in. */
export function createShareRepository(db: Db) {
  async function unlocked(faId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: designUnlocks.orderId })
      .from(designUnlocks)
      .where(eq(designUnlocks.orderId, shareUnlockId(faId)))
      .limit(1);
    return row !== undefined;
  }

  async function byToken(token: string): Promise<LogoShareRow | undefined> {
    const [row] = await db.select().from(logoShares).where(eq(logoShares.token, token)).limit(1);
    return row;
  }

  return {
    unlocked,
    byToken,

    /** The share of a saved logo, made on first ask with `token` (a logo keeps one link). */
    async ensure(faId: number, userId: number, token: string): Promise<LogoShareRow> {
      await db.insert(logoShares).values({ token, savedLogoId: faId, userId }).onConflictDoNothing({ target: logoShares.savedLogoId });
      const [row] = await db.select().from(logoShares).where(eq(logoShares.savedLogoId, faId)).limit(1);
      if (!row) throw new Error("share not stored");
      return row;
    },

    async likedBy(token: string, visitors: readonly string[]): Promise<boolean> {
      const rows = await db
        .select({ visitor: logoShareLikes.visitor })
        .from(logoShareLikes)
        .where(and(eq(logoShareLikes.token, token), inArray(logoShareLikes.visitor, [...visitors])))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * One like: every visitor key must be new (else nothing changes), the counter goes up, and at
     * `threshold` the owner's Basic unlock is written. The counter's row lock orders concurrent
     * likes and the unlock's primary key keeps it to one row, so racing likes cannot unlock twice.
     */
    async like(share: LogoShareRow, visitors: readonly string[], threshold: number): Promise<{ likes: number; counted: boolean }> {
      try {
        return await db.transaction(async (tx) => {
          for (const visitor of visitors) {
            const written = await tx
              .insert(logoShareLikes)
              .values({ token: share.token, visitor })
              .onConflictDoNothing()
              .returning({ visitor: logoShareLikes.visitor });
            if (written.length === 0) throw new AlreadyLiked();
          }
          const [counted] = await tx
            .update(logoShares)
            .set({ likes: sql`${logoShares.likes} + 1` })
            .where(eq(logoShares.token, share.token))
            .returning({ likes: logoShares.likes });
          const likes = counted?.likes ?? 0;
          if (likes >= threshold) {
            await tx
              .insert(designUnlocks)
              .values({
                orderId: shareUnlockId(share.savedLogoId),
                userId: share.userId,
                designId: classicDesignId(share.savedLogoId),
                unlock: `package:${sharePackage}`,
                source: "share",
              })
              .onConflictDoNothing({ target: designUnlocks.orderId });
          }
          return { likes, counted: true };
        });
      } catch (error) {
        if (!(error instanceof AlreadyLiked)) throw error;
        const current = await byToken(share.token);
        return { likes: current?.likes ?? share.likes, counted: false };
      }
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
