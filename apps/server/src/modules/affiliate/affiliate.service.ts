import type { AdminPartner, AdminWithdrawal, AffiliateMe, AffiliatePartner, AffiliateStats, AffiliateTerms, AffiliateWithdrawal } from "@studio/contracts";
import { AppError } from "../../errors";
import type { UserRow } from "../../db/schema";
import type { CouponsService } from "../payments/coupons.service";
import type { OrderRow } from "../payments/payments.schema";
import { rewardFor, withdrawalFee, type AffiliateConfig } from "./affiliate.config";
import { AffiliateRollback, type AffiliateRepository, type AffiliateTx } from "./affiliate.repository";
import type { AffiliatePartnerRow, AffiliateWithdrawalRow } from "./affiliate.schema";

const DAY = 86_400_000;

export type AffiliateDeps = {
  repository: AffiliateRepository;
  coupons: Pick<CouponsService, "create">;
  config: AffiliateConfig;
  /** The site's address, for the tracking link. */
  linkBase: string;
  /** Keyed digest (the URL signer's): the tracking cookie is signed with it, visitors are stored through it. */
  digest: (text: string, purpose: string) => string;
  /** Where a withdrawal request is kept and mailed (the contact service's withdraw request). */
  notifyWithdrawal?: (partner: { name: string; email: string; userId: number }, withdrawal: AffiliateWithdrawalRow) => Promise<void>;
  now?: () => Date;
  log?: { error(obj: unknown, msg: string): void };
};

/** The tracking cookie: `{code}.{clicked at, ms}.{signature}`, kept `cookieDays` (30). */
export const REF_COOKIE = "studio_ref";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The affiliate programme (issue 23; docs/affiliate.md): applications, the partner's code, tracking,
 * rewards per paid order, the partner ledger and withdrawals. Money moves only through the
 * repository's `move` (conditional UPDATE + uniquely keyed ledger row).
 */
