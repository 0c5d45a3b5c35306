import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiImages, creditLedger, users } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "./tasks.worker";

type Result = { data: { status: string; resultUrls: string[]; errorMessage: string | null; model: string; provider: string; paramJson: string } };

/** Hue (0-360) buckets of the clearly coloured pixels of a PNG: which colour the design is. */
async function hueShares(png: Buffer): Promise<{ green: number; coloured: number }> {
  const { data } = await sharp(png).resize(128, 128).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let coloured = 0;
  let green = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 30) continue; // white, black and greys carry no hue
    coloured++;
    const hue = max === r ? (60 * ((g - b) / (max - min)) + 360) % 360 : max === g ? 60 * ((b - r) / (max - min)) + 120 : 60 * ((r - g) / (max - min)) + 240;
    if (hue >= 75 && hue <= 165) green++;
  }
  return { green, coloured };
}

describe("AI Edit of a result (icon design modal)", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    createNodeLogoDeps().icons.search("warm up");
    ctx = await createTestApp({ taskTimeoutMs: 30_000 });
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const post = (who: SignedIn, url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
  const runToEnd = async (who: SignedIn, taskId: string): Promise<Result> => {
    for (let i = 0; i < 300; i++) {
      await worker.tick();
      await worker.drain();
      const result = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json() as Result;
      if (result.data.status !== "GENERATING") return result;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("task did not end");
  };
  const logo = async (who: SignedIn): Promise<{ taskId: string; url: string }> => {
    const res = await post(who, "/api/ai-design/ai-logo/4o-image/generate-image", {
      prompt: "a coffee shop",
      nVariants: 2,
      seed: 7,
      brief: { name: "Bean There", industry: "coffee and tea", styles: ["combination"] },
    });
    const taskId = (res.json() as { data: string }).data;
    const done = await runToEnd(who, taskId);
    expect(done.data.status).toBe("SUCCESS");
    return { taskId, url: done.data.resultUrls[0] ?? "" };
  };
  const edit = (who: SignedIn, body: Record<string, unknown>) => post(who, "/api/ai-design/4o-image/edit-image", body);
  const fileOf = async (url: string) => (await ctx.app.inject({ method: "GET", url })).rawPayload;

  it("'make it green' on a local logo gives a green design in the same group, charging 4 credits", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    const source = await logo(who);
    expect(await balance(who.user.id)).toBe(36);
    const before = await hueShares(await fileOf(source.url));
    expect(before.green / before.coloured).toBeLessThan(0.5);

    const res = await edit(who, { image: source.url, prompt: "make it green" });
    expect(res.statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(32);
    const done = await runToEnd(who, (res.json() as { data: string }).data);
    // Offline, Quick runs on the local designer and the task says so (no OpenAI key: never "gpt-image").
    expect(done.data).toMatchObject({ status: "SUCCESS", model: "local", provider: "local" });
    expect(done.data.resultUrls).toHaveLength(1);
    const after = await hueShares(await fileOf(done.data.resultUrls[0] ?? ""));
    expect(after.coloured).toBeGreaterThan(200);
    expect(after.green / after.coloured).toBeGreaterThan(0.8);

    // The edit is a magic edit in the source's group, with its design document kept for chained edits.
    const records = await ctx.database.db.select().from(aiImages).where(eq(aiImages.userId, who.user.id));
    // Answers carry signed links; records keep the bare path.
    const edited = records.find((r) => r.src === done.data.resultUrls[0]?.split("?")[0]);
    expect(edited).toMatchObject({ groupId: source.taskId, actionType: "magicedit", type: "logo" });
    expect(edited?.design).toBeTruthy();
    expect(await balance(who.user.id)).toBe(32);

    // An edit of the edit stays in the group: a named palette (Choose color) applies its colours.
    const again = await edit(who, { image: done.data.resultUrls[0], palette: "Ocean Code", action: "color" });
    const recoloured = await runToEnd(who, (again.json() as { data: string }).data);
    expect(recoloured.data.status).toBe("SUCCESS");
    // Ocean Code's background is #0b2a3c: the corner pixel of the canvas.
    const corner = await sharp(await fileOf(recoloured.data.resultUrls[0] ?? ""))
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([...corner]).toEqual([0x0b, 0x2a, 0x3c]);
    const group = await ctx.database.db
      .select()
      .from(aiImages)
      .where(and(eq(aiImages.userId, who.user.id), eq(aiImages.groupId, source.taskId)));
    expect(group.length).toBe(4);
  });

  it("Max makes 4 different designs for one charge of 4 credits", async () => {
    const who = await signIn(ctx, { aiCredits: 8 });
    const source = await logo(who);
    // The result's path without its signature is accepted too (it names the owner's own result).
    expect(source.url).toMatch(/\?exp=\d+&sig=/);
    const res = await edit(who, { image: source.url.split("?")[0], prompt: "make it blue", nVariants: 4 });
    expect(res.statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(0);
    const done = await runToEnd(who, (res.json() as { data: string }).data);
    expect(done.data).toMatchObject({ status: "SUCCESS", model: "local", provider: "local" });
    expect(done.data.resultUrls).toHaveLength(4);
    const files = await Promise.all(done.data.resultUrls.map(fileOf));
    expect(new Set(files.map((f) => f.toString("base64"))).size).toBe(4);
  });

  it("refuses someone else's image (404), unknown palettes and paths that are not results (400), and an empty request", async () => {
    const owner = await signIn(ctx, { aiCredits: 20 });
    const other = await signIn(ctx, { aiCredits: 20 });
    const source = await logo(owner);
    const stolen = await edit(other, { image: source.url, prompt: "make it green" });
    expect(stolen.statusCode).toBe(404);
    expect(await balance(other.user.id)).toBe(20);
    expect((await edit(owner, { image: source.url, palette: "Hot Pink" })).statusCode).toBe(400);
    expect((await edit(owner, { image: "/oss/ai-logo-style/data.json", prompt: "make it green" })).statusCode).toBe(400);
    expect((await edit(owner, { image: source.url, prompt: "  " })).statusCode).toBe(400);
    expect((await edit(owner, { image: source.url, prompt: "x", nVariants: 2 })).statusCode).toBe(400);
    expect((await edit(owner, { image: source.url, prompt: "x", filesUrl: ["/oss/a.png", "/oss/b.png", "/oss/c.png", "/oss/d.png"] })).statusCode).toBe(400);
    const visitor = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/4o-image/edit-image",
      payload: { image: source.url, prompt: "make it green" },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await balance(owner.user.id)).toBe(16);
  });

  it("a failed edit refunds its 4 credits exactly once", async () => {
    const who = await signIn(ctx, { aiCredits: 12 });
    const source = await logo(who);
    // The reference is gone by the time the worker runs: the edit fails.
    const res = await edit(who, { image: source.url, prompt: "make it green", filesUrl: ["/oss/ai-images/missing-reference.png"] });
    expect(res.statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(4);
    const done = await runToEnd(who, (res.json() as { data: string }).data);
    expect(done.data.status).toBe("GENERATE_FAILED");
    await worker.tick();
    expect(await balance(who.user.id)).toBe(8);
    const refunds = (await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, who.user.id))).filter((r) => r.reason === "refund");
    expect(refunds).toHaveLength(1);
  });

  it("words the designer cannot use fail the edit with what it can do, and refund it", async () => {
    const who = await signIn(ctx, { aiCredits: 8 });
    const source = await logo(who);
    const res = await edit(who, { image: source.url, prompt: "sprinkle unicorn magic" });
    expect(res.statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(0);
    const done = (await runToEnd(who, (res.json() as { data: string }).data)) as Result & { data: { errorCode: string | null } };
    expect(done.data).toMatchObject({ status: "GENERATE_FAILED", errorCode: "nothing_changed", resultUrls: [] });
    expect(done.data.errorMessage).toContain('could not read "sprinkle unicorn magic"');
    expect(done.data.errorMessage).toContain("make it green");
    expect(await balance(who.user.id)).toBe(4);
    // Nothing joined the group.
    const group = await ctx.database.db
      .select()
      .from(aiImages)
      .where(and(eq(aiImages.userId, who.user.id), eq(aiImages.groupId, source.taskId)));
    expect(group.length).toBe(2);
  });
});
