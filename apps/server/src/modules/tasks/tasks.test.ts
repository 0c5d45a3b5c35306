import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, tasks, users } from "../../db/schema";
import type { ImageProvider } from "../../providers/image-provider";
import { ProviderError } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "./tasks.worker";
import { createNodeLogoDeps } from "@studio/logo-engine/node";

/** The designer's icon and font catalogues load once per process (about 2 s); not part of a task's time. */
const localProviderReady = async () => createNodeLogoDeps().icons.search("warm up");

/** Vendors under our control: one that fails, one that never answers, one that counts paid calls. */
let paidCalls = 0;
const fakes: ImageProvider[] = [
  { name: "broken", models: ["broken-model"], paid: false, generate: async () => Promise.reject(new ProviderError("rejected", "The vendor said no.")) },
  { name: "stuck", models: ["stuck-model"], paid: false, generate: () => new Promise(() => undefined) },
  {
    name: "paid",
    models: ["paid-model"],
    paid: true,
    generate: async () => {
      paidCalls++;
      return {
        images: [
          {
            bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff0000" } })
              .png()
              .toBuffer(),
            contentType: "image/png",
          },
        ],
      };
    },
  },
];

type Result = {
  code: number;
  data: { status: string; progress: string; resultUrls: string[]; url: string | null; errorMessage: string | null; state: string; width: number };
};

