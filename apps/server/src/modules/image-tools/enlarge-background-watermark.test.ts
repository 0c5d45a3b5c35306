import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolResult } from "@studio/contracts";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { creditsOf, eventually, flatLogo, pixelAt, postTool, rectMask, type Envelope } from "./image-tools.test-support";

/** T19-ENLARGE's tools through their routes: enlarge (imageclarity 2), background (charged as matting 2), watermark (charged as imagefix 3). */
describe("enlarge, background and watermark routes", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free allowances: every run is paid in credits, so the charges and refunds are visible.
    const credits = { ...defaultCreditsConfig, freeCutoutsPerDay: 0, freeAiCreditsPerDay: 0 };
    ctx = await createTestApp({ taskTimeoutMs: 60_000, credits });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 5000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  it("enlarges 2x for imageclarity's 2 credits, from a record of one's own (its parent), and refuses another user's record free", async () => {
    const owner = await signIn(ctx, { aiCredits: 10 });
    const first = await postTool(ctx, owner, "/api/ai-design/imageclarity", { file: await flatLogo(96) }, { scale: "2" });
    expect(first.statusCode).toBe(200);
    const made = first.json<Envelope<ToolResult>>().data;
    expect(made).toMatchObject({ tool: "imageclarity", kind: "imageclarity", status: "SUCCESS", method: "esrgan", width: 192, height: 192, cost: 2 });
    expect(await creditsOf(ctx, owner)).toBe(8);
    const sourceId = made.imageIds[0] ?? 0;
    const child = (
      await ctx.app.inject({ method: "POST", url: "/api/ai-design/imageclarity", headers: owner.headers, payload: { image: String(sourceId), scale: 2 } })
    ).json<Envelope<ToolResult>>().data;
    expect(child).toMatchObject({ parentId: sourceId, width: 384, height: 384, method: "esrgan" });
    expect(await creditsOf(ctx, owner)).toBe(6);

    const stranger = await signIn(ctx, { aiCredits: 10 });
    const theirs = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/imageclarity",
      headers: stranger.headers,
      payload: { image: String(sourceId) },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await creditsOf(ctx, stranger)).toBe(10);
  }, 120_000);

  it("refunds an enlargement that fails (4x beyond the 2048x2048 result cap)", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const big = await sharp(await flatLogo(600))
      .png()
      .toBuffer();
    const failed = await postTool(ctx, who, "/api/ai-design/imageclarity", { file: big }, { scale: "4" });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    await eventually(async () => (await creditsOf(ctx, who)) === 10);
    expect((await postTool(ctx, who, "/api/ai-design/imageclarity", { file: big }, { scale: "3" })).statusCode).toBe(400);
    expect(await creditsOf(ctx, who)).toBe(10);
  }, 60_000);

  it("lays the cut-out on a new backdrop for matting's 2 credits, refunds a prompt with no vendor configured", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await postTool(
      ctx,
      who,
      "/api/ai-design/background",
      { file: await flatLogo() },
      { mode: "colour", colour: "#1d3557", shadow: "0", output: "1" },
    );
    expect(res.statusCode).toBe(200);
    expect(await pixelAt(res.rawPayload, 3, 3)).toEqual([0x1d, 0x35, 0x57, 255]);
    // The inside of the ring is backdrop too: it takes the new colour.
    expect(await pixelAt(res.rawPayload, 84, 120)).toEqual([0x1d, 0x35, 0x57, 255]);
    expect(await creditsOf(ctx, who)).toBe(8);
    const scene = (await postTool(ctx, who, "/api/ai-design/background", { file: await flatLogo() }, { mode: "scene", scene: "paper" })).json<
      Envelope<ToolResult>
    >().data;
    expect(scene).toMatchObject({ tool: "background", kind: "matting", method: "backdrop", cost: 2 });
    expect(await creditsOf(ctx, who)).toBe(6);
    const prompted = await postTool(ctx, who, "/api/ai-design/background", { file: await flatLogo() }, { mode: "prompt", prompt: "a beach" });
    expect(prompted.statusCode).toBeGreaterThanOrEqual(400);
    await eventually(async () => (await creditsOf(ctx, who)) === 6);
    // A described background without words is refused before any charge.
    const wordless = await postTool(ctx, who, "/api/ai-design/background", { file: await flatLogo() }, { mode: "prompt", prompt: " " });
    expect(wordless.statusCode).toBe(400);
    expect(await creditsOf(ctx, who)).toBe(6);
    // With no vendor configured the page is not offered the described background.
    const { tools } = (await ctx.app.inject({ url: "/api/ai-design/tools", headers: who.headers })).json<
      Envelope<{ tools: { tool: string; methods: string[] }[] }>
    >().data;
    expect(tools.find((tool) => tool.tool === "background")?.methods).toEqual(["backdrop"]);
  }, 60_000);

  it("removes a marked watermark for imagefix's 3 credits", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    // The red bar of the logo (x 156-185, y 72-168) marked as the watermark: filled from the white around it.
    const mask = await rectMask(240, 240, { left: 150, top: 66, width: 42, height: 108 });
    const res = await postTool(ctx, who, "/api/ai-design/watermark", { file: await flatLogo(), mask }, { output: "1" });
    expect(res.statusCode).toBe(200);
    const [r, g, b] = await pixelAt(res.rawPayload, 170, 120);
    expect(Math.min(r, g, b)).toBeGreaterThan(235);
    expect(await creditsOf(ctx, who)).toBe(7);
    const records = (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<
      Envelope<{ content: { tool: string; method: string } }[]>
    >().data;
    expect(records[0]?.content).toMatchObject({ tool: "watermark", method: "inpaint" });
  }, 60_000);
});
