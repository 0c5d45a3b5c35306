import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessagesPage } from "@studio/contracts";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";

type Json = { code: number; data: { sent: boolean } | null; msg: string; error?: string };
type Message = { subject: string; text: string; html: string };

describe("contact forms: POST /api/system/email/send/{scene}", () => {
  let ctx: TestContext;
  let guarded: TestContext;
  const to = `contact.${process.pid}.${Date.now()}@example.test`;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off", contactEmail: to });
    guarded = await createTestApp({ captcha: "altcha" });
  });
  afterAll(async () => {
    await ctx.close();
    await guarded.close();
  });

  const ip = () => `10.66.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const send = async (scene: string, payload: object, remoteAddress = ip(), app = ctx) => {
    const response = await app.app.inject({ method: "POST", url: `/api/system/email/send/${scene}`, payload, remoteAddress });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const inbox = async () => ((await ctx.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { data: Message[] }).data;

  it("delivers each of the three forms to the contact address", async () => {
    const contact = await send("contact", {
      name: "Ada",
      email: "ada@example.test",
      subject: "Invoice",
      message: "Where is my <invoice>?",
      withdrawRequest: false,
      gtoken: "",
    });
    expect(contact).toEqual({ status: 200, body: { code: 200, data: { sent: true }, msg: "Message sent. We will get back to you ASAP!" } });
    const [mail] = await inbox();
    expect(mail?.subject).toBe("[Contact form] Invoice");
    expect(mail?.text).toContain("message: Where is my <invoice>?");
    expect(mail?.html).toContain("Where is my &lt;invoice&gt;?");
    expect(mail?.text).not.toContain("gtoken");

    expect((await send("affiliate", { account: "paypal:ada", name: "Ada", idNumber: "", email: "ada@example.test", channel: "blog" })).status).toBe(200);
    expect((await inbox())[0]?.subject).toBe("[Affiliate withdraw request] Ada");
    expect(
      (
        await send("api", {
          name: "Ada",
          email: "ada@example.test",
          apiType: "LOGO API Lite",
          product: "Shop builder",
          websiteRank: "10k",
          webhook: "https://shop.example/hook",
          needs: "Logos for shops",
        })
      ).status,
    ).toBe(200);
    expect((await inbox())[0]?.text).toContain("apiType: LOGO API Lite");
  });

  it("checks the fields in the spec's order with its messages, and refuses unknown scenes", async () => {
    const message = async (payload: object) => (await send("contact", payload)).body.msg;
    expect(await message({ name: "", email: "", subject: "", message: "" })).toBe("Subject is required.");
    expect(await message({ name: "", email: "", subject: "Hi", message: " " })).toBe("Message is required.");
    expect(await message({ name: "", email: "", subject: "Hi", message: "Hello" })).toBe("Please enter your name.");
    expect(await message({ name: "Ada", email: "", subject: "Hi", message: "Hello" })).toBe("Please enter your email.");
    expect((await send("api", { name: "Ada", email: "a@example.test", apiType: "OTHER", product: "p", websiteRank: "1", needs: "n" })).status).toBe(400);
    expect((await send("spam", { name: "Ada" })).status).toBe(400);
  });

  it("requires the bot check when it is on", async () => {
    const refused = await send("contact", { name: "Ada", email: "a@example.test", subject: "Hi", message: "Hello", gtoken: "" }, ip(), guarded);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("CAPTCHA_FAILED");
  });

  it("allows five messages an hour per client address", async () => {
    const address = ip();
    const form = { name: "Ada", email: "a@example.test", subject: "Hi", message: "Hello" };
    for (let i = 0; i < 5; i += 1) expect((await send("contact", form, address)).status).toBe(200);
    const limited = await send("contact", form, address);
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe("Too many messages from your network. Please try again in an hour.");
  });

  it("POST /api/sendContactUsEmail: the spec's contact call, the same checks and answer, a withdraw request titled as one", async () => {
    const post = async (payload: object, remoteAddress = ip()) => {
      const response = await ctx.app.inject({ method: "POST", url: "/api/sendContactUsEmail", payload, remoteAddress });
      return { status: response.statusCode, body: response.json() as Json };
    };
    expect((await post({ name: "", email: "", subject: "", message: "" })).body.msg).toBe("Subject is required.");
    expect((await post({ name: "", email: "", subject: "Hi", message: "Hello" })).body.msg).toBe("Please enter your name.");
    const sent = await post({ name: "Ada", email: "ada@example.test", subject: "Coupon AB12", message: "Please pay out", withdrawRequest: true, gtoken: "" });
    expect(sent).toEqual({ status: 200, body: { code: 200, data: { sent: true }, msg: "Message sent. We will get back to you ASAP!" } });
    const [mail] = await inbox();
    expect(mail?.subject).toBe("[Withdraw request] Coupon AB12");
    expect(mail?.text).toContain("withdrawRequest: true");
    const refused = await guarded.app.inject({
      method: "POST",
      url: "/api/sendContactUsEmail",
      payload: { name: "A", email: "a@example.test", subject: "s", message: "m" },
      remoteAddress: ip(),
    });
    expect(refused.json()).toMatchObject({ error: "CAPTCHA_FAILED" });
  });

  it("the Lite API form needs its webhook; the full API drops one sent anyway", async () => {
    const form = { name: "Ada", email: "ada@example.test", product: "Shop builder", websiteRank: "10k", needs: "Logos" };
    expect((await send("api", { ...form, apiType: "LOGO API Lite" })).body.msg).toBe("Please enter your webhook.");
    expect((await send("api", { ...form, apiType: "LOGO API", webhook: "https://x.example/hook" })).status).toBe(200);
    expect((await inbox())[0]?.text).not.toContain("webhook");
  });

  it("keeps every message (also when mail is not delivered) and lists them newest first to admins only", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const user = await signIn(ctx);
    const subject = `Kept ${Date.now()}`;
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/sendContactUsEmail",
      payload: { name: "Bo", email: "bo@example.test", subject, message: "Line one\nline two" },
      headers: user.headers,
      remoteAddress: ip(),
    });
    expect(sent.statusCode).toBe(200);
    expect((await send("affiliate", { account: "alipay:bo", name: "Bo", email: "bo@example.test", channel: `channel ${subject}` })).status).toBe(200);

    const list = await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages?page=1&size=2", headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const page = (list.json() as { data: ContactMessagesPage }).data;
    expect(page.page).toBe(1);
    expect(page.size).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list).toHaveLength(2);
    // This test's two messages, newest first. On PostgreSQL the files of one vitest worker share a
    // database, and another file's rows may carry later times (a test clock moved past a refund window).
    const all = await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages?page=1&size=100", headers: admin.headers });
    const mine = (all.json() as { data: ContactMessagesPage }).data.list.filter(
      (message) => message.subject === subject || (message.fields as { channel?: string }).channel === `channel ${subject}`,
    );
    const [affiliate, contact] = mine;
    expect(affiliate).toMatchObject({
      scene: "affiliate",
      name: "Bo",
      subject: "",
      fields: { account: "alipay:bo", channel: `channel ${subject}` },
      userId: null,
      delivered: false,
    });
    expect(contact).toMatchObject({
      scene: "contact",
      withdrawRequest: false,
      name: "Bo",
      email: "bo@example.test",
      subject,
      userId: user.user.id,
      delivered: false,
    });
    expect(contact?.fields.message).toBe("Line one\nline two");
    expect(contact?.fields).not.toHaveProperty("gtoken");
    expect(Date.parse(affiliate?.createdAt ?? "")).toBeGreaterThanOrEqual(Date.parse(contact?.createdAt ?? ""));
    const second = (await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages?page=2&size=2", headers: admin.headers })).json() as {
      data: ContactMessagesPage;
    };
    expect(second.data.list.map((m) => m.id)).not.toContain(affiliate?.id);

    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages", headers: user.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/contact-messages?size=500", headers: admin.headers })).statusCode).toBe(400);
  });
});
