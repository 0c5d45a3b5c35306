import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { qrSignIns } from "../../../db/schema";

export type QrSignInRow = typeof qrSignIns.$inferSelect;
export type QrSignInRepository = ReturnType<typeof createQrSignInRepository>;

/** The SQL of sign-in QR codes (rules in qr-sign-in.service.ts): each update is conditional, so a QR is confirmed and consumed once. */
export function createQrSignInRepository(db: Db) {
  return {
    async insert(values: { uuid: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(qrSignIns).values(values);
    },
    async find(uuid: string): Promise<QrSignInRow | null> {
      const [row] = await db.select().from(qrSignIns).where(eq(qrSignIns.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** Marks an unconfirmed QR that has not expired at `at` as scanned by `userId`; false otherwise. */
    async confirm(uuid: string, userId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(qrSignIns)
        .set({ userId, confirmedAt: at })
        .where(and(eq(qrSignIns.uuid, uuid), isNull(qrSignIns.confirmedAt), gt(qrSignIns.expiresAt, at)))
        .returning({ uuid: qrSignIns.uuid });
      return rows.length === 1;
    },
    /** Consumes a confirmed QR once: its user's id, or null when it was not confirmed or already consumed. */
    async consume(uuid: string, at: Date): Promise<number | null> {
      const consumed = await db
        .update(qrSignIns)
        .set({ consumedAt: at })
        .where(and(eq(qrSignIns.uuid, uuid), isNull(qrSignIns.consumedAt), isNotNull(qrSignIns.userId)))
        .returning({ userId: qrSignIns.userId });
      return consumed[0]?.userId ?? null;
    },
  };
}
