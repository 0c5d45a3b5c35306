import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassicLogo, GetAllInfoResult } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logo: ClassicLogo;
let clock = new Date("2026-05-01T08:00:00Z");

beforeAll(async () => {
  ctx = await createTestApp({ captcha: "off", siteVariant: "cn" }, { now: () => clock });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "港湾松林", industry: "咖啡", page_size: 4 } });
  logo = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list[0] as ClassicLogo;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope = { code: number; data: { fa_id?: number; mobile?: string; token?: string } | null; msg: string; error?: string };
const inject = async (method: "GET" | "POST", url: string, who: SignedIn | null, payload?: object, remoteAddress = "10.9.0.1") => {
  const response = await ctx.app.inject({ method, url, payload, remoteAddress, headers: who ? who.headers : {} });
  return { status: response.statusCode, body: response.json() as Envelope };
};

async function savedLogo(owner: SignedIn): Promise<number> {
  const { svg, ...data } = logo;
  const saved = await inject("POST", "/api/user/favourite", owner, { data, gradient: null, gtoken: logo.token, svg });
  expect(saved.status).toBe(200);
  return saved.body.data?.fa_id ?? 0;
}

/** Asks /api/sms/send (the sign-in's SMS code, the outbox sender here) and reads the code back from the outbox. */
async function smsCode(mobile: string): Promise<string> {
  clock = new Date(clock.getTime() + 61_000);
  expect((await inject("POST", "/api/sms/send", null, { mobile })).status).toBe(200);
  const outbox = await ctx.app.inject({ method: "GET", url: `/api/dev/outbox?to=${mobile}`, remoteAddress: "127.0.0.1" });
  const messages = (outbox.json() as { data: { text: string }[] }).data;
  return /(\d{6})/.exec(messages[0]?.text ?? "")?.[1] ?? "";
}

const mobileOf = () => `136${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;

describe("the cn site's bind-mobile rule (spec 03 sections 2 and 6)", () => {
  it("asks a user without a mobile to bind one before sharing, binds it with the SMS code, then shares", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogo(owner);
    const refused = await inject("POST", `/api/user/favourite/${faId}/share`, owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "MOBILE_NOT_BOUND", msg: "Please bind your mobile number first." });

    const mobile = mobileOf();
    const code = await smsCode(mobile);
    expect((await inject("POST", "/api/user/mobile", null, { mobile, code })).status).toBe(401);
    expect((await inject("POST", "/api/user/mobile", owner, { mobile: "12345678901", code })).body.msg).toBe("请输入正确的手机号码");
    const wrong = await inject("POST", "/api/user/mobile", owner, { mobile, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.body.error).toBe("CODE_WRONG");
    const bound = await inject("POST", "/api/user/mobile", owner, { mobile, code });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toEqual({ mobile });
    const me = await inject("GET", "/api/user", owner);
    expect((me.body.data as { mobile?: string } | null)?.mobile).toBe(mobile);

    const shared = await inject("POST", `/api/user/favourite/${faId}/share`, owner);
    expect(shared.status).toBe(200);
    expect(shared.body.data?.token).toBeTruthy();
    // A used code does not bind again.
    expect((await inject("POST", "/api/user/mobile", owner, { mobile, code })).body.error).toBe("SIGN_IN_FAILED");
  });

  it("keeps a number to one account: another account proving it gets MOBILE_TAKEN", async () => {
    const first = await signIn(ctx);
    const second = await signIn(ctx);
    const mobile = mobileOf();
    expect((await inject("POST", "/api/user/mobile", first, { mobile, code: await smsCode(mobile) })).status).toBe(200);
    const taken = await inject("POST", "/api/user/mobile", second, { mobile, code: await smsCode(mobile) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: "MOBILE_TAKEN", msg: "This mobile number is bound to another account." });
  });

  it("lets an admin share without a mobile", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const faId = await savedLogo(admin);
    expect((await inject("POST", `/api/user/favourite/${faId}/share`, admin)).status).toBe(200);
  });

  it("limits binding attempts per number like the SMS sign-in", async () => {
    const user = await signIn(ctx);
    const mobile = mobileOf();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await inject("POST", "/api/user/mobile", user, { mobile, code: "000000" }, `10.9.1.${attempt}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("needs the CSRF token with a session cookie, as every cookie mutation", async () => {
    const user = await signIn(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user/mobile",
      payload: { mobile: mobileOf(), code: "000000" },
      cookies: { sid: user.token },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the English site", () => {
  it("has no bind-mobile call and shares without a mobile", async () => {
    const en = await createTestApp();
    try {
      const user = await signIn(en);
      expect(
        (await en.app.inject({ method: "POST", url: "/api/user/mobile", headers: user.headers, payload: { mobile: "13800138000", code: "000000" } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await en.close();
    }
  });
});
