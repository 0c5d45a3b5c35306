import { describe, expect, it } from "vitest";
import { TINY_PNG } from "../../test/fakes/fake-http";
import { recordingContext } from "../../test/fakes/provider-context";
import { loadConfig } from "../config";
import type { ImageProvider } from "./image-provider";
import { defaultProvidersConfig, providersConfigFrom, providersEnvSchema, type ProvidersConfig } from "./providers.config";
import { createProviderRegistry } from "./registry";

const local: ImageProvider = {
  name: "local",
  models: ["local"],
  paid: false,
  generate: async () => ({ images: [{ bytes: TINY_PNG, contentType: "image/png" }] }),
};

const vendor = (name: string) => ({ apiKey: `${name}-key`, baseUrl: `https://${name}.test` });
const allVendors: ProvidersConfig = {
  openai: vendor("openai"),
  bfl: vendor("bfl"),
  ideogram: vendor("ideogram"),
  recraft: vendor("recraft"),
  timeoutMs: 5_000,
};

describe("provider registry", () => {
  it("offline: only `local` is served, it is the default, and every vendor model is unavailable (never run locally under its name)", () => {
    const registry = createProviderRegistry({ providers: defaultProvidersConfig }, { local });
    expect(registry.defaultModel()).toBe("local");
    expect(registry.list()).toEqual([local]);
    expect(registry.forModel("local")).toBe(local);
    expect(registry.forModel(" LOCAL ")).toBe(local);
    for (const model of ["chatgpt", "gpt-image", "flux-pro", "flux-kontext", "ideogram", "recraftv3", "anything"]) {
      expect(registry.forModel(model)).toBeUndefined();
      expect(() => registry.resolve(model)).toThrowError(expect.objectContaining({ code: "MODEL_UNAVAILABLE", status: 400 }));
    }
    expect(registry.resolve(undefined)).toEqual({ model: "local", provider: "local" });
    expect(registry.resolve("  ")).toEqual({ model: "local", provider: "local" });
    // Quick and Max both run on the local designer (1 and 4 designs).
    expect(registry.forMode("quick")).toEqual({ model: "local", provider: "local" });
    expect(registry.forMode("max")).toEqual({ model: "local", provider: "local" });
    expect(registry.models()).toEqual([{ name: "local", provider: "local", label: "Studio", modes: ["quick", "max"], default: true }]);
  });

  it("configured vendors serve their models; chatgpt is the default once OpenAI is configured", () => {
    const registry = createProviderRegistry({ providers: allVendors }, { local });
    expect(registry.list().map((p) => p.name)).toEqual(["local", "openai", "flux", "ideogram", "recraft"]);
    expect(registry.forModel("chatgpt")?.name).toBe("openai");
    expect(registry.forModel("4o-image")?.name).toBe("openai");
    expect(registry.forModel("GPT-Image")?.name).toBe("openai");
    expect(registry.forModel("flux-kontext")?.name).toBe("flux");
    expect(registry.forModel("flux-pro-1.1")?.name).toBe("flux");
    expect(registry.forModel("ideogram-turbo-2")?.name).toBe("ideogram");
    expect(registry.forModel("recraftv3")?.name).toBe("recraft");
    expect(registry.forModel("klingai-v1")).toBeUndefined();
    expect(registry.defaultModel()).toBe("chatgpt");
    expect(registry.resolve(undefined)).toEqual({ model: "chatgpt", provider: "openai" });
    expect(registry.resolve("local")).toEqual({ model: "local", provider: "local" });
    expect(registry.forMode("quick")).toEqual({ model: "gpt-image", provider: "openai" });
    expect(registry.forMode("max")).toEqual({ model: "4o-image", provider: "openai" });
    const models = registry.models();
    expect(models.find((m) => m.name === "local")).toEqual({ name: "local", provider: "local", label: "Studio", modes: [], default: false });
    expect(models.find((m) => m.name === "chatgpt")).toMatchObject({ provider: "openai", default: true });
    expect(models.find((m) => m.name === "gpt-image")).toMatchObject({ provider: "openai", modes: ["quick"] });
    expect(models.find((m) => m.name === "4o-image")).toMatchObject({ provider: "openai", modes: ["max"] });
    expect(models.filter((m) => m.default)).toHaveLength(1);
    expect(
      registry
        .list()
        .filter((p) => p.name !== "local")
        .every((p) => p.paid),
    ).toBe(true);
  });

  it("enables only the vendors whose key is set", () => {
    const registry = createProviderRegistry({ providers: { ...defaultProvidersConfig, recraft: vendor("recraft") } }, { local });
    expect(registry.list().map((p) => p.name)).toEqual(["local", "recraft"]);
    expect(registry.forModel("chatgpt")).toBeUndefined();
    expect(registry.defaultModel()).toBe("local");
    expect(registry.models().map((m) => m.name)).toEqual(["local", "recraftv3", "recraftv3-vector"]);
  });

  it("describes with the model's provider when it can, else locally, and says which answered", async () => {
    const describing: ImageProvider = { ...local, describe: async () => ({ text: "local words" }) };
    const registry = createProviderRegistry({ providers: defaultProvidersConfig }, { local: describing });
    const image = { bytes: TINY_PNG, contentType: "image/png" as const };
    expect(await registry.describe(image, new AbortController().signal, "ideogram")).toEqual({ text: "local words", provider: "local" });
  });

  it("hands the injected fetch and the configured base URL, key and timeout to the adapters", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify({ created: 1, data: [{ b64_json: TINY_PNG.toString("base64") }] }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    };
    const registry = createProviderRegistry({ providers: allVendors }, { local, fetch: fakeFetch });
    const result = await registry.forModel("chatgpt")!.generate!(
      { prompt: "p", model: "chatgpt", count: 1, aspect: "1:1", references: [], purpose: "image" },
      recordingContext().ctx,
    );
    expect(calls[0]!.url).toBe("https://openai.test/v1/images/generations");
    expect((calls[0]!.init?.headers as Record<string, string>).authorization).toBe("Bearer openai-key");
    expect(result.images).toHaveLength(1);
  });
});

