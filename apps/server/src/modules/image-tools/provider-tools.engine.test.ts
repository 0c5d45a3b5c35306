import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { field, files, TINY_PNG } from "../../../test/fakes/fake-http";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import type { ImageProvider } from "../../providers/image-provider";
import { createOpenAiProvider } from "../../providers/openai/openai.provider";
import { createToolEngines } from "./tool-engines";
import type { ToolEngineContext, ToolImage } from "./tool-engine.types";
import { PROVIDER_TOOL_NEEDS } from "./provider-tools.engine";

const image = async (): Promise<ToolImage> => {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c08060" } })
    .jpeg()
    .toBuffer();
  return { bytes, contentType: "image/jpeg", raw: async () => ({ data: new Uint8Array(256), width: 8, height: 8 }) };
};

function context(): { ctx: ToolEngineContext; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ctx: {
      signal: new AbortController().signal,
      reportProgress: async (p) => void calls.push(`progress ${p}`),
      recordProviderCall: async () => void calls.push("provider call"),
      providers: () => undefined,
    },
  };
}

const base = { mask: undefined, design: undefined, processWidth: 1000 };

describe("provider-only tools (cartoonProfile, beautification, mergeface)", () => {
  let fake: OpenAiFake;
  let openai: ImageProvider;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    openai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 2_000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  it("are not available offline and say which vendor they need", () => {
    const engines = createToolEngines({ providers: () => undefined });
    for (const tool of ["cartoonProfile", "beautification", "mergeface"] as const)
      expect(engines[tool]?.availability()).toEqual({ available: false, reason: "needs_provider", needs: PROVIDER_TOOL_NEEDS });
  });

  it("cartoonProfile sends the photo and the instruction (with the user's style) to OpenAI's edit and keeps its PNG", async () => {
    const engines = createToolEngines({ providers: (name) => (name === "openai" ? openai : undefined) });
    const engine = engines.cartoonProfile;
    expect(engine?.availability()).toEqual({ available: true });
    expect(engine?.paid({})).toBe(true);
    const { ctx, calls } = context();
    const result = await engine!.run({ ...base, image: await image(), reference: undefined, options: { style: "anime" } }, ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/images/edits");
    expect(field(request.form, "prompt")).toMatch(/cartoon avatar.*Style: anime\./);
    expect(files(request.form, "image[]")).toHaveLength(1);
    expect(files(request.form, "image[]")[0]?.type).toBe("image/jpeg");
    expect(result).toMatchObject({ contentType: "image/png", extension: "png", width: 1, height: 1, method: "provider", extra: { provider: "openai" } });
    expect(result.bytes.equals(await sharp(TINY_PNG).png().toBuffer())).toBe(true);
    // The paid call is recorded before it is made (a crash after it is not re-sent blindly).
    expect(calls.indexOf("provider call")).toBeGreaterThanOrEqual(0);
  });

  it("mergeface sends both pictures and refuses without the second one", async () => {
    const engine = createToolEngines({ providers: (name) => (name === "openai" ? openai : undefined) }).mergeface!;
    await expect(engine.run({ ...base, image: await image(), reference: undefined, options: {} }, context().ctx)).rejects.toThrow(/second image/);
    expect(fake.requests).toHaveLength(0);
    await engine.run({ ...base, image: await image(), reference: await image(), options: { prompt: "keep the smile" } }, context().ctx);
    expect(files(fake.requests[0]!.form, "image[]")).toHaveLength(2);
    expect(field(fake.requests[0]!.form, "prompt")).toMatch(/face of the person in the second image.*keep the smile/);
  });

  it("beautification fails with the vendor's refusal (the task then refunds)", async () => {
    fake.mode = "moderation";
    const engine = createToolEngines({ providers: (name) => (name === "openai" ? openai : undefined) }).beautification!;
    await expect(engine.run({ ...base, image: await image(), reference: undefined, options: {} }, context().ctx)).rejects.toMatchObject({
      name: "ProviderError",
      code: "content_policy",
    });
  });
});
