import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { creditLedger, tasks, users } from "../../db/schema";
import type { ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { loadConfig } from "../../config";
import type { TaskWorker } from "./tasks.worker";

/** A vendor that never answers until its run is aborted (cancel, deadline). */
const stuck: ImageProvider = {
  name: "stuck",
  models: ["stuck-model"],
  paid: false,
  generate: (_input, ctx) => new Promise((_resolve, reject) => ctx.signal.addEventListener("abort", () => reject(new Error("aborted")))),
};

/** The submit retry, the cancel of a running task, the event stream and the synchronous route. */
describe("AI task routes", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    await createNodeLogoDeps().icons.search("warm up");
    ctx = await createTestApp({ taskTimeoutMs: 30_000 }, { extraProviders: [stuck] });
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 2_000 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const submit = (who: SignedIn, body: Record<string, unknown>, key?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/4o-image/generate-image",
      headers: { ...who.headers, ...(key ? { "idempotency-key": key } : {}) },
      payload: body,
    });
  const state = async (taskId: string) => (await ctx.database.db.select({ s: tasks.state }).from(tasks).where(eq(tasks.id, taskId)))[0]?.s;

  it("answers a retried submit (same Idempotency-Key) with the first task, charged once", async () => {
    const who = await signIn(ctx, { aiCredits: 12 });
    const key = `retry-${Date.now()}-abcdef`;
    const first = (await submit(who, { prompt: "a lighthouse" }, key)).json<{ data: string }>().data;
    const second = await Promise.all([submit(who, { prompt: "a lighthouse" }, key), submit(who, { prompt: "a lighthouse" }, key)]);
    expect(second.map((r) => r.json<{ data: string }>().data)).toEqual([first, first]);
    expect(await balance(who.user.id)).toBe(8);
    const rows = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, who.user.id));
    expect(rows.filter((r) => r.reason === "task")).toHaveLength(1);
    // Another key is another task; a malformed key is refused before anything is charged.
    expect((await submit(who, { prompt: "a lighthouse" }, `other-${Date.now()}-abcdef`)).json<{ data: string }>().data).not.toBe(first);
    expect((await submit(who, { prompt: "a lighthouse" }, "bad key!")).statusCode).toBe(400);
    expect(await balance(who.user.id)).toBe(4);
  });

  it("cancels a running task: the worker stops, the credits come back once", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const taskId = (await submit(who, { prompt: "anything", model: "stuck-model" })).json<{ data: string }>().data;
    // Other tests' tasks may be claimed first: tick until this one runs. They are real designs on
    // the local model, which take seconds on a loaded machine, hence more than poll's default 1 s.
    await expect
      .poll(
        async () => {
          await worker.tick();
          return state(taskId);
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe("running");
    const cancel = await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${taskId}/cancel`, headers: who.headers });
    expect(cancel.json()).toMatchObject({ data: { status: "GENERATE_FAILED", state: "cancelled", errorCode: "cancelled" } });
    expect(await balance(who.user.id)).toBe(4);
    await worker.drain();
    expect(await state(taskId)).toBe("cancelled");
    expect(await balance(who.user.id)).toBe(4);
  });

  it("streams a task's progress as server-sent events until it ends", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const taskId = (await submit(who, { prompt: "a green leaf" })).json<{ data: string }>().data;
    worker.start();
    try {
      const stream = await ctx.app.inject({ method: "GET", url: `/api/ai-design/tasks/${taskId}/events`, headers: who.headers });
      expect(stream.headers["content-type"]).toBe("text/event-stream");
      const events = stream.body
        .split("\n\n")
        .filter((chunk) => chunk.startsWith("event: task"))
        .map((chunk) => JSON.parse(chunk.slice(chunk.indexOf("data: ") + 6)) as { status: string; progress: string; resultUrls: string[] });
      expect(events.length).toBeGreaterThanOrEqual(1);
      const last = events.at(-1);
      expect(last).toMatchObject({ status: "SUCCESS", progress: "1.00" });
      expect(last?.resultUrls.length).toBeGreaterThan(0);
      // Someone else's task is not streamed.
      const stranger = await signIn(ctx);
      expect((await ctx.app.inject({ method: "GET", url: `/api/ai-design/tasks/${taskId}/events`, headers: stranger.headers })).statusCode).toBe(404);
    } finally {
      await worker.stop();
    }
  });

  it("generates and waits on the synchronous route: data[].b64_json holds the images", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    worker.start();
    try {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/ai-design/chatgpt-4o/generate-image",
        headers: who.headers,
        payload: { prompt: "a red apple", n: 1, filesUrl: [], quality: "low", size: "1024x1024" },
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json<{ data: Array<{ b64_json: string }>; preview: string[] }>();
      expect(body.data).toHaveLength(1);
      const meta = await sharp(Buffer.from(body.data[0]?.b64_json ?? "", "base64")).metadata();
      expect(meta.width).toBeGreaterThan(0);
      expect(body.preview[0]).toMatch(/^\/oss\//);
      expect(await balance(who.user.id)).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("prices a logo round per sample image picked (4 each, at least one image's price); more than 3 picks are refused", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    const logo = (picks: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/ai-design/ai-logo/4o-image/generate-image",
        headers: who.headers,
        payload: { prompt: "Blue Bottle", filesUrl: Array.from({ length: picks }, (_, i) => `/oss/ai-logo-style/items/pick-${i}.png`) },
      });
    expect((await logo(3)).statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(28);
    expect((await logo(0)).statusCode).toBe(200);
    expect(await balance(who.user.id)).toBe(24);
    const tooMany = await logo(4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ msg: string }>().msg).toBe("No more than 3 images");
    expect(await balance(who.user.id)).toBe(24);
  });
});

describe("AI task routes: references", () => {
  it("takes only the user's own results as references (admins: any); another's is 'not found' and costs nothing", async () => {
    const ctx = await createTestApp();
    try {
      const owner = await signIn(ctx, { aiCredits: 8 });
      const other = await signIn(ctx, { aiCredits: 8 });
      const admin = await signIn(ctx, { aiCredits: 8, isAdmin: true });
      const taskId = randomUUID();
      await ctx.database.db.insert(tasks).values({
        id: taskId,
        userId: owner.user.id,
        kind: "image.generate",
        provider: "local",
        model: "local",
        state: "succeeded",
        input: {},
        deadlineAt: new Date(Date.now() + 60_000),
      });
      const result = `/oss/ai-images/${taskId}/1.png`;
      const submit = (who: SignedIn, filesUrl: string[]) =>
        ctx.app.inject({ method: "POST", url: "/api/ai-design/4o-image/generate-image", headers: who.headers, payload: { prompt: "like this", filesUrl } });
      const refused = await submit(other, [`${result}?exp=1&sig=x`]);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ msg: string }>().msg).toBe("Image not found.");
      const [row] = await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, other.user.id));
      expect(row?.b).toBe(8);
      expect((await submit(owner, [result])).statusCode).toBe(200);
      expect((await submit(admin, [result])).statusCode).toBe(200);
      // AI Edit with another's result as the reference of one's own image is refused the same way.
      const mineId = randomUUID();
      const mine = `/oss/ai-images/${mineId}/1.png`;
      const images = [{ url: mine, thumbUrl: `/oss/ai-images/${mineId}/1.thumb.webp`, width: 1024, height: 1024, contentType: "image/png" }];
      await ctx.database.db.insert(tasks).values({
        id: mineId,
        userId: other.user.id,
        kind: "image.generate",
        provider: "local",
        model: "local",
        state: "succeeded",
        input: {},
        result: { images },
        deadlineAt: new Date(Date.now() + 60_000),
      });
      const edit = (filesUrl: string[]) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/ai-design/4o-image/edit-image",
          headers: other.headers,
          payload: { image: mine, filesUrl, prompt: "in this style" },
        });
      expect((await edit([result])).statusCode).toBe(404);
      expect((await edit([])).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe("AI task routes: aspect ratios", () => {
  it("offers spec 02's three ratios and refuses spec 01's 3:2 and 2:3 before charging", async () => {
    const ctx = await createTestApp();
    try {
      const who = await signIn(ctx, { aiCredits: 8 });
      const submit = (size: string) =>
        ctx.app.inject({ method: "POST", url: "/api/ai-design/4o-image/generate-image", headers: who.headers, payload: { prompt: "a lighthouse", size } });
      for (const size of ["3:2", "2:3", "4:3"]) expect((await submit(size)).statusCode).toBe(400);
      const [row] = await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, who.user.id));
      expect(row?.b).toBe(8);
      for (const size of ["16:9", "9:16"]) expect((await submit(size)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe("AI task routes with the operator's prices", () => {
  it("charges the image price in force per picked sample (CREDIT_COSTS aiImage 5)", async () => {
    const custom = await createTestApp({ credits: { ...loadConfig({ CREDIT_COSTS: JSON.stringify({ aiImage: 5 }) }).credits } });
    try {
      const who = await signIn(custom, { aiCredits: 20 });
      const response = await custom.app.inject({
        method: "POST",
        url: "/api/ai-design/ai-logo/4o-image/generate-image",
        headers: who.headers,
        payload: { prompt: "Blue Bottle", filesUrl: ["/oss/ai-logo-style/items/a.png", "/oss/ai-logo-style/items/b.png"] },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await custom.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, who.user.id));
      expect(row?.b).toBe(10);
    } finally {
      await custom.close();
    }
  });
});
