import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord, ToolAvailability, ToolResult } from "@studio/contracts";
import { maskModel } from "@studio/image-tools/testing";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { creditsOf, eventually, flatLogo, pixelAt, postTool, type Envelope } from "./image-tools.test-support";

/** NASA's public-domain portrait of Eileen Collins (packages/image-tools/fixtures/README.md), 256x256. */
const portrait = () => readFileSync(new URL("../../../../../packages/image-tools/fixtures/portrait-astronaut.jpg", import.meta.url));

/** The operator's model for these tests: sigmoid(20 (red - blue)) on inputs in [0, 1], written here, never downloaded. */
function operatorModel(): { path: string; sha256: string } {
  const bytes = maskModel(64, [20, 0, -20], 0);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "person-tools-")), "general.onnx");
  writeFileSync(file, bytes);
  return { path: file, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** A red disc on a busy striped backdrop: no plain border, no person; the operator's model cuts the red out. */
const redDiscOnStripes = () => {
  const stripes = Array.from({ length: 16 }, (_, i) => `<rect x="${i * 16}" width="16" height="256" fill="${i % 2 ? "#1d4ed8" : "#0e7490"}"/>`).join("");
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">${stripes}<circle cx="128" cy="128" r="70" fill="#e11d48"/></svg>`),
  )
    .png()
    .toBuffer();
};

describe("person matting, the operator's model and ID photos (T19-PERSON)", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free allowances: every run is paid in credits, so charges and refunds are visible.
    const credits = { ...defaultCreditsConfig, freeCutoutsPerDay: 0, freeAiCreditsPerDay: 0 };
    const model = operatorModel();
    ctx = await createTestApp({ taskTimeoutMs: 60_000, credits, mattingModel: { ...model, preset: "u2net", size: 64 } });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 5000 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const fileOf = async (url: string) => (await ctx.storage.read(decodeURIComponent(url.split("?")[0]?.slice("/oss/".length) ?? ""))) ?? Buffer.alloc(0);
  const records = async (who: SignedIn) =>
    (await ctx.app.inject({ url: "/api/ai-design/ai-images", headers: who.headers })).json<Envelope<ImageRecord[]>>().data;

  it("lists idphoto as available and matting with its person and onnx methods", async () => {
    const tools = (await ctx.app.inject({ url: "/api/ai-design/tools" })).json<Envelope<{ tools: ToolAvailability[] }>>().data.tools;
    expect(tools.find((t) => t.tool === "idphoto")).toMatchObject({ available: true, kind: "idphoto", methods: ["idphoto"] });
    expect(tools.find((t) => t.tool === "matting")?.methods).toEqual(["flat", "person", "onnx"]);
  });

  it("cuts a portrait out with the person model on auto, and charges matting once", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const made = await postTool(ctx, who, "/api/ai-design/matting", { file: portrait() });
    expect(made.statusCode).toBe(200);
    const result = made.json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({ tool: "matting", status: "SUCCESS", method: "person", paidBy: "credits", cost: 2 });
    expect(await creditsOf(ctx, who)).toBe(8);
    const png = await fileOf(result.data ?? "");
    expect((await pixelAt(png, 113, 66))[3]).toBe(255); // her face
    expect((await pixelAt(png, 8, 8))[3]).toBe(0); // the backdrop
    expect((await records(who))[0]).toMatchObject({ content: { tool: "matting", method: "person" } });
  });

  it("runs the operator's model for a photo that is neither plain nor a portrait", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const result = (await postTool(ctx, who, "/api/ai-design/matting", { file: await redDiscOnStripes() })).json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({ status: "SUCCESS", method: "onnx" });
    const png = await fileOf(result.data ?? "");
    expect((await pixelAt(png, 128, 128))[3]).toBe(255);
    expect((await pixelAt(png, 4, 4))[3]).toBe(0);
  });

  it("makes a passport photo on blue with a printable sheet, both records children of the source", async () => {
    const who = await signIn(ctx, { aiCredits: 10 });
    const source = (await postTool(ctx, who, "/api/ai-design/fileConverter", { file: portrait() }, { format: "png" })).json<Envelope<ToolResult>>().data;
    const spent = await creditsOf(ctx, who);
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/idphoto",
      headers: who.headers,
      payload: { image: String(source.imageIds[0]), background: "blue", size: "passport", sheet: "1" },
    });
    expect(made.statusCode).toBe(200);
    const result = made.json<Envelope<ToolResult>>().data;
    expect(result).toMatchObject({ tool: "idphoto", kind: "idphoto", method: "idphoto", contentType: "image/jpeg", width: 413, height: 531, cost: 2 });
    expect(result.parentId).toBe(source.imageIds[0]);
    expect(result.imageIds).toHaveLength(2);
    expect(await creditsOf(ctx, who)).toBe(spent - 2);
    const photo = await fileOf(result.data ?? "");
    expect(await sharp(photo).metadata()).toMatchObject({ width: 413, height: 531, density: 300 });
    const [r, g, b] = await pixelAt(photo, 8, 8);
    expect(Math.abs(r - 0x43) + Math.abs(g - 0x8e) + Math.abs(b - 0xdb)).toBeLessThan(20);
    const sheet = await fileOf(result.resultUrls[1] ?? "");
    expect(await sharp(sheet).metadata()).toMatchObject({ width: 1800, height: 1200 });
    const listed = await records(who);
    for (const id of result.imageIds) expect(listed.find((r) => r.id === id)).toMatchObject({ parent_id: source.imageIds[0], content: { tool: "idphoto" } });
  });

  it("refunds an ID photo of a picture without a person, and an unavailable matting method", async () => {
    const who = await signIn(ctx, { aiCredits: 6 });
    const noPerson = await postTool(ctx, who, "/api/ai-design/idphoto", { file: await flatLogo() }, { size: "1inch" });
    expect(noPerson.json<Envelope>().msg).toBe("No person was found in the photo.");
    await eventually(async () => (await creditsOf(ctx, who)) === 6);
    const bad = await postTool(ctx, who, "/api/ai-design/matting", { file: await flatLogo() }, { mattingType: "provider" });
    expect(bad.json<Envelope>().msg).toBe("This method is not available on this site.");
    await eventually(async () => (await creditsOf(ctx, who)) === 6);
  });

  it("refuses another user's record as the source, charging nothing", async () => {
    const owner = await signIn(ctx, { aiCredits: 10 });
    const stranger = await signIn(ctx, { aiCredits: 10 });
    const made = (await postTool(ctx, owner, "/api/ai-design/idphoto", { file: portrait() })).json<Envelope<ToolResult>>().data;
    const byId = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/idphoto",
      headers: stranger.headers,
      payload: { image: String(made.imageIds[0]) },
    });
    expect(byId.statusCode).toBe(404);
    expect(await creditsOf(ctx, stranger)).toBe(10);
  });
});
