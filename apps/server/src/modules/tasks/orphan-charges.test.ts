import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { refundOrphanChargesJob } from "../../jobs/refund-orphan-charges.job";

/**
 * Issue 20: a submit charges before it stores the task; an API process killed in between (the 2 + 2
 * process test kills one mid-run) left a charge no task would ever refund. The sweep gives it back.
 */
describe("task charges without a task", () => {
  let ctx: TestContext;
  let time = Date.now();
  const now = () => new Date(time);
  beforeAll(async () => {
    ctx = await createTestApp({}, { now });
  });
  afterAll(async () => ctx.close());

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const sweep = () => ctx.app.services.tasks.refundOrphanCharges({ graceMs: 10 * 60_000, windowMs: 7 * 24 * 3_600_000, limit: 100 });

  it("refunds a charge whose task row was never written, once it is 10 minutes old, exactly once; a charged task is left alone", async () => {
    const { user } = await signIn(ctx, { aiCredits: 20 });
    // A submit that got as far as the charge (what tasks.submit does first), then its process died.
    const lost = randomUUID();
    await ctx.app.services.credits.chargeAi({ userId: user.id, amount: 4, kind: "aiimage", reason: "task", reference: lost, idempotencyKey: `task:${lost}` });
    // A submit that completed: charged and stored.
    const kept = await ctx.app.services.tasks.submit(user, {
      kind: "image.generate",
      provider: "local",
      model: "local",
      input: { prompt: "a lake", count: 1, aspect: "1:1", references: [], purpose: "image" },
      cost: 4,
      deadlineMs: 60_000,
    });
    expect(await balance(user.id)).toBe(12);

    // Too young: a submit may still be between its charge and its insert.
    await sweep();
    expect(await balance(user.id)).toBe(12);

    time += 11 * 60_000;
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await balance(user.id)).toBe(16);
    const refunds = await ctx.database.db
      .select({ reference: creditLedger.reference, amount: creditLedger.amount })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, "refund")));
    expect(refunds).toEqual([{ reference: lost, amount: 4 }]);
    expect(kept.refunded).toBe(false);

    // The worker role's periodic job runs the same sweep: nothing is refunded twice.
    await refundOrphanChargesJob(ctx.app.services.tasks).run(new AbortController().signal);
    expect(await balance(user.id)).toBe(16);
  });
});
