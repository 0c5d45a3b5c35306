import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import { createOpenAiProvider } from "../../providers/openai/openai.provider";
import { vendorIconPrompt } from "./aicon.engine";
import { createToolEngines } from "./tool-engines";
import type { ToolEngineContext } from "./tool-engine.types";

const ctx = (): ToolEngineContext => ({
  signal: new AbortController().signal,
  reportProgress: async () => undefined,
  recordProviderCall: async () => undefined,
  providers: () => undefined,
});
const base = { image: undefined, mask: undefined, reference: undefined, design: undefined, processWidth: 1000 };
const options = (fields: Partial<{ prompt: string; style: string; count: number; colors: string[]; styles: string[] }>) => ({
  prompt: "rocket",
  style: "abstract",
  count: 3,
  colors: undefined,
  styles: undefined,
  ...fields,
});

describe("aicon engine", () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await startOpenAiFake();
  });
  afterAll(() => fake.close());

  it("offline: the library's icons for the prompt, as SVG results in the styles, with which icon and style each is", async () => {
    const engine = createToolEngines({
      providers: () => undefined,
      iconStylePrompt: async (style) => (style === "abstract" ? "abstract geometric icon" : undefined),
    }).aicon!;
    expect(engine.availability()).toEqual({ available: true });
    expect(engine.paid(options({}))).toBe(false);
    const result = await engine.run({ ...base, options: options({ style: "abstract", styles: ["duotone"], count: 3 }) }, ctx());
    expect(result.method).toBe("icon-search");
    expect(result.contentType).toBe("image/svg+xml");
    expect(result.more).toHaveLength(2);
    for (const output of [result, ...(result.more ?? [])]) {
      expect(output.extension).toBe("svg");
      expect((await sharp(output.bytes).metadata()).width).toBe(256);
    }
    const icons = (result.extra as { icons: { icon: string; style: string }[] }).icons;
    expect(icons.map((icon) => icon.style)).toEqual(["abstract", "duotone", "abstract"]);
    expect(icons[0]?.icon).toMatch(/rocket/);
  });

  it("with a vendor: one generate call with the prompt and the style's words, its images as PNG results", async () => {
    const openai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 2_000 });
    const engine = createToolEngines({
      providers: (name) => (name === "openai" ? openai : undefined),
      iconStylePrompt: async () => "line icon, even stroke",
    }).aicon!;
    expect(engine.paid(options({}))).toBe(true);
    const result = await engine.run({ ...base, options: options({ style: "line", count: 2 }) }, ctx());
    expect(fake.requests[0]?.path).toBe("/v1/images/generations");
    expect(fake.requests[0]?.json).toMatchObject({ prompt: vendorIconPrompt("rocket", "line", "line icon, even stroke"), n: 2 });
    expect(result).toMatchObject({ method: "provider", contentType: "image/png", extension: "png" });
    expect(result.more).toHaveLength(1);
  });
});
