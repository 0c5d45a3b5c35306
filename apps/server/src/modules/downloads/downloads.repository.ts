import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { paidDownloads } from "../../db/schema";

/**
 * Reads the credits module's record of paid downloads (paid_downloads, written by chargeDownload):
 * one ledger of what was paid, this module only asks which formats of an item are settled.
 */
export function createDownloadsRepository(db: Db) {
  return {
    async paidFormats(userId: number, item: string): Promise<Set<string>> {
      const rows = await db
        .select({ format: paidDownloads.format })
        .from(paidDownloads)
        .where(and(eq(paidDownloads.userId, userId), eq(paidDownloads.item, item)));
      return new Set(rows.map((r) => r.format));
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
