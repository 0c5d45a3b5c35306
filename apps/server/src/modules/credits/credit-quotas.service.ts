import {
  bypassesDownloadChecks,
  costOfName,
  downloadCost,
  downloadDecision,
  isPro,
  isSpendKindAvailable,
  quotaDay,
  type CreditKindName,
  type DownloadFormat,
} from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { CreditsConfig } from "./credits.config";
import type { CreditsRepository } from "./credits.repository";
import { limitError } from "./credit-limits";
import type { LedgerCharges, LedgerResult, Payer } from "./credits.types";

export type QuotaInfo = {
  name: string;
  /** Credits one use costs. */
  cost: number;
  /** Uses the user can pay for right now (credits, then today's free allowance). */
  leftQuotas: number;
  aiCredits: number;
  /** Free AI credits left today (0 for Pro members, who have monthly credits instead). */
  freeCredits: number;
  freeCreditsPerDay: number;
  pro: boolean;
  /** The quota day (YYYY-MM-DD in the configured zone) these figures are for. */
  day: string;
  /** Matting only: today's free AI cutouts left (spent before credits) and the daily number; 0 for Pro members. */
  freeCutouts?: number;
  freeCutoutsPerDay?: number;
};

export type DownloadQuotas = {
  /** Free downloads left today; null when downloads are not limited for this user. */
  left: number | null;
  used: number;
  perDay: number;
  unlimited: boolean;
  reason: "bypass" | "pro" | "free";
  costs: Record<DownloadFormat, number>;
  aiCredits: number;
  day: string;
};

export type WriteOff = { type: "ai"; name: CreditKindName } | { type: "download"; format: DownloadFormat; proOnly?: boolean };

export type WriteOffResult = {
  id: string;
  charged: number;
  source: "credits" | "free_quota" | "pro" | "bypass" | "paid" | "partner";
  replayed: boolean;
  aiCredits: number;
  entryId: number | null;
};

/**
 * Quotas, downloads and the write-off call: the rules that decide what pays (Pro, bypass, free
 * allowance, credits), on top of the ledger's grant/spend/refund.
 */
