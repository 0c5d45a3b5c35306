import sharp from "sharp";
import { renderDesignSvg, TEXT_DEFAULTS, type DesignDocument, type FontProvider, type TextElement } from "@studio/design";
import { pngOf, rasterise } from "../design-export/design-raster";
import { darkBackdrop, recolourDocument, type BrandGuide, type ContentBox, type DontKind, type LogoPixels } from "./brand-guide";

/**
 * The pictures of a brand guide, each as SVG (the Word document's vector picture) and as a PNG drawn
 * by our renderer (resvg, the design-export raster path): the slide deck's pictures and the Word
 * document's fallback. pptxgenjs's own Node PNG fallback is broken, so nothing is left for it to draw.
 * No picture holds text (its words are real text in the documents), so no font is needed to draw them.
 */

export type Picture = { svg: string; png: Buffer; width: number; height: number };
export type Variant = "colour" | "mono" | "reversed" | "recoloured";
export type Box = { x: number; y: number; width: number; height: number };

/** How the logo is placed in a picture: its own vector drawing (a design document) or its pixels (a raster logo). */
export type LogoArt = { aspect: number; place(variant: Variant, box: Box, stretch?: boolean): string };

export const n = (value: number) => String(Math.round(value * 100) / 100);
const WHITE = "#ffffff";

/** The logo's drawing without its root element, and the content box as its viewBox, nested at `box`. */
function vectorArt(doc: DesignDocument, content: ContentBox, fonts: FontProvider, monoColour: string): LogoArt {
  const plain: DesignDocument = { ...doc, background: { type: "transparent" } };
  const inner = (variant: Variant): string => {
    const drawn =
      variant === "colour"
        ? plain
        : variant === "recoloured"
          ? recolourDocument(plain)
          : { ...plain, mono: true, monoColor: variant === "mono" ? monoColour : WHITE };
    return renderDesignSvg(drawn, fonts)
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
  };
  const cache = new Map<Variant, string>();
  return {
    aspect: content.width / content.height,
    place(variant, box, stretch = false) {
      const markup = cache.get(variant) ?? inner(variant);
      cache.set(variant, markup);
      const viewBox = `${n(content.x)} ${n(content.y)} ${n(content.width)} ${n(content.height)}`;
      return `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" viewBox="${viewBox}" preserveAspectRatio="${stretch ? "none" : "xMidYMid meet"}" overflow="hidden">${markup}</svg>`;
    },
  };
}

/** A raster logo's variants as PNG data URLs, cut to its content box. */
async function rasterArt(pixels: LogoPixels, content: ContentBox, monoColour: string): Promise<LogoArt> {
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: 4 as const } };
  const cut = await sharp(Buffer.from(pixels.rgba), raw)
    .extract({ left: content.x, top: content.y, width: content.width, height: content.height })
    .raw()
    .toBuffer();
  const size = { raw: { width: content.width, height: content.height, channels: 4 as const } };
  const painted = (hex: string) => {
    const out = Buffer.from(cut);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    for (let i = 0; i < out.length; i += 4) [out[i], out[i + 1], out[i + 2]] = [r ?? 0, g ?? 0, b ?? 0];
    return sharp(out, size).png().toBuffer();
  };
  const variants: Record<Variant, Buffer> = {
    colour: await sharp(cut, size).png().toBuffer(),
    mono: await painted(monoColour),
    reversed: await painted(WHITE),
    recoloured: await sharp(cut, size).modulate({ hue: 150 }).png().toBuffer(),
  };
  return {
    aspect: content.width / content.height,
    place(variant, box, stretch = false) {
      const href = `data:image/png;base64,${variants[variant].toString("base64")}`;
      return `<image x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" preserveAspectRatio="${stretch ? "none" : "xMidYMid meet"}" xlink:href="${href}"/>`;
    },
  };
}

export function picture(width: number, height: number, body: string, pixelWidth = width): Picture {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, png: pngOf(rasterise(svg, pixelWidth)), width, height };
}

/** The logo's box inside a frame, `margin` of the frame on each side, keeping its aspect. */
export function fit(art: LogoArt, frame: Box, margin: number): Box {
  const room = { width: frame.width * (1 - 2 * margin), height: frame.height * (1 - 2 * margin) };
  const width = Math.min(room.width, room.height * art.aspect);
  const height = width / art.aspect;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}

