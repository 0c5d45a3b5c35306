import PptxGenJS from "pptxgenjs";
import type { GuidePictures, Picture } from "./brand-guide-art";
import type { BrandGuideText } from "./brand-guide-text";

/**
 * The brand guide as a slide deck (.pptx, pptxgenjs), 16:9. Every picture is a PNG our renderer drew
 * (pptxgenjs's own Node PNG fallback is broken); colour swatches are native shapes filled with the
 * colour, so the deck's XML names each brand colour and a designer can pick it up in PowerPoint.
 */

const SLIDE = { width: 13.333, height: 7.5 };
const INK = "1F2328";
const MUTED = "5B6470";
const BODY_FONT = "Arial";

const png = (picture: Picture) => `image/png;base64,${picture.png.toString("base64")}`;
const hex = (colour: string) => colour.replace("#", "").toUpperCase();

/** A picture inside a box, keeping its aspect. */
function placed(picture: Picture, box: { x: number; y: number; w: number; h: number }) {
  const scale = Math.min(box.w / picture.width, box.h / picture.height);
  const [w, h] = [picture.width * scale, picture.height * scale];
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

export async function writeBrandPptx(text: BrandGuideText, pictures: GuidePictures): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = `${text.name} - ${text.title}`;
  pptx.company = text.name;
  const heading = text.headingFont;

  const slideWithTitle = (title: string) => {
    const slide = pptx.addSlide();
    slide.background = { color: "FFFFFF" };
    slide.addText(title, { x: 0.6, y: 0.35, w: SLIDE.width - 1.2, h: 0.8, fontFace: heading, fontSize: 30, bold: true, color: INK });
    return slide;
  };
  const image = (slide: PptxGenJS.Slide, picture: Picture, box: { x: number; y: number; w: number; h: number }, altText: string) =>
    slide.addImage({ data: png(picture), ...placed(picture, box), altText });
  const body = (slide: PptxGenJS.Slide, words: string, box: { x: number; y: number; w: number; h: number }, size = 16) =>
    slide.addText(words, { ...box, fontFace: BODY_FONT, fontSize: size, color: MUTED, valign: "top" });

  // Title: the logo, the brand's name, what the deck is.
  const cover = pptx.addSlide();
  cover.background = { color: "FFFFFF" };
  image(cover, pictures.colour, { x: 2.4, y: 0.5, w: 8.5, h: 4.4 }, text.name);
  cover.addText(text.name, { x: 0.6, y: 4.9, w: SLIDE.width - 1.2, h: 0.9, align: "center", fontFace: heading, fontSize: 40, bold: true, color: INK });
  cover.addText(`${text.title} · ${text.subtitle}`, {
    x: 0.6,
    y: 5.8,
    w: SLIDE.width - 1.2,
    h: 0.5,
    align: "center",
    fontFace: BODY_FONT,
    fontSize: 18,
    color: MUTED,
  });
  cover.addText(text.made, { x: 0.6, y: 6.4, w: SLIDE.width - 1.2, h: 0.4, align: "center", fontFace: BODY_FONT, fontSize: 12, color: MUTED });

  // Logo versions: colour, one colour, reversed.
  const versions = slideWithTitle(text.versionsTitle);
  const versionPictures = [
    [pictures.colour, text.versionColour],
    [pictures.mono, text.versionMono],
    [pictures.reversed, text.versionReversed],
  ] as const;
  versionPictures.forEach(([picture, label], i) => {
    const x = 0.6 + i * 4.1;
    versions.addShape(pptx.ShapeType.rect, { x, y: 1.4, w: 3.9, h: 2.45, fill: { color: "FFFFFF" }, line: { color: "D0D7DE", width: 0.75 } });
    image(versions, picture, { x, y: 1.4, w: 3.9, h: 2.45 }, label);
    versions.addText(label, { x, y: 3.95, w: 3.9, h: 0.45, align: "center", fontFace: BODY_FONT, fontSize: 16, bold: true, color: INK });
  });
  body(versions, text.versionsNote, { x: 0.6, y: 4.7, w: SLIDE.width - 1.2, h: 1.2 });

  // Colours: a swatch (a shape of the colour) and its HEX, RGB and CMYK.
  const colours = slideWithTitle(text.coloursTitle);
  const count = Math.max(1, text.colours.length);
  const width = Math.min(2.9, (SLIDE.width - 1.2 - (count - 1) * 0.25) / count);
  text.colours.forEach((colour, i) => {
    const x = 0.6 + i * (width + 0.25);
    colours.addShape(pptx.ShapeType.rect, { x, y: 1.4, w: width, h: 2.2, fill: { color: hex(colour.hex) }, line: { color: "D0D7DE", width: 0.75 } });
    colours.addText(
      [
        { text: colour.label, options: { bold: true, color: INK, breakLine: true } },
        { text: `${text.hexLabel} ${colour.hex.toUpperCase()}`, options: { breakLine: true } },
        { text: `${text.rgbLabel} ${colour.rgb}`, options: { breakLine: true } },
        { text: `${text.cmykLabel} ${colour.cmyk}` },
      ],
      { x, y: 3.7, w: width, h: 1.6, fontFace: BODY_FONT, fontSize: 13, color: MUTED, valign: "top" },
    );
  });
  body(colours, text.coloursNote, { x: 0.6, y: 5.6, w: SLIDE.width - 1.2, h: 1 }, 13);

  // Typography: each typeface's name, weight and use, with a sample drawn in it.
  const type = slideWithTitle(text.typeTitle);
  if (text.fonts.length === 0) body(type, text.typeNone, { x: 0.6, y: 1.5, w: SLIDE.width - 1.2, h: 1.5 }, 18);
  text.fonts.slice(0, 3).forEach((font, i) => {
    const y = 1.35 + i * 1.95;
    type.addText(
      [
        { text: font.family, options: { bold: true, color: INK, fontSize: 20, breakLine: true } },
        { text: font.detail, options: { breakLine: true } },
        { text: font.usedFor },
      ],
      { x: 0.6, y, w: 4.2, h: 1.7, fontFace: BODY_FONT, fontSize: 13, color: MUTED, valign: "top" },
    );
    const sample = pictures.fonts[i];
    if (sample) image(type, sample, { x: 5, y, w: 7.7, h: 1.7 }, font.family);
  });

  // Clear space and minimum size.
  const clear = slideWithTitle(text.clearTitle);
  image(clear, pictures.clearSpace, { x: 0.6, y: 1.3, w: 7.6, h: 4.75 }, text.clearTitle);
  body(clear, text.clearBody, { x: 8.5, y: 1.5, w: 4.2, h: 4 }, 18);
  const minimum = slideWithTitle(text.minTitle);
  image(minimum, pictures.minimumSize, { x: 0.6, y: 1.3, w: 7.6, h: 4.75 }, text.minTitle);
  body(minimum, text.minBody, { x: 8.5, y: 1.5, w: 4.2, h: 4 }, 18);

  // Do and don't: the do list, then the four don'ts drawn.
  const rules = slideWithTitle(text.rulesTitle);
  rules.addText(
    [
      { text: text.doTitle, options: { bold: true, color: "1A7F37", fontSize: 18, breakLine: true } },
      ...text.dos.map((line, i) => ({ text: line, options: { bullet: true, breakLine: i < text.dos.length - 1 } })),
    ],
    { x: 0.6, y: 1.3, w: 4.4, h: 5.5, fontFace: BODY_FONT, fontSize: 14, color: MUTED, valign: "top" },
  );
  text.donts.forEach((dont, i) => {
    const x = 5.3 + (i % 2) * 3.9;
    const y = 1.3 + Math.floor(i / 2) * 2.95;
    image(rules, pictures.donts[dont.kind], { x, y, w: 3.7, h: 2.3 }, dont.text);
    rules.addText(dont.text, { x, y: y + 2.3, w: 3.7, h: 0.5, align: "center", fontFace: BODY_FONT, fontSize: 12, color: "B42318" });
  });

  const out = await pptx.write({ outputType: "nodebuffer" });
  if (!Buffer.isBuffer(out)) throw new Error("pptxgenjs did not write a buffer");
  return out;
}
