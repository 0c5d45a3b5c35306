import { aiChargeDecision, creditKindName, creditKinds, isPro, quotaDay, quotaMonth, type CreditKindName } from "@studio/domain";
import { AppError } from "../../errors";
import type { CreditsConfig } from "./credits.config";
import { Rollback, type CreditsRepository, type Tx } from "./credits.repository";
import { createCreditQuotas } from "./credit-quotas.service";
import { limitError } from "./credit-limits";
import type { CreditLedgerRow } from "./credits.schema";
import type { GrantInput, LedgerEntry, LedgerResult, Payer, RefundInput, SpendInput } from "./credits.types";

export type { GrantInput, LedgerEntry, LedgerResult, Payer, RefundInput, SpendInput } from "./credits.types";

function toEntry(row: CreditLedgerRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    kindName: creditKindName(row.kind) ?? null,
    balance: row.balance,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    reference: row.reference,
    refundOf: row.refundOf,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

function positive(amount: number, what: string): number {
  if (!Number.isInteger(amount) || amount <= 0) throw new AppError("VALIDATION", `${what} must be a positive whole number.`);
  return amount;
}

/**
 * The credit ledger's rules. Every movement is one transaction holding the balance change (a
 * conditional UPDATE that cannot go below zero) and its ledger row, whose unique idempotency key
 * makes a retried request find the first result instead of moving credits twice.
 */
function createLedger(repo: CreditsRepository, config: CreditsConfig, now: () => Date, onMove?: (row: CreditLedgerRow) => void) {
  const today = () => quotaDay(now(), config.quotaTimeZone);

  async function replayOf(userId: number, key: string): Promise<LedgerResult | undefined> {
    const existing = await repo.findByKey(userId, key);
    return existing ? { entry: toEntry(existing), replayed: true } : undefined;
  }

  /** Runs a movement; a Rollback (lost race on the key) answers with the row that won it. */
  async function move(userId: number, key: string, fn: (tx: Tx) => Promise<CreditLedgerRow>): Promise<LedgerResult> {
    try {
      const row = await repo.transaction(fn);
      // Committed and new (a replay returns below): the one place every ledger movement passes.
      onMove?.(row);
      return { entry: toEntry(row), replayed: false };
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      const existing = await repo.findByKey(userId, key);
      if (!existing) throw error;
      return { entry: toEntry(existing), replayed: true };
    }
  }

  /**
   * Takes `amount` from a daily allowance (free AI credits, free cutouts) and writes its ledger row in
   * one movement; undefined when the day's allowance is used up (nothing written).
   */
  async function spendAllowance(
    userId: number,
    key: string,
    day: string,
    allowance: { quota: "free_ai" | "free_cutout"; balance: "free_daily" | "free_cutout"; perDay: number; amount: number },
    input: Pick<SpendInput, "kind" | "reason" | "reference" | "actorId">,
  ): Promise<LedgerResult | undefined> {
    let none = false;
    try {
      return await move(userId, key, async (tx) => {
        const used = await repo.useQuota(tx, userId, allowance.quota, day, allowance.amount, allowance.perDay);
        if (used === undefined) {
          none = true;
          throw new Rollback();
        }
        const row = await repo.insertEntry(tx, {
          userId,
          kind: creditKinds[input.kind],
          balance: allowance.balance,
          amount: -allowance.amount,
          balanceAfter: allowance.perDay - used,
          reason: input.reason,
          reference: input.reference,
          idempotencyKey: key,
          quotaDay: day,
          actorId: input.actorId ?? userId,
        });
        if (!row) throw new Rollback();
        return row;
      });
    } catch (error) {
      if (error instanceof Rollback && none) return undefined;
      throw error;
    }
  }

  async function shortOfCredits(userId: number, required: number): Promise<AppError> {
    const user = await repo.findUser(userId);
    const pro = user ? isPro(user, now()) : false;
    return limitError(pro ? "AI_CREDITS_MONTH" : "AI_LIMIT", { required, aiCredits: user?.aiCredits ?? 0 });
  }

  const service = {
    config,

    async grant(input: GrantInput): Promise<LedgerResult> {
      const amount = positive(input.amount, "amount");
      const reference = input.reference ?? "";
      const key = input.idempotencyKey ?? `${input.reason}:${reference}`;
      const replay = await replayOf(input.userId, key);
      if (replay) return replay;
      const balance = input.balance ?? "ai_credits";
      return move(input.userId, key, async (tx) => {
        const after = await repo.addBalance(tx, input.userId, balance, amount);
        if (after === undefined) throw new AppError("NOT_FOUND", "User not found.");
        const row = await repo.insertEntry(tx, {
          userId: input.userId,
          kind: creditKinds[input.kind],
          balance,
          amount,
          balanceAfter: after,
          reason: input.reason,
          reference,
          idempotencyKey: key,
          actorId: input.actorId ?? null,
          note: input.note ?? "",
        });
        if (!row) throw new Rollback();
        return row;
      });
    },

    /**
     * Spends `amount` from a balance (AI credits by default) or throws the 403 limit error:
     * AI_CREDITS_MONTH for a Pro member, AI_LIMIT otherwise. Replaying a key spends nothing.
     */
    async spend(input: SpendInput): Promise<LedgerResult> {
      const amount = positive(input.amount, "amount");
      const key = input.idempotencyKey ?? `${input.reason}:${input.reference}`;
      const replay = await replayOf(input.userId, key);
      if (replay) return replay;
      const balance = input.balance ?? "ai_credits";
      let short = false;
      try {
        return await move(input.userId, key, async (tx) => {
          const after = await repo.takeBalance(tx, input.userId, balance, amount);
          if (after === undefined) {
            short = true;
            throw new Rollback();
          }
          const row = await repo.insertEntry(tx, {
            userId: input.userId,
            kind: creditKinds[input.kind],
            balance,
            amount: -amount,
            balanceAfter: after,
            reason: input.reason,
            reference: input.reference,
            idempotencyKey: key,
            actorId: input.actorId ?? input.userId,
          });
          if (!row) throw new Rollback();
          return row;
        });
      } catch (error) {
        if (error instanceof Rollback && short) throw await shortOfCredits(input.userId, amount);
        throw error;
      }
    },

    /**
     * Meters a spend to the embedding partner of the session (SDK iframe mode, spec 01: "credit
     * limits are skipped"): a 'partner' ledger row that moves no balance of the user, with the same
     * idempotency key and refund-once rules as any spend, so the partner is billed exactly once.
     */
    async meter(input: Omit<SpendInput, "balance"> & { partner: string }): Promise<LedgerResult> {
      const amount = positive(input.amount, "amount");
      const key = input.idempotencyKey ?? `${input.reason}:${input.reference}`;
      const replay = await replayOf(input.userId, key);
      if (replay) return replay;
      return move(input.userId, key, async (tx) => {
        const row = await repo.insertEntry(tx, {
          userId: input.userId,
          kind: creditKinds[input.kind],
          balance: "partner",
          amount: -amount,
          balanceAfter: 0,
          reason: input.reason,
          reference: input.reference,
          idempotencyKey: key,
          actorId: input.actorId ?? input.userId,
          partner: input.partner,
          note: `partner ${input.partner}`,
        });
        if (!row) throw new Rollback();
        return row;
      });
    },

    /**
     * Pays for an AI action: AI credits when they cover it, else (signed-in free users) today's
     * free AI allowance, else the 403 naming the limit hit (spec 01 section 6). In a partner's
     * session the partner pays (see `meter`).
     */
    async chargeAi(input: Omit<SpendInput, "balance"> & Payer): Promise<LedgerResult> {
      const amount = positive(input.amount, "amount");
      const key = input.idempotencyKey ?? `${input.reason}:${input.reference}`;
      const replay = await replayOf(input.userId, key);
      if (replay) return replay;
      const { partner, ...spend } = input;
      if (partner) return service.meter({ ...spend, idempotencyKey: key, partner });
      try {
        return await service.spend({ ...spend, idempotencyKey: key });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "AI_LIMIT") throw error;
      }
      const user = await repo.findUser(input.userId);
      if (!user) throw new AppError("NOT_FOUND", "User not found.");
      const day = today();
      const freeLeft = Math.max(0, config.freeAiCreditsPerDay - (await repo.quotaUsed(user.id, "free_ai", day)));
      const decision = aiChargeDecision({
        user: { ...user, aiCredits: 0 },
        now: now(),
        cost: amount,
        freeCreditsLeft: freeLeft,
        freeQuotaEnabled: config.freeAiCreditsPerDay > 0,
      });
      if (decision.action === "stop") throw limitError(decision.limit, { required: amount, aiCredits: user.aiCredits, freeCredits: freeLeft });
      const paid = await spendAllowance(user.id, key, day, { quota: "free_ai", balance: "free_daily", perDay: config.freeAiCreditsPerDay, amount }, input);
      if (!paid) throw limitError("FREE_AI_LIMIT", { required: amount, aiCredits: user.aiCredits, freeCredits: 0 });
      return paid;
    },

    /**
     * Pays for a background removal with one of today's free AI cutouts (signed-in free users; spec
     * 03 section 1, "daily limits on ... AI cutouts"): a row of the free_cutout balance (amount -1
     * cutout), so a failed task's refund gives that day's cutout back exactly once. Undefined when
     * none is left, the allowance is off, or the user is a Pro member (who pays with monthly credits).
     */
    async useFreeCutout(input: Omit<SpendInput, "amount" | "balance">): Promise<LedgerResult | undefined> {
      const key = input.idempotencyKey ?? `${input.reason}:${input.reference}`;
      const replay = await replayOf(input.userId, key);
      if (replay) return replay;
      if (config.freeCutoutsPerDay <= 0) return undefined;
      const user = await repo.findUser(input.userId);
      if (!user || isPro(user, now())) return undefined;
      return spendAllowance(user.id, key, today(), { quota: "free_cutout", balance: "free_cutout", perDay: config.freeCutoutsPerDay, amount: 1 }, input);
    },

    /** The ledger row a key names (how a task's charge was paid), or undefined. */
    async entryByKey(userId: number, key: string): Promise<LedgerEntry | undefined> {
      const row = await repo.findByKey(userId, key);
      return row ? toEntry(row) : undefined;
    },

    /**
     * Gives back what a spend took (a failed task). Exactly once: the refund row names the spend
     * and refund_of is unique, so a second report of the same failure returns the first refund.
     */
    async refund(input: RefundInput): Promise<LedgerResult> {
      const spent = "spendId" in input ? await repo.findById(input.spendId) : await repo.findByKey(input.userId, input.idempotencyKey);
      if (!spent || spent.userId !== input.userId) throw new AppError("NOT_FOUND", "Spend not found.");
      if (spent.amount >= 0 || spent.refundOf !== null) throw new AppError("BAD_REQUEST", "Only a spend can be refunded.");
      const key = `refund:${spent.id}`;
      const existing = await repo.findRefundOf(spent.id);
      if (existing) return { entry: toEntry(existing), replayed: true };
      const amount = -spent.amount;
      return move(input.userId, key, async (tx) => {
        let after: number;
        if (spent.balance === "partner") {
          after = 0;
        } else if (spent.balance === "free_daily") {
          const used = await repo.returnQuota(tx, spent.userId, "free_ai", spent.quotaDay ?? today(), amount);
          after = Math.max(0, config.freeAiCreditsPerDay - used);
        } else if (spent.balance === "free_cutout") {
          const used = await repo.returnQuota(tx, spent.userId, "free_cutout", spent.quotaDay ?? today(), amount);
          after = Math.max(0, config.freeCutoutsPerDay - used);
        } else {
          const added = await repo.addBalance(tx, spent.userId, spent.balance, amount);
          if (added === undefined) throw new AppError("NOT_FOUND", "User not found.");
          after = added;
        }
        const row = await repo.insertEntry(tx, {
          userId: spent.userId,
          kind: spent.kind,
          balance: spent.balance,
          amount,
          balanceAfter: after,
          reason: "refund",
          reference: spent.reference,
          idempotencyKey: key,
          refundOf: spent.id,
          quotaDay: spent.quotaDay,
          partner: spent.partner,
          note: input.note ?? "",
        });
        if (!row) throw new Rollback();
        return row;
      });
    },

    /** Kind 4 on account creation; call it once the user row exists (safe to call twice). */
    async grantRegistration(userId: number): Promise<LedgerResult | null> {
      if (config.registerGrant <= 0) return null;
      return service.grant({ userId, amount: config.registerGrant, kind: "register", reason: "grant.register", idempotencyKey: "grant.register" });
    },

    /**
     * The Pro monthly credits (kind 1 for a new subscription, 6 for a renewal), at most once per
     * user and month of the quota zone: payments may call it on every webhook retry.
     */
    async grantProMonthly(userId: number, options: { renewal: boolean; month?: string; amount?: number; reference?: string }): Promise<LedgerResult> {
      const month = options.month ?? quotaMonth(now(), config.quotaTimeZone);
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new AppError("VALIDATION", "month must be YYYY-MM.");
      return service.grant({
        userId,
        amount: options.amount ?? config.proMonthlyCredits,
        kind: options.renewal ? "renewPro" : "subscription",
        reason: "grant.pro-monthly",
        reference: options.reference ?? month,
        idempotencyKey: `grant.pro-monthly:${month}`,
      });
    },

    /** Kind 2, by an admin (route or CLI). `requestId` makes a double-submitted form grant once. */
    async grantManual(input: { userId: number; amount: number; actorId: number | null; note?: string; requestId: string }): Promise<LedgerResult> {
      return service.grant({
        userId: input.userId,
        amount: input.amount,
        kind: "adminManual",
        reason: "grant.admin",
        reference: input.requestId,
        actorId: input.actorId,
        note: input.note ?? "",
      });
    },

    async history(userId: number, page: number, size: number) {
      const { rows, total, refunded } = await repo.history(userId, page, size);
      return {
        items: rows.map((row) => ({ ...toEntry(row), refunded: refunded.has(row.id) })),
        page,
        size,
        total,
        more: page * size < total,
      };
    },

    findUserByEmail: repo.findUserByEmail,
    findUser: (userId: number) => repo.findUser(userId),
  };
  return service;
}

export type LedgerService = ReturnType<typeof createLedger>;

/** The ledger (grant, spend, chargeAi, refund, grants) plus quotas, downloads and write-off. */
export function createCreditsService(
  repo: CreditsRepository,
  options: {
    config: CreditsConfig;
    now?: () => Date;
    spendKindAvailable?: (kind: CreditKindName) => boolean;
    /** Every committed ledger row (the metrics' credit counters); never called for a replay. */
    onLedgerMove?: (row: CreditLedgerRow) => void;
  },
) {
  const now = options.now ?? (() => new Date());
  const ledger = createLedger(repo, options.config, now, options.onLedgerMove);
  return { ...ledger, ...createCreditQuotas({ repo, ledger, config: options.config, now, spendKindAvailable: options.spendKindAvailable }) };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
