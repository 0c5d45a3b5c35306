import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { field, files, TINY_PNG, TINY_SVG } from "../../../test/fakes/fake-http";
import { startRecraftFake, type RecraftFake } from "../../../test/fakes/recraft-fake";
import { providerError, recordingContext } from "../../../test/fakes/provider-context";
import type { GenerateInput, ImageBytes } from "../image-provider";
import { createRecraftProvider, recraftSize, styleFor } from "./recraft.provider";

const png: ImageBytes = { bytes: TINY_PNG, contentType: "image/png" };
const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  prompt: "a fox mascot",
  model: "recraftv3",
  count: 2,
  aspect: "1:1",
  references: [],
  purpose: "image",
  ...overrides,
});

describe("Recraft adapter against a local fake of the Recraft API", () => {
  let fake: RecraftFake;
  const provider = (timeoutMs = 2_000) => createRecraftProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs });

  beforeAll(async () => {
    fake = await startRecraftFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  it("answers the spec's model name", () => {
    expect(provider().models).toContain("recraftv3");
  });

  it("sends bearer auth, model, prompt, style, n and size, and decodes raster bytes", async () => {
    const result = await provider().generate!(input({ aspect: "16:9" }), recordingContext().ctx);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/images/generations");
    expect(request.headers.authorization).toBe("Bearer recraft-test-key");
    expect(request.json).toEqual({ prompt: "a fox mascot", model: "recraftv3", style: "any", n: 2, size: "1820x1024", response_format: "b64_json" });
    expect(result.images).toEqual([png, png]);
  });

  it("asks for vector_illustration for logos and returns SVG bytes", async () => {
    const result = await provider().generate!(input({ purpose: "logo", count: 1 }), recordingContext().ctx);
    expect(fake.requests[0]!.json).toMatchObject({ style: "vector_illustration" });
    expect(result.images).toEqual([{ bytes: Buffer.from(TINY_SVG), contentType: "image/svg+xml" }]);
    expect(result.meta).toMatchObject({ style: "vector_illustration" });
  });

  it("passes URL results through when the vendor answers with links", async () => {
    fake.mode = "url";
    const result = await provider().generate!(input({ model: "recraftv3-vector", count: 1 }), recordingContext().ctx);
    expect(result.images).toEqual([{ url: `${fake.url}/files/00000000-0000-4000-8000-000000000000.svg` }]);
  });

  it("uses imageToImage for references and edits, inpaint for masked edits (multipart)", async () => {
    await provider().generate!(input({ references: [png], count: 1 }), recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/images/imageToImage");
    expect(field(fake.requests[0]!.form, "strength")).toBe("0.5");
    expect(files(fake.requests[0]!.form, "image")).toHaveLength(1);
    await provider().edit!({ prompt: "add a hat", model: "recraftv3", count: 1, image: png, mask: png, references: [] }, recordingContext().ctx);
    expect(fake.requests[1]!.path).toBe("/v1/images/inpaint");
    expect(fake.requests[1]!.headers.authorization).toBe("Bearer recraft-test-key");
    expect(files(fake.requests[1]!.form, "mask")).toHaveLength(1);
    expect(field(fake.requests[1]!.form, "prompt")).toBe("add a hat");
  });

  it("maps a vendor 4xx to 'rejected' with the vendor's message", async () => {
    fake.mode = "reject";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toBe("Recraft: Size 999x999 is not supported");
  });

  it("maps 429 to a retryable 'rate_limited' and 503 to 'unavailable'", async () => {
    fake.mode = "rate_limit";
    const limited = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(limited.code).toBe("rate_limited");
    expect(limited.retryable).toBe(true);
    fake.mode = "server_error";
    expect((await providerError(provider().generate!(input(), recordingContext().ctx))).code).toBe("unavailable");
  });

  it("times out when the vendor never answers", async () => {
    fake.mode = "hang";
    expect((await providerError(provider(150).generate!(input(), recordingContext().ctx))).code).toBe("timeout");
  });

  it("refuses models it does not serve and sizes every aspect", () => {
    expect(() => styleFor("recraftv2", "image")).toThrow("unknown model");
    expect(styleFor("recraftv3", "icon")).toBe("icon");
    expect(recraftSize("9:16")).toBe("1024x1820");
    expect(recraftSize("16:9")).toBe("1820x1024");
  });
});
