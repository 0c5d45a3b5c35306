import sharp from "sharp";
import type { CenterFile } from "@studio/domain";
import { packageSizes } from "@studio/domain";
import type { FontProvider } from "@studio/design";
import { toJpg, toSvg, toTransparentPng, type DownloadSource } from "../downloads/image-convert";
import { buildZip } from "../../storage/zip";
import { buildFaviconEntries } from "../downloads/favicon-package";
import { rasterEps, vectorEps } from "./eps-writer";
import { renderLogoPng } from "@studio/logo-engine/node";
import { vectorDrawing } from "./vector-shapes";

/**
 * Makes one download-center file from a logo with the downloads module's converters (no second
 * converter): raster files are the JPG (flattened on white) or the transparent PNG, rendered large
 * enough for the size and centred inside it; vectors come from the SVG.
 */
export type Size = { width: number; height: number };

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const white = { r: 255, g: 255, b: 255, alpha: 1 };

/** Designer logos are drawn at the size asked for; raster results are scaled from their pixels. */
/** The PDF writer (pdf-lib) loads on the first PDF asked for, not at every server start (bench/start.bench.ts). */
const pdfWriter = () => import("./pdf-writer");

const renderWidth = (size: Size) => Math.min(Math.max(size.width, size.height), packageSizes.customMax);

async function fitted(image: Buffer, size: Size, format: "png" | "jpg", background: typeof white): Promise<Buffer> {
  const canvas = sharp(image).resize({ width: size.width, height: size.height, fit: "contain", background });
  return format === "jpg" ? canvas.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer() : canvas.png().toBuffer();
}

/** `width` attribute set to `width` and `height` from the viewBox, so the file opens at that size. */
export function svgAtWidth(svg: string, width: number): string {
  const viewBox = svg
    .match(/<svg[^>]*\sviewBox="([^"]+)"/)?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  if (!viewBox || viewBox.length !== 4) return svg;
  const height = Math.round((width * (viewBox[3] ?? 1)) / (viewBox[2] ?? 1));
  return svg.replace(
    /<svg([^>]*)>/,
    (_, attributes: string) => `<svg${attributes.replace(/\s(width|height)="[^"]*"/g, "")} width="${width}" height="${height}">`,
  );
}

/**
 * What a center file is drawn from: the logo's own record (DownloadSource), or a browser's drawing
 * for createImgForLogo, already through sanitiseSvg, with an optional colour behind raster files.
 */
export type CenterSource = DownloadSource | { kind: "svg"; svg: string; background?: string | undefined };

/** A sanitised SVG as the file asked for: the same converters and writers as the logo's own drawing. */
async function fromSvg(
  file: CenterFile,
  source: { svg: string; background?: string | undefined },
  options: { size: Size | null; title: string },
): Promise<Buffer> {
  const size = options.size ?? file.size;
  if (file.format === "svg") return Buffer.from(svgAtWidth(source.svg, size?.width ?? packageSizes.svgWidth));
  if (file.format === "eps" || file.format === "pdf") {
    const drawing = vectorDrawing(source.svg);
    return file.format === "eps" ? vectorEps(drawing, options.title) : (await pdfWriter()).vectorPdf(drawing, options.title);
  }
  if (!size) throw new Error(`${file.id} needs a size`);
  const background = source.background && source.background !== "transparent" ? source.background : undefined;
  const png = await renderLogoPng(source.svg, { width: renderWidth(size), ...(background ? { background } : {}) });
  // The margin `fit: contain` adds is the same colour as the drawing's background.
  const channel = (at: number) => parseInt(background?.slice(at, at + 2) ?? "ff", 16);
  const fill = background ? { r: channel(1), g: channel(3), b: channel(5), alpha: 1 } : null;
  if (file.format === "jpg") return fitted(png, size, "jpg", fill ?? white);
  return fitted(png, size, "png", fill ?? transparent);
}

export async function makeCenterFile(
  file: CenterFile,
  source: CenterSource,
  fonts: FontProvider,
  options: { size: Size | null; title: string },
): Promise<Buffer> {
  if (source.kind === "svg") return fromSvg(file, source, options);
  const size = options.size ?? file.size;
  if (file.format === "svg") return Buffer.from(svgAtWidth(await toSvg(source, fonts, { width: packageSizes.svgWidth }), packageSizes.svgWidth));
  if (file.format === "eps" || file.format === "pdf") {
    if (source.kind === "design") {
      const drawing = vectorDrawing(await toSvg(source, fonts));
      return file.format === "eps" ? vectorEps(drawing, options.title) : (await pdfWriter()).vectorPdf(drawing, options.title);
    }
    // Raster results are embedded as they are (a traced copy would lose detail): PDF keeps the
    // transparent PNG, EPS (no transparency in PostScript) the JPEG on white.
    const png = await toTransparentPng(source, fonts);
    const meta = await sharp(png).metadata();
    const pixels = { width: meta.width ?? 1, height: meta.height ?? 1 };
    if (file.format === "pdf") return (await pdfWriter()).rasterPdf(png, pixels, options.title);
    const jpeg = await sharp(png).flatten({ background: "#ffffff" }).toColourspace("srgb").jpeg({ quality: 92 }).toBuffer();
    return rasterEps(jpeg, pixels, options.title);
  }
  if (file.format === "zip") return buildZip(await buildFaviconEntries(await toTransparentPng(source, fonts), options.title));
  if (!size) throw new Error(`${file.id} needs a size`);
  const width = renderWidth(size);
  if (file.id === "avatar") return fitted(await toJpg(source, fonts, { width }), size, "png", white);
  if (file.format === "jpg") return fitted(await toJpg(source, fonts, { width }), size, "jpg", white);
  return fitted(await toTransparentPng(source, fonts, { width }), size, "png", transparent);
}
