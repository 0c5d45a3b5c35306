import { fontBytesOf, layoutText, srgbToCmyk, type DesignDocument, type DesignElement, type FontProvider, type ParsedFont, type Rgb } from "@studio/design";

type TextElement = Extract<DesignElement, { type: "text" }>;

/** CMYK in pdfkit's scale (0-100 per ink: pdfkit reads four numbers as DeviceCMYK). */
export type PdfCmyk = [number, number, number, number];

/** The design package's one sRGB to CMYK conversion (srgbToCmyk: the device formula, greys K only) in pdfkit's scale. */
export function pdfCmyk(colour: string | Rgb): PdfCmyk {
  const { c, m, y, k } = srgbToCmyk(colour);
  return [c, m, y, k].map((ink) => Math.round(ink * 1000) / 10) as PdfCmyk;
}

const hasGlyph = (font: ParsedFont, char: string): boolean => font.charToGlyphIndex(char) > 0;
const isBlank = (char: string): boolean => /\s/u.test(char);

const facesOf = (fonts: FontProvider, element: TextElement): ParsedFont[] =>
  [element.fontId, ...element.fallbackFontIds].flatMap((id) => [...fonts.faces(id, element.text)]);

/**
 * Whether a text element can go into the print PDF as text in its own embedded font: plain paint
 * (one colour: no gradient, stroke, text background, shadow or blend), and every character drawn by
 * a face whose file is known (fontBytesOf) with no emoji picture. Anything else is drawn as the
 * renderer's outlines, which look the same but are not text.
 */
export function printableAsText(element: DesignElement, fonts: FontProvider): element is TextElement {
  if (element.type !== "text" || element.hidden) return false;
  if (element.gradient || (element.stroke && element.stroke.width > 0) || element.textBackground.style !== 0) return false;
  if (element.shadow || element.blend !== "normal") return false;
  const faces = facesOf(fonts, element);
  for (const char of element.text.replace(/\n/g, "")) {
    if (isBlank(char)) continue;
    const face = faces.find((candidate) => hasGlyph(candidate, char));
    if (!face || !fontBytesOf(face)) return false;
  }
  return layoutText(fonts, element).lines.every((line) => line.outline.emoji.length === 0);
}

/** pdfkit's registered name of each face, one map per document (a face registered twice would be embedded twice). */
export type FaceNames = Map<ParsedFont, string>;

function faceName(pdf: PDFKit.PDFDocument, names: FaceNames, face: ParsedFont): string {
  const known = names.get(face);
  if (known) return known;
  const bytes = fontBytesOf(face);
  if (!bytes) throw new Error("printableAsText let a face without its file through");
  const name = `Face${names.size + 1}`;
  pdf.registerFont(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  names.set(face, name);
  return name;
}

/**
 * The text in its own fonts, each glyph where the renderer puts it: the same walk as text-outline.ts
 * (the first face having the character, kerning between neighbours of one face, letter spacing
 * between glyphs) and the same line layout (layoutText), so the words sit where the editor shows
 * them. pdfkit embeds each face as a subset of the glyphs used (FontFile2 for TrueType, FontFile3
 * for CFF, names with a subset prefix). In document units: the caller has set the page's transform.
 */
export function drawTextAsText(pdf: PDFKit.PDFDocument, doc: DesignDocument, element: TextElement, fonts: FontProvider, names: FaceNames): void {
  const faces = facesOf(fonts, element);
  const layout = layoutText(fonts, element);
  const texts = element.text.split("\n");
  pdf.save();
  if (element.rotation) pdf.rotate(element.rotation, { origin: [element.x, element.y] });
  pdf.fillColor(pdfCmyk(doc.mono ? doc.monoColor : element.color), element.opacity);
  layout.lines.forEach((line, index) => {
    const chars = [...(texts[index] ?? "")];
    let x = 0;
    let previous: { face: ParsedFont; glyph: ReturnType<ParsedFont["charToGlyph"]> } | undefined;
    chars.forEach((char, position) => {
      const last = position === chars.length - 1;
      const face = faces.find((candidate) => hasGlyph(candidate, char)) ?? (isBlank(char) ? faces[0] : undefined);
      if (!face) {
        previous = undefined;
        return;
      }
      const scale = element.fontSize / face.unitsPerEm;
      const glyph = face.charToGlyph(char);
      if (previous && previous.face === face) x += face.getKerningValue(previous.glyph, glyph) * scale;
      if (!isBlank(char)) {
        pdf
          .font(faceName(pdf, names, face))
          .fontSize(element.fontSize)
          .text(char, layout.originX + line.dx + x, layout.originY + line.dy, { lineBreak: false, baseline: "alphabetic" });
      }
      x += (glyph.advanceWidth ?? 0) * scale;
      if (!last) x += element.letterSpacing;
      previous = { face, glyph };
    });
  });
  pdf.restore();
}
