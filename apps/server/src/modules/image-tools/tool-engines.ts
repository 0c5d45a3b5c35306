import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { aimockupEngine } from "./aimockup.engine";
import { ProviderError } from "../../providers/image-provider";
import { createAiconEngine } from "./aicon.engine";
import { libraryIconSearch } from "./icon-generator.engine";
import { createProviderToolEngine } from "./provider-tools.engine";
import { backgroundEngine } from "./background.engine";
import { imageclarityEngine } from "./imageclarity.engine";
import { fileConverterEngine } from "./engines/file-converter.engine";
import { idphotoEngine } from "./engines/idphoto.engine";
import { mattingEngine } from "./engines/matting.engine";
import { inpaintEngine } from "./engines/inpaint.engine";
import { vectorEngine } from "./engines/vector.engine";
import { createMattingModelSource } from "./matting-model.source";
import type { ToolEngineDeps, ToolEngines } from "./tool-engine.types";

export type {
  EngineAvailability,
  ToolEngine,
  ToolEngineContext,
  ToolEngineDeps,
  ToolEngineInput,
  ToolEngineResult,
  ToolEngines,
  ToolImage,
  ToolOutput,
} from "./tool-engine.types";
export { engineOf } from "./tool-engine.types";

/**
 * The registry of the image tools' engines: tool name -> engine (types in tool-engine.types.ts). One
 * line per tool; a tool without a line is refused by its route at no cost. Owners (issue 19):
 * matting (flat), vector, fileConverter, imagefix: T19-CORE; matting's person/onnx methods and idphoto:
 * T19-PERSON; imageclarity, background, watermark: T19-ENLARGE; aimockup: T19-MOCKUP; aicon and the
 * provider-only kinds (cartoonProfile, beautification, mergeface): T19-ICON.
 */
export function createToolEngines(deps: ToolEngineDeps): ToolEngines {
  const download = deps.download ?? refuseDownload;
  const providerTool = { providers: deps.providers, download };
  const engines: ToolEngines = {
    matting: mattingEngine({ model: deps.mattingModel ?? createMattingModelSource(undefined, { error: () => undefined }) }),
    idphoto: idphotoEngine(),
    vector: vectorEngine({ fonts: deps.fonts ?? (() => createNodeLogoDeps().fonts) }),
    fileConverter: fileConverterEngine(),
    imagefix: inpaintEngine("imagefix"),
    watermark: inpaintEngine("watermark"),
    aimockup: aimockupEngine(),
    aicon: createAiconEngine({
      icons: deps.icons ?? libraryIconSearch(),
      providers: deps.providers,
      stylePrompt: deps.iconStylePrompt ?? (async () => undefined),
      download,
      quota: deps.iconQuota,
    }),
    cartoonProfile: createProviderToolEngine("cartoonProfile", providerTool),
    beautification: createProviderToolEngine("beautification", providerTool),
    mergeface: createProviderToolEngine("mergeface", providerTool),
    imageclarity: imageclarityEngine(),
  };
  // Background generation cuts the subject out with whichever matting engine is registered above.
  engines.background = backgroundEngine({ matting: engines.matting, providers: deps.providers });
  return engines;
}

/** Without the safe downloader a vendor's URL answer cannot be fetched: the task fails and is refunded. */
const refuseDownload = async (url: string): Promise<Buffer> => {
  throw new ProviderError("unavailable", `No downloader for the vendor's result (${new URL(url).host}).`, { retryable: false });
};
