import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../tasks/tasks.schema";
import { exportKey } from "./downloads.service";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type Setup = { url: string; logoUrl: string; name: string };

/** A finished logo task of this user, written directly (the task engine has tests of its own). */
async function finishedLogo(ctx: TestContext, who: SignedIn, name: string): Promise<string> {
  const id = randomUUID();
  const image = { url: `/oss/ai-images/${id}/1.png`, thumbUrl: `/oss/ai-images/${id}/1.thumb.webp`, width: 1024, height: 1024, contentType: "image/png" };
  await ctx.database.db.insert(tasks).values({
    id,
    userId: who.user.id,
    kind: "generate",
    provider: "local",
    model: "chatgpt",
    state: "succeeded",
    input: { prompt: `${name}, a coffee shop`, logoBrief: { name } },
    result: { images: [image] },
    deadlineAt: new Date(Date.now() + 60_000),
  });
  return id;
}

describe("brand offer (companion branding platform)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ brandPlatformUrl: "https://brand.example.test/start?ref=studio", publicUrl: "https://logos.example.test" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const setup = (who: SignedIn | null, taskId: string, index = 0) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/brand/setup", headers: who?.headers ?? {}, payload: { taskId, index } });

  it("the owner gets the platform link carrying the logo's address and name; the PNG once bought", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/ai-design/brand/offer" })).json<Body<{ enabled: boolean }>>().data).toEqual({ enabled: true });
    const owner = await signIn(ctx);
    const taskId = await finishedLogo(ctx, owner, "Blue Bottle");
    const res = await setup(owner, taskId);
    expect(res.statusCode).toBe(200);
    const data = res.json<Body<Setup>>().data;
    // The full-size result is private: the platform gets a signed link to it.
    expect(data).toMatchObject({
      logoUrl: expect.stringMatching(new RegExp(`^https://logos\\.example\\.test/oss/ai-images/${taskId}/1\\.png\\?exp=\\d+&sig=[\\w-]+$`)),
      name: "Blue Bottle",
    });
    const link = new URL(data.url);
    expect([link.origin, link.pathname, link.searchParams.get("ref")]).toEqual(["https://brand.example.test", "/start", "studio"]);
    expect([link.searchParams.get("logo"), link.searchParams.get("name")]).toEqual([data.logoUrl, "Blue Bottle"]);

    // Once the transparent PNG exists (a paid download), the link carries it instead.
    const png = exportKey(ctx.app.services.urlSigner.digest, owner.user.id, { taskId, index: 0 }, "png");
    await ctx.storage.put(png, Buffer.from("png"));
    expect((await setup(owner, taskId)).json<Body<Setup>>().data.logoUrl).toBe(`https://logos.example.test/oss/${png}`);
  });

  it("anyone else, an admin too, gets 403 'Only the logo owner can make this operation!'; unknown logos 404; visitors 401", async () => {
    const owner = await signIn(ctx);
    const taskId = await finishedLogo(ctx, owner, "Tea House");
    for (const other of [await signIn(ctx), await signIn(ctx, { isAdmin: true })]) {
      const res = await setup(other, taskId);
      expect(res.statusCode).toBe(403);
      expect(res.json<Body<null>>()).toMatchObject({ error: "LOGO_OWNER_ONLY", msg: "Only the logo owner can make this operation!" });
    }
    expect((await setup(owner, taskId, 3)).statusCode).toBe(404);
    expect((await setup(owner, randomUUID())).statusCode).toBe(404);
    expect((await setup(null, taskId)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/ai-design/brand/setup", headers: owner.headers, payload: { taskId: "" } })).statusCode).toBe(400);
  });

  it("without BRAND_PLATFORM_URL the offer is off and the setup route answers 404", async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: "GET", url: "/api/ai-design/brand/offer" })).json<Body<{ enabled: boolean }>>().data).toEqual({ enabled: false });
      const owner = await signIn(off);
      const taskId = await finishedLogo(off, owner, "Nobody");
      const res = await off.app.inject({ method: "POST", url: "/api/ai-design/brand/setup", headers: owner.headers, payload: { taskId, index: 0 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
