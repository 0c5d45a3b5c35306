import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord, QuotaInfo, ToolResult } from "@studio/contracts";
import { resolveCreditCosts } from "@studio/domain";
import { users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { mattingEngine } from "./engines/matting.engine";
import { createMattingModelSource } from "./matting-model.source";
import type { ToolEngine } from "./tool-engines";
import { creditsOf, eventually, flatLogo, noisyPhoto, pixelAt, postTool, type Envelope } from "./image-tools.test-support";

/** A matting engine that fails on an image whose first pixel is pure black (to test the refund); otherwise the real one (no general model). */
const flat = mattingEngine({ model: createMattingModelSource(undefined, { error: () => undefined }) });
const failingOnBlack: ToolEngine<"matting"> = {
  ...flat,
  async run(input, ctx) {
    const raw = await input.image?.raw();
    if (raw && raw.data[0] === 0 && raw.data[1] === 0 && raw.data[2] === 0) throw new Error("engine exploded");
    return flat.run(input, ctx);
  },
};

describe("background removal: POST /api/ai-design/matting", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // One free cutout a day, no free AI credits (so credits are what pays after it), matting at 3 by the operator.
    const credits = { ...defaultCreditsConfig, freeCutoutsPerDay: 1, freeAiCreditsPerDay: 0, costs: resolveCreditCosts({ kinds: { matting: 3 } }) };
    ctx = await createTestApp({ taskTimeoutMs: 30_000, credits }, { toolEngines: { matting: failingOnBlack } });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 2000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const setCredits = (id: number, aiCredits: number) => ctx.database.db.update(users).set({ aiCredits }).where(eq(users.id, id));
  const fileOf = async (url: string) => (await ctx.storage.read(decodeURIComponent(url.split("?")[0]?.slice("/oss/".length) ?? ""))) ?? Buffer.alloc(0);
  const records = async (who: { headers: Record<string, string> }) =>
    (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<Envelope<ImageRecord[]>>().data;
  const quota = async (who: { headers: Record<string, string> }) =>
    (await ctx.app.inject({ url: "/api/ai-design/quotas/ai-logo/info?name=matting", headers: who.headers })).json<Envelope<QuotaInfo>>().data;

  it("uses the free AI cutout first, then charges the operator's cost once; the inside of the 'O' comes out transparent", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    expect(await quota(who)).toMatchObject({ name: "matting", cost: 3, freeCutouts: 1, freeCutoutsPerDay: 1, leftQuotas: 3 + 1 });

    const first = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() });
    expect(first.statusCode).toBe(200);
    const result = first.json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({ tool: "matting", kind: "matting", status: "SUCCESS", method: "flat", paidBy: "free_cutout", cost: 3, parentId: null });
    expect(result.data).toMatch(/^\/oss\/ai-images\/.+\/1\.png\?/);
    expect(await creditsOf(ctx, who)).toBe(10);
    const png = await fileOf(result.data ?? "");
    // 240 px logo: ring centre (84, 120) is enclosed backdrop; the ring itself at (84 + 48, 120); a corner is open backdrop.
    expect((await pixelAt(png, 84, 120))[3]).toBe(0);
    expect((await pixelAt(png, 0, 0))[3]).toBe(0);
    expect((await pixelAt(png, 132, 120))[3]).toBe(255);
    expect(await quota(who)).toMatchObject({ freeCutouts: 0, leftQuotas: 3 });

    const second = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() });
    expect(second.json<Envelope<ToolResult>>().data).toMatchObject({ paidBy: "credits", cost: 3 });
    expect(await creditsOf(ctx, who)).toBe(7);

    // Each result is an image record with the tool and method; an upload has no parent.
    const listed = await records(who);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ action_type: "tool", parent_id: null, content: { tool: "matting", method: "flat" } });
    expect(listed.map((r) => r.id).sort()).toEqual([...result.imageIds, ...second.json<Envelope<ToolResult>>().data.imageIds].sort());
  });

  it("answers the PNG with its alpha channel itself for output=1, with a crop and a colour behind on request", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const blob = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() }, { output: "1", crop: "true" });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers["content-type"]).toBe("image/png");
    expect(blob.headers["x-tool-method"]).toBe("flat");
    const meta = await sharp(blob.rawPayload).metadata();
    expect(meta.hasAlpha).toBe(true);
    // Cropped to the subject: the ring's left edge to the bar's right edge, not the 240 px canvas.
    expect(meta.width).toBeLessThan(200);
    const onBlue = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() }, { output: "1", bgcolor: "#0000ff" });
    expect(await pixelAt(onBlue.rawPayload, 0, 0)).toEqual([0, 0, 255, 255]);
  });

  it("takes the source by record id (the result's parent) and refuses another user's record or file as missing", async () => {
    const owner = await signIn(ctx, { aiCredits: 20 });
    const stranger = await signIn(ctx, { aiCredits: 20 });
    const made = (await postTool(ctx, owner, "/api/ai-design/matting", { file: await flatLogo() }, { bgcolor: "#ffffff" })).json<Envelope<ToolResult>>().data;
    const sourceId = made.imageIds[0] ?? 0;
    const again = await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: owner.headers, payload: { image: String(sourceId) } });
    expect(again.statusCode).toBe(200);
    const child = again.json<Envelope<ToolResult>>().data;
    expect(child.parentId).toBe(sourceId);
    expect((await records(owner)).find((r) => r.id === child.imageIds[0])).toMatchObject({ parent_id: sourceId });

    const before = await creditsOf(ctx, stranger);
    const byId = await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: stranger.headers, payload: { image: String(sourceId) } });
    expect(byId.statusCode).toBe(404);
    const path = (made.data ?? "").split("?")[0] ?? "";
    const byPath = await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: stranger.headers, payload: { url: path } });
    expect(byPath.statusCode).toBe(404);
    expect(await creditsOf(ctx, stranger)).toBe(before);

    // A stored file over the upload's pixel limit (as a 4x enlargement can be) is refused before any charge.
    const key = decodeURIComponent(path.slice("/oss/".length));
    const original = (await ctx.storage.read(key)) ?? Buffer.alloc(0);
    await ctx.storage.put(
      key,
      await sharp({ create: { width: 4200, height: 4100, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    const huge = await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: owner.headers, payload: { image: String(sourceId) } });
    expect(huge.json<Envelope>()).toMatchObject({ error: "IMAGE_TOO_LARGE", msg: "Image size cannot exceed 4096x4096 pixels, please upload again" });
    await ctx.storage.put(key, original);

    // The owner's record whose file is gone: the spec's words, no charge.
    await ctx.storage.delete(decodeURIComponent(path.slice("/oss/".length)));
    const spent = await creditsOf(ctx, owner);
    const gone = await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: owner.headers, payload: { image: String(sourceId) } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json<Envelope>().msg).toBe("Image is no longer valid, please re-upload");
    expect(await creditsOf(ctx, owner)).toBe(spent);
  });

  it("refunds a failed run, and refuses before charging what it cannot do", async () => {
    const who = await signIn(ctx, { aiCredits: 9 });
    await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() }); // the free cutout
    const black = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000000" } })
      .composite([
        {
          input: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ffffff" } })
            .png()
            .toBuffer(),
          left: 22,
          top: 22,
        },
      ])
      .png()
      .toBuffer();
    const failed = await postTool(ctx, who, "/api/ai-design/matting", { file: black });
    expect(failed.statusCode).toBe(422);
    expect(failed.json<Envelope>()).toMatchObject({ error: "TOOL_FAILED", msg: "Error generating task" });
    await eventually(async () => (await creditsOf(ctx, who)) === 9);
    const history = (await ctx.app.inject({ url: "/api/credits/history", headers: who.headers })).json<
      Envelope<{ items: { reason: string; amount: number }[] }>
    >().data;
    expect(history.items.slice(0, 2).map((e) => [e.reason, e.amount])).toEqual([
      ["refund", 3],
      ["task", -3],
    ]);

    // A photo without a plain backdrop: the colour method refuses it in the task (refunded), with our words.
    const photo = await postTool(ctx, who, "/api/ai-design/matting", { file: await noisyPhoto() });
    expect(photo.json<Envelope>().msg).toBe("This image has no plain background, so its background cannot be removed by colour.");
    await eventually(async () => (await creditsOf(ctx, who)) === 9);

    // Already transparent (the background detection): no task, no charge.
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const transparent = await postTool(ctx, who, "/api/ai-design/matting", { file: clear });
    expect(transparent.statusCode).toBe(409);
    expect(transparent.json<Envelope>().error).toBe("ALREADY_TRANSPARENT");
    expect(await creditsOf(ctx, who)).toBe(9);
  });

  it("holds the upload limits and messages, short credits and sign-in before any charge", async () => {
    const who = await signIn(ctx, { aiCredits: 5 });
    const huge = Buffer.alloc(25 * 1024 * 1024 + 10, 1);
    const tooBig = await postTool(ctx, who, "/api/ai-design/matting", { file: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<Envelope>().msg).toBe("Image file size cannot exceed 25MB, please upload again");
    const notImage = await postTool(ctx, who, "/api/ai-design/matting", { file: Buffer.from("hello, not an image") });
    expect(notImage.statusCode).toBe(415);
    // A link to this machine is refused by the proxy's guard before any connection or charge.
    const local = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/matting",
      headers: who.headers,
      payload: { url: "http://127.0.0.1:9/logo.png" },
    });
    expect(local.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: who.headers, payload: {} })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", headers: who.headers, payload: { url: "x", mattingType: "magic" } })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: "POST", url: "/api/ai-design/matting", payload: { url: "http://example.com/a.png" } })).statusCode).toBe(401);
    expect(await creditsOf(ctx, who)).toBe(5);

    // No free cutout left and 2 credits for a cost of 3: the 403 names the limit, nothing is made.
    await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() });
    await setCredits(who.user.id, 2);
    const short = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() });
    expect(short.statusCode).toBe(403);
    expect(short.json<Envelope>().error).toBe("AI_LIMIT");
    expect(await records(who)).toHaveLength(1);
  });
});
