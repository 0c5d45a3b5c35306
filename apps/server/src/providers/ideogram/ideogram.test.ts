import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { field, files, TINY_PNG } from "../../../test/fakes/fake-http";
import { startIdeogramFake, type IdeogramFake } from "../../../test/fakes/ideogram-fake";
import { providerError, recordingContext } from "../../../test/fakes/provider-context";
import type { GenerateInput, ImageBytes } from "../image-provider";
import { createIdeogramProvider, toIdeogramMask } from "./ideogram.provider";

const png: ImageBytes = { bytes: TINY_PNG, contentType: "image/png" };
const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  prompt: "OPEN STUDIO poster",
  model: "ideogram",
  count: 2,
  aspect: "16:9",
  references: [],
  purpose: "image",
  ...overrides,
});

describe("Ideogram adapter against a local fake of the Ideogram API", () => {
  let fake: IdeogramFake;
  const provider = (timeoutMs = 2_000) => createIdeogramProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs });

  beforeAll(async () => {
    fake = await startIdeogramFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  it("answers the spec's model names", () => {
    expect(provider().models).toEqual(expect.arrayContaining(["ideogram", "ideogram2", "ideogram-turbo-2"]));
  });

  it("generates with Ideogram 3.0 as multipart with Api-Key, prompt, num_images and aspect_ratio, returning URLs", async () => {
    const result = await provider().generate!(input({ quality: "high", seed: 9, purpose: "logo" }), recordingContext().ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/ideogram-v3/generate");
    expect(request.headers["api-key"]).toBe("ideogram-test-key");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(field(request.form, "prompt")).toBe("OPEN STUDIO poster");
    expect(field(request.form, "num_images")).toBe("2");
    expect(field(request.form, "aspect_ratio")).toBe("16x9");
    expect(field(request.form, "rendering_speed")).toBe("QUALITY");
    expect(field(request.form, "seed")).toBe("9");
    expect(field(request.form, "style_type")).toBe("DESIGN");
    expect(result.images).toEqual([
      { url: `${fake.url}/api/images/ephemeral/img0.png?exp=1&sig=x` },
      { url: `${fake.url}/api/images/ephemeral/img1.png?exp=1&sig=x` },
    ]);
    expect(result.meta).toMatchObject({ seeds: [100, 101] });
  });

  it("generates with the legacy JSON /generate for ideogram2 and ideogram-turbo-2", async () => {
    await provider().generate!(input({ model: "ideogram-turbo-2", count: 1, aspect: "9:16" }), recordingContext().ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/generate");
    expect(request.json).toEqual({
      image_request: { prompt: "OPEN STUDIO poster", model: "V_2_TURBO", num_images: 1, magic_prompt_option: "AUTO", aspect_ratio: "ASPECT_9_16" },
    });
  });

  it("remixes a reference with 3.0 (image + image_weight) and legacy (image_file + image_request)", async () => {
    await provider().generate!(input({ references: [png], count: 1 }), recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/ideogram-v3/remix");
    expect(files(fake.requests[0]!.form, "image")).toHaveLength(1);
    expect(field(fake.requests[0]!.form, "image_weight")).toBe("50");
    await provider().generate!(input({ model: "ideogram2", references: [png], count: 1 }), recordingContext().ctx);
    expect(fake.requests[1]!.path).toBe("/remix");
    expect(JSON.parse(field(fake.requests[1]!.form, "image_request")!)).toMatchObject({ model: "V_2", image_weight: 50 });
    expect(files(fake.requests[1]!.form, "image_file")[0]?.type).toBe("image/png");
  });

  it("edits with a mask through the 3.0 edit endpoint, the mask inverted to Ideogram's black = change", async () => {
    const white: ImageBytes = {
      bytes: await sharp({ create: { width: 2, height: 2, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
      contentType: "image/png",
    };
    await provider().edit!({ prompt: "add a moon", model: "ideogram", count: 1, image: png, mask: white, references: [] }, recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/ideogram-v3/edit");
    const sent = files(fake.requests[0]!.form, "mask")[0]!;
    const { data } = await sharp(Buffer.from(await sent.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(0);
    const { data: again } = await sharp((await toIdeogramMask(white)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(again[0]).toBe(0);
  });

  it("describes through /describe with image_file", async () => {
    const { text } = await provider().describe!({ image: png }, recordingContext().ctx);
    expect(text).toBe("A minimalist red fox emblem on a cream background.");
    expect(fake.requests[0]!.path).toBe("/describe");
    expect(fake.requests[0]!.headers["api-key"]).toBe("ideogram-test-key");
  });

  it("maps unsafe results (is_image_safe=false) to 'content_policy'", async () => {
    fake.mode = "unsafe";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("content_policy");
  });

  it("maps a safety refusal to 'content_policy' and other 4xx to 'rejected' with the vendor's message", async () => {
    fake.mode = "safety";
    expect((await providerError(provider().generate!(input(), recordingContext().ctx))).code).toBe("content_policy");
    fake.mode = "reject";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toBe("Ideogram: Invalid aspect ratio for this model.");
  });

  it("maps a wrong key to 'rejected'", async () => {
    const wrong = createIdeogramProvider({ apiKey: "nope", baseUrl: fake.url, timeoutMs: 2_000 });
    const error = await providerError(wrong.generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toContain("Invalid API key");
  });

  it("maps 429 to a retryable 'rate_limited'", async () => {
    fake.mode = "rate_limit";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rate_limited");
    expect(error.retryable).toBe(true);
  });

  it("times out when the vendor never answers", async () => {
    fake.mode = "hang";
    expect((await providerError(provider(150).generate!(input(), recordingContext().ctx))).code).toBe("timeout");
  });
});