describe("provider configuration", () => {
  const parse = (env: Record<string, string>) => providersConfigFrom(providersEnvSchema.parse(env));

  it("defaults: no vendor, the documented base URLs, a 120 s timeout", () => {
    expect(parse({})).toEqual(defaultProvidersConfig);
    expect(parse({ OPENAI_API_KEY: "sk-1" }).openai).toEqual({ apiKey: "sk-1", baseUrl: "https://api.openai.com" });
    expect(parse({ BFL_API_KEY: "b" }).bfl?.baseUrl).toBe("https://api.bfl.ai");
    expect(parse({ IDEOGRAM_API_KEY: "i" }).ideogram?.baseUrl).toBe("https://api.ideogram.ai");
    expect(parse({ RECRAFT_API_KEY: "r" }).recraft?.baseUrl).toBe("https://external.api.recraft.ai");
  });

  it("reads base URLs (trailing slash dropped), the timeout, and treats blank keys as unset", () => {
    const config = parse({ OPENAI_API_KEY: "sk-1", OPENAI_BASE_URL: "http://127.0.0.1:8080/", PROVIDER_TIMEOUT_MS: "3000", BFL_API_KEY: "  " });
    expect(config.openai?.baseUrl).toBe("http://127.0.0.1:8080");
    expect(config.timeoutMs).toBe(3000);
    expect(config.bfl).toBeUndefined();
  });

  it("is part of the server configuration and names a bad variable", () => {
    expect(loadConfig({ NODE_ENV: "test", IDEOGRAM_API_KEY: "k" }).providers.ideogram?.apiKey).toBe("k");
    expect(() => loadConfig({ NODE_ENV: "test", PROVIDER_TIMEOUT_MS: "soon" })).toThrow("PROVIDER_TIMEOUT_MS must be a positive whole number, got 'soon'");
    expect(() => loadConfig({ NODE_ENV: "test", RECRAFT_BASE_URL: "ftp://x" })).toThrow("RECRAFT_BASE_URL must be an http(s) URL");
  });
});
