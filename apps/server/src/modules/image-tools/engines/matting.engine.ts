import { chooseMattingMethod, removeFlatBackground, removeOnnxBackground, removePersonBackground, type RawImage } from "@studio/image-tools";
import type { ToolMethod } from "@studio/contracts";
import type { MattingModelSource } from "../matting-model.source";
import { ToolFailure } from "../tool-failure";
import type { ToolEngine } from "../tool-engine.types";
import { cutoutOutput } from "./cutout-output";

/**
 * Background removal (ledger kind matting 10) with the method that suits the image
 * (@studio/image-tools chooseMattingMethod): the colour method for graphics on a plain backdrop, the
 * person model (MediaPipe selfie segmentation, shipped in its npm package) for portraits, the
 * operator's general ONNX model for other photos when configured. No configured vendor offers
 * background removal, so the 'provider' method is never offered. With no suitable method the task
 * fails and is refunded rather than answer a bad cut-out. The result says which method ran.
 */
export function mattingEngine(deps: { model: MattingModelSource }): ToolEngine<"matting"> {
  const methods = (): ToolMethod[] => ["flat", "person", ...(deps.model.state() === "off" || deps.model.state() === "refused" ? [] : (["onnx"] as const))];
  return {
    tool: "matting",
    get methods() {
      return methods();
    },
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const { mattingType, crop, bgcolor } = input.options;
      const raw = await input.image.raw();
      const model = await deps.model.get();
      const choice = chooseMattingMethod(raw, { requested: mattingType, onnx: model !== null, provider: false });
      if (choice.background.transparent && mattingType === "auto") throw new ToolFailure("tool_already_transparent");
      await ctx.reportProgress(0.3);
      let image: RawImage;
      const extra: Record<string, unknown> = { reason: choice.reason, coverage: Math.round(choice.background.coverage * 100) / 100 };
      if (choice.method === "flat") {
        image = removeFlatBackground(raw, { background: choice.background }).image;
        extra.gradient = choice.background.gradient;
      } else if (choice.method === "person") {
        const result = removePersonBackground(raw, choice.person ?? undefined, choice.background);
        image = result.image;
        extra.edges = result.edges;
        extra.personCoverage = Math.round(result.confidence.coverage * 100) / 100;
      } else if (choice.method === "onnx" && model) {
        image = (await removeOnnxBackground(raw, model)).image;
      } else {
        throw new ToolFailure(mattingType === "auto" ? "tool_no_plain_background" : "tool_method_unavailable");
      }
      await ctx.reportProgress(0.8);
      const out = await cutoutOutput(image, { crop, bgcolor });
      return { ...out, method: choice.method, extra };
    },
  };
}