export const rect = (box: Box, fill: string, extra = "") =>
  `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="${fill}"${extra}/>`;

/** A red "no" sign in a picture's top-right corner: the don'ts. */
function noSign(width: number): string {
  const r = 34;
  const [cx, cy] = [width - r - 18, r + 18];
  const d = r * Math.SQRT1_2;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="#d92d20" stroke-width="9"/><line x1="${n(cx - d)}" y1="${n(cy - d)}" x2="${n(cx + d)}" y2="${n(cy + d)}" stroke="#d92d20" stroke-width="9"/>`;
}

/** A busy backdrop drawn by code: stripes and rings in loud colours, the kind of photo a logo gets lost on. */
function busyBackdrop(width: number, height: number): string {
  const colours = ["#f97316", "#22c55e", "#3b82f6", "#eab308", "#ec4899", "#14b8a6"];
  const stripes = Array.from({ length: 16 }, (_, i) => {
    const x = i * 60 - height;
    return `<polygon points="${x},${height} ${x + 40},${height} ${x + 40 + height},0 ${x + height},0" fill="${colours[i % colours.length]}" opacity="0.85"/>`;
  }).join("");
  const rings = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${(i * 137) % width}" cy="${(i * 89) % height}" r="${30 + ((i * 23) % 60)}" fill="none" stroke="${colours[(i + 2) % colours.length]}" stroke-width="14"/>`,
  ).join("");
  return rect({ x: 0, y: 0, width, height }, "#7c3aed") + stripes + rings;
}

export type GuidePictures = {
  /** The colour logo on white, the one-colour logo on white, the white logo on the darkest brand colour. */
  colour: Picture;
  mono: Picture;
  reversed: Picture;
  clearSpace: Picture;
  minimumSize: Picture;
  donts: Record<DontKind, Picture>;
  /** One sample line per typeface, drawn in that typeface with the logo's own text. */
  fonts: Picture[];
};

export type ArtSource = { kind: "design"; document: DesignDocument } | { kind: "raster"; pixels: LogoPixels };

const W = 1200;
const H = 750;

/** The logo ready to place in pictures, cut to its content box; `monoColour` paints its one-colour variant. */
export async function logoArt(source: ArtSource, content: ContentBox, fonts: FontProvider, monoColour: string): Promise<LogoArt> {
  if (source.kind === "design") return vectorArt(source.document, content, fonts, monoColour);
  const box = { x: Math.round(content.x), y: Math.round(content.y), width: Math.round(content.width), height: Math.round(content.height) };
  return rasterArt(source.pixels, box, monoColour);
}

