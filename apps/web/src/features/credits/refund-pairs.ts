import type { LedgerEntry } from "./api/credits-api";

export type HistoryRow = { entry: LedgerEntry; /** A refund shown right under the spend it returns. */ returnsAbove: boolean };

/**
 * The page's ledger rows with each refund moved right under the spend it returns (`refundOf`), so a
 * failed, timed-out or cancelled generation reads as spend and refund side by side. A refund whose
 * spend is on another page stays where it is (the spend still carries its 'Refunded' tag).
 */
export function pairRefunds(items: readonly LedgerEntry[]): HistoryRow[] {
  const ids = new Set(items.map((entry) => entry.id));
  const refundOf = new Map<number, LedgerEntry>();
  for (const entry of items) if (entry.refundOf !== null && ids.has(entry.refundOf)) refundOf.set(entry.refundOf, entry);
  const rows: HistoryRow[] = [];
  for (const entry of items) {
    if (entry.refundOf !== null && ids.has(entry.refundOf)) continue;
    rows.push({ entry, returnsAbove: false });
    const refund = refundOf.get(entry.id);
    if (refund) rows.push({ entry: refund, returnsAbove: true });
  }
  return rows;
}
