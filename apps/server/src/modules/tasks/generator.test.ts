import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCreditsConfig } from "../credits/credits.config";
import { creditLedger, tasks, users } from "../../db/schema";
import { ProviderError, type ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { unzip } from "../../../test/unzip";
import type { TaskWorker } from "./tasks.worker";

/**
 * A fast vendor for the bulk tests: one small PNG per image in a colour of the prompt, and a
 * failure the first time it sees a prompt containing FAIL-ONCE (the retry then succeeds).
 */
const failedOnce = new Set<string>();
const quick: ImageProvider = {
  name: "quick",
  models: ["quick-model"],
  paid: false,
  async generate(input) {
    if (input.prompt.includes("FAIL-ONCE") && !failedOnce.has(input.prompt)) {
      failedOnce.add(input.prompt);
      throw new ProviderError("rejected", "refused once", { retryable: false });
    }
    const shade = [...input.prompt].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 255;
    const images = [];
    for (let i = 0; i < input.count; i++)
      images.push({
        bytes: await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade, g: i * 40, b: 90 } } })
          .png()
          .toBuffer(),
        contentType: "image/png" as const,
      });
    return { images };
  },
};

describe("image generator: kinds, bulks, queue, retry (issue 18)", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free daily allowance: a charge the credits do not cover is refused, not taken from the quota.
    ctx = await createTestApp(
      { taskTimeoutMs: 60_000, credits: { ...defaultCreditsConfig, freeAiCreditsPerDay: 0 } },
      { extraProviders: [quick], spendKindAvailable: () => true },
    );
    worker = ctx.app.services.createTaskWorker({ concurrency: 3, pollMs: 20, leaseMs: 5_000 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const ledger = (id: number) => ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
  const generate = (who: SignedIn, body: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/ai-image/4o-image/generate-image", headers: who.headers, payload: body });
  const bulk = (who: SignedIn, body: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/bulks", headers: who.headers, payload: body });
  const upload = async (name: string) => {
    await ctx.storage.put(
      `uploads/${name}.png`,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c03030" } })
        .png()
        .toBuffer(),
    );
    return `/oss/uploads/${name}.png`;
  };
  /** Ticks the worker until none of these tasks is waiting or running. */
  const settle = async (ids: string[]) =>
    expect
      .poll(
        async () => {
          await worker.tick();
          const rows = await ctx.database.db.select({ s: tasks.state }).from(tasks).where(inArray(tasks.id, ids));
          return rows.every((r) => r.s !== "queued" && r.s !== "running");
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);

  it("charges each mode under its ledger kind at the price GET /api/credits/costs gives", async () => {
    const costs = (await ctx.app.inject({ method: "GET", url: "/api/credits/costs" })).json<{ data: { costs: { kinds: Record<string, number> } } }>().data
      .costs;
    expect(costs.kinds).toMatchObject({ text2img: 4, img2img: 4, aiimage: 4 });
    const who = await signIn(ctx, { aiCredits: 40 });
    const [a, b] = [await upload(`ref-a-${who.user.id}`), await upload(`ref-b-${who.user.id}`)];
    const text = await generate(who, { generateMode: "text-to-image", prompt: "a fox", model: "quick-model", nVariants: 1 });
    const image = await generate(who, { generateMode: "image-to-image", prompt: "", filesUrl: [a], model: "quick-model", nVariants: 1 });
    const remix = await generate(who, { generateMode: "remix-mode", prompt: "mix", filesUrl: [a, b], model: "quick-model", nVariants: 1 });
    expect([text.statusCode, image.statusCode, remix.statusCode]).toEqual([200, 200, 200]);
    const spends = (await ledger(who.user.id)).filter((r) => r.reason === "task").sort((x, y) => x.id - y.id);
    expect(spends.map((r) => [r.kind, r.amount])).toEqual([
      [16, -4],
      [17, -4],
      [19, -8],
    ]);
    expect(await balance(who.user.id)).toBe(24);
    // The mode's rules: text to image takes no reference, remix at most 5.
    expect((await generate(who, { generateMode: "text-to-image", prompt: "x", filesUrl: [a] })).statusCode).toBe(400);
    expect((await generate(who, { generateMode: "remix-mode", prompt: "x", filesUrl: Array(6).fill(a) })).statusCode).toBe(400);
    await settle([text, image, remix].map((r) => r.json<{ data: string }>().data));
  });

  it("makes the model's number of images (spec 02 section 9: 4, 2 on zh) and refuses more before charging", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const en = (await generate(who, { generateMode: "text-to-image", prompt: "a kite", model: "local" })).json<{ data: string }>().data;
    const zh = (await generate(who, { generateMode: "text-to-image", prompt: "风筝", model: "local", lang: "zh" })).json<{ data: string }>().data;
    const counts = await ctx.database.db
      .select({ id: tasks.id, input: tasks.input })
      .from(tasks)
      .where(inArray(tasks.id, [en, zh]));
    expect(Object.fromEntries(counts.map((r) => [r.id, (r.input as { count: number }).count]))).toEqual({ [en]: 4, [zh]: 2 });
    const more = await generate(who, { generateMode: "text-to-image", prompt: "a kite", model: "local", lang: "zh", nVariants: 3 });
    expect(more.statusCode).toBe(400);
    expect(more.json<{ msg: string }>().msg).toBe("No more than 2 images");
    expect(await balance(who.user.id)).toBe(12);
    for (const id of [en, zh]) await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${id}/cancel`, headers: who.headers });
    expect(await balance(who.user.id)).toBe(20);
  });

  it("refuses an 11th waiting task with 'Max 10 in the process que!' and no charge, also under 20 concurrent submits", async () => {
    const who = await signIn(ctx, { aiCredits: 200 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => generate(who, { generateMode: "text-to-image", prompt: `queued ${i}`, model: "quick-model" })),
    );
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.map((r) => [r.statusCode, r.json<{ msg: string }>().msg])).toEqual(Array(10).fill([429, "Max 10 in the process que!"]));
    expect(await balance(who.user.id)).toBe(200 - 10 * 4);
    // A bulk that would pass the limit is refused whole, before any charge.
    expect((await bulk(who, { prompts: ["one more"], model: "quick-model" })).statusCode).toBe(429);
    const queue = (await ctx.app.inject({ method: "GET", url: "/api/ai-design/tasks/queue", headers: who.headers })).json<{
      data: { limit: number; unfinished: number; active: { state: string; ledgerKind: string }[] };
    }>().data;
    expect(queue).toMatchObject({ limit: 10, unfinished: 10 });
    expect(queue.active.every((t) => t.state === "queued" && t.ledgerKind === "text2img")).toBe(true);
    await settle(accepted.map((r) => r.json<{ data: string }>().data));
    expect(await balance(who.user.id)).toBe(160);
  });

  it("runs a bulk of 5: 5 tasks, 5 charges, a failed line refunded once and retried alone, one zip of 5 images", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    const prompts = ["red barn", "blue whale", `green hill FAIL-ONCE ${who.user.id}`, "yellow sun", "purple plum"];
    const created = await bulk(who, { prompts, model: "quick-model", nVariants: 1 });
    expect(created.statusCode).toBe(200);
    const { bulkId, taskIds } = created.json<{ data: { bulkId: string; taskIds: string[] } }>().data;
    expect(taskIds).toHaveLength(5);
    await settle(taskIds);
    const status = async () =>
      (await ctx.app.inject({ method: "GET", url: `/api/ai-design/bulks/${bulkId}`, headers: who.headers })).json<{
        data: {
          lines: { index: number; prompt: string; taskId: string; state: string; tries: number; resultUrls: string[] }[];
          succeeded: number;
          failed: number;
          finished: boolean;
        };
      }>().data;
    const first = await status();
    expect(first).toMatchObject({ succeeded: 4, failed: 1, finished: true });
    expect(first.lines.map((l) => l.prompt)).toEqual(prompts);
    const failed = first.lines[2];
    expect(failed?.state).toBe("failed");
    const spends = (await ledger(who.user.id)).filter((r) => r.reason === "task");
    expect(spends.map((r) => [r.kind, r.amount])).toEqual(Array(5).fill([19, -4]));
    const refunds = (await ledger(who.user.id)).filter((r) => r.refundOf !== null);
    expect(refunds).toHaveLength(1);
    expect(await balance(who.user.id)).toBe(40 - 16);

    const retry = await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${failed?.taskId}/retry`, headers: who.headers });
    expect(retry.statusCode).toBe(200);
    await settle([retry.json<{ data: string }>().data]);
    expect(await balance(who.user.id)).toBe(40 - 20);
    const after = await status();
    expect(after).toMatchObject({ succeeded: 5, failed: 0, finished: true });
    expect(after.lines[2]).toMatchObject({ taskId: retry.json<{ data: string }>().data, tries: 2, state: "succeeded" });
    // A line that succeeded cannot be retried.
    expect((await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${after.lines[0]?.taskId}/retry`, headers: who.headers })).statusCode).toBe(409);

    const zip = await ctx.app.inject({ method: "GET", url: `/api/ai-design/bulks/${bulkId}/results.zip`, headers: who.headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    const files = unzip(zip.rawPayload);
    expect(files.map((f) => f.name)).toEqual([
      "01-red-barn-1.png",
      "02-blue-whale-1.png",
      `03-green-hill-fail-once-${who.user.id}-1.png`,
      "04-yellow-sun-1.png",
      "05-purple-plum-1.png",
    ]);
    for (const file of files) expect((await sharp(file.bytes).metadata()).format).toBe("png");
    const listed = (await ctx.app.inject({ method: "GET", url: "/api/ai-design/bulks", headers: who.headers })).json<{ data: { bulkId: string }[] }>().data;
    expect(listed.map((b) => b.bulkId)).toEqual([bulkId]);
  });

  it("takes a CSV's prompt column, and refuses a bulk the credits do not cover as a whole", async () => {
    const who = await signIn(ctx, { aiCredits: 8 });
    const csv = await bulk(who, { csv: 'id,prompt\n1,"a cat, asleep"\n2,a dog\n', model: "quick-model", nVariants: 1 });
    expect(csv.statusCode).toBe(200);
    const taskIds = csv.json<{ data: { taskIds: string[] } }>().data.taskIds;
    expect(taskIds).toHaveLength(2);
    expect(await balance(who.user.id)).toBe(0);
    await settle(taskIds);
    await ctx.database.db.update(users).set({ aiCredits: 8 }).where(eq(users.id, who.user.id));
    const tooMany = await bulk(who, { prompts: ["a", "b", "c"], model: "quick-model" });
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(await balance(who.user.id)).toBe(8);
    const mine = await ctx.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, who.user.id));
    expect(mine).toHaveLength(2);
    expect((await bulk(who, { csv: "id,text\n1,a cat", model: "quick-model" })).json<{ msg: string }>().msg).toBe("The CSV file has no prompt column.");
  });

  it("keeps bulks, zips and tasks to their owner: another user gets 404", async () => {
    const owner = await signIn(ctx, { aiCredits: 8 });
    const other = await signIn(ctx, { aiCredits: 8 });
    const { bulkId, taskIds } = (await bulk(owner, { prompts: ["an owl"], model: "quick-model", nVariants: 1 })).json<{
      data: { bulkId: string; taskIds: string[] };
    }>().data;
    await settle(taskIds);
    for (const url of [`/api/ai-design/bulks/${bulkId}`, `/api/ai-design/bulks/${bulkId}/results.zip`])
      expect((await ctx.app.inject({ method: "GET", url, headers: other.headers })).statusCode).toBe(404);
    await ctx.database.db
      .update(tasks)
      .set({ state: "failed" })
      .where(eq(tasks.id, taskIds[0] ?? ""));
    expect((await ctx.app.inject({ method: "POST", url: `/api/ai-design/tasks/${taskIds[0]}/retry`, headers: other.headers })).statusCode).toBe(404);
    const queue = (await ctx.app.inject({ method: "GET", url: "/api/ai-design/tasks/queue", headers: other.headers })).json<{ data: { failed: unknown[] } }>()
      .data;
    expect(queue.failed).toEqual([]);
    expect(await balance(other.user.id)).toBe(8);
  });

  it("accepts the generator's spend kinds at the write-off once the area is ready", async () => {
    const who = await signIn(ctx, { aiCredits: 8 });
    const off = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/write-off/gen-1",
      headers: who.headers,
      payload: { type: "ai", name: "text2img" },
    });
    expect(off.json()).toMatchObject({ data: { charged: 4 } });
    expect((await ledger(who.user.id)).map((r) => r.kind)).toEqual([16]);
  });

  it("lists every new route in /api/docs", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      "/api/ai-design/bulks",
      "/api/ai-design/bulks/{bulkId}",
      "/api/ai-design/bulks/{bulkId}/results.zip",
      "/api/ai-design/tasks/queue",
      "/api/ai-design/tasks/{taskId}/retry",
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