export function createCreditQuotas(deps: {
  repo: CreditsRepository;
  ledger: LedgerCharges;
  config: CreditsConfig;
  now: () => Date;
  /** Whether a spend kind's area works (default: productAreas' flags); tests of an area not yet ready inject it. */
  spendKindAvailable?: (kind: CreditKindName) => boolean;
}) {
  const { repo, ledger, config, now } = deps;
  const spendKindAvailable = deps.spendKindAvailable ?? isSpendKindAvailable;
  const today = () => quotaDay(now(), config.quotaTimeZone);
  const quotas = {
    async quotaInfo(user: UserRow, name: string): Promise<QuotaInfo> {
      const cost = costOfName(config.costs, name);
      if (cost === undefined) throw new AppError("NOT_FOUND", `Unknown quota name: ${name}`);
      const fresh = (await repo.findUser(user.id)) ?? user;
      const pro = isPro(fresh, now());
      const day = today();
      const freeCredits = pro ? 0 : Math.max(0, config.freeAiCreditsPerDay - (await repo.quotaUsed(fresh.id, "free_ai", day)));
      const leftQuotas = cost === 0 ? 9999 : Math.floor(fresh.aiCredits / cost) + Math.floor(freeCredits / cost);
      const info = { name, cost, leftQuotas, aiCredits: fresh.aiCredits, freeCredits, freeCreditsPerDay: pro ? 0 : config.freeAiCreditsPerDay, pro, day };
      if (name !== "matting") return info;
      // Background removal: the free AI cutouts come first (see the ledger's useFreeCutout).
      const perDay = pro ? 0 : config.freeCutoutsPerDay;
      const freeCutouts = Math.max(0, perDay - (pro ? 0 : await repo.quotaUsed(fresh.id, "free_cutout", day)));
      return { ...info, leftQuotas: info.leftQuotas + freeCutouts, freeCutouts, freeCutoutsPerDay: perDay };
    },

    async downloadQuotas(user: UserRow): Promise<DownloadQuotas> {
      const fresh = (await repo.findUser(user.id)) ?? user;
      const day = today();
      const used = await repo.quotaUsed(fresh.id, "free_download", day);
      const base = { used, perDay: config.freeDownloadsPerDay, costs: config.costs.download, aiCredits: fresh.aiCredits, day };
      if (bypassesDownloadChecks(fresh)) return { ...base, left: null, unlimited: true, reason: "bypass" };
      if (isPro(fresh, now())) return { ...base, left: null, unlimited: true, reason: "pro" };
      return { ...base, left: Math.max(0, config.freeDownloadsPerDay - used), unlimited: false, reason: "free" };
    },

    /**
     * POST /api/ai-design/write-off/{id}: pays for one use of item `id` (an AI action of a kind, or
     * a download in a format). The same item and format is paid once; asking again is free.
     */
    async writeOff(user: UserRow, id: string, what: WriteOff, payer: Payer = {}): Promise<WriteOffResult> {
      if (what.type === "ai") {
        const cost = config.costs.kinds[what.name];
        if (cost === 0) throw new AppError("BAD_REQUEST", `'${what.name}' is not a paid AI action.`);
        // Tools of areas that do not work yet (matting, ID photos...) must not take credits for nothing.
        if (!spendKindAvailable(what.name)) throw new AppError("FEATURE_UNAVAILABLE", `'${what.name}' is not available on this site yet.`);
        const result = await ledger.chargeAi({
          userId: user.id,
          amount: cost,
          kind: what.name,
          reason: `ai.${what.name}`,
          reference: id,
          partner: payer.partner,
        });
        const fresh = await repo.findUser(user.id);
        return {
          id,
          charged: -result.entry.amount,
          source: result.entry.balance === "free_daily" ? "free_quota" : result.entry.balance === "partner" ? "partner" : "credits",
          replayed: result.replayed,
          aiCredits: fresh?.aiCredits ?? 0,
          entryId: result.entry.id,
        };
      }
      return quotas.chargeDownload(user, id, what.format, what.proOnly ?? false, payer);
    },

    async chargeDownload(user: UserRow, item: string, format: DownloadFormat, proOnly: boolean, payer: Payer = {}): Promise<WriteOffResult> {
      if (payer.partner) return quotas.chargeDownloadToPartner(user, item, format, payer.partner);
      const fresh = (await repo.findUser(user.id)) ?? user;
      const day = today();
      const freeLeft = Math.max(0, config.freeDownloadsPerDay - (await repo.quotaUsed(fresh.id, "free_download", day)));
      const alreadyPaid = await repo.isDownloadPaid(fresh.id, item, format);
      const decision = downloadDecision({
        user: fresh,
        now: now(),
        proOnly,
        alreadyPaid,
        format,
        cost: downloadCost(config.costs, format),
        freeDownloadsLeft: freeLeft,
      });
      const done = (source: WriteOffResult["source"], charged: number, replayed: boolean, aiCredits: number, entryId: number | null): WriteOffResult => ({
        id: item,
        charged,
        source,
        replayed,
        aiCredits,
        entryId,
      });
      switch (decision.action) {
        case "stop":
          throw limitError(decision.limit, { required: downloadCost(config.costs, format), aiCredits: fresh.aiCredits, freeDownloads: freeLeft });
        case "free":
          return done(decision.source, 0, decision.source === "paid", fresh.aiCredits, null);
        case "quota": {
          const used = await repo.transaction(async (tx) => {
            const next = await repo.useQuota(tx, fresh.id, "free_download", day, 1, config.freeDownloadsPerDay);
            if (next === undefined) return undefined;
            await repo.markDownloadPaid(tx, fresh.id, item, format, "free_quota");
            return next;
          });
          if (used === undefined) {
            // Another request took the last free download: pay with credits like the next one would.
            return quotas.chargeDownloadWithCredits(fresh, item, format, freeLeft);
          }
          return done("free_quota", 0, false, fresh.aiCredits, null);
        }
        case "credits":
          return quotas.chargeDownloadWithCredits(fresh, item, format, freeLeft);
      }
    },

    /**
     * A download in a partner's session (SDK iframe mode): no quota or Pro check, the partner is
     * metered once per item and format like any paid download, and it stays paid for the user.
     */
    async chargeDownloadToPartner(user: UserRow, item: string, format: DownloadFormat, partner: string): Promise<WriteOffResult> {
      if (await repo.isDownloadPaid(user.id, item, format))
        return { id: item, charged: 0, source: "paid", replayed: true, aiCredits: user.aiCredits, entryId: null };
      const cost = downloadCost(config.costs, format);
      const result = await ledger.meter({ userId: user.id, amount: cost, kind: "aiimage", reason: `download.${format}`, reference: item, partner });
      await repo.transaction((tx) => repo.markDownloadPaid(tx, user.id, item, format, "partner"));
      return { id: item, charged: -result.entry.amount, source: "partner", replayed: result.replayed, aiCredits: user.aiCredits, entryId: result.entry.id };
    },

    async chargeDownloadWithCredits(user: UserRow, item: string, format: DownloadFormat, freeLeft: number): Promise<WriteOffResult> {
      const cost = downloadCost(config.costs, format);
      let result: LedgerResult;
      try {
        result = await ledger.spend({ userId: user.id, amount: cost, kind: "aiimage", reason: `download.${format}`, reference: item });
      } catch (error) {
        if (error instanceof AppError && error.status === 403)
          throw limitError("FREE_DOWNLOAD_LIMIT", { required: cost, aiCredits: user.aiCredits, freeDownloads: freeLeft });
        throw error;
      }
      await repo.transaction((tx) => repo.markDownloadPaid(tx, user.id, item, format, "credits"));
      return {
        id: item,
        charged: -result.entry.amount,
        source: "credits",
        replayed: result.replayed,
        aiCredits: result.entry.balanceAfter,
        entryId: result.entry.id,
      };
    },

    /** The credit fields /api/user adds to the user object (spec: freeCredits and download quotas merged in). */
    async summary(user: UserRow) {
      const fresh = (await repo.findUser(user.id)) ?? user;
      const pro = isPro(fresh, now());
      const day = today();
      const freeCredits = pro ? 0 : Math.max(0, config.freeAiCreditsPerDay - (await repo.quotaUsed(fresh.id, "free_ai", day)));
      const downloads = await quotas.downloadQuotas(fresh);
      return {
        ai_credits: fresh.aiCredits,
        credits: fresh.credits,
        freeCredits,
        pro,
        downloadQuotas: downloads.left,
        downloadsUnlimited: downloads.unlimited,
        freeCreditsPerDay: config.freeAiCreditsPerDay,
        freeDownloadsPerDay: config.freeDownloadsPerDay,
        proMonthlyCredits: config.proMonthlyCredits,
      };
    },
  };
  return quotas;
}
