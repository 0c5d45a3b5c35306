import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createUsersRepository } from "../users/users.repository";
import { defaultCreditsConfig } from "./credits.config";
import { createCreditsRepository } from "./credits.repository";
import { createCreditsService } from "./credits.service";
import { withRegistrationGrant } from "./credit-user-hooks";

describe("credits and accounts", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", credits: { ...defaultCreditsConfig, registerGrant: 24, freeDownloadsPerDay: 3 } });
  });
  afterAll(() => ctx.close());

  it("a new account gets the registration grant once (kind 4)", async () => {
    const email = `grant.${process.pid}.${Date.now()}@example.test`;
    const response = await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "long enough password" } });
    expect(response.statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.aiCredits).toBe(24);
    const rows = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user?.id ?? 0));
    expect(rows).toMatchObject([{ kind: 4, amount: 24, balanceAfter: 24, reason: "grant.register" }]);
  });

  it("first sign-in by e-mail grants, a later one does not", async () => {
    const credits = createCreditsService(createCreditsRepository(ctx.database.db), { config: ctx.config.credits });
    const repository = withRegistrationGrant(createUsersRepository(ctx.database.db), credits);
    const email = `link.${process.pid}.${Date.now()}@example.test`;
    const [first, second] = await Promise.all([repository.findOrCreateByEmail(email, "en"), repository.findOrCreateByEmail(email, "en")]);
    expect(first.id).toBe(second.id);
    await repository.findOrCreateByEmail(email, "en");
    const rows = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, first.id));
    expect(rows).toHaveLength(1);
  });

  it("first sign-in by SMS or by messaging-app QR grants once, even when two first sign-ins race", async () => {
    const credits = createCreditsService(createCreditsRepository(ctx.database.db), { config: ctx.config.credits });
    const repository = withRegistrationGrant(createUsersRepository(ctx.database.db), credits);
    const mobile = `136${String(Date.now()).slice(-8)}`;
    const [m1, m2] = await Promise.all([repository.findOrCreateByMobile(mobile), repository.findOrCreateByMobile(mobile)]);
    expect(m1.id).toBe(m2.id);
    await repository.findOrCreateByMobile(mobile);
    const openid = `hooks:${process.pid}.${Date.now()}`;
    const [w1, w2] = await Promise.all([repository.findOrCreateByWechat(openid, "微信用户"), repository.findOrCreateByWechat(openid, "微信用户")]);
    expect(w1.id).toBe(w2.id);
    await repository.findOrCreateByWechat(openid, "微信用户");
    for (const id of [m1.id, w1.id]) {
      expect(await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id))).toMatchObject([
        { kind: 4, amount: 24, reason: "grant.register" },
      ]);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.aiCredits).toBe(24);
    }
  });

  it("an account that already existed gets no grant when it signs in by SMS or QR", async () => {
    const credits = createCreditsService(createCreditsRepository(ctx.database.db), { config: ctx.config.credits });
    const mobile = `135${String(Date.now()).slice(-8)}`;
    const openid = `hooks-old:${process.pid}.${Date.now()}`;
    const plain = createUsersRepository(ctx.database.db);
    const before = [await plain.findOrCreateByMobile(mobile), await plain.findOrCreateByWechat(openid, "old")];
    const repository = withRegistrationGrant(plain, credits);
    await repository.findOrCreateByMobile(mobile);
    await repository.findOrCreateByWechat(openid, "old");
    for (const user of before) expect(await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(0);
  });

  it("GET /api/user carries today's free AI credits and download quotas", async () => {
    const who = await signIn(ctx, { aiCredits: 5 });
    const body = (await ctx.app.inject({ url: "/api/user", headers: who.headers })).json<{ data: Record<string, unknown> }>();
    expect(body.data).toMatchObject({ ai_credits: 5, freeCredits: 8, download_limit: 3, download_used: 0, download_left: 3, download_unlimited: false });
    const pro = await signIn(ctx, { vip: true });
    const proBody = (await ctx.app.inject({ url: "/api/user", headers: pro.headers })).json<{ data: Record<string, unknown> }>();
    expect(proBody.data).toMatchObject({ freeCredits: 0, download_left: null, download_unlimited: true });
  });
});
