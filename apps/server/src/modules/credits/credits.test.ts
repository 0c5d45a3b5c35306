import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { resolveCreditCosts } from "@studio/domain";
import { defaultCreditsConfig } from "./credits.config";
import { creditLedger } from "./credits.schema";
import { createCreditsRepository } from "./credits.repository";
import { createCreditsService } from "./credits.service";

type Body = { code: number; data: Record<string, unknown> | null; msg: string; error?: string; limit?: string };

/** The same service the app runs, on the same database, config and clock. */
function service(ctx: TestContext, now?: () => Date) {
  return createCreditsService(createCreditsRepository(ctx.database.db), { config: ctx.config.credits, now });
}

async function balanceOf(ctx: TestContext, userId: number): Promise<number> {
  const [row] = await ctx.database.db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId));
  return row?.aiCredits ?? -1;
}

async function ledgerOf(ctx: TestContext, userId: number) {
  return ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}

describe("credits: spends, idempotency and refunds", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No free allowance here, so a short user meets the AI limit itself.
    ctx = await createTestApp({ credits: { ...defaultCreditsConfig, freeAiCreditsPerDay: 0 } });
  });
  afterAll(() => ctx.close());

  const writeOff = (who: SignedIn, id: string, payload: unknown = { type: "ai", name: "aiimage" }) =>
    ctx.app.inject({ method: "POST", url: `/api/ai-design/write-off/${id}`, headers: who.headers, payload: payload as Record<string, unknown> });

  it("50 concurrent spends of 4 against 20 credits: exactly 5 succeed, the rest get AI_LIMIT", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => writeOff(who, `task-${i}`)));
    const okCount = responses.filter((r) => r.statusCode === 200).length;
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(okCount).toBe(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      const body = r.json<Body>();
      expect(body.error).toBe("AI_LIMIT");
      expect(body.limit).toBe("AI_LIMIT");
      expect(body.msg).toBe("AI Limit Reached!");
    }
    expect(await balanceOf(ctx, who.user.id)).toBe(0);
    const rows = await ledgerOf(ctx, who.user.id);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.amount)).toEqual([-4, -4, -4, -4, -4]);
    expect(rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual([0, 4, 8, 12, 16]);

    // Replaying a successful spend's key (same item) spends nothing more.
    const winner = responses.findIndex((r) => r.statusCode === 200);
    const replay = await writeOff(who, `task-${winner}`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Body>().data).toMatchObject({ replayed: true, charged: 4 });
    expect(await balanceOf(ctx, who.user.id)).toBe(0);
    expect(await ledgerOf(ctx, who.user.id)).toHaveLength(5);
  });

  it("replaying an idempotency key, even concurrently, spends once", async () => {
    const who = await signIn(ctx, { aiCredits: 12 });
    const credits = service(ctx);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => credits.spend({ userId: who.user.id, amount: 4, kind: "text2img", reason: "task", reference: "t-1" })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await balanceOf(ctx, who.user.id)).toBe(8);
  });

  it("a failed task's refund restores the balance exactly once, even reported twice", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const credits = service(ctx);
    const spent = await credits.spend({ userId: who.user.id, amount: 4, kind: "aiimage", reason: "task", reference: "failing-task" });
    expect(await balanceOf(ctx, who.user.id)).toBe(6);
    const [first, second] = await Promise.all([
      credits.refund({ userId: who.user.id, spendId: spent.entry.id }),
      credits.refund({ userId: who.user.id, idempotencyKey: "task:failing-task" }),
    ]);
    const third = await credits.refund({ userId: who.user.id, spendId: spent.entry.id });
    expect(await balanceOf(ctx, who.user.id)).toBe(10);
    expect([first?.replayed, second?.replayed].filter((r) => r === false)).toHaveLength(1);
    expect(third.replayed).toBe(true);
    expect(third.entry).toMatchObject({ amount: 4, balanceAfter: 10, refundOf: spent.entry.id, reason: "refund" });
    const rows = await ledgerOf(ctx, who.user.id);
    expect(rows.filter((r) => r.refundOf === spent.entry.id)).toHaveLength(1);
    await expect(credits.refund({ userId: who.user.id, spendId: third.entry.id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const other = await signIn(ctx);
    await expect(credits.refund({ userId: other.user.id, spendId: spent.entry.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a Pro member who is short has run out for this month", async () => {
    const who = await signIn(ctx, { aiCredits: 3, vip: true });
    const response = await writeOff(who, "pro-task");
    expect(response.statusCode).toBe(403);
    expect(response.json<Body>()).toMatchObject({ error: "AI_CREDITS_MONTH", msg: "You have run out of AI credits for this month!" });
  });

  it("the ledger is append-only", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    await writeOff(who, "append-only");
    await expect(ctx.database.db.update(creditLedger).set({ amount: 100 }).where(eq(creditLedger.userId, who.user.id))).rejects.toThrow();
  });

  it("grants: registration and Pro monthly once, admin grants through the route", async () => {
    const who = await signIn(ctx);
    const credits = service(ctx);
    await credits.grantRegistration(who.user.id);
    await credits.grantRegistration(who.user.id);
    expect(await balanceOf(ctx, who.user.id)).toBe(24);
    const month = await credits.grantProMonthly(who.user.id, { renewal: false, month: "2026-11" });
    const again = await credits.grantProMonthly(who.user.id, { renewal: true, month: "2026-11" });
    expect(again.replayed).toBe(true);
    expect(month.entry.kind).toBe(1);
    const next = await credits.grantProMonthly(who.user.id, { renewal: true, month: "2026-12" });
    expect(next.entry.kind).toBe(6);
    expect(await balanceOf(ctx, who.user.id)).toBe(24 + 500 + 500);

    const admin = await signIn(ctx, { isAdmin: true });
    const payload = { email: who.user.email, amount: 7, note: "support", requestId: "grant-request-1" };
    const refused = await ctx.app.inject({ method: "POST", url: "/api/admin/credits/grant", headers: who.headers, payload });
    expect(refused.statusCode).toBe(403);
    const granted = await ctx.app.inject({ method: "POST", url: "/api/admin/credits/grant", headers: admin.headers, payload });
    const twice = await ctx.app.inject({ method: "POST", url: "/api/admin/credits/grant", headers: admin.headers, payload });
    expect(granted.statusCode).toBe(200);
    expect(twice.json<Body>().data).toMatchObject({ replayed: true });
    expect(await balanceOf(ctx, who.user.id)).toBe(1031);
    const [manual] = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, who.user.id), eq(creditLedger.kind, 2)));
    expect(manual).toMatchObject({ amount: 7, actorId: admin.user.id, note: "support" });
  });

  it("pages the signed-in user's history, newest first, with refunds marked", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    for (let i = 0; i < 3; i += 1) await writeOff(who, `h-${i}`);
    const spent = await service(ctx).spend({ userId: who.user.id, amount: 2, kind: "matting", reason: "ai.matting", reference: "h-x" });
    await service(ctx).refund({ userId: who.user.id, spendId: spent.entry.id });
    const page1 = await ctx.app.inject({ url: "/api/credits/history?page=1&size=2", headers: who.headers });
    const data = page1.json<{ data: { items: Array<Record<string, unknown>>; total: number; more: boolean } }>().data;
    expect(data.total).toBe(5);
    expect(data.more).toBe(true);
    expect(data.items[0]).toMatchObject({ reason: "refund", amount: 2, kindName: "matting" });
    expect(data.items[1]).toMatchObject({ reason: "ai.matting", amount: -2, refunded: true });
    const page3 = await ctx.app.inject({ url: "/api/credits/history?page=3&size=2", headers: who.headers });
    expect(page3.json<{ data: { items: unknown[]; more: boolean } }>().data).toMatchObject({ more: false });
    expect(page3.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(1);
    expect((await ctx.app.inject({ url: "/api/credits/history" })).statusCode).toBe(401);
  });
});

