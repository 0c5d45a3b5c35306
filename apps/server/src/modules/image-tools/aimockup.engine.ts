import { MOCKUP_SCENES, prepareLogo, renderMockup, sharpRaw } from "@studio/image-tools";
import type { ToolEngine, ToolOutput } from "./tool-engine.types";

/**
 * aimockup (ledger kind 13) offline: the logo on each chosen scene by the one mockup renderer
 * (@studio/image-tools mockup). One result per scene, each its own image record with the source as
 * parent (docs/image-tools.md, "Mockups"). The logo's plain backdrop is cut out first, and each scene
 * takes the surface colour that contrasts most with the logo. No vendor is called: nothing is paid.
 */
export function aimockupEngine(): ToolEngine<"aimockup"> {
  return {
    tool: "aimockup",
    methods: ["mockup"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new Error("aimockup needs the logo image");
      const logo = prepareLogo(await input.image.raw());
      const scenes = input.options.scenes.filter((scene) => (MOCKUP_SCENES as readonly string[]).includes(scene));
      const outputs: ToolOutput[] = [];
      const surfaces: string[] = [];
      for (const scene of scenes) {
        ctx.signal.throwIfAborted();
        const { image, surface } = await renderMockup(logo, scene);
        // A mockup is a photograph-like picture with no transparency: JPEG keeps it a tenth of the PNG's size.
        const bytes = await sharpRaw(image).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
        outputs.push({ bytes, contentType: "image/jpeg", extension: "jpg", width: image.width, height: image.height });
        surfaces.push(surface.name);
        await ctx.reportProgress(outputs.length / scenes.length);
      }
      const [first, ...more] = outputs;
      if (!first) throw new Error("aimockup: no scene to render");
      return { ...first, method: "mockup", more, extra: { scenes, surfaces, logoCutOut: logo.cutOut } };
    },
  };
}