export async function drawGuidePictures(guide: BrandGuide, source: ArtSource, fonts: FontProvider): Promise<GuidePictures> {
  // The one-colour logo takes the darkest brand colour when it is dark enough, as the reversed one sits on it.
  const monoColour = darkBackdrop(guide.colours);
  const content = guide.content;
  const art = await logoArt(source, content, fonts, monoColour);
  const frame = { x: 0, y: 0, width: W, height: H };
  const on = (variant: Variant, backdrop: string) => picture(W, H, rect(frame, backdrop) + art.place(variant, fit(art, frame, 0.16)));

  // Clear space: the logo, its box dashed, the clear area (a third of its shorter side) tinted around it.
  const logoBox = fit(art, frame, 0.24);
  const clear = Math.min(logoBox.width, logoBox.height) * guide.clearSpace.fraction;
  const zone = { x: logoBox.x - clear, y: logoBox.y - clear, width: logoBox.width + 2 * clear, height: logoBox.height + 2 * clear };
  const mark = (x: number, y: number) => rect({ x, y, width: clear, height: clear }, "none", ` stroke="#2563eb" stroke-width="3"`);
  const clearSpace = picture(
    W,
    H,
    rect(frame, WHITE) +
      rect(zone, "#dbeafe") +
      rect(logoBox, WHITE) +
      rect(logoBox, "none", ` stroke="#2563eb" stroke-width="2" stroke-dasharray="10 8"`) +
      mark(zone.x, zone.y) +
      mark(logoBox.x + logoBox.width, logoBox.y + logoBox.height) +
      art.place("colour", logoBox),
  );

  // Minimum size: the logo at its minimum pixel width, beside a larger one, with a dimension line under it.
  const small = { width: guide.minimumSize.px, height: guide.minimumSize.px / art.aspect };
  const smallBox = { x: W * 0.72 - small.width / 2, y: H / 2 - small.height / 2, ...small };
  const large = fit(art, { x: 0, y: 0, width: W * 0.55, height: H }, 0.12);
  const lineY = smallBox.y + smallBox.height + 30;
  const minimumSize = picture(
    W,
    H,
    rect(frame, WHITE) +
      art.place("colour", large) +
      art.place("colour", smallBox) +
      `<line x1="${n(smallBox.x)}" y1="${n(lineY)}" x2="${n(smallBox.x + small.width)}" y2="${n(lineY)}" stroke="#2563eb" stroke-width="3"/>` +
      [smallBox.x, smallBox.x + small.width]
        .map((x) => `<line x1="${n(x)}" y1="${n(lineY - 12)}" x2="${n(x)}" y2="${n(lineY + 12)}" stroke="#2563eb" stroke-width="3"/>`)
        .join(""),
  );

  const DW = 800;
  const DH = 500;
  const dframe = { x: 0, y: 0, width: DW, height: DH };
  const base = fit(art, dframe, 0.2);
  const stretchedBox = { x: DW * 0.06, y: base.y + base.height * 0.2, width: DW * 0.88, height: base.height * 0.6 };
  const centre = { x: base.x + base.width / 2, y: base.y + base.height / 2 };
  const donts: Record<DontKind, Picture> = {
    stretched: picture(DW, DH, rect(dframe, WHITE) + art.place("colour", stretchedBox, true) + noSign(DW)),
    recoloured: picture(DW, DH, rect(dframe, WHITE) + art.place("recoloured", base) + noSign(DW)),
    busyBackground: picture(DW, DH, busyBackdrop(DW, DH) + art.place("colour", base) + noSign(DW)),
    rotated: picture(DW, DH, rect(dframe, WHITE) + `<g transform="rotate(-18 ${n(centre.x)} ${n(centre.y)})">${art.place("colour", base)}</g>` + noSign(DW)),
  };

  return {
    colour: on("colour", WHITE),
    mono: on("mono", WHITE),
    reversed: on("reversed", darkBackdrop(guide.colours)),
    clearSpace,
    minimumSize,
    donts,
    fonts: guide.fonts.map((font) => fontSample(font.fontId, font.sample, fonts)),
  };
}

/** One line of text for the design renderer: `fontId` with the CJK face as fallback, centred on (x, y). */
export function textLine(input: { id: string; text: string; fontId: string; x: number; y: number; size: number; color: string }): TextElement {
  return {
    ...TEXT_DEFAULTS,
    id: input.id,
    role: "text",
    type: "text",
    x: input.x,
    y: input.y,
    rotation: 0,
    opacity: 1,
    text: input.text,
    fontId: input.fontId,
    fallbackFontIds: ["noto-sans-sc-400"],
    fontSize: input.size,
    letterSpacing: 0,
    color: input.color,
  };
}

/** Text lines drawn by the design renderer (outlined, so resvg needs no font) as markup to nest in a picture. */
export function textMarkup(width: number, height: number, lines: TextElement[], fonts: FontProvider): string {
  const doc: DesignDocument = {
    version: 3,
    kind: "poster",
    width,
    height,
    background: { type: "transparent" },
    mono: false,
    monoColor: "#111111",
    layout: { aspect: "horizontal", code: "" },
    elements: lines,
  };
  return renderDesignSvg(doc, fonts)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
}

/** "Aa Bb Cc 0123" and the logo's own words in one typeface, drawn by the design renderer (text outlined). */
function fontSample(fontId: string, words: string, fonts: FontProvider): Picture {
  const [width, height] = [1200, 300];
  const line = (id: string, text: string, y: number, size: number) => textLine({ id, text, fontId, x: width / 2, y, size, color: "#111111" });
  const lines = [line("sample", "Aa Bb Cc 0123", 95, 84), ...(words.trim() ? [line("words", words.trim(), 215, 72)] : [])];
  return picture(width, height, rect({ x: 0, y: 0, width, height }, WHITE) + textMarkup(width, height, lines, fonts));
}
