import { parseDesignDocument } from "@studio/design";
import { dominantColors, generateLogos, hashString, type LogoEngineDeps, type LogoStyle, LOGO_STYLES } from "@studio/logo-engine";
import { briefFromPrompt } from "@studio/domain";
import sharp from "sharp";
import type { DescribeInput, EditInput, GenerateInput, ImageProvider, ProviderContext, ProviderResult } from "../image-provider";
import { ProviderError } from "../image-provider";
import { aspectSizes, paintProceduralImage } from "./procedural-image";
import type { AspectRatio } from "@studio/contracts";
import { editRaster } from "./raster-edit";
import { describeImage } from "./describe-image";
import { editDesign } from "./design-edit";

export const LOCAL_MODEL = "local";

/** The failure of an edit the built-in model could not make; the browser shows its translation by code. */
function nothingChanged(notUnderstood: readonly string[], reasons: readonly string[]): ProviderError {
  const why =
    notUnderstood.length > 0 ? `could not read "${notUnderstood.join('", "')}"` : `could not make that change (${reasons.join("; ") || "nothing to change"})`;
  return new ProviderError(
    "nothing_changed",
    `The built-in designer ${why}. Try a colour ('make it green'), a layout ('icon on the left'), a font mood ('elegant'), a palette, or a thing to draw ('add a moon'). Your credits were refunded.`,
  );
}

/** Rasterises an SVG at `width` pixels: drawn at the density that gives that width, not drawn large and shrunk. */
async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const viewWidth = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1] ?? width);
  const density = Math.min(600, Math.max(18, (72 * width) / viewWidth));
  return sharp(Buffer.from(svg), { density }).resize({ width }).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * The colours of the user's sample designs (spec 02: the designer takes its palette from them): each
 * reference read at 64 px, the dominant colours of all of them together. Unreadable ones are skipped.
 */
