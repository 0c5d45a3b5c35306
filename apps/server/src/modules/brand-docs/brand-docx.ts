import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { GuidePictures, Picture } from "./brand-guide-art";
import type { BrandGuideText } from "./brand-guide-text";

/**
 * The brand guide as a Word document (.docx, `docx`): the same content as the slide deck. Pictures
 * are SVG with a PNG fallback drawn by our renderer (Word 2016+ shows the vector, older Word and other
 * readers the PNG); the colour table's swatch cells are shaded with the colour itself.
 */

/** A4 with docx's default margins leaves about 6.3 inches: pictures at most 600 px (96 to the inch) wide. */
const FULL_WIDTH = 600;
const INK = "1F2328";
const MUTED = "5B6470";
const BODY_FONT = "Arial";

function image(picture: Picture, width: number, title: string): ImageRun {
  const height = Math.round((width * picture.height) / picture.width);
  return new ImageRun({
    type: "svg",
    data: Buffer.from(picture.svg),
    fallback: { type: "png", data: picture.png },
    transformation: { width, height },
    altText: { name: title, title, description: title },
  });
}

const heading = (words: string, font: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { before: 240, after: 160 },
    children: [new TextRun({ text: words, font, bold: true, color: INK, size: 36 })],
  });
const body = (words: string, options: { bold?: boolean; color?: string } = {}) =>
  new Paragraph({
    spacing: { after: 120 },
    children: [new TextRun({ text: words, font: BODY_FONT, size: 22, color: options.color ?? MUTED, bold: options.bold ?? false })],
  });
const picturePara = (picture: Picture, width: number, title: string) =>
  new Paragraph({ alignment: AlignmentType.CENTER, children: [image(picture, width, title)] });
const cell = (children: Paragraph[], width: number, fill?: string) =>
  new TableCell({ children, width: { size: width, type: WidthType.DXA }, ...(fill ? { shading: { type: ShadingType.CLEAR, color: "auto", fill } } : {}) });

export async function writeBrandDocx(text: BrandGuideText, pictures: GuidePictures): Promise<Buffer> {
  const font = text.headingFont;
  const colourRows = text.colours.map(
    (colour) =>
      new TableRow({
        children: [
          cell([body(" ")], 1200, colour.hex.replace("#", "").toUpperCase()),
          cell([body(colour.label, { bold: true, color: INK })], 2000),
          cell([body(colour.hex.toUpperCase())], 1600),
          cell([body(colour.rgb)], 1900),
          cell([body(colour.cmyk)], 2300),
        ],
      }),
  );
  const headerRow = new TableRow({
    tableHeader: true,
    children: [
      cell([body("")], 1200),
      cell([body("")], 2000),
      cell([body(text.hexLabel, { bold: true })], 1600),
      cell([body(text.rgbLabel, { bold: true })], 1900),
      cell([body(`${text.cmykLabel} (%)`, { bold: true })], 2300),
    ],
  });

  const children = [
    picturePara(pictures.colour, FULL_WIDTH, text.name),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: text.name, font, bold: true, size: 56, color: INK })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `${text.title} · ${text.subtitle}`, font: BODY_FONT, size: 28, color: MUTED })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: text.made, font: BODY_FONT, size: 20, color: MUTED }), new PageBreak()] }),

    heading(text.versionsTitle, font),
    body(text.versionsNote),
    ...[
      [pictures.colour, text.versionColour],
      [pictures.mono, text.versionMono],
      [pictures.reversed, text.versionReversed],
    ].flatMap(([picture, label]) => [body(label as string, { bold: true, color: INK }), picturePara(picture as Picture, 360, label as string)]),

    heading(text.coloursTitle, font),
    new Table({ width: { size: 9000, type: WidthType.DXA }, rows: [headerRow, ...colourRows] }),
    body(text.coloursNote),

    heading(text.typeTitle, font),
    ...(text.fonts.length === 0 ? [body(text.typeNone)] : []),
    ...text.fonts.flatMap((entry, i) => {
      const sample = pictures.fonts[i];
      return [
        new Paragraph({ children: [new TextRun({ text: entry.family, font: BODY_FONT, bold: true, size: 28, color: INK })] }),
        body(`${entry.detail} · ${entry.usedFor}`),
        ...(sample ? [picturePara(sample, FULL_WIDTH, entry.family)] : []),
      ];
    }),

    heading(text.clearTitle, font),
    body(text.clearBody),
    picturePara(pictures.clearSpace, FULL_WIDTH, text.clearTitle),

    heading(text.minTitle, font),
    body(text.minBody),
    picturePara(pictures.minimumSize, FULL_WIDTH, text.minTitle),

    heading(text.rulesTitle, font),
    body(text.doTitle, { bold: true, color: "1A7F37" }),
    ...text.dos.map((line) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: line, font: BODY_FONT, size: 22, color: MUTED })] })),
    body(text.dontTitle, { bold: true, color: "B42318" }),
    ...text.donts.flatMap((dont) => [body(dont.text, { color: "B42318" }), picturePara(pictures.donts[dont.kind], 320, dont.text)]),
  ];

  const document = new Document({
    creator: text.name,
    title: `${text.name} - ${text.title}`,
    description: text.subtitle,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
