import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultProvidersConfig } from "../../providers/providers.config";
import { providerFailureMessages } from "./task-failure";
import { tasks } from "./tasks.schema";
import type { TaskWorker } from "./tasks.worker";

/**
 * Ticks until the task has left the queue. On PostgreSQL every test file of the run shares one
 * database, so tasks other files left queued are older than this one and a single claim may take
 * them first (on PGlite each file has its own database).
 */
async function runUntilDone(ctx: TestContext, worker: TaskWorker, taskId: string): Promise<void> {
  for (let round = 0; round < 50; round++) {
    await worker.tick();
    await worker.drain();
    const [row] = await ctx.database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
    if (row && row.state !== "queued" && row.state !== "running") return;
  }
  throw new Error(`task ${taskId} still queued after 50 rounds`);
}

/**
 * A configured vendor through the whole task path: the registry routes the model to the OpenAI
 * adapter, which speaks to a local fake of the Images API; URL results are fetched through the
 * safe downloader (the fake's 127.0.0.1 is allowed for this test only) and stored under /oss.
 */
describe("tasks on a configured vendor", () => {
  let fake: OpenAiFake;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    ctx = await createTestApp({
      providers: { ...defaultProvidersConfig, openai: { apiKey: fake.apiKey, baseUrl: fake.url } },
      proxyAllowedAddresses: ["127.0.0.1"],
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("runs gpt-image on OpenAI and stores its images, by bytes or by URL", async () => {
    const worker = ctx.app.services.createTaskWorker({ pollMs: 10 });
    const who = await signIn(ctx, { aiCredits: 8 });
    for (const mode of ["ok", "url"] as const) {
      fake.mode = mode;
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/ai-design/4o-image/generate-image",
        headers: who.headers,
        payload: { prompt: "a red fox", model: "gpt-image", nVariants: 2 },
      });
      const taskId = (res.json() as { data: string }).data;
      await runUntilDone(ctx, worker, taskId);
      const result = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json() as {
        data: { status: string; provider: string; resultUrls: string[] };
      };
      expect(result.data).toMatchObject({ status: "SUCCESS", provider: "openai" });
      expect(result.data.resultUrls).toHaveLength(2);
      const image = await ctx.app.inject({ method: "GET", url: result.data.resultUrls[0] ?? "" });
      expect((await sharp(image.rawPayload).metadata()).format).toBe("png");
    }
    const sent = fake.requests.filter((r) => r.path === "/v1/images/generations");
    expect(sent.at(-1)?.json).toMatchObject({ model: "gpt-image-1", prompt: "a red fox", n: 2 });
    await worker.stop();
  });

  it("fails the task with a message of ours, logs the vendor's words, and refunds it", async () => {
    // The process's task worker logs through console.error (services.ts).
    // The worker's log lines, recorded (the process logger is silent in tests).
    const logged: unknown[][] = [];
    const worker = ctx.app.services.createTaskWorker({ pollMs: 10, log: { error: (obj, msg) => logged.push([msg, obj]) } });
    const who = await signIn(ctx, { aiCredits: 8 });
    const cases = [
      ["moderation", "content_policy", "Your request was rejected as a result of our safety system."],
      ["reject", "rejected", "Invalid value for 'size': '999x999'."],
    ] as const;
    for (const [mode, code, vendorText] of cases) {
      fake.mode = mode;
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/ai-design/4o-image/generate-image",
        headers: who.headers,
        payload: { prompt: "something", model: "gpt-image" },
      });
      const taskId = (res.json() as { data: string }).data;
      await runUntilDone(ctx, worker, taskId);
      const answer = await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers });
      const result = answer.json() as { data: { status: string; errorCode: string; errorMessage: string } };
      expect(result.data).toMatchObject({ status: "GENERATE_FAILED", errorCode: code, errorMessage: providerFailureMessages[code] });
      // Not a word of the vendor's body in the answer, nor in what the task keeps.
      expect(answer.body).not.toContain(vendorText.slice(0, 20));
      const [row] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(JSON.stringify(row)).not.toContain(vendorText.slice(0, 20));
      expect(
        logged.some((call) =>
          JSON.stringify(call, (_key, value: unknown) => (value instanceof Error ? value.message : value)).includes(vendorText.slice(0, 20)),
        ),
      ).toBe(true);
    }
    const me = (await ctx.app.inject({ method: "GET", url: "/api/user", headers: who.headers })).json() as { data: { ai_credits: number } };
    expect(me.data.ai_credits).toBe(8);
    await worker.stop();
  });
});
