import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord, ToolResult } from "@studio/contracts";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { creditsOf, eventually, flatLogo, postTool, type Envelope } from "./image-tools.test-support";

describe("mockups: POST /api/ai-design/aimockup", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free AI credits: aimockup's cost (2, the spec's table) comes out of the credits.
    ctx = await createTestApp({ taskTimeoutMs: 60_000, credits: { ...defaultCreditsConfig, freeAiCreditsPerDay: 0 } });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 5000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const records = async (who: { headers: Record<string, string> }) =>
    (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<Envelope<ImageRecord[]>>().data;

  it("charges its cost once and makes one JPEG record per chosen scene", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const response = await postTool(ctx, who, "/api/ai-design/aimockup", { file: await flatLogo() }, { scenes: "mug,storefront" });
    expect(response.statusCode).toBe(200);
    const result = response.json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({
      tool: "aimockup",
      kind: "aimockup",
      status: "SUCCESS",
      method: "mockup",
      cost: 2,
      paidBy: "credits",
      contentType: "image/jpeg",
    });
    expect(result.resultUrls).toHaveLength(2);
    expect(result.imageIds).toHaveLength(2);
    expect(await creditsOf(ctx, who)).toBe(8);
    const mine = await records(who);
    for (const id of result.imageIds) expect(mine.some((r) => r.id === id)).toBe(true);
    const file = await ctx.storage.read(decodeURIComponent((result.resultUrls[1] ?? "").split("?")[0]?.slice("/oss/".length) ?? ""));
    const meta = await sharp(file ?? Buffer.alloc(0)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1024, 768]);
  });

  it("takes at most 3 scenes, and only known ones, before any charge", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const four = await postTool(ctx, who, "/api/ai-design/aimockup", { file: await flatLogo() }, { scenes: "mug,shirt,sign,storefront" });
    expect(four.statusCode).toBe(400);
    const unknown = await postTool(ctx, who, "/api/ai-design/aimockup", { file: await flatLogo() }, { scenes: "billboard" });
    expect(unknown.statusCode).toBe(400);
    expect(await creditsOf(ctx, who)).toBe(10);
  });

  it("refunds a logo it cannot draw (fully transparent)", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const clear = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const failed = await postTool(ctx, who, "/api/ai-design/aimockup", { file: clear }, { scenes: "mug" });
    expect(failed.statusCode).toBe(422);
    await eventually(async () => (await creditsOf(ctx, who)) === 10);
  });

  it("uses one's own record as the source (its parent), and another user's as missing at no charge", async () => {
    const owner = await signIn(ctx, { aiCredits: 10 });
    const stranger = await signIn(ctx, { aiCredits: 10 });
    const first = (await postTool(ctx, owner, "/api/ai-design/aimockup", { file: await flatLogo() }, { scenes: "sign" })).json<Envelope<ToolResult>>().data;
    const sourceId = first.imageIds[0] ?? 0;
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/aimockup",
      headers: owner.headers,
      payload: { image: String(sourceId), scenes: "shirt" },
    });
    expect(again.statusCode).toBe(200);
    const child = again.json<Envelope<ToolResult>>().data;
    expect(child.parentId).toBe(sourceId);
    expect((await records(owner)).find((r) => r.id === child.imageIds[0])).toMatchObject({ parent_id: sourceId });
    const refused = await ctx.app.inject({ method: "POST", url: "/api/ai-design/aimockup", headers: stranger.headers, payload: { image: String(sourceId) } });
    expect(refused.statusCode).toBe(404);
    expect(await creditsOf(ctx, stranger)).toBe(10);
  });
});
