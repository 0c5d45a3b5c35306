import type { CreditKindName, GrantKindName } from "@studio/domain";
import type { StoredBalance } from "./credits.repository";
import type { CreditLedgerRow } from "./credits.schema";

/**
 * The ledger's inputs and answers, apart from the ledger itself: the quotas service
 * (credit-quotas.service.ts) and the ledger (credits.service.ts) both use them, and neither
 * imports the other's file for them (no import circle).
 */
/** One ledger row as the API shows it. */
export type LedgerEntry = {
  id: number;
  kind: number;
  kindName: CreditKindName | null;
  balance: CreditLedgerRow["balance"];
  amount: number;
  balanceAfter: number;
  reason: string;
  reference: string;
  refundOf: number | null;
  note: string;
  createdAt: string;
};

/** `replayed` is true when the idempotency key already had a row: nothing moved this time. */
export type LedgerResult = { entry: LedgerEntry; replayed: boolean };

export type GrantInput = {
  userId: number;
  amount: number;
  kind: GrantKindName;
  reason: string;
  reference?: string;
  /** Defaults to `${reason}:${reference}`. */
  idempotencyKey?: string;
  balance?: StoredBalance;
  actorId?: number | null;
  note?: string;
};

export type SpendInput = {
  userId: number;
  amount: number;
  kind: CreditKindName;
  /** What it pays for, e.g. 'ai.matting', 'task', 'download.svg'. */
  reason: string;
  /** The thing it pays for (task id, item id); with reason, the default idempotency key. */
  reference: string;
  idempotencyKey?: string;
  balance?: StoredBalance;
  actorId?: number | null;
};

/** Who pays for an AI action or a download: the user's balances, or the embedding partner of the session. */
export type Payer = { partner?: string | null | undefined };

/** What the quotas service needs of the ledger (credits.service.ts implements it). */
export type LedgerCharges = {
  spend(input: SpendInput): Promise<LedgerResult>;
  meter(input: Omit<SpendInput, "balance"> & { partner: string }): Promise<LedgerResult>;
  chargeAi(input: Omit<SpendInput, "balance"> & Payer): Promise<LedgerResult>;
};

export type RefundInput = { userId: number; note?: string } & ({ spendId: number } | { idempotencyKey: string });
