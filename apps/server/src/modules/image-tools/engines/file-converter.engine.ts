import { convertImage, decodeImage } from "@studio/image-tools";
import { ToolFailure } from "../tool-failure";
import type { ToolEngine } from "../tool-engine.types";

/**
 * File conversion: PNG, JPG, WebP, AVIF, ICO (several sizes), PDF and SVG (traced), at the size and
 * quality asked. It reads the source at its full size (not the processing width): a conversion keeps
 * every pixel unless a size is asked for.
 */
export function fileConverterEngine(): ToolEngine<"fileConverter"> {
  return {
    tool: "fileConverter",
    methods: ["convert", "vtracer", "imagetracerjs"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const o = input.options;
      const raw = await decodeImage(input.image.bytes);
      await ctx.reportProgress(0.2);
      const converted = await convertImage(raw, {
        format: o.format,
        width: o.width,
        height: o.height,
        quality: o.quality,
        background: o.background,
        dpi: o.dpi,
        colours: o.colours,
        icoSizes: o.icoSizes,
      });
      return {
        bytes: converted.bytes,
        contentType: converted.mime,
        extension: converted.extension,
        width: converted.width,
        height: converted.height,
        method: "convert",
        extra: { format: o.format },
      };
    },
  };
}
