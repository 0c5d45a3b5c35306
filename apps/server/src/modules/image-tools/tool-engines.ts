import { aimockupEngine } from "./aimockup.engine";
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
  void deps;
  return {
    aimockup: aimockupEngine(),
  };
}
