import type { ImageProvider } from "./image-provider";
import { createFluxProvider } from "./flux/flux.provider";
import { createIdeogramProvider } from "./ideogram/ideogram.provider";
import { createOpenAiProvider } from "./openai/openai.provider";
import type { ProvidersConfig } from "./providers.config";
import { createRecraftProvider } from "./recraft/recraft.provider";

/**
 * Which provider runs a model. Vendors are enabled by their API keys; each takes the models it
 * answers. The local provider is the default and answers every other model, so the spec's default
 * model ('chatgpt') works offline and turns into a real OpenAI call once OPENAI_API_KEY is set.
 */
export type ProviderRegistry = {
  /** The local provider first, then the configured vendors. */
  list(): ImageProvider[];
  /** The provider for a model name (case-insensitive); with a local provider this always answers. */
  forModel(model: string): ImageProvider | undefined;
  default(): ImageProvider;
};

export type ProviderRegistryOptions = { local: ImageProvider; fetch?: typeof fetch };

export function createProviderRegistry(config: { providers: ProvidersConfig }, options: ProviderRegistryOptions): ProviderRegistry {
  const remote = createRemoteProviders(config.providers, options.fetch);
  const byModel = new Map<string, ImageProvider>();
  for (const provider of remote) for (const model of provider.models) if (!byModel.has(model.toLowerCase())) byModel.set(model.toLowerCase(), provider);
  const all = [options.local, ...remote];
  return {
    list: () => [...all],
    forModel: (model) => byModel.get(model.trim().toLowerCase()) ?? options.local,
    default: () => options.local,
  };
}

/** The vendor adapters whose keys are configured. */
export function createRemoteProviders(config: ProvidersConfig, fetchImpl?: typeof fetch): ImageProvider[] {
  const common = { timeoutMs: config.timeoutMs, ...(fetchImpl ? { fetch: fetchImpl } : {}) };
  const providers: ImageProvider[] = [];
  if (config.openai) providers.push(createOpenAiProvider({ ...config.openai, ...common }));
  if (config.bfl) providers.push(createFluxProvider({ ...config.bfl, ...common }));
  if (config.ideogram) providers.push(createIdeogramProvider({ ...config.ideogram, ...common }));
  if (config.recraft) providers.push(createRecraftProvider({ ...config.recraft, ...common }));
  return providers;
}
