import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord, ToolAvailability, ToolResult } from "@studio/contracts";
import { isSpendKindAvailable } from "@studio/domain";
import { readIco } from "@studio/image-tools";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import type { ToolEngine } from "./tool-engines";
import { creditsOf, eventually, flatLogo, form, pixelAt, postTool, rectMask, type Envelope } from "./image-tools.test-support";

/** A provider-only tool as T19-ICON registers it: it needs a vendor this site has not configured. */
const cartoonOffline: ToolEngine<"cartoonProfile"> = {
  tool: "cartoonProfile",
  methods: ["provider"],
  availability: () => ({ available: false, reason: "needs_provider", needs: "openai" }),
  paid: () => true,
  run: () => Promise.reject(new Error("never runs offline")),
};

describe("the other image tools: vector, convert, erase, and tools that cannot run here", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free allowances: every tool is paid in credits, so the charges are visible.
    const credits = { ...defaultCreditsConfig, freeCutoutsPerDay: 0, freeAiCreditsPerDay: 0 };
    // The cartoon avatar's kind switched on as T19-ICON will: offline its engine still cannot run.
    ctx = await createTestApp(
      { taskTimeoutMs: 60_000, credits },
      { toolEngines: { cartoonProfile: cartoonOffline }, spendKindAvailable: (kind) => kind === "cartoonProfile" || isSpendKindAvailable(kind) },
    );
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 2000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const json = (who: SignedIn, url: string, payload: object) => ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
  const records = async (who: SignedIn) =>
    (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<Envelope<ImageRecord[]>>().data;

  it("matting-vector answers the SVG itself (output 2 by default there) and charges vector's 4", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const svg = await postTool(ctx, who, "/api/ai-design/matting-vector", { file: await flatLogo() });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    const text = svg.body;
    expect(text).toMatch(/^<svg[^>]*viewBox=/);
    expect(text).not.toMatch(/NaN/);
    // The traced SVG renders, and its backdrop was removed: the corner is transparent, the bar is red.
    const png = await sharp(Buffer.from(text)).resize(240, 240).png().toBuffer();
    expect((await pixelAt(png, 2, 2))[3]).toBe(0);
    expect(await creditsOf(ctx, who)).toBe(6);
    const asJson = (await postTool(ctx, who, "/api/ai-design/vector", { file: await flatLogo() }, { colours: "8" })).json<Envelope<ToolResult>>().data;
    expect(asJson).toMatchObject({ tool: "vector", kind: "vector", contentType: "image/svg+xml", cost: 4, paidBy: "credits" });
    expect(["vtracer", "imagetracerjs"]).toContain(asJson.method);
    expect((await json(who, "/api/ai-design/matting", { url: "http://x.test/a.png", output: 2 })).statusCode).toBe(400);
  });

  it("exports a designer logo's own vectors instead of a trace, as a child record of the logo", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const made = await json(who, "/api/ai-design/ai-logo/4o-image/generate-image", {
      prompt: "Blue Bottle, a coffee shop",
      nVariants: 1,
      brief: { name: "Blue Bottle", description: "a coffee shop", styles: ["combination"] },
      seed: 5,
    });
    expect(made.statusCode).toBe(200);
    let logo: ImageRecord | undefined;
    await eventually(async () => {
      logo = (await records(who)).find((r) => r.task_id === made.json<Envelope<string>>().data);
      return logo !== undefined;
    }, 30_000);
    const before = await creditsOf(ctx, who);
    const vector = (await json(who, "/api/ai-design/vector", { image: String(logo?.id) })).json<Envelope<ToolResult>>().data;
    expect(vector).toMatchObject({ method: "design", contentType: "image/svg+xml", parentId: logo?.id, cost: 4 });
    const svg = (await ctx.storage.read(decodeURIComponent((vector.data ?? "").split("?")[0]?.slice("/oss/".length) ?? "")))?.toString("utf8") ?? "";
    // True vectors: paths of the design (text outlined), no embedded raster.
    expect(svg).toMatch(/<path/);
    expect(svg).not.toMatch(/<image/);
    expect(await creditsOf(ctx, who)).toBe(before - 4);
  }, 60_000);

  it("converts to WebP and to a multi-size ICO for fileConverter's 1 credit each", async () => {
    const who = await signIn(ctx, { aiCredits: 5 });
    const webp = await postTool(
      ctx,
      who,
      "/api/ai-design/fileConverter",
      { file: await flatLogo() },
      { format: "webp", quality: "70", width: "120", output: "1" },
    );
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: 120, height: 120 });
    const ico = (await postTool(ctx, who, "/api/ai-design/fileConverter", { file: await flatLogo() }, { format: "ico", icoSizes: "16,32,48" })).json<
      Envelope<ToolResult>
    >().data;
    expect(ico).toMatchObject({ contentType: "image/x-icon", method: "convert", cost: 1 });
    const stored = await ctx.storage.read(decodeURIComponent((ico.data ?? "").split("?")[0]?.slice("/oss/".length) ?? ""));
    expect(readIco(stored ?? Buffer.alloc(0)).map((e) => e.size)).toEqual([16, 32, 48]);
    expect(await creditsOf(ctx, who)).toBe(3);
    // Each result is a record of the user's creations (an ICO shows the source's thumbnail).
    expect((await records(who)).map((r) => r.content.tool)).toEqual(["fileConverter", "fileConverter"]);
    expect((await postTool(ctx, who, "/api/ai-design/fileConverter", { file: await flatLogo() }, { format: "bmp" })).statusCode).toBe(400);
    expect(await creditsOf(ctx, who)).toBe(3);
  });

  it("erases a brushed area with imagefix's 3 credits; no mask is refused free, an empty one refunded", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const logo = await flatLogo();
    // Brush over the red bar (x 156-185, y 72-168 on the 240 px logo): it is filled from the white around it.
    const mask = await rectMask(240, 240, { left: 150, top: 66, width: 42, height: 108 });
    const maskUrl = `data:image/png;base64,${mask.toString("base64")}`;
    const erased = await postTool(ctx, who, "/api/ai-design/imagefix", { file: logo }, { maskUrl, output: "1" });
    expect(erased.statusCode).toBe(200);
    const [r, g, b] = await pixelAt(erased.rawPayload, 170, 120);
    expect(Math.min(r, g, b)).toBeGreaterThan(235);
    expect(await creditsOf(ctx, who)).toBe(7);
    expect((await records(who))[0]).toMatchObject({ action_type: "erase", content: { tool: "imagefix", method: "inpaint" } });

    const noMask = await postTool(ctx, who, "/api/ai-design/imagefix", { file: logo });
    expect(noMask.statusCode).toBe(400);
    expect(noMask.json<Envelope>().msg).toBe("Brush over the area to erase first.");
    const blank = await sharp({ create: { width: 240, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const empty = await postTool(ctx, who, "/api/ai-design/imagefix", { file: logo, mask: blank });
    expect(empty.statusCode).toBe(422);
    await eventually(async () => (await creditsOf(ctx, who)) === 7);
  });

  it("refuses at no cost every tool that cannot run here, on its route and on the write-off, and lists why", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    // The provider-only tools (switched on by T19-ICON) need a vendor this site has not configured.
    for (const tool of ["cartoonProfile", "beautification", "mergeface"]) {
      const res = await postTool(ctx, who, `/api/ai-design/${tool}`, { file: await flatLogo(), reference: await flatLogo() });
      expect([tool, res.statusCode, res.json<Envelope>().error]).toEqual([tool, 503, "TOOL_NEEDS_PROVIDER"]);
    }
    const writeOff = (name: string) => json(who, `/api/ai-design/write-off/w-${name}`, { type: "ai", name });
    expect((await writeOff("cartoonProfile")).json<Envelope>().error).toBe("FEATURE_UNAVAILABLE");
    expect(await creditsOf(ctx, who)).toBe(10);
    expect((await writeOff("fileConverter")).statusCode).toBe(200);
    expect(await creditsOf(ctx, who)).toBe(9);

    const list = (await ctx.app.inject({ url: "/api/ai-design/tools" })).json<Envelope<{ tools: ToolAvailability[] }>>().data.tools;
    const byTool = Object.fromEntries(list.map((t) => [t.tool, t]));
    expect(byTool.matting).toMatchObject({ available: true, kind: "matting", cost: 2, methods: ["flat", "person"] });
    expect(byTool.cartoonProfile).toMatchObject({ available: false, reason: "needs_provider", needs: "openai" });
    expect(byTool.idphoto).toMatchObject({ available: true, kind: "idphoto", methods: ["idphoto"] });
    expect(byTool.watermark).toMatchObject({ kind: "imagefix" });
  });

  it("answers at once with async=1 (the page polls the task), and every tool's route is in /api/docs", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const queued = (await postTool(ctx, who, "/api/ai-design/fileConverter", { file: await flatLogo() }, { format: "png", async: "1" })).json<
      Envelope<ToolResult>
    >().data;
    expect(queued).toMatchObject({ tool: "fileConverter", cost: 1, data: null });
    const poll = (as: SignedIn) => ctx.app.inject({ url: `/api/ai-design/tools/tasks/${queued.taskId}`, headers: as.headers });
    await eventually(async () => (await poll(who)).json<Envelope<ToolResult>>().data.status === "SUCCESS");
    expect((await poll(who)).json<Envelope<ToolResult>>().data).toMatchObject({ method: "convert", contentType: "image/png", imageIds: [expect.any(Number)] });
    expect((await poll(await signIn(ctx))).statusCode).toBe(404);
    // A retried submit with the same Idempotency-Key answers the first run, charged once.
    const keyed = async () => {
      const body = form({ file: await flatLogo() }, { format: "jpg", async: "1" });
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/ai-design/fileConverter",
        headers: { ...who.headers, "content-type": body.contentType, "idempotency-key": "convert-once-123" },
        payload: body.payload,
      });
      return res.json<Envelope<ToolResult>>().data.taskId;
    };
    const credits = await creditsOf(ctx, who);
    expect(await keyed()).toBe(await keyed());
    expect(await creditsOf(ctx, who)).toBe(credits - 1);
    const detect = (await postTool(ctx, who, "/api/ai-design/background-detect", { file: await flatLogo() })).json<Envelope>().data;
    expect(detect).toEqual({ transparent: false, colour: "#ffffff", plain: true });

    const docs = (await ctx.app.inject({ url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    for (const path of ["matting", "matting-vector", "vector", "fileConverter", "imagefix", "idphoto", "aicon", "background", "watermark", "tools"]) {
      expect(Object.keys(docs.paths)).toContain(`/api/ai-design/${path}`);
    }
  });
});
