import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { outbox } from "../../db/accounts.schema";
import { adminCommands } from "../../admin/admin-commands";
import { runAdmin } from "../../admin/run-admin";
import { buy, finishedLogo, userRow, type Body } from "../payments/payments-fixtures";

type Answer = { status: string; reply: string; designer: string | null };
type Order = { orderId: string; request: string; buyer: string | null; revisionsUsed: number; revisionsMax: number; open: boolean; answers: Answer[] };

describe("designer role: grants, designer-fix orders and their answers", () => {
  let ctx: TestContext;
  let clock = new Date();
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const list = (who: SignedIn, query = "") => ctx.app.inject({ method: "GET", url: `/api/designer/orders${query}`, headers: who.headers });
  const answer = (who: SignedIn, orderId: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/designer/orders/${orderId}/answers`, headers: who.headers, payload });
  const grant = (who: SignedIn, email: string, designer: boolean) =>
    ctx.app.inject({ method: "POST", url: "/api/admin/designers", headers: who.headers, payload: { email, designer } });

  it("lets an admin grant and revoke the role; GET /api/getUserDesignerType answers the user and admins only", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const someone = await signIn(ctx);
    const stranger = await signIn(ctx);
    expect((await grant(someone, stranger.user.email ?? "", true)).statusCode).toBe(403);
    const granted = await grant(admin, (someone.user.email ?? "").toUpperCase(), true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<Body<{ designer_type: number }>>().data.designer_type).toBe(1);
    const listed = await ctx.app.inject({ method: "GET", url: "/api/admin/designers", headers: admin.headers });
    expect(listed.json<Body<{ items: { id: number }[] }>>().data.items.map((user) => user.id)).toContain(someone.user.id);
    const type = (who: SignedIn, userId: number) => ctx.app.inject({ method: "GET", url: `/api/getUserDesignerType/${userId}`, headers: who.headers });
    expect((await type(someone, someone.user.id)).json<Body<{ designer_type: number }>>().data.designer_type).toBe(1);
    expect((await type(admin, someone.user.id)).json<Body<{ designer_type: number }>>().data.designer_type).toBe(1);
    expect((await type(stranger, someone.user.id)).statusCode).toBe(403);
    expect((await grant(admin, "nobody-here@example.test", true)).statusCode).toBe(404);
    expect((await grant(admin, "not an e-mail", true)).statusCode).toBe(400);
    expect((await grant(admin, someone.user.email ?? "", false)).statusCode).toBe(200);
    expect((await userRow(ctx, someone.user.id)).designerType).toBe(0);
  });

  it("grants and revokes by `npm run admin -- designer grant|revoke EMAIL`", async () => {
    const { user } = await signIn(ctx);
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runAdmin(argv, adminCommands, { config: ctx.config, database: ctx.database, out: (line) => lines.push(line) });
      return { code, output: lines.join("\n") };
    };
    expect(await run("designer", "grant", user.email ?? "")).toMatchObject({ code: 0, output: expect.stringContaining("is now a designer") });
    expect((await userRow(ctx, user.id)).designerType).toBe(1);
    expect((await run("designer", "revoke", user.email ?? "")).code).toBe(0);
    expect((await userRow(ctx, user.id)).designerType).toBe(0);
    expect((await run("designer", "grant", "nobody-else@example.test")).code).toBe(1);
    expect(await run("designer", "promote", user.email ?? "")).toMatchObject({ code: 1, output: "usage: designer grant|revoke <email>" });
  });

  it("shows paid designer-fix orders to designers only; answers reach the buyer; 3 revisions within 3 days", async () => {
    clock = new Date();
    const buyer = await signIn(ctx, { language: "en" });
    const designer = await signIn(ctx, { designerType: 1 });
    const customer = await signIn(ctx);
    const designId = await finishedLogo(ctx, buyer);
    const orderId = await buy(ctx, buyer, { product: "designer-fix", designId, request: "Make the cup larger, please" });

    expect((await list(customer)).statusCode).toBe(403);
    expect((await answer(customer, orderId, { status: "working", reply: "hi" })).statusCode).toBe(403);
    const open = await list(designer);
    expect(open.statusCode).toBe(200);
    const mine = open.json<Body<{ items: Order[] }>>().data.items.find((item) => item.orderId === orderId);
    expect(mine).toMatchObject({ request: "Make the cup larger, please", buyer: buyer.user.email, revisionsUsed: 0, revisionsMax: 3, open: true });

    expect((await answer(designer, orderId, { status: "revision", reply: "" })).statusCode).toBe(400);
    expect((await answer(designer, orderId, { status: "finished", reply: "x" })).statusCode).toBe(400);
    const first = await answer(designer, orderId, { status: "working", reply: "Working on a larger cup <b>now</b>" });
    expect(first.statusCode).toBe(200);
    for (let i = 1; i <= 3; i += 1) {
      const revised = await answer(designer, orderId, { status: "revision", reply: `Revision ${i} is on your logo page` });
      expect(revised.json<Body<Order>>().data.revisionsUsed).toBe(i);
    }
    const fourth = await answer(designer, orderId, { status: "revision", reply: "One more" });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<Body<null>>()).toMatchObject({ error: "DESIGNER_FIX_CLOSED", msg: "At most 3 revisions." });

    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, buyer.user.email ?? ""));
    const answers = mails.filter((mail) => mail.subject === `Your designer fix (order ${orderId})`);
    expect(answers).toHaveLength(4);
    expect(answers[0]?.textBody).toContain("Working on a larger cup <b>now</b>");
    expect(answers[0]?.htmlBody).toContain("&lt;b&gt;now&lt;/b&gt;");
    expect(answers[3]?.textBody).toContain("Revisions used: 3 of 3.");
    expect(answers[3]?.textBody).toContain(`/download?logo=${encodeURIComponent(designId)}`);

    const done = await answer(designer, orderId, { status: "done", reply: "All done" });
    expect(done.json<Body<Order>>().data.open).toBe(false);
    expect((await answer(designer, orderId, { status: "working", reply: "again" })).json<Body<null>>().error).toBe("DESIGNER_FIX_CLOSED");
  });

  it("takes no answers after 3 days; an admin sees the orders too; other orders are not designer fixes", async () => {
    clock = new Date();
    const buyer = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const designId = await finishedLogo(ctx, buyer);
    const orderId = await buy(ctx, buyer, { product: "designer-fix", designId, request: "Bolder letters" });
    const credits = await buy(ctx, buyer, { product: "credits-50" });
    const all = (await list(admin, "?filter=all&size=50")).json<Body<{ items: Order[] }>>().data.items.map((item) => item.orderId);
    expect(all).toContain(orderId);
    expect(all).not.toContain(credits);
    expect((await answer(admin, credits, { status: "working", reply: "x" })).statusCode).toBe(404);

    clock = new Date(clock.getTime() + 3 * 24 * 3600_000 + 60_000);
    const late = await answer(admin, orderId, { status: "revision", reply: "Too late" });
    expect(late.json<Body<null>>()).toMatchObject({ error: "DESIGNER_FIX_CLOSED", msg: "Answers are taken within 3 days of payment." });
    const recent = (await list(admin)).json<Body<{ items: Order[] }>>().data.items.map((item) => item.orderId);
    expect(recent).not.toContain(orderId);
    const old = (await list(admin, "?filter=all&size=50")).json<Body<{ items: Order[] }>>().data.items.find((item) => item.orderId === orderId);
    expect(old?.open).toBe(false);
  });
});
