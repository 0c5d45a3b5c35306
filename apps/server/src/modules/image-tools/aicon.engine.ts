import sharp from "sharp";
import type { ImageProvider, ProviderImage } from "../../providers/image-provider";
import { ProviderError } from "../../providers/image-provider";
import type { ProviderLookup } from "../tasks/image-task.handlers";
import { generateOfflineIcons, type IconSearch } from "./icon-generator.engine";
import type { IconQuota } from "./icon-quota.service";
import type { ToolEngine, ToolOutput } from "./tool-engine.types";

/**
 * The icon generator (aicon, ledger kind 12) as a tool engine. With a vendor that draws icons
 * configured, the prompt and the style's words go to it; otherwise the designer's icon search and
 * the offline styles draw them (icon-generator.engine.ts), as SVG: an icon is a vector.
 */
export type AiconEngineDeps = {
  icons: IconSearch;
  providers: ProviderLookup;
  /** The prompt words of a style of the icon generator's list (/oss/icon-generator-style/data.json), if it has them. */
  stylePrompt(style: string): Promise<string | undefined>;
  download(url: string): Promise<Buffer>;
  /** The daily limit ('AI Limit Reached!'); none when absent. */
  quota?: IconQuota | undefined;
};

/** Vendors that make icons from a prompt, best first (Recraft has an icon style and answers SVG). */
const ICON_VENDORS = [
  { provider: "recraft", model: "recraftv3" },
  { provider: "openai", model: "gpt-image" },
  { provider: "ideogram", model: "ideogram" },
  { provider: "flux", model: "flux-pro-1.1" },
] as const;

export function iconVendor(providers: ProviderLookup): { provider: ImageProvider; model: string } | undefined {
  for (const vendor of ICON_VENDORS) {
    const provider = providers(vendor.provider);
    if (provider?.generate) return { provider, model: vendor.model };
  }
  return undefined;
}

/** What the vendor is asked for: the user's words, the style's words, and the shape of an icon. */
export function vendorIconPrompt(prompt: string, style: string, stylePrompt: string | undefined): string {
  return `${prompt}. ${stylePrompt || `${style} style`}. A single app icon, centred, on a plain background, no text.`;
}

async function vendorOutput(image: ProviderImage, download: (url: string) => Promise<Buffer>): Promise<ToolOutput> {
  const bytes = "url" in image ? await download(image.url) : image.bytes;
  if ("contentType" in image && image.contentType === "image/svg+xml") {
    const meta = await sharp(bytes).metadata();
    return { bytes, contentType: "image/svg+xml", extension: "svg", width: meta.width ?? 0, height: meta.height ?? 0 };
  }
  const png = await sharp(bytes, { limitInputPixels: 16_777_216 }).png().toBuffer({ resolveWithObject: true });
  return { bytes: png.data, contentType: "image/png", extension: "png", width: png.info.width, height: png.info.height };
}

const first = <T>(list: T[]): [T, T[]] => {
  const [head, ...rest] = list;
  if (head === undefined) throw new ProviderError("bad_response", "No icon was made.", { retryable: false });
  return [head, rest];
};

export function createAiconEngine(deps: AiconEngineDeps): ToolEngine<"aicon"> {
  return {
    tool: "aicon",
    methods: ["icon-search", "provider"],
    availability: () => ({ available: true }),
    paid: () => iconVendor(deps.providers) !== undefined,
    ...(deps.quota ? { dailyLimit: deps.quota } : {}),
    async run(input, ctx) {
      const options = input.options;
      const stylePrompt = await deps.stylePrompt(options.style);
      const vendor = iconVendor(deps.providers);
      if (vendor?.provider.generate) {
        await ctx.recordProviderCall();
        const result = await vendor.provider.generate(
          {
            prompt: vendorIconPrompt(options.prompt, options.style, stylePrompt),
            model: vendor.model,
            count: options.count,
            aspect: "1:1",
            references: [],
            purpose: "icon",
          },
          { signal: ctx.signal, reportProgress: ctx.reportProgress, recordJobId: async () => undefined },
        );
        const outputs = await Promise.all(result.images.map((image) => vendorOutput(image, deps.download)));
        const [head, more] = first(outputs);
        return { ...head, more, method: "provider", extra: { provider: vendor.provider.name, model: vendor.model, style: options.style } };
      }
      await ctx.reportProgress(0.05);
      const icons = await generateOfflineIcons(
        {
          prompt: options.prompt,
          style: options.style,
          stylePrompt,
          moreStyles: options.styles,
          count: options.count,
          colors: options.colors,
          seed: Math.floor(Math.random() * 1000),
        },
        { icons: deps.icons, signal: ctx.signal, reportProgress: ctx.reportProgress },
      );
      const outputs: ToolOutput[] = icons.map((icon) => ({
        bytes: Buffer.from(icon.svg),
        contentType: "image/svg+xml",
        extension: "svg",
        width: 256,
        height: 256,
      }));
      const [head, more] = first(outputs);
      return { ...head, more, method: "icon-search", extra: { icons: icons.map((icon) => ({ icon: icon.iconKey, style: icon.style })) } };
    },
  };
}
