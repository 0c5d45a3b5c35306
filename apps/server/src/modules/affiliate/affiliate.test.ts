import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AffiliateMe, AffiliateStats, AffiliateWithdrawal, AdminPartner } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { buy, type Body } from "../payments/payments-fixtures";
import { affiliateConfigFrom } from "./affiliate.config";
import { affiliateLedger, affiliatePartners, affiliateRewards } from "./affiliate.schema";

const DAY = 86_400_000;

describe("affiliate programme: applications, codes, tracking, rewards, refunds, withdrawals", () => {
  let ctx: TestContext;
  let admin: SignedIn;
  // The refund window is measured on this clock; tests move it forward.
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  beforeAll(async () => {
    // A 3-day refund window, so moving the clock past it twice stays inside the sessions' 30 days.
    ctx = await createTestApp({ captcha: "off", affiliate: affiliateConfigFrom({ AFFILIATE_REFUND_WINDOW_DAYS: 3 }, "en") }, { now });
    admin = await signIn(ctx, { isAdmin: true });
  });
  afterAll(() => ctx.close());

  const ip = () => `10.77.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const call = async <T>(method: "GET" | "POST", url: string, who: SignedIn | null, payload?: object, cookies?: Record<string, string>) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
      ...(cookies ? { cookies } : {}),
      remoteAddress: ip(),
    });
    return { status: res.statusCode, body: res.json<Body<T>>(), cookie: res.cookies.find((c) => c.name === "studio_ref") };
  };
  const me = async (who: SignedIn) => (await call<AffiliateMe>("GET", "/api/affiliate/me", who)).body.data;
  const code = () => `P${randomUUID().replace(/-/g, "").slice(0, 10)}`;

  /** Applies through the contact dialog's affiliate form, is approved by an admin, picks a code. */
  async function partner(): Promise<{ who: SignedIn; code: string }> {
    const who = await signIn(ctx);
    const form = { account: "paypal:p@example.test", name: "Pat", email: who.user.email, channel: "a design blog" };
    expect((await call("POST", "/api/system/email/send/affiliate", who, form)).status).toBe(200);
    expect((await call<AdminPartner>("POST", `/api/admin/affiliate/partners/${who.user.id}/approve`, admin, {})).body.data.state).toBe("approved");
    const chosen = code();
    expect((await call("POST", "/api/affiliate/code", who, { code: chosen })).status).toBe(200);
    return { who, code: chosen };
  }

  /** A visitor clicks the link, then signs up and browses with the cookie (one signed-in request). */
  async function arrive(ref: string): Promise<SignedIn> {
    const click = await call<{ counted: boolean }>("POST", "/api/affiliate/click", null, { code: ref });
    expect(click.status).toBe(200);
    const buyer = await signIn(ctx);
    await call("GET", "/api/affiliate/me", buyer, undefined, { studio_ref: click.cookie?.value ?? "" });
    return buyer;
  }

  /** The partner ledger explains the balances: replaying every move from zero gives the stored figures. */
  async function ledgerExplains(partnerId: number) {
    const rows = await ctx.database.db.select().from(affiliateLedger).where(eq(affiliateLedger.partnerId, partnerId)).orderBy(affiliateLedger.id);
    const [stored] = await ctx.database.db.select().from(affiliatePartners).where(eq(affiliatePartners.userId, partnerId));
    const last = rows.at(-1);
    expect({ pending: last?.pendingAfter ?? 0, available: last?.availableAfter ?? 0, withdrawn: last?.withdrawnAfter ?? 0 }).toEqual({
      pending: stored?.pending,
      available: stored?.available,
      withdrawn: stored?.withdrawn,
    });
    return rows;
  }

  it("an application is a pending partner record; only admins decide; a visitor's form is only mailed", async () => {
    const who = await signIn(ctx);
    expect((await me(who)).partner).toBeNull();
    await call("POST", "/api/system/email/send/affiliate", who, { account: "alipay:x", name: "X", email: who.user.email, channel: "shop" });
    expect((await me(who)).partner).toMatchObject({ state: "pending", code: null, link: null, available: 0 });
    expect((await call("POST", `/api/admin/affiliate/partners/${who.user.id}/approve`, who, {})).status).toBe(403);
    expect((await call("POST", "/api/affiliate/code", who, { code: code() })).body.error).toBe("AFFILIATE_NOT_PARTNER");
    const rejected = await call<AdminPartner>("POST", `/api/admin/affiliate/partners/${who.user.id}/reject`, admin, { reason: "No channel" });
    expect(rejected.body.data).toMatchObject({ state: "rejected", rejectReason: "No channel" });
    const list = await call<{ list: AdminPartner[] }>("GET", "/api/admin/affiliate/partners?state=rejected", admin);
    expect(list.body.data.list.find((p) => p.userId === who.user.id)).toMatchObject({ application: { account: "alipay:x", channel: "shop" } });
    expect((await call("POST", "/api/system/email/send/affiliate", null, { account: "a", name: "V", email: "v@example.test", channel: "c" })).status).toBe(200);
  });

  it("the partner's code follows the coupon rules and messages and shares the coupons' code space", async () => {
    const { who, code: taken } = await partner();
    const other = await signIn(ctx);
    await call("POST", "/api/system/email/send/affiliate", other, { account: "a", name: "O", email: other.user.email, channel: "c" });
    await call("POST", `/api/admin/affiliate/partners/${other.user.id}/approve`, admin, {});
    const pick = async (c: string) => (await call("POST", "/api/affiliate/code", other, { code: c })).body.msg;
    expect(await pick("")).toBe("Coupon code is required.");
    expect(await pick("abc")).toBe("Coupon code must be between 4 and 20 characters");
    expect(await pick("ab cd")).toBe("Invalid code!");
    expect(await pick(taken.toLowerCase())).toBe("Code already exist, please choose a different one!");
    const adminCoupon = code();
    expect((await call("POST", "/api/admin/coupons", admin, { code: adminCoupon, percentOff: 5 })).status).toBe(200);
    expect(await pick(adminCoupon)).toBe("Code already exist, please choose a different one!");
    const mine = code();
    expect((await call<AffiliateMe["partner"]>("POST", "/api/affiliate/code", other, { code: mine })).body.data).toMatchObject({ code: mine, percentOff: 10 });
    expect((await call("POST", "/api/affiliate/code", other, { code: code() })).body.error).toBe("AFFILIATE_CODE_SET");
    expect((await me(who)).partner?.link).toMatch(new RegExp(`/\\?ref=${taken}$`));
    expect((await call("GET", `/api/affiliate/partner/${mine}`, null)).body.data).toEqual({ code: mine, percentOff: 10 });
    expect((await call("GET", "/api/affiliate/partner/NOPE1234", null)).status).toBe(404);
  });

  it("a link's buyer earns the partner a pending reward; a refund in the window reverses it exactly once", async () => {
    const { who, code: ref } = await partner();
    const buyer = await arrive(ref);
    const orderId = await buy(ctx, buyer, { product: "credits-300" });
    expect((await me(who)).partner).toMatchObject({ pending: 1000, available: 0 });
    const stats = (await call<AffiliateStats>("GET", "/api/affiliate/stats?months=3", who)).body.data;
    expect(stats.totals).toEqual({ clicks: 1, signUps: 1, orders: 1, rewards: 1000, reversed: 0 });
    expect(stats.months).toHaveLength(3);

    // Five refunds at once and a late one: the reward goes away once.
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload: {} }),
      ),
    );
    expect(refunds.every((r) => r.statusCode === 200)).toBe(true);
    await ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${orderId}/refund`, headers: admin.headers, payload: {} });
    expect((await me(who)).partner).toMatchObject({ pending: 0, available: 0 });
    const rows = await ledgerExplains(who.user.id);
    expect(rows.map((r) => r.event)).toEqual(["reward", "reverse"]);
    const [reward] = await ctx.database.db.select().from(affiliateRewards).where(eq(affiliateRewards.orderId, orderId));
    expect(reward?.state).toBe("reversed");
  });

  it("a coupon the buyer typed is never overridden by a link; self-referral and plain coupons earn nothing", async () => {
    const linkPartner = await partner();
    const couponPartner = await partner();
    const buyer = await arrive(linkPartner.code);
    await buy(ctx, buyer, { product: "credits-50", coupon: couponPartner.code });
    expect((await me(couponPartner.who)).partner?.pending).toBe(449); // 10 USD rate, capped at the 4.49 paid
    expect((await me(linkPartner.who)).partner?.pending).toBe(0);

    const plain = code();
    await call("POST", "/api/admin/coupons", admin, { code: plain, percentOff: 5 });
    await buy(ctx, buyer, { product: "credits-50", coupon: plain });
    expect((await me(linkPartner.who)).partner?.pending).toBe(0);

    await buy(ctx, couponPartner.who, { product: "credits-50", coupon: couponPartner.code });
    expect((await me(couponPartner.who)).partner?.pending).toBe(449);
  });

  it("after the refund window the reward is available and a late refund leaves it; withdrawals are exact", async () => {
    const { who, code: ref } = await partner();
    const buyer = await arrive(ref);
    const first = await buy(ctx, buyer, { product: "credits-1000" });
    await buy(ctx, buyer, { product: "credits-1000" });
    offset += 4 * DAY;
    expect((await me(who)).partner).toMatchObject({ pending: 0, available: 2000 });
    await ctx.app.inject({ method: "POST", url: `/api/admin/payment/orders/${first}/refund`, headers: admin.headers, payload: {} });
    expect((await me(who)).partner).toMatchObject({ pending: 0, available: 2000 });

    const withdraw = (amount: number, requestKey = randomUUID()) =>
      call<AffiliateWithdrawal>("POST", "/api/affiliate/withdrawals", who, { amount, requestKey, message: "PayPal please" });
    expect((await withdraw(150)).body.error).toBe("AFFILIATE_WITHDRAW_TOO_SMALL");
    expect((await withdraw(2001)).body.error).toBe("AFFILIATE_BALANCE");

    // Two concurrent requests for the whole balance: one passes.
    const both = await Promise.all([withdraw(2000), withdraw(2000)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const passed = both.find((r) => r.status === 200)?.body.data;
    expect(passed).toMatchObject({ amount: 2000, fee: 150, net: 1850, state: "requested" });
    expect((await me(who)).partner).toMatchObject({ available: 0, withdrawn: 2000 });

    // A retried request (same key) answers the first one and moves nothing.
    const key = randomUUID();
    const reject = await call<AffiliateWithdrawal>("POST", `/api/admin/affiliate/withdrawals/${passed?.id}/reject`, admin, { reason: "Wrong account" });
    expect(reject.body.data).toMatchObject({ state: "rejected", reason: "Wrong account" });
    const again = await Promise.all(
      Array.from({ length: 3 }, () => call("POST", `/api/admin/affiliate/withdrawals/${passed?.id}/reject`, admin, { reason: "Wrong account" })),
    );
    expect(again.every((r) => r.status === 200)).toBe(true);
    expect((await me(who)).partner).toMatchObject({ available: 2000, withdrawn: 0 });
    const retried = await Promise.all([withdraw(5000 - 3000, key), withdraw(2000, key)]);
    expect(retried.map((r) => r.body.data.id)).toEqual([retried[0]?.body.data.id, retried[0]?.body.data.id]);
    expect((await me(who)).partner).toMatchObject({ available: 0, withdrawn: 2000 });
    const paid = await call<AffiliateWithdrawal>("POST", `/api/admin/affiliate/withdrawals/${retried[0]?.body.data.id}/paid`, admin);
    expect(paid.body.data.state).toBe("paid");
    expect((await call("POST", `/api/admin/affiliate/withdrawals/${retried[0]?.body.data.id}/reject`, admin, { reason: "late" })).status).toBe(409);
    const mine = (await call<{ list: AffiliateWithdrawal[] }>("GET", "/api/affiliate/withdrawals", who)).body.data.list;
    expect(mine.map((w) => w.state)).toEqual(["paid", "rejected"]);
    const rows = await ledgerExplains(who.user.id);
    expect(rows.map((r) => r.event)).toEqual(["reward", "reward", "mature", "mature", "withdraw", "withdraw-reject", "withdraw", "withdraw-paid"]);
    // The withdraw request reached the contact messages as a withdraw request.
    const messages = await call<{ list: { withdrawRequest: boolean; userId: number | null }[] }>("GET", "/api/admin/contact-messages?page=1&size=5", admin);
    expect(messages.body.data.list.some((m) => m.withdrawRequest && m.userId === who.user.id)).toBe(true);
  });

  it("a big withdrawal costs no fee; visitors and non-partners are refused", async () => {
    const { who, code: ref } = await partner();
    const buyer = await arrive(ref);
    for (let i = 0; i < 2; i += 1) await buy(ctx, buyer, { product: "pro-monthly" });
    offset += 4 * DAY;
    const available = (await me(who)).partner?.available ?? 0;
    expect(available).toBeGreaterThanOrEqual(3000);
    const big = await call<AffiliateWithdrawal>("POST", "/api/affiliate/withdrawals", who, { amount: 3000, requestKey: randomUUID() });
    expect(big.body.data).toMatchObject({ fee: 0, net: 3000 });
    expect((await call("POST", "/api/affiliate/withdrawals", null, { amount: 3000, requestKey: randomUUID() })).status).toBe(401);
    expect((await call("POST", "/api/affiliate/withdrawals", buyer, { amount: 3000, requestKey: randomUUID() })).status).toBe(403);
    expect((await call("GET", "/api/admin/affiliate/withdrawals", buyer)).status).toBe(403);
  });
});