export function createAffiliateService(deps: AffiliateDeps) {
  const { repository, config } = deps;
  const now = deps.now ?? (() => new Date());

  const terms: AffiliateTerms = {
    currency: config.currency,
    fee: config.fee,
    feeBelow: config.feeBelow,
    workingDays: config.workingDays,
    refundWindowDays: config.refundWindowDays,
    rates: config.rates,
  };

  const linkOf = (code: string | null) => (code ? `${deps.linkBase.replace(/\/$/, "")}/?ref=${encodeURIComponent(code)}` : null);

  function view(row: AffiliatePartnerRow): AffiliatePartner {
    return {
      state: row.state,
      code: row.code,
      link: row.state === "approved" ? linkOf(row.code) : null,
      percentOff: config.couponPercentOff,
      currency: row.currency,
      pending: row.pending,
      available: row.available,
      withdrawn: row.withdrawn,
      rejectReason: row.rejectReason,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function withdrawalView(row: AffiliateWithdrawalRow): AffiliateWithdrawal {
    return {
      id: row.id,
      amount: row.amount,
      fee: row.fee,
      net: row.amount - row.fee,
      currency: row.currency,
      state: row.state,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    };
  }

  async function approvedPartner(userId: number): Promise<AffiliatePartnerRow> {
    const row = await repository.partner(userId);
    if (!row || row.state !== "approved") throw new AppError("AFFILIATE_NOT_PARTNER");
    return row;
  }

  /** Moves every reward of the partner (or all) whose refund window has closed to available. */
  async function settle(partnerId?: number): Promise<number> {
    const at = now();
    let moved = 0;
    for (const reward of await repository.due(at, partnerId, 500)) if (await repository.mature(reward.orderId, at)) moved += 1;
    return moved;
  }

  const cookieSignature = (value: string) => deps.digest(value, "affiliate-ref");

  async function landing(code: string): Promise<{ code: string; percentOff: number; partnerId: number }> {
    const partner = await repository.partnerByCode(code);
    if (!partner || partner.state !== "approved" || !partner.code) throw new AppError("NOT_FOUND", "This partner link is not valid.");
    return { code: partner.code, percentOff: config.couponPercentOff, partnerId: partner.userId };
  }

  return {
    terms,
    settle,
    cookieDays: config.cookieDays,

    /** The affiliate form of a signed-in user: kept as their partner record, 'pending' until an admin decides. */
    async apply(userId: number, form: Record<string, unknown>): Promise<void> {
      const application = Object.fromEntries(
        ["account", "name", "idNumber", "email", "channel"].flatMap((key) => (typeof form[key] === "string" && form[key] !== "" ? [[key, form[key]]] : [])),
      ) as Record<string, string>;
      await repository.apply(userId, application, config.currency, now());
    },

    async me(user: UserRow): Promise<AffiliateMe> {
      const row = await repository.partner(user.id);
      if (row?.state === "approved") await settle(user.id);
      const fresh = row?.state === "approved" ? await repository.partner(user.id) : row;
      return { partner: fresh ? view(fresh) : null, terms };
    },

    /** The partner picks the affiliate coupon's code once: the coupons' rules, messages and code space. */
    async chooseCode(user: UserRow, code: string): Promise<AffiliatePartner> {
      const partner = await approvedPartner(user.id);
      if (partner.code) throw new AppError("AFFILIATE_CODE_SET");
      const trimmed = code;
      // The coupon is made first: its checks give the spec's messages and its unique index settles races for a code.
      await deps.coupons.create({ code: trimmed, percentOff: config.couponPercentOff, ownerId: user.id });
      const set = await repository.transaction((tx) => repository.setCode(tx, user.id, trimmed, now()));
      if (!set) throw new AppError("AFFILIATE_CODE_SET");
      return view((await repository.partner(user.id)) ?? partner);
    },

    /** The landing page: an approved partner's code, or 404. */
    landing,

    /**
     * A tracking-link click: counted once per partner, day and visitor; the answer's cookie value
     * replaces any earlier one (last click wins). A signed-in visitor's referral is recorded now.
     */
    async click(code: string, visitor: { user: UserRow | null; key: string }): Promise<{ counted: boolean; code: string; percentOff: number; cookie: string }> {
      const partner = await landing(code);
      const at = now();
      const counted =
        visitor.user?.id === partner.partnerId
          ? false
          : await repository.click(partner.partnerId, at.toISOString().slice(0, 10), deps.digest(visitor.key, "affiliate-visitor"), at);
      if (visitor.user && visitor.user.id !== partner.partnerId) await repository.refer(visitor.user.id, partner.partnerId, at, false);
      const value = `${partner.code}.${at.getTime()}`;
      return { counted, code: partner.code, percentOff: partner.percentOff, cookie: `${value}.${cookieSignature(value)}` };
    },

    /** The cookie's code and click time when its signature holds and it is younger than the cookie's life. */
    readCookie(cookie: string | undefined): { code: string; clickedAt: Date } | null {
      const match = cookie ? /^([^.]{1,40})\.(\d{10,15})\.([A-Za-z0-9_-]{22})$/.exec(cookie) : null;
      if (!match) return null;
      const [, code = "", ms = "", signature] = match;
      if (cookieSignature(`${code}.${ms}`) !== signature) return null;
      const clickedAt = new Date(Number(ms));
      if (now().getTime() - clickedAt.getTime() > config.cookieDays * DAY) return null;
      return { code, clickedAt };
    },

    /**
     * A signed-in request carrying the tracking cookie: the user's referral follows the click (last
     * click wins), and an account made after the click is the partner's sign-up.
     */
    async recordVisit(user: UserRow, cookie: { code: string; clickedAt: Date }): Promise<void> {
      const partner = await repository.partnerByCode(cookie.code);
      if (!partner || partner.state !== "approved" || partner.userId === user.id) return;
      await repository.refer(user.id, partner.userId, cookie.clickedAt, user.createdAt.getTime() >= cookie.clickedAt.getTime());
    },

    /**
     * Runs inside the transaction of the order's one `paid -> fulfilled` move (order-fulfilment.ts),
     * so an order is rewarded at most once. The partner is the owner of the coupon the buyer typed
     * (a typed coupon is never overridden by a link), else the buyer's last click within the cookie's life.
     */
    async rewardOrder(tx: AffiliateTx, order: OrderRow, at: Date): Promise<void> {
      let partnerId: number | null = null;
      let source: "coupon" | "link" = "link";
      if (order.coupon) {
        partnerId = await repository.couponOwner(order.coupon, tx);
        source = "coupon";
      } else {
        const referral = await repository.referral(order.userId, tx);
        if (referral && at.getTime() - referral.clickedAt.getTime() <= config.cookieDays * DAY) partnerId = referral.partnerId;
      }
      if (partnerId === null || partnerId === order.userId) return;
      const partner = await repository.partner(partnerId, tx);
      if (!partner || partner.state !== "approved" || partner.currency !== order.currency) return;
      const amount = rewardFor(config, order);
      if (amount <= 0) return;
      await repository.reward(tx, {
        orderId: order.id,
        partnerId,
        buyerId: order.userId,
        product: order.product,
        source,
        amount,
        currency: partner.currency,
        createdAt: at,
        availableAt: new Date(at.getTime() + config.refundWindowDays * DAY),
      });
    },

    /** Runs inside the refund's transaction (refunds.service.ts): the reward goes away once if its window is open. */
    async reverseOrder(tx: AffiliateTx, order: OrderRow, at: Date, actorId: number | null): Promise<void> {
      await repository.reverse(tx, order.id, at, actorId);
    },

    async stats(user: UserRow, months: number): Promise<AffiliateStats> {
      const partner = await approvedPartner(user.id);
      const at = now();
      const since = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (months - 1), 1));
      const { clicks, signUps, rewards } = await repository.months(partner.userId, since);
      const list = Array.from({ length: months }, (_, i) => {
        const d = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + i, 1));
        const month = d.toISOString().slice(0, 7);
        const r = rewards.find((x) => x.month === month);
        return {
          month,
          clicks: Number(clicks.find((x) => x.month === month)?.n ?? 0),
          signUps: Number(signUps.find((x) => x.month === month)?.n ?? 0),
          orders: Number(r?.orders ?? 0),
          rewards: Number(r?.amount ?? 0),
          reversed: Number(r?.reversed ?? 0),
        };
      });
      const sum = (key: "clicks" | "signUps" | "orders" | "rewards" | "reversed") => list.reduce((n, m) => n + m[key], 0);
      return {
        months: list,
        totals: { clicks: sum("clicks"), signUps: sum("signUps"), orders: sum("orders"), rewards: sum("rewards"), reversed: sum("reversed") },
        currency: partner.currency,
      };
    },

    async withdrawals(user: UserRow): Promise<AffiliateWithdrawal[]> {
      const partner = await approvedPartner(user.id);
      return (await repository.withdrawals(partner.userId)).map(withdrawalView);
    },

    /**
     * A withdrawal request: available -> withdrawn in one transaction with the request's row. Its
     * key makes a retry answer the first request; the conditional UPDATE makes two concurrent
     * requests for the whole balance end with one withdrawal and a 409.
     */
    async requestWithdrawal(user: UserRow, body: { amount: number; message: string; requestKey: string }): Promise<AffiliateWithdrawal> {
      const partner = await approvedPartner(user.id);
      await settle(partner.userId);
      const fee = withdrawalFee(config, body.amount);
      if (body.amount <= fee) throw new AppError("AFFILIATE_WITHDRAW_TOO_SMALL");
      const at = now();
      let created: AffiliateWithdrawalRow | undefined;
      try {
        created = await repository.transaction(async (tx) => {
          const row = await repository.insertWithdrawal(tx, {
            partnerId: partner.userId,
            requestKey: body.requestKey,
            amount: body.amount,
            fee,
            currency: partner.currency,
            message: body.message,
            createdAt: at,
          });
          if (!row) throw new AffiliateRollback("replay");
          await repository.move(tx, {
            partnerId: partner.userId,
            event: "withdraw",
            amount: row.amount,
            available: -row.amount,
            withdrawn: row.amount,
            key: `withdraw:${row.id}`,
            withdrawalId: row.id,
            actorId: user.id,
            at,
          });
          return row;
        });
      } catch (error) {
        if (!(error instanceof AffiliateRollback)) throw error;
        if (error.why === "short") throw new AppError("AFFILIATE_BALANCE");
        const first = await repository.withdrawalByKey(partner.userId, body.requestKey);
        if (!first) throw new AppError("CONFLICT");
        return withdrawalView(first);
      }
      // Kept and mailed as the contact dialog's withdraw request; the withdrawal stands whatever the mail does.
      await deps
        .notifyWithdrawal?.({ name: user.name || (user.email ?? `user ${user.id}`), email: user.email ?? "", userId: user.id }, created)
        .catch((err: unknown) => deps.log?.error({ err, withdrawalId: created?.id }, "withdrawal request not mailed"));
      return withdrawalView(created);
    },

    // ---- admin ----

    async listPartners(state: "pending" | "approved" | "rejected" | undefined, page: number, size: number) {
      const { rows, total } = await repository.list(state, page, size);
      const list: AdminPartner[] = rows.map((row) => ({ ...view(row), userId: row.userId, email: row.email, application: row.application }));
      return { list, total, page, size };
    },

    async decidePartner(userId: number, to: "approved" | "rejected", actorId: number | null, reason?: string): Promise<AdminPartner> {
      const row = await repository.decide(userId, to, { actorId, reason: reason?.trim() || null, at: now() });
      if (!row) {
        const existing = await repository.partner(userId);
        if (!existing) throw new AppError("NOT_FOUND", "No affiliate application from this user.");
        // Deciding again what is decided already answers the record as it is.
        if (existing.state !== to) throw new AppError("CONFLICT", `This partner is ${existing.state}.`);
        return { ...view(existing), userId, email: null, application: existing.application };
      }
      return { ...view(row), userId, email: null, application: row.application };
    },

    async partnerByEmail(email: string) {
      return repository.partnerByEmail(email);
    },

    async listWithdrawals(state: "requested" | "paid" | "rejected" | undefined): Promise<AdminWithdrawal[]> {
      return (await repository.allWithdrawals(state)).map((row) => ({
        ...withdrawalView(row),
        partnerId: row.partnerId,
        email: row.email,
        message: row.message,
      }));
    },

    /**
     * The admin's decision on a withdrawal: paid, or rejected with a reason (the money goes back to
     * available once: the state move and the ledger key). Deciding again answers the decided row.
     */
    async decideWithdrawal(id: number, to: "paid" | "rejected", actorId: number | null, reason?: string): Promise<AffiliateWithdrawal> {
      const found = await repository.withdrawal(id);
      if (!found) throw new AppError("NOT_FOUND", "Withdrawal not found.");
      if (to === "rejected" && !reason?.trim()) throw new AppError("VALIDATION", "A reason is required.");
      const at = now();
      const moved = await repository.transaction(async (tx) => {
        const row = await repository.decideWithdrawal(tx, id, to, { actorId, reason: to === "rejected" ? (reason?.trim() ?? null) : null, at });
        if (!row) return undefined;
        await repository.move(tx, {
          partnerId: row.partnerId,
          event: to === "paid" ? "withdraw-paid" : "withdraw-reject",
          amount: row.amount,
          ...(to === "rejected" ? { withdrawn: -row.amount, available: row.amount } : {}),
          key: `${to === "paid" ? "withdraw-paid" : "withdraw-reject"}:${row.id}`,
          withdrawalId: row.id,
          actorId,
          note: row.reason ?? "",
          at,
        });
        return row;
      });
      const current = moved ?? (await repository.withdrawal(id));
      if (!current) throw new AppError("NOT_FOUND", "Withdrawal not found.");
      if (!moved && current.state !== to) throw new AppError("CONFLICT", `This withdrawal is ${current.state}.`);
      return withdrawalView(current);
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
