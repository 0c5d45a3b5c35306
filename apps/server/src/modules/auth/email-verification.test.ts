import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helper";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response JSON freely
type Json = { code: number; data: any; msg: string; error?: string };
type Message = { text: string; html: string; subject: string; language: string };

let clock = new Date("2026-04-01T10:00:00Z");
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e6)}@example.test`;
const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

describe("e-mail verification on register", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off" }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: "POST", url, payload, headers, remoteAddress: randomIp() });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const user = async (token: string) =>
    ((await ctx.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } })).json() as Json).data as {
      email_verified: boolean;
    };
  const messages = async (to: string) =>
    ((await ctx.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as Json).data as Message[];
  const secretOf = (message: Message | undefined) => /#verify=([\w-]+)/.exec(message?.text ?? "")?.[1] ?? "";
  const register = async (email: string, lang: "en" | "zh") => {
    const response = await post("/api/register", { email, password: "long enough password", lang });
    expect(response.status).toBe(200);
    return response.body.data.token as string;
  };

  it("e-mails a link on register (en and zh, HTML and text); the account works unverified until the link is used, once", async () => {
    const email = uniqueEmail("verify");
    const token = await register(email, "en");
    expect(await user(token)).toMatchObject({ email_verified: false });
    const [message] = await messages(email);
    expect(message).toMatchObject({ subject: "Verify your e-mail", language: "en" });
    expect(message?.text).toContain("expires in 24 hours");
    // The configured base (no PUBLIC_URL: the listening address), never the request's Host.
    expect(message?.html).toContain(`<a href="${ctx.config.linkBase}/?lang=en#verify=`);
    const secret = secretOf(message);
    expect(secret.length).toBeGreaterThan(30);

    const verified = await post("/api/auth/verify-email", { hash: secret });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ email, email_verified: true });
    expect(await user(token)).toMatchObject({ email_verified: true });
    // Single use; the secret is stored only as a hash.
    const again = await post("/api/auth/verify-email", { hash: secret });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe("This verification link is invalid, used or expired.");
    const stored = await ctx.database.db.execute(`SELECT count(*)::int AS n FROM sign_in_challenges WHERE secret_hash = '${secret}'`);
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);

    const zhEmail = uniqueEmail("verify-zh");
    await register(zhEmail, "zh");
    const [zh] = await messages(zhEmail);
    expect(zh).toMatchObject({ subject: "验证您的邮箱", language: "zh" });
    expect(zh?.html).toContain("验证邮箱");
    expect(zh?.text).toContain("24 小时内有效");
  });

  it("refuses an expired link; the signed-in user can ask for a new one, not twice within the 10 s wait", async () => {
    const email = uniqueEmail("expired");
    const token = await register(email, "en");
    const secret = secretOf((await messages(email))[0]);
    const headers = { authorization: `Bearer ${token}` };
    expect((await post("/api/auth/verify-email/resend", {}, headers)).status).toBe(429);
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect((await post("/api/auth/verify-email", { hash: secret })).status).toBe(400);
    const resent = await post("/api/auth/verify-email/resend", { lang: "en" }, headers);
    expect(resent.body.data).toEqual({ sent: true, wait_seconds: 10 });
    const fresh = secretOf((await messages(email))[0]);
    expect(fresh).not.toBe(secret);
    expect((await post("/api/auth/verify-email", { hash: fresh })).status).toBe(200);
    // Verified: nothing more to send.
    clock = new Date(clock.getTime() + 61_000);
    expect((await post("/api/auth/verify-email/resend", {}, headers)).body.data).toEqual({ sent: false, wait_seconds: 0 });
    expect((await post("/api/auth/verify-email/resend", {})).status).toBe(401);
  });

  it("counts an e-mail sign-in as proof: a magic-link account is verified", async () => {
    const email = uniqueEmail("link");
    await post("/api/auth/sign-in/request", { email, gtoken: "", lang: "en" });
    const signInSecret = /#signin=([\w-]+)/.exec((await messages(email))[0]?.text ?? "")?.[1] ?? "";
    const signedIn = await post("/api/auth/sign-in/verify", { hash: signInSecret });
    expect(signedIn.body.data.user).toMatchObject({ email, email_verified: true });
  });
});
