import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord, ToolAvailability, ToolResult } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { users } from "../../db/schema";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { creditsOf, eventually, type Envelope } from "./image-tools.test-support";

/** The icon generator through its route (POST /api/ai-design/aicon), the task pipeline and the image records, offline. */
describe("icon generator: POST /api/ai-design/aicon", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free daily AI credits: credits alone pay, so a user without them is refused.
    ctx = await createTestApp({ taskTimeoutMs: 30_000, iconGeneratorDailyLimit: 3, credits: { ...defaultCreditsConfig, freeAiCreditsPerDay: 0 } });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 2000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const post = (who: SignedIn, body: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/ai-design/aicon", headers: who.headers, payload: body });
  const fileOf = async (url: string) => (await ctx.storage.read(decodeURIComponent(url.split("?")[0]?.slice("/oss/".length) ?? ""))) ?? Buffer.alloc(0);

  it("draws the asked icons offline as SVG records for the kind's cost, once", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await post(who, { prompt: "coffee cup", style: "abstract", count: 3, colors: "#112233,#445566", styles: "line" });
    expect(res.statusCode).toBe(200);
    const result = res.json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({
      tool: "aicon",
      kind: "aicon",
      status: "SUCCESS",
      method: "icon-search",
      contentType: "image/svg+xml",
      cost: 2,
      paidBy: "credits",
    });
    expect(result.resultUrls).toHaveLength(3);
    expect(result.imageIds).toHaveLength(3);
    expect(await creditsOf(ctx, who)).toBe(8);
    const svg = await fileOf(result.resultUrls[1] ?? "");
    expect((await sharp(svg).metadata()).format).toBe("svg");
    expect(svg.toString()).toContain('stroke="#112233"');
    const records = (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<Envelope<ImageRecord[]>>().data;
    expect(records.filter((r) => result.imageIds.includes(r.id))).toHaveLength(3);
    expect(records[0]).toMatchObject({ action_type: "tool", content: { tool: "aicon", method: "icon-search" } });
  });

  it("requires a prompt and a count within 1-8, and a valid palette, before any charge", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    for (const body of [
      { prompt: "", style: "abstract" },
      { prompt: "rocket", count: 9 },
      { prompt: "rocket", count: 0 },
      { prompt: "rocket", colors: "red" },
      { prompt: "rocket", style: "" },
    ]) {
      const res = await post(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await creditsOf(ctx, who)).toBe(10);
  });

  it("defaults the style to 'abstract'", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const result = (await post(who, { prompt: "leaf", count: 1 })).json<Envelope<ToolResult>>().data;
    expect(result.status).toBe("SUCCESS");
    const view = (await ctx.app.inject({ url: `/api/aicon/4o-image/result/${result.taskId}`, headers: who.headers })).json<Envelope<{ paramJson: string }>>()
      .data;
    expect(JSON.parse(view.paramJson)).toMatchObject({ tool: "aicon", options: { prompt: "leaf", style: "abstract", count: 1 } });
  });

  it("refunds a request the library has no icon for", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await post(who, { prompt: "qqqzzzxxv", count: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json<Envelope>().error).toBe("TOOL_FAILED");
    await eventually(async () => (await creditsOf(ctx, who)) === 10);
  });

  it("answers 'AI Limit Reached!' (403 AI_LIMIT) past the daily limit, without charging", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    for (let i = 0; i < 3; i++) expect((await post(who, { prompt: "rocket", count: 1, async: true })).statusCode).toBe(200);
    const refused = await post(who, { prompt: "rocket", count: 1, async: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope>()).toMatchObject({ error: "AI_LIMIT", msg: "AI Limit Reached!" });
    expect(await creditsOf(ctx, who)).toBe(20 - 3 * 2);
    // Another user's day is their own.
    const other = await signIn(ctx, { aiCredits: 2 });
    expect((await post(other, { prompt: "rocket", count: 1, async: true })).statusCode).toBe(200);
  });

  it("a request the credits do not cover is refused and does not use the day's limit", async () => {
    const who = await signIn(ctx, { aiCredits: 0 });
    const res = await post(who, { prompt: "rocket", count: 1, async: true });
    expect(res.statusCode).toBe(403);
    // (Short of credits, a free user hears 'AI Limit Reached!' from the credit check too: spec 01 section 4.)
    // All three of the day's requests are still there once the user has credits.
    await ctx.database.db.update(users).set({ aiCredits: 10 }).where(eq(users.id, who.user.id));
    for (let i = 0; i < 3; i++) expect((await post(who, { prompt: "rocket", count: 1, async: true })).statusCode).toBe(200);
    expect((await post(who, { prompt: "rocket", count: 1, async: true })).statusCode).toBe(403);
  });

  it("shows a task and its icons to their owner only", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const other = await signIn(ctx, { aiCredits: 10 });
    const { taskId } = (await post(who, { prompt: "rocket", count: 1, async: true })).json<Envelope<ToolResult>>().data;
    await eventually(
      async () =>
        (await ctx.app.inject({ url: `/api/ai-design/tools/tasks/${taskId}`, headers: who.headers })).json<Envelope<ToolResult>>().data.status === "SUCCESS",
    );
    expect((await ctx.app.inject({ url: `/api/ai-design/tools/tasks/${taskId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/aicon/4o-image/result/${taskId}`, headers: other.headers })).statusCode).toBe(404);
  });

  it("lets the write-off spend the aicon kind (its tool works)", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const res = await ctx.app.inject({ method: "POST", url: "/api/ai-design/write-off/icon-1", headers: who.headers, payload: { type: "ai", name: "aicon" } });
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(ctx, who)).toBe(8);
  });

  it("lists the tool with its methods in GET /api/ai-design/tools and its route in /api/docs", async () => {
    const who = await signIn(ctx);
    const tools = (await ctx.app.inject({ url: "/api/ai-design/tools", headers: who.headers })).json<Envelope<{ tools: ToolAvailability[] }>>().data.tools;
    expect(tools.find((t) => t.tool === "aicon")).toMatchObject({ available: true, cost: 2, methods: ["icon-search", "provider"] });
    const docs = (await ctx.app.inject({ url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(["/api/ai-design/aicon", "/api/ai-design/cartoonProfile"]));
  });
});
