import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { createTestApp, type TestContext } from "../../../test/helper";
import { passwordResetMessage, signInMessage, smsCodeMessage } from "./mail-messages";
import type { MailTransport } from "./mailer";

describe("mail messages", () => {
  it("exist in English and Chinese, as HTML and text, escaping what they quote", () => {
    for (const build of [signInMessage, passwordResetMessage]) {
      const en = build({ to: "a@example.test", link: "http://x/?a=1&b=2#signin=s", code: "012345", language: "en" });
      const zh = build({ to: "a@example.test", link: "http://x/", code: "012345", language: "zh" });
      expect(en.subject).not.toBe(zh.subject);
      expect(zh.text).toMatch(/[\u4e00-\u9fff]/);
      expect(en.text).not.toMatch(/[\u4e00-\u9fff]/);
      expect(en.html).toContain("a=1&amp;b=2");
      expect(en.text).toContain("012345");
      expect(zh.html).toContain("012345");
    }
    expect(smsCodeMessage({ to: "13800000000", code: "123456", language: "zh" }).text).toContain("您的验证码是 123456");
  });
});

describe("mailer and the development mailbox", () => {
  let ctx: TestContext;
  const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off" });
  });
  afterAll(() => ctx.close());

  it("shows outbox messages at /dev/mailbox with clickable links", async () => {
    const email = `mailbox.${process.pid}.${Date.now()}@example.test`;
    await ctx.app.inject({ method: "POST", url: "/api/auth/sign-in/request", payload: { email, lang: "en" } });
    const page = await ctx.app.inject({ method: "GET", url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toMatch(/<a href="http:\/\/localhost(:\d+)?\/\?lang=en#signin=[\w-]+">/);
    const list = (await ctx.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as { data: { id: number }[] };
    const html = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${list.data[0]?.id}.html` });
    expect(html.headers["content-security-policy"]).toContain("sandbox");
    expect(html.body).toContain("Sign in");
  });

  it("sends through SMTP when configured and marks the message delivered", async () => {
    const { buildApp } = await import("../../app");
    const app = await buildApp(
      { ...ctx.config },
      { database: ctx.database, storage: ctx.storage, mailTransport: { sendMail: async (mail) => void sent.push(mail) } },
    );
    const email = `smtp.${process.pid}.${Date.now()}@example.test`;
    const response = await app.inject({ method: "POST", url: "/api/auth/sign-in/request", payload: { email, lang: "zh" } });
    expect(response.statusCode).toBe(200);
    expect(sent.at(-1)).toMatchObject({ to: email, subject: "您的登录链接" });
    expect(sent.at(-1)?.html).toContain("<a href=");
    // The outbox keeps the row, marked delivered; with SMTP it is not readable over HTTP at all.
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(row?.delivered).toBe(true);
    expect((await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).statusCode).toBe(404);
    await app.close();
  });

  it("has no mailbox in production", async () => {
    const production = await createTestApp({ env: "production" });
    expect((await production.app.inject({ method: "GET", url: "/api/dev/outbox" })).statusCode).toBe(404);
    // The SPA fallback may answer the path, but never with the mailbox.
    expect((await production.app.inject({ method: "GET", url: "/dev/mailbox" })).body).not.toContain("Mailbox");
    await production.close();
  });
});
