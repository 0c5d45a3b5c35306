import { editModes, modelShortTitle, type AiModel, type EditMode } from "@studio/contracts";
import { AppError } from "../errors";
import type { ImageBytes, ImageProvider } from "./image-provider";
import { createFluxProvider } from "./flux/flux.provider";
import { createIdeogramProvider } from "./ideogram/ideogram.provider";
import { createOpenAiProvider } from "./openai/openai.provider";
import type { ProvidersConfig } from "./providers.config";
import { createRecraftProvider } from "./recraft/recraft.provider";

/** Spec 02 section 3: the default model when OpenAI is configured. */
export const SPEC_DEFAULT_MODEL = "chatgpt";
/** The offline designer's own model name (never a stand-in for a vendor's model). */
export const LOCAL_MODEL_NAME = "local";

/** A model name and the provider that runs it. */
export type ResolvedModel = { model: string; provider: string };

/**
 * The one place that decides which provider answers a model. Vendors are enabled by their API keys
 * and answer their own model names; the local designer answers only `local`. A model no configured
 * provider serves is refused (MODEL_UNAVAILABLE) before anything is charged: it never runs silently
 * on another provider under the requested name. The default model is the spec's `chatgpt` when a
 * provider serves it, else `local`; each icon-design mode (Quick, Max) runs its spec model when
 * served, else `local` (docs/ARCHITECTURE.md, "Models").
 */
export type ProviderRegistry = {
  /** The local provider first, then the configured vendors, then any extra ones (tests). */
  list(): ImageProvider[];
  /** A provider by its name (tasks keep it, so a worker finds the same provider again). */
  byName(name: string): ImageProvider | undefined;
  /** The provider serving a model name (case-insensitive), or undefined when none is configured. */
  forModel(model: string): ImageProvider | undefined;
  defaultModel(): string;
  /** The requested model (or the default) and its provider; MODEL_UNAVAILABLE when not served. */
  resolve(model: string | undefined): ResolvedModel;
  /** The model an icon-design mode runs on here. */
  forMode(mode: EditMode): ResolvedModel;
  /** The configured models, for GET /api/ai-design/models. */
  models(): AiModel[];
  /** Describes an image with `model`'s provider when it can, else the local pixel analysis; says which answered. */
  describe(image: ImageBytes, signal: AbortSignal, model: string): Promise<{ text: string; provider: string }>;
};

export type ProviderRegistryOptions = { local: ImageProvider; fetch?: typeof fetch; extra?: ImageProvider[] };

const key = (model: string) => model.trim().toLowerCase();

export function createProviderRegistry(config: { providers: ProvidersConfig }, options: ProviderRegistryOptions): ProviderRegistry {
  const local = options.local;
  const all = [local, ...createRemoteProviders(config.providers, options.fetch), ...(options.extra ?? [])];
  // First provider wins a name; the local provider serves only its own name.
  const byModel = new Map<string, { name: string; provider: ImageProvider }>();
  byModel.set(LOCAL_MODEL_NAME, { name: LOCAL_MODEL_NAME, provider: local });
  for (const provider of all) {
    if (provider === local) continue;
    for (const model of provider.models) if (!byModel.has(key(model))) byModel.set(key(model), { name: model, provider });
  }
  const forModel = (model: string) => byModel.get(key(model))?.provider;
  const defaultModel = () => (forModel(SPEC_DEFAULT_MODEL) ? SPEC_DEFAULT_MODEL : LOCAL_MODEL_NAME);
  const forMode = (mode: EditMode): ResolvedModel => {
    const wanted = editModes[mode].model;
    const provider = forModel(wanted);
    return provider ? { model: wanted, provider: provider.name } : { model: LOCAL_MODEL_NAME, provider: local.name };
  };
  const noop = async () => undefined;
  return {
    list: () => [...all],
    byName: (name) => all.find((p) => p.name === name),
    forModel,
    defaultModel,
    resolve(model) {
      const name = model?.trim() ? model.trim() : defaultModel();
      const provider = forModel(name);
      if (!provider) throw new AppError("MODEL_UNAVAILABLE", undefined, { model: name });
      return { model: name, provider: provider.name };
    },
    forMode,
    models() {
      const fallback = defaultModel();
      const modes = Object.keys(editModes) as EditMode[];
      return [...byModel.values()].map(({ name, provider }) => ({
        name,
        provider: provider.name,
        label: modelShortTitle(name),
        modes: modes.filter((mode) => forMode(mode).model === name),
        default: name === fallback,
      }));
    },
    async describe(image, signal, model) {
      const chosen = forModel(model);
      const provider = chosen?.describe ? chosen : local;
      if (!provider.describe) throw new Error("The local provider must describe images");
      const { text } = await provider.describe({ image }, { signal, reportProgress: noop, recordJobId: noop });
      return { text, provider: provider.name };
    },
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
