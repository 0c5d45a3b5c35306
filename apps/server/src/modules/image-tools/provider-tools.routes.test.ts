import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolAvailability, ToolResult } from "@studio/contracts";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultProvidersConfig } from "../../providers/providers.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { creditsOf, eventually, postTool, type Envelope } from "./image-tools.test-support";
import { PROVIDER_TOOL_NEEDS } from "./provider-tools.engine";

const portrait = () =>
  sharp({ create: { width: 64, height: 80, channels: 3, background: "#c89070" } })
    .png()
    .toBuffer();

describe("provider-only tools offline (cartoonProfile, beautification, mergeface)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("are listed as needing a vendor, refused at no cost, and the write-off refuses their kinds", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const tools = (await ctx.app.inject({ url: "/api/ai-design/tools", headers: who.headers })).json<Envelope<{ tools: ToolAvailability[] }>>().data.tools;
    for (const tool of ["cartoonProfile", "beautification", "mergeface"]) {
      expect(tools.find((t) => t.tool === tool)).toMatchObject({ available: false, reason: "needs_provider", needs: PROVIDER_TOOL_NEEDS });
      const res = await postTool(ctx, who, `/api/ai-design/${tool}`, { file: await portrait(), reference: await portrait() });
      expect(res.statusCode).toBe(503);
      expect(res.json<Envelope>().error).toBe("TOOL_NEEDS_PROVIDER");
      const writeOff = await ctx.app.inject({
        method: "POST",
        url: `/api/ai-design/write-off/${tool}-1`,
        headers: who.headers,
        payload: { type: "ai", name: tool },
      });
      expect(writeOff.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await creditsOf(ctx, who)).toBe(10);
  });
});

describe("provider-only tools through a configured OpenAI (local fake of its Images API)", () => {
  let fake: OpenAiFake;
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    ctx = await createTestApp({ taskTimeoutMs: 30_000, providers: { ...defaultProvidersConfig, openai: { apiKey: fake.apiKey, baseUrl: fake.url } } });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 2000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
    await fake.close();
  });

  it("cartoonProfile: charged its kind's cost once, the vendor's image kept as a record", async () => {
    fake.mode = "ok";
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await postTool(ctx, who, "/api/ai-design/cartoonProfile", { file: await portrait() }, { style: "anime" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<ToolResult>>().data).toMatchObject({
      tool: "cartoonProfile",
      status: "SUCCESS",
      method: "provider",
      cost: 2,
      contentType: "image/png",
    });
    expect(res.json<Envelope<ToolResult>>().data.imageIds).toHaveLength(1);
    expect(await creditsOf(ctx, who)).toBe(8);
    const edit = fake.requests.find((r) => r.path === "/v1/images/edits");
    expect(edit).toBeDefined();
  });

  it("mergeface: both pictures go to the vendor (cost 3); without the second picture nothing is charged", async () => {
    fake.mode = "ok";
    const who = await signIn(ctx, { aiCredits: 10 });
    const missing = await postTool(ctx, who, "/api/ai-design/mergeface", { file: await portrait() });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(await creditsOf(ctx, who)).toBe(10);
    const res = await postTool(ctx, who, "/api/ai-design/mergeface", { file: await portrait(), reference: await portrait() });
    expect(res.json<Envelope<ToolResult>>().data).toMatchObject({ status: "SUCCESS", cost: 3 });
    expect(await creditsOf(ctx, who)).toBe(7);
  });

  it("beautification: a vendor failure refunds the charge", async () => {
    fake.mode = "moderation";
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await postTool(ctx, who, "/api/ai-design/beautification", { file: await portrait() });
    expect(res.statusCode).toBe(422);
    await eventually(async () => (await creditsOf(ctx, who)) === 10);
    fake.mode = "ok";
  });

  it("another user cannot see the task", async () => {
    fake.mode = "ok";
    const who = await signIn(ctx, { aiCredits: 10 });
    const other = await signIn(ctx, { aiCredits: 10 });
    const { taskId } = (await postTool(ctx, who, "/api/ai-design/beautification", { file: await portrait() }, { async: "1" })).json<Envelope<ToolResult>>()
      .data;
    expect((await ctx.app.inject({ url: `/api/ai-design/tools/tasks/${taskId}`, headers: other.headers })).statusCode).toBe(404);
  });
});
