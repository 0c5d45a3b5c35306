import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { files, field, TINY_PNG } from "../../../test/fakes/fake-http";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import { providerError, recordingContext } from "../../../test/fakes/provider-context";
import type { GenerateInput, ImageBytes } from "../image-provider";
import { createOpenAiProvider, gptImageSize } from "./openai.provider";
import { toOpenAiMask } from "./openai-mask";

const png: ImageBytes = { bytes: TINY_PNG, contentType: "image/png" };
const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  prompt: "a red fox logo",
  model: "chatgpt",
  count: 2,
  aspect: "1:1",
  references: [],
  purpose: "image",
  ...overrides,
});

describe("OpenAI adapter against a local fake of the Images API", () => {
  let fake: OpenAiFake;
  const provider = (timeoutMs = 2_000) => createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: `${fake.url}/`, timeoutMs });

  beforeAll(async () => {
    fake = await startOpenAiFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  it("answers the spec's model names", () => {
    expect(provider().models).toEqual(expect.arrayContaining(["gpt-image", "4o-image", "chatgpt", "chatgpt-4o"]));
    expect(provider().paid).toBe(true);
  });

  it("sends bearer auth, model, prompt, n, size and quality, and returns the decoded images", async () => {
    const { ctx, progress } = recordingContext();
    const result = await provider().generate!(input({ aspect: "16:9", quality: "high" }), ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/images/generations");
    expect(request.headers.authorization).toBe("Bearer sk-test-openai");
    expect(request.json).toEqual({ model: "gpt-image-1", prompt: "a red fox logo", n: 2, size: "1536x1024", quality: "high" });
    expect(result.images).toHaveLength(2);
    expect(result.images[0]).toEqual({ bytes: TINY_PNG, contentType: "image/png" });
    expect(progress.at(-1)).toBeGreaterThan(0.5);
  });

  it("passes URL results through for the engine to download", async () => {
    fake.mode = "url";
    const result = await provider().generate!(input({ count: 1 }), recordingContext().ctx);
    expect(result.images).toEqual([{ url: `${fake.url}/files/img-0.png` }]);
  });

  it("runs dall-e-3 one image per request with b64_json", async () => {
    await provider().generate!(input({ model: "dall-e-3", count: 2, aspect: "9:16" }), recordingContext().ctx);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.json).toMatchObject({ model: "dall-e-3", n: 1, size: "1024x1792", response_format: "b64_json" });
  });

  it("turns references into an edits call with image[] parts", async () => {
    await provider().generate!(input({ references: [png, png], count: 1 }), recordingContext().ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/images/edits");
    expect(files(request.form, "image[]")).toHaveLength(2);
    expect(field(request.form, "model")).toBe("gpt-image-1");
  });

  it("edits with image[], an inverted-alpha mask, prompt, model and n as multipart", async () => {
    const mask: ImageBytes = {
      bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
      contentType: "image/png",
    };
    const result = await provider().edit!({ prompt: "make it blue", model: "gpt-image", count: 1, image: png, mask, references: [] }, recordingContext().ctx);
    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe("Bearer sk-test-openai");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(field(request.form, "prompt")).toBe("make it blue");
    expect(field(request.form, "model")).toBe("gpt-image-1");
    expect(field(request.form, "n")).toBe("1");
    expect(files(request.form, "image[]")[0]?.type).toBe("image/png");
    const sentMask = files(request.form, "mask")[0]!;
    const { data, info } = await sharp(Buffer.from(await sentMask.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // white (change) became fully transparent
    expect(result.images).toHaveLength(1);
  });

  it("maps a black mask to opaque pixels", async () => {
    const black: ImageBytes = {
      bytes: await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000000" } })
        .png()
        .toBuffer(),
      contentType: "image/png",
    };
    const { data } = await sharp((await toOpenAiMask(black)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });

  it("describes an image through chat completions with an image input", async () => {
    const { text } = await provider().describe!({ image: png }, recordingContext().ctx);
    expect(text).toContain("red circle");
    const body = fake.requests[0]!.json as { messages: { content: { type: string; image_url?: { url: string } }[] }[] };
    expect(fake.requests[0]!.path).toBe("/v1/chat/completions");
    expect(body.messages[0]!.content[1]!.image_url!.url).toMatch(/^data:image\/png;base64,/);
  });

  it("maps a vendor 4xx to 'rejected' with the vendor's message", async () => {
    fake.mode = "reject";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("Invalid value for 'size'");
  });

  it("maps a safety refusal to 'content_policy'", async () => {
    fake.mode = "moderation";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("content_policy");
    expect(error.message).toContain("safety system");
  });

  it("maps a wrong key to 'rejected' without leaking the key", async () => {
    const wrong = createOpenAiProvider({ apiKey: "sk-wrong-secret", baseUrl: fake.url, timeoutMs: 2_000 });
    const error = await providerError(wrong.generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toContain("Incorrect API key");
    expect(error.message).not.toContain("sk-wrong-secret");
  });

  it("maps 429 to a retryable 'rate_limited' and 5xx to 'unavailable'", async () => {
    fake.mode = "rate_limit";
    const limited = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(limited.code).toBe("rate_limited");
    expect(limited.retryable).toBe(true);
    fake.mode = "server_error";
    const down = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(down.code).toBe("unavailable");
    expect(down.retryable).toBe(true);
  });

  it("maps a non-JSON answer to 'bad_response'", async () => {
    fake.mode = "garbage";
    expect((await providerError(provider().generate!(input(), recordingContext().ctx))).code).toBe("bad_response");
  });

  it("times out when the vendor never answers", async () => {
    fake.mode = "hang";
    const started = Date.now();
    const error = await providerError(provider(150).generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("timeout");
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("stops at once when the task is cancelled", async () => {
    fake.mode = "hang";
    const controller = new AbortController();
    const call = provider().generate!(input(), recordingContext({ signal: controller.signal }).ctx);
    setTimeout(() => controller.abort(new Error("cancelled")), 50);
    await expect(call).rejects.toThrow("cancelled");
  });

  it("maps an unreachable vendor to 'unavailable'", async () => {
    const closed = createOpenAiProvider({ apiKey: "k", baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 });
    expect((await providerError(closed.generate!(input(), recordingContext().ctx))).code).toBe("unavailable");
  });

  it("sizes each aspect to a size gpt-image-1 accepts", () => {
    expect(gptImageSize("1:1")).toBe("1024x1024");
    expect(gptImageSize("16:9")).toBe("1536x1024");
    expect(gptImageSize("9:16")).toBe("1024x1536");
  });
});
