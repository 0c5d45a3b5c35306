import { decodeImage, encodePng, estimateBackground, removeFlatBackground, vectorise } from "@studio/image-tools";
import type { FontProvider } from "@studio/design";
import sharp from "sharp";
import { ToolFailure } from "../tool-failure";
import { toSvg } from "../../downloads/image-convert";
import type { ToolEngine } from "../tool-engine.types";
import { opaqueBox } from "./cutout-output";

const svgOutput = (svg: string, width: number, height: number) => ({
  bytes: Buffer.from(svg),
  contentType: "image/svg+xml",
  extension: "svg",
  width,
  height,
});

/**
 * Raster to SVG (spec 02 section 7 `matting-vector`): a plain backdrop is removed first (the same
 * flat matting, so the logo comes out without its background), then colours are quantised and traced
 * (vtracer, imagetracerjs where it cannot load). `crop` trims the empty margin. A logo made by the
 * designer (its record keeps the design document) exports its own true vectors instead of a trace.
 */
export function vectorEngine(deps: { fonts: () => FontProvider }): ToolEngine<"vector"> {
  return {
    tool: "vector",
    methods: ["vtracer", "imagetracerjs", "design"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      const document = (input.design as { document?: unknown } | null | undefined)?.document;
      if (document) {
        const svg = await toSvg({ kind: "design", document }, deps.fonts());
        const meta = await sharp(Buffer.from(svg)).metadata();
        return { ...svgOutput(svg, meta.width ?? 0, meta.height ?? 0), method: "design" };
      }
      if (!input.image) throw new ToolFailure("tool_no_source");
      let raw = await input.image.raw();
      const background = estimateBackground(raw);
      if (!background.transparent && background.coverage >= 0.6) raw = removeFlatBackground(raw, { background }).image;
      await ctx.reportProgress(0.3);
      if (input.options.crop) {
        const box = opaqueBox(raw);
        if (!box) throw new ToolFailure("tool_nothing_left");
        if (box.width !== raw.width || box.height !== raw.height)
          raw = await decodeImage(
            await sharp(await encodePng(raw))
              .extract(box)
              .png()
              .toBuffer(),
          );
      }
      const traced = await vectorise(raw, { colours: input.options.colours });
      await ctx.reportProgress(0.9);
      return { ...svgOutput(traced.svg, traced.width, traced.height), method: traced.engine };
    },
  };
}