describe("credits: daily quotas and downloads", () => {
  let ctx: TestContext;
  // 23:30 in Shanghai on the 22nd; the quota day ends at 16:00 UTC.
  let time = new Date("2026-11-22T15:30:00Z");
  beforeAll(async () => {
    ctx = await createTestApp(
      { credits: { ...defaultCreditsConfig, quotaTimeZone: "Asia/Shanghai", freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 } },
      { now: () => time },
    );
  });
  afterAll(() => ctx.close());

  const credits = () => service(ctx, () => time);
  const post = (who: SignedIn, id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/ai-design/write-off/${id}`, headers: who.headers, payload });

  it("free AI credits run out for the day and come back at the configured midnight", async () => {
    time = new Date("2026-11-22T15:30:00Z");
    const who = await signIn(ctx);
    for (let i = 0; i < 2; i += 1) {
      const r = await post(who, `m-${i}`, { type: "ai", name: "aiimage" });
      expect(r.json<Body>().data).toMatchObject({ source: "free_quota", charged: 4 });
    }
    const stopped = await post(who, "m-4", { type: "ai", name: "aiimage" });
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json<Body>()).toMatchObject({ error: "FREE_AI_LIMIT", msg: "Free AI credits reached for today!" });
    const info = await ctx.app.inject({ url: "/api/ai-design/quotas/ai-logo/info", headers: who.headers });
    // The free AI credits are gone; background removal still has today's free AI cutouts (spent before credits).
    expect(info.json<Body>().data).toMatchObject({
      name: "matting",
      cost: 2,
      leftQuotas: 3,
      freeCredits: 0,
      freeCutouts: 3,
      freeCutoutsPerDay: 3,
      day: "2026-11-22",
    });

    time = new Date("2026-11-22T15:59:59Z");
    expect((await post(who, "m-5", { type: "ai", name: "aiimage" })).statusCode).toBe(403);
    time = new Date("2026-11-22T16:00:00Z");
    const reset = await post(who, "m-6", { type: "ai", name: "aiimage" });
    expect(reset.statusCode).toBe(200);
    const left = await ctx.app.inject({ url: "/api/ai-design/quotas/left", headers: who.headers });
    expect(left.json<Body>().data).toMatchObject({ name: "aidesign.ai-logo.generate-image", cost: 4, leftQuotas: 1 });
  });

  it("concurrent requests never go past the free allowances", async () => {
    time = new Date("2026-11-25T02:00:00Z");
    const who = await signIn(ctx);
    const ai = await Promise.all(Array.from({ length: 20 }, (_, i) => post(who, `c-ai-${i}`, { type: "ai", name: "aiimage" })));
    expect(ai.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(new Set(ai.filter((r) => r.statusCode === 403).map((r) => r.json<Body>().error))).toEqual(new Set(["FREE_AI_LIMIT"]));
    const downloads = await Promise.all(Array.from({ length: 10 }, (_, i) => post(who, `c-dl-${i}`, { type: "download", format: "png" })));
    expect(downloads.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(new Set(downloads.filter((r) => r.statusCode === 403).map((r) => r.json<Body>().error))).toEqual(new Set(["FREE_DOWNLOAD_LIMIT"]));
    const quotas = await ctx.app.inject({ url: "/api/getDownloadQuotas", headers: who.headers });
    expect(quotas.json<Body>().data).toMatchObject({ used: 3, left: 0 });
  });

  it("refunding a free-allowance spend gives that day's allowance back", async () => {
    time = new Date("2026-11-23T02:00:00Z");
    const who = await signIn(ctx);
    const spent = await credits().chargeAi({ userId: who.user.id, amount: 8, kind: "aiimage", reason: "task", reference: "free-fail" });
    expect(spent.entry).toMatchObject({ balance: "free_daily", balanceAfter: 0 });
    await credits().refund({ userId: who.user.id, spendId: spent.entry.id });
    await credits().refund({ userId: who.user.id, spendId: spent.entry.id });
    const info = await ctx.app.inject({ url: "/api/ai-design/quotas/info?name=aidesign.ai-logo.generate-image", headers: who.headers });
    expect(info.json<Body>().data).toMatchObject({ freeCredits: 8, leftQuotas: 2 });
  });

  it("free downloads: 3 a day, then credits, then the limit; the same file again is free; reset next day", async () => {
    time = new Date("2026-11-24T01:00:00Z");
    const who = await signIn(ctx, { aiCredits: 5 });
    for (let i = 0; i < 3; i += 1) {
      const r = await post(who, `logo-${i}`, { type: "download", format: "png" });
      expect(r.json<Body>().data).toMatchObject({ source: "free_quota", charged: 0 });
    }
    const quotas = await ctx.app.inject({ url: "/api/getDownloadQuotas", headers: who.headers });
    expect(quotas.json<Body>().data).toMatchObject({ left: 0, used: 3, perDay: 3, unlimited: false, costs: { jpg: 2, png: 2, svg: 5 } });
    const paid = await post(who, "logo-3", { type: "download", format: "svg" });
    expect(paid.json<Body>().data).toMatchObject({ source: "credits", charged: 5, aiCredits: 0 });
    const again = await post(who, "logo-3", { type: "download", format: "svg" });
    expect(again.json<Body>().data).toMatchObject({ source: "paid", charged: 0 });
    const stopped = await post(who, "logo-4", { type: "download", format: "jpg" });
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json<Body>()).toMatchObject({ error: "FREE_DOWNLOAD_LIMIT", msg: "Free downloads reached for today!" });
    time = new Date("2026-11-24T16:00:00Z");
    expect((await post(who, "logo-4", { type: "download", format: "jpg" })).json<Body>().data).toMatchObject({ source: "free_quota" });
  });

  it("Pro downloads without limit, designers and admins bypass, Pro-only templates stop free users", async () => {
    const pro = await signIn(ctx, { vip: true });
    const designer = await signIn(ctx, { designerType: 1 });
    const admin = await signIn(ctx, { isAdmin: true });
    const free = await signIn(ctx);
    for (let i = 0; i < 5; i += 1) expect((await post(pro, `p-${i}`, { type: "download", format: "svg" })).json<Body>().data).toMatchObject({ source: "pro" });
    expect((await post(designer, "d", { type: "download", format: "svg" })).json<Body>().data).toMatchObject({ source: "bypass" });
    expect((await ctx.app.inject({ url: "/api/getDownloadQuotas", headers: admin.headers })).json<Body>().data).toMatchObject({
      unlimited: true,
      reason: "bypass",
      left: null,
    });
    await expect(credits().chargeDownload(free.user, "pro-template", "png", true)).rejects.toMatchObject({
      code: "PRO_TEMPLATE",
      message: "This template is for PRO only!",
    });
    expect((await credits().chargeDownload(pro.user, "pro-template", "png", true)).source).toBe("pro");
  });

  it("publishes the cost table in force, with the operator's overrides", async () => {
    const custom = await createTestApp({ credits: { ...defaultCreditsConfig, costs: resolveCreditCosts({ kinds: { matting: 3 }, download: { svg: 6 } }) } });
    try {
      const body = (await custom.app.inject({ url: "/api/credits/costs" })).json<Body>();
      expect(body.data).toMatchObject({
        costs: { aiImage: 4, minimumImageCharge: 4, aiEdit: 4, download: { jpg: 2, png: 2, svg: 6 }, kinds: { matting: 3, vector: 4 } },
        registerGrant: 24,
        proMonthlyCredits: 500,
      });
      const who = await signIn(custom);
      const info = await custom.app.inject({ url: "/api/ai-design/quotas/ai-logo/info", headers: who.headers });
      expect(info.json<Body>().data).toMatchObject({ cost: 3 });
    } finally {
      await custom.close();
    }
  });

  it("validates input and needs a signed-in user", async () => {
    const who = await signIn(ctx);
    expect((await ctx.app.inject({ url: "/api/ai-design/quotas/info?name=nope", headers: who.headers })).statusCode).toBe(404);
    expect((await post(who, "x", { type: "ai", name: "register" })).statusCode).toBe(400);
    // A tool whose feature does not work here takes nothing (the provider-only cartoon avatar offline): refused before any charge.
    const tool = await post(who, "x", { type: "ai", name: "cartoonProfile" });
    expect(tool.statusCode).toBe(404);
    expect(tool.json<Body>()).toMatchObject({ error: "FEATURE_UNAVAILABLE" });
    expect((await post(who, "x", { type: "download", format: "gif" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/api/getDownloadQuotas" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/ai-design/quotas/left" })).statusCode).toBe(401);
    const summary = await ctx.app.inject({ url: "/api/credits/summary", headers: who.headers });
    expect(summary.json<Body>().data).toMatchObject({ ai_credits: 0, freeCredits: 8, pro: false, downloadQuotas: 3 });
  });
});
