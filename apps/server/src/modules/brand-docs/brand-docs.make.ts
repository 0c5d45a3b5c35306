import sharp from "sharp";
import type { Language } from "@studio/contracts";
import { fontFamilyById } from "@studio/assets";
import { migrateDesignDocument, renderDesignSvg, type FontProvider } from "@studio/design";
import { rasterise } from "../design-export/design-raster";
import { toTransparentPng, type DownloadSource } from "../downloads/image-convert";
import { buildBrandGuide, type LogoPixels } from "./brand-guide";
import { drawGuidePictures, type ArtSource } from "./brand-guide-art";
import { brandGuideText } from "./brand-guide-text";
import { writeBrandDocx } from "./brand-docx";
import { writeBrandPptx } from "./brand-pptx";

export const brandDocKinds = ["pptx", "docx"] as const;
export type BrandDocKind = (typeof brandDocKinds)[number];

/** The logo's pixels are read this wide: enough for its colours' shares and its content box. */
const READ_WIDTH = 800;

/** The logo drawn without background as pixels, and what the pictures are drawn from. */
export async function readLogo(
  source: DownloadSource,
  fonts: FontProvider,
): Promise<{ pixels: LogoPixels; art: ArtSource; document: ReturnType<typeof migrateDesignDocument> | null }> {
  if (source.kind === "design") {
    const document = migrateDesignDocument(source.document);
    const plain = { ...document, background: { type: "transparent" as const } };
    const pixels = rasterise(renderDesignSvg(plain, fonts), READ_WIDTH);
    return { pixels, art: { kind: "design", document }, document };
  }
  const png = await toTransparentPng(source, fonts);
  const { data, info } = await sharp(png)
    .resize({ width: READ_WIDTH, height: READ_WIDTH, fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { width: info.width, height: info.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  return { pixels, art: { kind: "raster", pixels }, document: null };
}

/**
 * One brand document of a logo: the guide's content (brand-guide.ts), its pictures drawn by our
 * renderer (brand-guide-art.ts) and its words in `language`, written as a slide deck or a Word file.
 */
export async function makeBrandDocument(
  kind: BrandDocKind,
  logo: { name: string; source: DownloadSource },
  fonts: FontProvider,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const { pixels, art, document } = await readLogo(logo.source, fonts);
  const guide = buildBrandGuide({ name: logo.name || "Logo", document, pixels, family: fontFamilyById });
  const pictures = await drawGuidePictures(guide, art, fonts);
  const text = brandGuideText(guide, language, now);
  return kind === "pptx" ? writeBrandPptx(text, pictures) : writeBrandDocx(text, pictures);
}
