import { estimateBackground, removeFlatBackground } from "@studio/image-tools";
import { ToolFailure } from "../tool-failure";
import type { ToolEngine } from "../tool-engine.types";
import { cutoutOutput } from "./cutout-output";

/** Share of the border that must match one colour or gradient for the flat method to suit (as detectBackground's `plain`). */
const PLAIN_COVERAGE = 0.6;

/**
 * Background removal by colour distance (packages/image-tools flat-matting): for logos, icons,
 * screenshots and products on a plain backdrop; enclosed backdrop (the inside of an 'O') is cleared
 * and edge colours are freed of the backdrop. `auto` uses it only where the backdrop is plain: a photo
 * is refused (and refunded) rather than answered with a bad cut-out; the person and general models
 * (T19-PERSON) take those.
 */
export function flatMattingEngine(): ToolEngine<"matting"> {
  return {
    tool: "matting",
    methods: ["flat"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const { mattingType, crop, bgcolor } = input.options;
      if (mattingType !== "auto" && mattingType !== "flat") throw new ToolFailure("tool_method_unavailable");
      const raw = await input.image.raw();
      const background = estimateBackground(raw);
      if (background.transparent) throw new ToolFailure("tool_already_transparent");
      if (mattingType === "auto" && background.coverage < PLAIN_COVERAGE) throw new ToolFailure("tool_no_plain_background");
      await ctx.reportProgress(0.3);
      const result = removeFlatBackground(raw, { background });
      await ctx.reportProgress(0.8);
      const out = await cutoutOutput(result.image, { crop, bgcolor });
      return { ...out, method: "flat", extra: { gradient: background.gradient, coverage: Math.round(background.coverage * 100) / 100 } };
    },
  };
}
