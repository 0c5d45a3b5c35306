import { creditKindLabelKey, isCreditKindName } from "@studio/domain";
import type { TFunction } from "i18next";
import type { LedgerEntry } from "./api/credits-api";

/** The kind's display label (spec 01 section 3), or 'Other' for an id this version does not know. */
export function kindLabel(entry: Pick<LedgerEntry, "kindName">, t: TFunction): string {
  return entry.kindName && isCreditKindName(entry.kindName) ? t(creditKindLabelKey(entry.kindName)) : t("credits.unknownKind");
}

/** 'What it was for', from the ledger reason the server writes (see credits.service.ts). */
export function reasonLabel(entry: Pick<LedgerEntry, "reason" | "kindName">, t: TFunction): string {
  const { reason } = entry;
  if (reason === "grant.register") return t("credits.reasonRegister");
  if (reason === "grant.pro-monthly") return t("credits.reasonProMonthly");
  if (reason === "grant.admin") return t("credits.reasonAdmin");
  if (reason === "refund") return t("credits.reasonRefund");
  if (reason === "task") return t("credits.reasonTask");
  if (reason.startsWith("download.")) return t("credits.reasonDownload", { format: reason.slice("download.".length).toUpperCase() });
  if (reason.startsWith("ai.")) return entry.kindName && isCreditKindName(entry.kindName) ? t(creditKindLabelKey(entry.kindName)) : t("credits.reasonAi");
  return reason;
}
