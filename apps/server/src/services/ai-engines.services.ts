import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { isSpendKindAvailable, type CreditKindName } from "@studio/domain";
import type { Config } from "../config";
import { toolSpendSwitch } from "../modules/image-tools/image-tools.compose";
import { createIconQuota } from "../modules/image-tools/icon-quota.service";
import { createIconQuotaRepository } from "../modules/image-tools/icon-quota.repository";
import { createMattingModelSource } from "../modules/image-tools/matting-model.source";
import { createToolEngines, type ToolEngines } from "../modules/image-tools/tool-engines";
import { createImageStylesService, type ImageStylesService } from "../modules/logo-styles/image-styles.service";
import { createLocalProvider } from "../providers/local/local.provider";
import { createProviderRegistry, type ProviderRegistry } from "../providers/registry";
import type { AppDeps } from "./app-deps";
import type { Platform } from "./platform.services";

/**
 * What draws and edits images: the providers (local, vendors with keys, a test's fakes) and the image
 * tools' engines. Built before the credits, whose write-off asks the engines which AI kinds can run.
 */
export type AiEngines = {
  /** The generator's style and scene lists per product ({product}-style/data.json). */
  imageStyles: ImageStylesService;
  /** Which provider answers a model, the default model, the configured models (providers/registry.ts). */
  providers: ProviderRegistry;
  toolEngines: ToolEngines;
  /** The domain's switch (or a test's), without the engines' say. */
  baseSpendKindAvailable: (kind: CreditKindName) => boolean;
  /** The same, and for the tools' kinds: an engine that can run here now. */
  spendKindAvailable: (kind: CreditKindName) => boolean;
};

export function createAiEngines(config: Config, deps: AppDeps, platform: Platform): AiEngines {
  const { db, download } = platform;
  const { storage } = platform.services;
  const imageStyles = createImageStylesService({ storage, now: deps.now });
  const providers = createProviderRegistry(config, { local: createLocalProvider({ logo: createNodeLogoDeps }), extra: deps.extraProviders });
  // The image tools' engines.
  const toolEngines: ToolEngines = {
    ...createToolEngines({
      providers: (name) => providers.byName(name),
      fonts: () => createNodeLogoDeps().fonts,
      // The operator's general matting model: read and checksum-checked now, once (a mismatch logs and leaves the method off).
      mattingModel: createMattingModelSource(config.mattingModel, { error: (details, message) => console.error(message, details) }),
      // A vendor's result URL goes through the same safe downloader as every task's.
      download: async (url) => (await download(url)).body,
      iconQuota: createIconQuota({
        repository: createIconQuotaRepository(db),
        perDay: config.iconGeneratorDailyLimit ?? 20,
        timeZone: config.credits.quotaTimeZone,
        now: deps.now,
      }),
      // A style's words from the icon generator's list (admin-editable) tell the drawing and the vendor what it means.
      iconStylePrompt: async (style) =>
        (await imageStyles.read("icon-generator")).scenes.flatMap((scene) => scene.items).find((item) => item.value === style)?.prompt,
    }),
    ...deps.toolEngines,
  };
  // The domain's switch (or a test's), and on top of it for the tools' kinds: an engine that can run here now.
  const baseSpendKindAvailable = deps.spendKindAvailable ?? isSpendKindAvailable;
  const spendKindAvailable = toolSpendSwitch(toolEngines, baseSpendKindAvailable);
  return { imageStyles, providers, toolEngines, baseSpendKindAvailable, spendKindAvailable };
}
