import {
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  type PDFPage,
} from "pdf-lib";
import { multiply, pageMatrix, VECTOR_PAGE_WIDTH, type Segment, type VectorDrawing, type VectorShape } from "./vector-shapes";

/** PDF of a logo with pdf-lib: designer logos as vector paths, raster results as the embedded transparent PNG. */
async function newDocument(title: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("Logo Studio");
  pdf.setProducer("Logo Studio");
  return pdf;
}

function pathOperators(segments: Segment[]): PDFOperator[] {
  return segments.map((s) =>
    s.op === "M" ? moveTo(s.x, s.y) : s.op === "L" ? lineTo(s.x, s.y) : s.op === "C" ? appendBezierCurve(s.x1, s.y1, s.x2, s.y2, s.x, s.y) : closePath(),
  );
}

/** An ExtGState with fill (ca) and stroke (CA) alpha: PDF, unlike PostScript, keeps opacity. */
function alphaState(pdf: PDFDocument, page: PDFPage, shape: VectorShape): PDFOperator[] {
  if (shape.fillOpacity >= 1 && shape.strokeOpacity >= 1) return [];
  const dict = pdf.context.obj({ Type: "ExtGState", ca: shape.fillOpacity, CA: shape.strokeOpacity });
  return [setGraphicsState(page.node.newExtGState("GS", pdf.context.register(dict)))];
}

function paintOperators(shape: VectorShape): PDFOperator[] {
  const ops: PDFOperator[] = [];
  if (shape.fill) ops.push(setFillingRgbColor(...shape.fill));
  if (shape.stroke) ops.push(setStrokingRgbColor(...shape.stroke), setLineWidth(shape.strokeWidth), setLineCap(shape.lineCap), setLineJoin(shape.lineJoin));
  const evenOdd = shape.fillRule === "evenodd";
  if (shape.fill && shape.stroke) ops.push(PDFOperator.of(evenOdd ? PDFOperatorNames.FillEvenOddAndStroke : PDFOperatorNames.FillNonZeroAndStroke));
  else if (shape.fill) ops.push(evenOdd ? PDFOperator.of(PDFOperatorNames.FillEvenOdd) : fill());
  else ops.push(stroke());
  return ops;
}

export async function vectorPdf(drawing: VectorDrawing, title: string): Promise<Buffer> {
  const pdf = await newDocument(title);
  const [, , vw, vh] = drawing.viewBox;
  const width = VECTOR_PAGE_WIDTH;
  const height = (width * vh) / vw;
  const page = pdf.addPage([width, height]);
  const base = pageMatrix(drawing.viewBox, width, height);
  for (const shape of drawing.shapes) {
    if (shape.segments.length === 0 || (!shape.fill && !shape.stroke)) continue;
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...multiply(base, shape.matrix)),
      ...alphaState(pdf, page, shape),
      ...pathOperators(shape.segments),
      ...paintOperators(shape),
      popGraphicsState(),
    );
  }
  return Buffer.from(await pdf.save());
}

export async function rasterPdf(png: Buffer, pixels: { width: number; height: number }, title: string): Promise<Buffer> {
  const pdf = await newDocument(title);
  const width = VECTOR_PAGE_WIDTH;
  const height = (width * pixels.height) / pixels.width;
  const page = pdf.addPage([width, height]);
  page.drawImage(await pdf.embedPng(png), { x: 0, y: 0, width, height });
  return Buffer.from(await pdf.save());
}