describe("AI tasks", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    await localProviderReady();
    ctx = await createTestApp({ taskTimeoutMs: 30_000 }, { extraProviders: fakes });
    worker = ctx.app.services.createTaskWorker({ concurrency: 4, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const submit = (who: SignedIn, body: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/4o-image/generate-image", headers: who.headers, payload: body });
  const poll = async (who: SignedIn, taskId: string): Promise<Result> =>
    (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json() as Result;
  const runToEnd = async (who: SignedIn, taskId: string): Promise<Result> => {
    for (let i = 0; i < 200; i++) {
      await worker.tick();
      await worker.drain();
      const result = await poll(who, taskId);
      if (result.data.status !== "GENERATING") return result;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("task did not end");
  };

  it("submits, runs on the local model and returns fetchable images, charging 4 credits", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const res = await submit(who, { prompt: "a red fox in a snowy forest", nVariants: 2, size: "16:9" });
    expect(res.statusCode).toBe(200);
    const taskId = (res.json() as { data: string }).data;
    expect(await balance(who.user.id)).toBe(16);
    const first = await poll(who, taskId);
    expect(first.data).toMatchObject({ status: "GENERATING", progress: "0.00" });

    const done = await runToEnd(who, taskId);
    expect(done.data).toMatchObject({ status: "SUCCESS", progress: "1.00", state: "succeeded", width: 1024 });
    expect(done.data.resultUrls).toHaveLength(2);
    expect(done.data.url).toBe(done.data.resultUrls[0]);
    for (const url of done.data.resultUrls) {
      const image = await ctx.app.inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1024, 576]);
    }
    expect(await balance(who.user.id)).toBe(16);
  });

  it("designs logos from the wizard's brief on the ai-logo variant", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/ai-logo/4o-image/generate-image",
      headers: who.headers,
      payload: {
        prompt: "Blue Bottle, a coffee shop",
        nVariants: 4,
        brief: { name: "Blue Bottle", description: "a coffee shop", styles: ["combination"] },
        seed: 3,
      },
    });
    const taskId = (res.json() as { data: string }).data;
    const done = await runToEnd(who, taskId);
    expect(done.data).toMatchObject({ status: "SUCCESS", width: 1024 });
    expect(done.data.resultUrls).toHaveLength(4);
    const [row] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    const designs = (row?.result?.meta?.designs ?? []) as { document: { elements: { type: string; text?: string }[] } }[];
    expect(designs).toHaveLength(4);
    expect(designs[0]?.document.elements.some((e) => e.type === "text" && e.text === "Blue Bottle")).toBe(true);
  });

  it("reports a provider failure as GENERATE_FAILED with a message of ours and refunds once", async () => {
    const who = await signIn(ctx, { aiCredits: 8 });
    const taskId = ((await submit(who, { prompt: "anything", model: "broken-model" })).json() as { data: string }).data;
    expect(await balance(who.user.id)).toBe(4);
    const done = await runToEnd(who, taskId);
    expect(done.data).toMatchObject({
      status: "GENERATE_FAILED",
      errorCode: "rejected",
      errorMessage: "The image service could not make this image. Please change the request and try again.",
    });
    expect(await balance(who.user.id)).toBe(8);
    // Reporting the failure again (another worker's sweep) gives nothing more back.
    await worker.tick();
    await worker.drain();
    expect(await balance(who.user.id)).toBe(8);
    const refunds = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, who.user.id));
    expect(refunds.filter((r) => r.reason === "refund")).toHaveLength(1);
  });

  it("times out a stuck provider and refunds", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const taskId = ((await submit(who, { prompt: "anything", model: "stuck-model" })).json() as { data: string }).data;
    expect(await balance(who.user.id)).toBe(0);
    // This task may take 600 ms (the configured limit is longer; the deadline is kept per task).
    await ctx.database.db
      .update(tasks)
      .set({ deadlineAt: new Date(Date.now() + 600) })
      .where(eq(tasks.id, taskId));
    const done = await runToEnd(who, taskId);
    expect(done.data).toMatchObject({ status: "GENERATE_FAILED", state: "timed_out", errorMessage: "Error generating task" });
    expect(await balance(who.user.id)).toBe(4);
  });

  it("refuses the eleventh unfinished task and says why", async () => {
    const who = await signIn(ctx, { aiCredits: 100 });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(((await submit(who, { prompt: `picture ${i}` })).json() as { data: string }).data);
    const eleventh = await submit(who, { prompt: "one too many" });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ error: "TASK_QUEUE_FULL", msg: "Max 10 in the process que!" });
    expect(await balance(who.user.id)).toBe(60);
    for (const id of ids) await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${id}/cancel`, headers: who.headers });
    expect(await balance(who.user.id)).toBe(100);
  });

  it("cancels a queued task and gives the credits back, once", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const taskId = ((await submit(who, { prompt: "a cat" })).json() as { data: string }).data;
    expect(await balance(who.user.id)).toBe(0);
    const cancel = await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${taskId}/cancel`, headers: who.headers });
    expect(cancel.json()).toMatchObject({ data: { status: "GENERATE_FAILED", state: "cancelled" } });
    expect(await balance(who.user.id)).toBe(4);
    const again = await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${taskId}/cancel`, headers: who.headers });
    expect(again.statusCode).toBe(409);
    expect(await balance(who.user.id)).toBe(4);
  });

  it("answers 403 with the limit hit when neither credits nor today's free allowance cover a task", async () => {
    const who = await signIn(ctx, { aiCredits: 0 });
    const free = ctx.config.credits.freeAiCreditsPerDay / ctx.config.credits.costs.aiImage;
    for (let i = 0; i < free; i++) expect((await submit(who, { prompt: `a dog ${i}` })).statusCode).toBe(200);
    const res = await submit(who, { prompt: "a dog again" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, error: "FREE_AI_LIMIT" });
    const rows = await ctx.database.db.select().from(tasks).where(eq(tasks.userId, who.user.id));
    expect(rows).toHaveLength(free);
    for (const row of rows) await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${row.id}/cancel`, headers: who.headers });
  });

  it("lets only the owner see a task and validates input", async () => {
    const owner = await signIn(ctx, { aiCredits: 4 });
    const stranger = await signIn(ctx);
    const taskId = ((await submit(owner, { prompt: "a bird" })).json() as { data: string }).data;
    expect((await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}` })).statusCode).toBe(401);
    const empty = await submit(owner, { prompt: "", filesUrl: [] });
    expect(empty.json()).toMatchObject({ error: "VALIDATION", msg: "body.prompt: Please upload the images or enter your prompt." });
    expect((await submit(owner, { prompt: "x", filesUrl: ["file:///etc/passwd"] })).statusCode).toBe(400);
  });

  it("keeps answering a finished task's poll the same way, to its owner and admins only, and not after logout", async () => {
    const owner = await signIn(ctx, { aiCredits: 4 });
    const stranger = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const taskId = ((await submit(owner, { prompt: "a green leaf" })).json() as { data: string }).data;
    const done = await runToEnd(owner, taskId);
    expect(done.data.status).toBe("SUCCESS");
    const url = `/api/ai-design/4o-image/result/${taskId}`;
    const again = await ctx.app.inject({ method: "GET", url, headers: owner.headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(done);
    expect((await ctx.app.inject({ method: "GET", url, headers: owner.headers })).body).toBe(again.body);
    expect((await ctx.app.inject({ method: "GET", url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url, headers: admin.headers })).json()).toEqual(done);

    // Logout in this process revokes the (cached) session at once, on the polling route too.
    expect((await ctx.app.inject({ method: "POST", url: "/api/logout", headers: owner.headers, payload: {} })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url, headers: owner.headers });
    expect(after.statusCode).toBe(401);
  });

  it("never calls a paid provider twice when its worker died mid-call", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const taskId = ((await submit(who, { prompt: "a red square", model: "paid-model" })).json() as { data: string }).data;
    // A worker claimed it, sent the paid call, then died: simulate by claiming and marking the call without finishing.
    const dead = ctx.app.services.createTaskWorker({ workerId: "dead-worker", leaseMs: 1 });
    void dead;
    await ctx.database.db
      .update(tasks)
      .set({ state: "running", lockedBy: "dead-worker", lockedUntil: new Date(Date.now() - 1000), providerCalledAt: new Date(), attempts: 1 })
      .where(eq(tasks.id, taskId));
    const done = await runToEnd(who, taskId);
    expect(done.data).toMatchObject({ status: "GENERATE_FAILED", state: "failed" });
    expect(paidCalls).toBe(0);
    expect(await balance(who.user.id)).toBe(4);
  });
});