export async function referenceColors(references: readonly { bytes: Uint8Array }[]): Promise<string[] | undefined> {
  const pixels: Uint8Array[] = [];
  for (const reference of references) {
    const raw = await sharp(reference.bytes, { limitInputPixels: 16_777_216 })
      .resize(64, 64, { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer()
      .catch(() => null);
    if (raw) pixels.push(raw);
  }
  if (pixels.length === 0) return undefined;
  const { colors } = dominantColors(Buffer.concat(pixels), { count: 4 });
  return colors.length > 0 ? colors : undefined;
}

/**
 * A reference as the painter's backdrop: cropped to the picture's aspect at 256 px, softened so the
 * painted layers read over it, as a JPEG data URL. Undefined for an unreadable image.
 */
async function referenceBackdrop(bytes: Uint8Array, aspect: AspectRatio): Promise<string | undefined> {
  const { width, height } = aspectSizes[aspect];
  const jpeg = await sharp(bytes, { limitInputPixels: 16_777_216 })
    .resize(256, Math.round((256 * height) / width), { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .blur(2)
    .jpeg({ quality: 75 })
    .toBuffer()
    .catch(() => undefined);
  return jpeg ? `data:image/jpeg;base64,${jpeg.toString("base64")}` : undefined;
}

/** A name for the logo when the caller only gave a prompt: the same split the wizard makes (packages/domain). */
export function nameFromPrompt(prompt: string): string {
  return briefFromPrompt(prompt).name || "Brand";
}

/**
 * The built-in offline model. Logos and icons come from the procedural logo designer (real vector
 * designs, rendered to PNG; the documents travel in the result's meta so downloads and edits stay
 * vector); other pictures from the procedural painter; edits of designer logos go through the
 * instruction interpreter, edits of pictures through real pixel operations; describe analyses pixels.
 */
export function createLocalProvider(deps: { logo: () => LogoEngineDeps }): ImageProvider {
  const generateLogoImages = async (input: GenerateInput, ctx: ProviderContext): Promise<ProviderResult> => {
    const brief = input.logoBrief;
    const styles = (brief?.styles ?? []).filter((s): s is LogoStyle => (LOGO_STYLES as readonly string[]).includes(s));
    const results = generateLogos(
      {
        name: (brief?.name ?? nameFromPrompt(input.prompt)).slice(0, 40),
        slogan: brief?.slogan?.slice(0, 60) || undefined,
        industry: brief?.industry?.slice(0, 80) || undefined,
        description: (brief?.description ?? input.prompt).slice(0, 400) || undefined,
        styles: styles.length ? styles : undefined,
        palette: brief?.palette,
        referenceColors: input.references.length > 0 ? await referenceColors(input.references) : undefined,
        count: Math.min(12, input.count),
        seed: input.seed ?? hashString(input.prompt) % 100_000,
      },
      deps.logo(),
    );
    await ctx.reportProgress(0.6);
    const images = [];
    for (const result of results) images.push({ bytes: await svgToPng(result.svg, 1024), contentType: "image/png" as const });
    return { images, meta: { designs: results.map((r) => ({ document: r.document, provenance: r.provenance })) } };
  };

  return {
    name: "local",
    models: [LOCAL_MODEL],
    paid: false,
    async generate(input, ctx) {
      if (ctx.signal.aborted) throw new ProviderError("timeout", "Cancelled");
      await ctx.reportProgress(0.1);
      if (input.purpose === "logo" || input.purpose === "icon") return generateLogoImages(input, ctx);
      const images = [];
      const colours = input.references.length > 0 ? ((await referenceColors(input.references)) ?? []) : [];
      const backdrops = await Promise.all(input.references.map((r) => referenceBackdrop(r.bytes, input.aspect)));
      for (let i = 0; i < input.count; i++) {
        // Remix: each variant starts from the next reference in turn, all in the references' colours.
        const backdrop = backdrops.length > 0 ? backdrops[i % backdrops.length] : undefined;
        const reference = backdrop ? { dataUrl: backdrop, colours } : undefined;
        const painted = paintProceduralImage({
          prompt: input.prompt,
          aspect: input.aspect,
          seed: (input.seed ?? 0) + i * 7919,
          icons: deps.logo().icons,
          reference,
        });
        images.push({ bytes: await svgToPng(painted.svg, painted.width), contentType: "image/png" as const });
        await ctx.reportProgress(0.1 + (0.85 * (i + 1)) / input.count);
      }
      return { images, meta: { model: LOCAL_MODEL } };
    },
    async edit(input: EditInput, ctx) {
      await ctx.reportProgress(0.1);
      if (input.design !== undefined) {
        const logo = deps.logo();
        const edits = await editDesign(parseDesignDocument(input.design), input, logo);
        const images = [];
        for (const [i, edit] of edits.entries()) {
          images.push({ bytes: await svgToPng(edit.svg, 1024), contentType: "image/png" as const });
          await ctx.reportProgress(0.2 + (0.7 * (i + 1)) / edits.length);
        }
        const [first] = edits;
        // Words the designer could not use would give back the same design for 4 credits: fail
        // instead (the failed task is refunded) and say what it can do.
        if (first && first.applied.length === 0)
          throw nothingChanged(
            first.notUnderstood,
            first.skipped.map((s) => s.reason),
          );
        return {
          images,
          meta: {
            designs: edits.map((edit) => ({ document: edit.document })),
            applied: first?.applied ?? [],
            notUnderstood: first?.notUnderstood ?? [],
            skipped: first?.skipped ?? [],
          },
        };
      }
      const edited = await editRaster(input.image.bytes, input.prompt);
      if (edited.applied.length === 0) throw nothingChanged(edited.notUnderstood, []);
      return { images: [{ bytes: edited.bytes, contentType: "image/png" }], meta: { applied: edited.applied, notUnderstood: edited.notUnderstood } };
    },
    async describe(input: DescribeInput) {
      return { text: (await describeImage(input.image.bytes)).text };
    },
  };
}
