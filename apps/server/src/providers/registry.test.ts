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
const allVendors: ProvidersConfig = { openai: vendor("openai"), bfl: vendor("bfl"), ideogram: vendor("ideogram"), recraft: vendor("recraft"), timeoutMs: 5_000 };

describe("provider registry", () => {
  it("offline: the local provider is the default and answers every model, including the spec's default 'chatgpt'", () => {
    const registry = createProviderRegistry({ providers: defaultProvidersConfig }, { local });
    expect(registry.default()).toBe(local);
    expect(registry.list()).toEqual([local]);
    for (const model of ["chatgpt", "gpt-image", "flux-kontext", "ideogram", "recraftv3", "anything"]) expect(registry.forModel(model)).toBe(local);
  });

  it("configured vendors take their models; the rest stays local", () => {
    const registry = createProviderRegistry({ providers: allVendors }, { local });
    expect(registry.list().map((p) => p.name)).toEqual(["local", "openai", "flux", "ideogram", "recraft"]);
    expect(registry.forModel("chatgpt")?.name).toBe("openai");
    expect(registry.forModel("4o-image")?.name).toBe("openai");
    expect(registry.forModel("GPT-Image")?.name).toBe("openai");
    expect(registry.forModel("flux-kontext")?.name).toBe("flux");
    expect(registry.forModel("flux-pro-1.1")?.name).toBe("flux");
    expect(registry.forModel("ideogram-turbo-2")?.name).toBe("ideogram");
    expect(registry.forModel("recraftv3")?.name).toBe("recraft");
    expect(registry.forModel("klingai-v1")).toBe(local);
    expect(registry.default()).toBe(local);
    expect(registry.list().filter((p) => p.name !== "local").every((p) => p.paid)).toBe(true);
  });

  it("enables only the vendors whose key is set", () => {
    const registry = createProviderRegistry({ providers: { ...defaultProvidersConfig, recraft: vendor("recraft") } }, { local });
    expect(registry.list().map((p) => p.name)).toEqual(["local", "recraft"]);
    expect(registry.forModel("chatgpt")).toBe(local);
  });

  it("hands the injected fetch and the configured base URL, key and timeout to the adapters", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify({ created: 1, data: [{ b64_json: TINY_PNG.toString("base64") }] }), { status: 200, headers: { "content-type": "application/json" } });
    };
    const registry = createProviderRegistry({ providers: allVendors }, { local, fetch: fakeFetch });
    const result = await registry.forModel("chatgpt")!.generate!({ prompt: "p", model: "chatgpt", count: 1, aspect: "1:1", references: [], purpose: "image" }, recordingContext().ctx);
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
