import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { receiptFontFiles, type ReceiptWeight } from "./receipt-fonts";
import { receiptText, type ReceiptDocument, type ReceiptText } from "./receipt-text";

export type { ReceiptDocument, ReceiptOrder } from "./receipt-text";

/** One weight's embedded subsets and which characters each can draw (first match wins). */
type Face = { fonts: { font: PDFFont; chars: Set<number> }[] };

const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 56;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.42, 0.42, 0.46);
const rule = rgb(0.85, 0.85, 0.88);
const alert = rgb(0.72, 0.11, 0.11);

async function embedFace(pdf: PDFDocument, text: string, weight: ReceiptWeight): Promise<Face> {
  const fonts = [];
  for (const bytes of receiptFontFiles(text, weight)) {
    // subset: only the glyphs drawn go into the file, so a CJK receipt stays small.
    const font = await pdf.embedFont(bytes, { subset: true });
    fonts.push({ font, chars: new Set(font.getCharacterSet()) });
  }
  return { fonts };
}

/** Splits text into runs that one embedded font can draw; a character no font has becomes '?'. */
function runs(face: Face, text: string): { font: PDFFont; text: string }[] {
  const first = face.fonts[0];
  if (!first) return [];
  const out: { font: PDFFont; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const hit = face.fonts.find((entry) => entry.chars.has(code));
    const font = hit?.font ?? first.font;
    const shown = hit ? char : "?";
    const last = out[out.length - 1];
    if (last && last.font === font) last.text += shown;
    else out.push({ font, text: shown });
  }
  return out;
}

function widthOf(face: Face, text: string, size: number): number {
  return runs(face, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

type Pen = { page: PDFPage; regular: Face; bold: Face };
type TextStyle = { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: "left" | "right" };

function write(pen: Pen, text: string, x: number, y: number, style: TextStyle): void {
  const face = style.bold ? pen.bold : pen.regular;
  let cursor = style.align === "right" ? x - widthOf(face, text, style.size) : x;
  for (const run of runs(face, text)) {
    pen.page.drawText(run.text, { x: cursor, y, size: style.size, font: run.font, color: style.color ?? ink });
    cursor += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

/**
 * Breaks text into lines no wider than `width`: at the last space when the line has one (Latin
 * words stay whole), else by character (CJK has no spaces to break at).
 */
function wrap(face: Face, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of text) {
    if (line !== "" && widthOf(face, line + char, size) > width) {
      const space = line.lastIndexOf(" ");
      if (space > 0) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + char;
      } else {
        lines.push(line);
        line = char.trimStart();
      }
    } else {
      line += char;
    }
  }
  if (line !== "") lines.push(line);
  return lines.length > 0 ? lines : [""];
}

function allText(text: ReceiptText): { regular: string; bold: string } {
  const regular = [
    ...text.meta.flatMap((row) => [row.label, row.value]),
    text.billedTo.label,
    ...text.billedTo.lines,
    ...text.item.header,
    text.item.name,
    text.item.note ?? "",
    text.item.amount,
    ...text.totals.flatMap((row) => [row.label, row.value]),
    ...text.payment.flatMap((row) => [row.label, row.value]),
    text.refunded ?? "",
    ...text.footer,
    "?",
  ].join("");
  return { regular, bold: [text.title, text.issuer, ...text.totals.filter((t) => t.strong).flatMap((t) => [t.label, t.value])].join("") };
}

/**
 * A receipt or invoice as a real PDF (A4, one page): fonts embedded as TrueType subsets, so any
 * viewer shows the same text, CJK included, and text extraction finds the amount and the buyer.
 */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const text = receiptText(doc);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const all = allText(text);
  const pen: Pen = { page: pdf.addPage([A4.width, A4.height]), regular: await embedFace(pdf, all.regular, 400), bold: await embedFace(pdf, all.bold, 700) };
  pdf.setTitle(`${text.title} ${doc.order.id}`);
  pdf.setAuthor(doc.issuer);
  pdf.setCreator(doc.issuer);
  pdf.setProducer("Logo Studio");
  pdf.setLanguage(doc.language === "zh" ? "zh-CN" : "en");
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);

  const right = A4.width - margin;
  const valueX = margin + 130;
  const valueWidth = right - valueX;
  let y = A4.height - margin - 20;
  for (const [index, line] of wrap(pen.bold, text.issuer, 16, 280).entries()) write(pen, line, margin, y - index * 20, { size: 16, bold: true });
  write(pen, text.title, right, y, { size: 26, bold: true, align: "right" });
  y -= 56;

  const row = (label: string, value: string, size = 10) => {
    write(pen, label, margin, y, { size, color: muted });
    for (const line of wrap(pen.regular, value, size, valueWidth)) {
      write(pen, line, valueX, y, { size });
      y -= size + 6;
    }
  };
  for (const meta of text.meta) row(meta.label, meta.value);
  y -= 10;
  write(pen, text.billedTo.label, margin, y, { size: 10, color: muted });
  for (const line of text.billedTo.lines.flatMap((entry) => wrap(pen.regular, entry, 11, valueWidth))) {
    write(pen, line, valueX, y, { size: 11 });
    y -= 17;
  }
  y -= 18;

  pen.page.drawLine({ start: { x: margin, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.8, color: rule });
  write(pen, text.item.header[0], margin, y, { size: 10, color: muted });
  write(pen, text.item.header[1], right, y, { size: 10, color: muted, align: "right" });
  y -= 22;
  write(pen, text.item.amount, right, y, { size: 11, align: "right" });
  for (const line of wrap(pen.regular, text.item.name, 11, right - margin - 120)) {
    write(pen, line, margin, y, { size: 11 });
    y -= 16;
  }
  if (text.item.note) {
    for (const line of wrap(pen.regular, text.item.note, 9, right - margin - 120)) {
      write(pen, line, margin, y, { size: 9, color: muted });
      y -= 13;
    }
  }
  y -= 6;
  pen.page.drawLine({ start: { x: margin, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8, color: rule });
  y -= 12;
  for (const total of text.totals) {
    const size = total.strong ? 13 : 10;
    if (total.strong) y -= 4;
    write(pen, total.label, right - 150, y, { size, bold: total.strong, color: total.strong ? ink : muted, align: "right" });
    write(pen, total.value, right, y, { size, bold: total.strong, align: "right" });
    y -= size + 9;
  }
  y -= 16;
  for (const payment of text.payment) row(payment.label, payment.value);
  if (text.refunded) {
    y -= 8;
    write(pen, text.refunded, margin, y, { size: 12, color: alert });
    y -= 20;
  }
  let footerY = margin + 14 * (text.footer.length - 1);
  for (const line of text.footer) {
    write(pen, line, margin, footerY, { size: 9, color: muted });
    footerY -= 14;
  }
  return pdf.save();
}
