import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { adminCommands } from "../../admin/admin-commands";
import { runAdmin } from "../../admin/run-admin";
import { couponRedemptions, coupons } from "./payments.schema";
import { buy, createOrder, userRow, type Body } from "./payments-fixtures";

/** Unique per run: test files share one PostgreSQL database under npm run test:pg. */
const tag = `${process.pid % 1000}${Date.now() % 100000}`;
const codeOf = (prefix: string) => `${prefix}${tag}`.slice(0, 20);

describe("payments: coupons", () => {
  let ctx: TestContext;
  let admin: SignedIn;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const create = (who: SignedIn, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/admin/coupons", headers: who.headers, payload });
  const checkCode = (who: SignedIn, code: string) =>
    ctx.app.inject({ method: "GET", url: `/api/payment/coupons/${encodeURIComponent(code)}`, headers: who.headers });
  const uses = async (code: string) => (await ctx.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.uses;

  it("admins create codes with the spec's rules and messages", async () => {
    const member = await signIn(ctx);
    expect((await create(member, { code: codeOf("NOPE"), percentOff: 10 })).statusCode).toBe(403);
    const code = codeOf("SPRING");
    const made = await create(admin, { code, percentOff: 15 });
    expect(made.statusCode).toBe(200);
    expect(made.json<Body<unknown>>().data).toEqual({ code, percentOff: 15, returnCustomersOnly: false });
    const taken = await create(admin, { code: code.toLowerCase(), percentOff: 20 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Body<null>>()).toMatchObject({ error: "COUPON_TAKEN", msg: "Code already exist, please choose a different one!" });
    expect((await create(admin, { code: "", percentOff: 5 })).json<Body<null>>()).toMatchObject({ error: "COUPON_REQUIRED", msg: "Coupon code is required." });
    expect((await create(admin, { code: "abc", percentOff: 5 })).json<Body<null>>()).toMatchObject({
      error: "COUPON_LENGTH",
      msg: "Coupon code must be between 4 and 20 characters",
    });
    expect((await create(admin, { code: "a".repeat(21), percentOff: 5 })).json<Body<null>>().error).toBe("COUPON_LENGTH");
    expect((await create(admin, { code: "ab cd", percentOff: 5 })).json<Body<null>>()).toMatchObject({ error: "COUPON_INVALID", msg: "Invalid code!" });
    expect((await create(admin, { code: codeOf("ZERO"), percentOff: 0 })).statusCode).toBe(400);
  });

  it("a checked code answers its percent; an unknown one is 'Invalid code!'", async () => {
    const member = await signIn(ctx);
    const code = codeOf("CHECK");
    await create(admin, { code, percentOff: 25 });
    const good = await checkCode(member, code.toLowerCase());
    expect(good.statusCode).toBe(200);
    expect(good.json<Body<{ percentOff: number }>>().data.percentOff).toBe(25);
    expect((await checkCode(member, codeOf("MISSING"))).json<Body<null>>()).toMatchObject({ error: "COUPON_INVALID", msg: "Invalid code!" });
    expect((await checkCode(member, "abc")).json<Body<null>>().error).toBe("COUPON_LENGTH");
  });

  it("takes the percent off the order and counts one use per paid order, not per notification", async () => {
    const member = await signIn(ctx);
    const code = codeOf("PCT");
    await create(admin, { code, percentOff: 15 });
    const created = await createOrder(ctx, member, { product: "credits-50", coupon: code });
    expect(created.body.data.amount).toBe(499 - 75);
    expect(await uses(code)).toBe(0);
    await buy(ctx, member, { product: "credits-100", coupon: code });
    expect(await uses(code)).toBe(1);
    // The unpaid order never counts; paying it later counts it once.
    const orderId = created.body.data.orderId;
    const sandbox = ctx.app.services.paymentProviders.sandbox;
    if (!sandbox) throw new Error("sandbox off");
    const signed = sandbox.sign({ type: "paid", eventId: `evt_coupon_${orderId}`, orderId, providerRef: `sbx_${orderId}`, amount: 424, currency: "USD" });
    for (let i = 0; i < 3; i += 1)
      await ctx.app.inject({ method: "POST", url: "/api/payment/webhook/sandbox", headers: signed.headers as Record<string, string>, payload: signed.rawBody });
    expect(await uses(code)).toBe(2);
    expect(
      await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.code, code)),
    ).toEqual([{ n: 2 }]);
  });

  it("'return customers only' needs an earlier paid order; a 100 % code pays at once; max uses ends a code", async () => {
    const newcomer = await signIn(ctx);
    const loyal = codeOf("LOYAL");
    await create(admin, { code: loyal, percentOff: 100, returnCustomersOnly: true, maxUses: 1 });
    expect((await checkCode(newcomer, loyal)).json<Body<null>>()).toMatchObject({ error: "COUPON_INVALID", msg: "Invalid code!" });
    expect((await createOrder(ctx, newcomer, { product: "credits-50", coupon: loyal })).body.error).toBe("COUPON_INVALID");
    await buy(ctx, newcomer, { product: "credits-50" });
    expect((await checkCode(newcomer, loyal)).json<Body<{ returnCustomersOnly: boolean }>>().data.returnCustomersOnly).toBe(true);
    const free = await createOrder(ctx, newcomer, { product: "credits-100", coupon: loyal });
    expect(free.body.data).toMatchObject({ amount: 0, paid: true, checkoutUrl: null });
    expect((await userRow(ctx, newcomer.user.id)).aiCredits).toBe(150);
    expect(await uses(loyal)).toBe(1);
    expect((await checkCode(newcomer, loyal)).json<Body<null>>().error).toBe("COUPON_INVALID");
  });

  it("npm run admin -- coupon creates codes with the same rules", async () => {
    const lines: string[] = [];
    const run = (...argv: string[]) => runAdmin(argv, adminCommands, { config: ctx.config, database: ctx.database, out: (line) => lines.push(line) });
    const code = codeOf("CLI");
    expect(await run("coupon", code, "30", "--return-customers", "--max-uses", "5")).toBe(0);
    expect(lines.at(-1)).toBe(`Coupon ${code}: 30% off, return customers only, at most 5 uses.`);
    expect(await run("coupon", code, "10")).toBe(1);
    expect(lines.at(-1)).toBe("Code already exist, please choose a different one!");
    expect(await run("coupon", "ab", "10")).toBe(1);
    expect(lines.at(-1)).toBe("Coupon code must be between 4 and 20 characters");
    expect(await run("coupon", code)).toBe(1);
  });
});
