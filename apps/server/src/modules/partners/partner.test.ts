import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { creditLedger, users } from "../../db/schema";
import { ProviderError, type ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "../tasks/tasks.worker";

const ACME_KEY = "acme-test-key-0123456789abcdef0123456789";
const OTHER_KEY = "other-test-key-0123456789abcdef012345678";
const broken: ImageProvider = {
  name: "broken",
  models: ["broken-model"],
  paid: false,
  generate: async () => Promise.reject(new ProviderError("rejected", "The vendor said no.")),
};

type UserData = { id: number; ai_credits: number; partner: string | null; email_verified: boolean };

describe("partner sessions (SDK iframe mode)", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  const unique = `${process.pid}.${Date.now()}`;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: "test" });
    ctx = await createTestApp(
      {
        partners: [
          { name: "acme", key: ACME_KEY },
          { name: "other", key: OTHER_KEY },
        ],
        // No free allowance and no registration grant: every paid action would hit a limit.
        credits: { ...base.credits, freeAiCreditsPerDay: 0, freeDownloadsPerDay: 0, registerGrant: 0 },
        taskTimeoutMs: 30_000,
      },
      { extraProviders: [broken] },
    );
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const partnerSession = (key: string | undefined, email: string) =>
    ctx.app.inject({ method: "POST", url: "/api/partner/session", headers: key ? { apikey: key } : {}, payload: { email, name: "Pat" } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) => (await ctx.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).json<{ data: UserData }>().data;
  const ledgerOf = (userId: number) => ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);

  it("refuses a missing or unknown key, and a bad e-mail", async () => {
    expect((await partnerSession(undefined, `a.${unique}@example.test`)).statusCode).toBe(401);
    const wrong = await partnerSession("x".repeat(40), `a.${unique}@example.test`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: "UNAUTHORIZED", msg: "Unknown partner key." });
    expect((await partnerSession(ACME_KEY, "not-an-email")).statusCode).toBe(400);
  });

  it("signs a partner's user in: the login shape, a verified account of the partner, /api/user names the partner", async () => {
    const email = `pat.${unique}@example.test`;
    const res = await partnerSession(ACME_KEY, email);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; msg: string; data: { token: string; user: UserData; logo: null } }>();
    expect(body).toMatchObject({ code: 200, msg: "Login successful", data: { logo: null, user: { partner: "acme", email_verified: true } } });
    // No session cookie: the call comes from the partner's server, the iframe gets the token.
    expect(String(res.headers["set-cookie"] ?? "")).not.toContain("sid=");
    const user = await me(body.data.token);
    expect(user).toMatchObject({ partner: "acme", ai_credits: 0 });
    // Signing the same user in again opens another session on the same account.
    const again = (await partnerSession(ACME_KEY, email.toUpperCase())).json<{ data: { user: UserData } }>();
    expect(again.data.user.id).toBe(user.id);
  });

  it("never signs in an account the partner did not make, nor a blocked one", async () => {
    const siteUser = await signIn(ctx);
    const taken = await partnerSession(ACME_KEY, siteUser.user.email ?? "");
    expect(taken.statusCode).toBe(409);
    const email = `theirs.${unique}@example.test`;
    expect((await partnerSession(OTHER_KEY, email)).statusCode).toBe(200);
    expect((await partnerSession(ACME_KEY, email)).statusCode).toBe(409);
    await ctx.database.db.update(users).set({ blacklistedAt: new Date() }).where(eq(users.email, email));
    expect((await partnerSession(OTHER_KEY, email)).json()).toMatchObject({ error: "BLACKLISTED" });
  });

  it("skips the credit limits in a partner session and meters the partner once, while the same user's own session is limited", async () => {
    const email = `meter.${unique}@example.test`;
    const { data } = (await partnerSession(ACME_KEY, email)).json<{ data: { token: string; user: UserData } }>();
    const userId = data.user.id;
    const writeOff = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: `/api/ai-design/write-off/${id}`, headers, payload });

    const ai = await writeOff(bearer(data.token), "item-1", { type: "ai", name: "aiimage" });
    expect(ai.statusCode).toBe(200);
    expect(ai.json()).toMatchObject({ data: { charged: 4, source: "partner", replayed: false } });
    expect((await writeOff(bearer(data.token), "item-1", { type: "ai", name: "aiimage" })).json()).toMatchObject({ data: { replayed: true } });
    const svg = await writeOff(bearer(data.token), "logo-1", { type: "download", format: "svg" });
    expect(svg.json()).toMatchObject({ data: { charged: 5, source: "partner" } });
    expect((await writeOff(bearer(data.token), "logo-1", { type: "download", format: "svg" })).json()).toMatchObject({ data: { charged: 0, source: "paid" } });

    // The same person without the partner's session: a client flag changes nothing.
    const own = await signIn(ctx, { aiCredits: 0 });
    const limited = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/write-off/item-2?sdk=1",
      headers: { ...own.headers, "x-sdk-mode": "1" },
      payload: { type: "ai", name: "aiimage", sdk: true },
    });
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toMatchObject({ error: "AI_LIMIT" });

    const rows = await ledgerOf(userId);
    expect(rows.map((r) => [r.balance, r.amount, r.partner, r.reason])).toEqual([
      ["partner", -4, "acme", "ai.aiimage"],
      ["partner", -5, "acme", "download.svg"],
    ]);
    expect((await me(data.token)).ai_credits).toBe(0);
  });

  it("a task in a partner session is metered to the partner, and a failed one is refunded to the partner once", async () => {
    const { data } = (await partnerSession(ACME_KEY, `task.${unique}@example.test`)).json<{ data: { token: string; user: UserData } }>();
    const submit = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/4o-image/generate-image",
      headers: bearer(data.token),
      payload: { prompt: "a fox", model: "broken-model", nVariants: 1 },
    });
    expect(submit.statusCode).toBe(200);
    const taskId = submit.json<{ data: string }>().data;
    let status = "GENERATING";
    for (let i = 0; i < 200 && status === "GENERATING"; i++) {
      await worker.tick();
      await worker.drain();
      status = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: bearer(data.token) })).json<{
        data: { status: string };
      }>().data.status;
    }
    expect(status).toBe("GENERATE_FAILED");
    // A second failure report refunds nothing more.
    await ctx.app.services.credits.refund({ userId: data.user.id, idempotencyKey: `task:${taskId}` });
    const rows = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, data.user.id), eq(creditLedger.reference, taskId)))
      .orderBy(creditLedger.id);
    expect(rows.map((r) => [r.balance, r.amount, r.partner])).toEqual([
      ["partner", -4, "acme"],
      ["partner", 4, "acme"],
    ]);
    expect((await me(data.token)).ai_credits).toBe(0);
  });
});
