import { ENLARGE_MAX_INPUT_PIXELS, ENLARGE_MAX_OUTPUT_PIXELS, encodePng, enlarge } from "@studio/image-tools";
import type { ToolEngine } from "./tool-engine.types";
import { ToolFailure } from "./tool-failure";

/**
 * Enlarge (imageclarity), offline: ESRGAN-slim 2x or 4x in worker threads (packages/image-tools
 * enlarge.ts). None of the configured vendors' adapters has an upscale call, so there is no provider
 * method yet. The source is the processing-width image (default 1000 px wide); 4x takes sources of at
 * most 512x512 pixels (the result's 2048x2048 cap), a larger one is refused (and so refunded).
 */
export function imageclarityEngine(): ToolEngine<"imageclarity"> {
  return {
    tool: "imageclarity",
    methods: ["esrgan"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const raw = await input.image.raw();
      const scale = input.options.scale === 4 ? 4 : 2;
      if (raw.width * raw.height > ENLARGE_MAX_INPUT_PIXELS || raw.width * raw.height * scale * scale > ENLARGE_MAX_OUTPUT_PIXELS) {
        throw new ToolFailure("tool_too_large_to_enlarge");
      }
      const result = await enlarge(raw, {
        scale,
        signal: ctx.signal,
        // Tiles are the work; encoding the PNG is the last few percent.
        onProgress: (done, total) => void ctx.reportProgress(0.05 + 0.85 * (done / total)),
      });
      const bytes = await encodePng(result.image);
      return {
        bytes,
        contentType: "image/png",
        extension: "png",
        width: result.image.width,
        height: result.image.height,
        method: "esrgan",
        extra: { scale, model: result.method, tiles: result.tiles },
      };
    },
  };
}
