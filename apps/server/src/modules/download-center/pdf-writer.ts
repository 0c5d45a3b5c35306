import {
  PDFDict,
  PDFDocument,
  PDFName,
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
  type PDFRef,
} from "pdf-lib";
import { multiply, pageMatrix, VECTOR_PAGE_WIDTH, type Gradient, type Matrix, type Segment, type VectorDrawing, type VectorShape } from "./vector-shapes";

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
  const fillAlpha = shape.fillOpacity * meanOpacity(shape.fillGradient);
  const strokeAlpha = shape.strokeOpacity * meanOpacity(shape.strokeGradient);
  if (fillAlpha >= 1 && strokeAlpha >= 1) return [];
  const dict = pdf.context.obj({ Type: "ExtGState", ca: fillAlpha, CA: strokeAlpha });
  return [setGraphicsState(page.node.newExtGState("GS", pdf.context.register(dict)))];
}

/**
 * A gradient as a PDF shading: ShadingType 2 (axial) or 3 (radial) in DeviceRGB, extended at both
 * ends (SVG's pad), its colours a stitching function (type 3) of linear pieces (type 2), one per
 * pair of stops. Stops before 0 and after 1 repeat the end colours, as SVG draws them.
 */
export function shadingDict(pdf: PDFDocument, gradient: Gradient): PDFDict {
  const stops = [...gradient.stops];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first && first.offset > 0) stops.unshift({ ...first, offset: 0 });
  if (last && last.offset < 1) stops.push({ ...last, offset: 1 });
  const pieces = stops.slice(1).map((stop, i) => ({ FunctionType: 2, Domain: [0, 1], C0: stops[i]?.color ?? stop.color, C1: stop.color, N: 1 }));
  return pdf.context.obj({
    ShadingType: gradient.kind === "linear" ? 2 : 3,
    ColorSpace: "DeviceRGB",
    Coords: gradient.coords,
    Extend: [true, true],
    Function: {
      FunctionType: 3,
      Domain: [0, 1],
      Functions: pieces,
      Bounds: stops.slice(1, -1).map((stop) => stop.offset),
      Encode: pieces.flatMap(() => [0, 1]),
    },
  });
}

/** Adds `ref` to the page's resources of `kind` under a new name. */
function resource(pdf: PDFDocument, page: PDFPage, kind: "Shading" | "Pattern", ref: PDFRef): PDFName {
  const resources = page.node.normalizedEntries().Resources;
  let dict = resources.lookupMaybe(PDFName.of(kind), PDFDict);
  if (!dict) {
    dict = pdf.context.obj({});
    resources.set(PDFName.of(kind), dict);
  }
  const name = PDFName.of(`${kind === "Shading" ? "Sh" : "P"}${dict.keys().length}`);
  dict.set(name, ref);
  return name;
}

/** PDF has one alpha per paint: a gradient's stop opacities are averaged into it (the designer's gradients are opaque). */
const meanOpacity = (gradient: Gradient | null) => (gradient ? gradient.stops.reduce((sum, stop) => sum + stop.opacity, 0) / gradient.stops.length : 1);

/** A gradient fill: the path made the clip (W / W*), the shading's space set (`cm`), and the shading painted over the clip (`sh`). */
function gradientFill(pdf: PDFDocument, page: PDFPage, shape: VectorShape, gradient: Gradient): PDFOperator[] {
  const name = resource(pdf, page, "Shading", pdf.context.register(shadingDict(pdf, gradient)));
  return [
    pushGraphicsState(),
    ...pathOperators(shape.segments),
    PDFOperator.of(shape.fillRule === "evenodd" ? PDFOperatorNames.ClipEvenOdd : PDFOperatorNames.ClipNonZero),
    PDFOperator.of(PDFOperatorNames.EndPath),
    concatTransformationMatrix(...gradient.matrix),
    PDFOperator.of(PDFOperatorNames.ShadingFill, [name]),
    popGraphicsState(),
  ];
}

/**
 * A gradient stroke: PDF cannot clip to a stroke's outline, so the stroke paints with a shading
 * pattern (PatternType 2) of the same shading. A pattern's matrix is in the page's space, hence
 * `toPage`, the shape's matrix on the page.
 */
function strokePattern(pdf: PDFDocument, page: PDFPage, gradient: Gradient, toPage: Matrix): PDFOperator[] {
  const pattern = pdf.context.obj({ PatternType: 2, Shading: pdf.context.register(shadingDict(pdf, gradient)), Matrix: multiply(toPage, gradient.matrix) });
  const name = resource(pdf, page, "Pattern", pdf.context.register(pattern));
  return [PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of("Pattern")]), PDFOperator.of(PDFOperatorNames.StrokingColorN, [name])];
}

/** `patternStroke`: the stroking colour is already a pattern (strokePattern). */
function paintOperators(shape: VectorShape, patternStroke = false): PDFOperator[] {
  const ops: PDFOperator[] = [];
  if (shape.fill) ops.push(setFillingRgbColor(...shape.fill));
  if (shape.stroke && !patternStroke) ops.push(setStrokingRgbColor(...shape.stroke));
  if (shape.stroke) ops.push(setLineWidth(shape.strokeWidth), setLineCap(shape.lineCap), setLineJoin(shape.lineJoin));
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
    const toPage = multiply(base, shape.matrix);
    const ops = [pushGraphicsState(), concatTransformationMatrix(...toPage), ...alphaState(pdf, page, shape)];
    // A gradient fill is its own clipped shading; the plain paint operators then draw the stroke only.
    const plain: VectorShape = shape.fillGradient ? { ...shape, fill: null } : shape;
    if (shape.fillGradient) ops.push(...gradientFill(pdf, page, shape, shape.fillGradient));
    const patternStroke = Boolean(plain.stroke && shape.strokeGradient);
    if (plain.stroke && shape.strokeGradient) ops.push(...strokePattern(pdf, page, shape.strokeGradient, toPage));
    if (plain.fill || plain.stroke) ops.push(...pathOperators(shape.segments), ...paintOperators(plain, patternStroke));
    ops.push(popGraphicsState());
    page.pushOperators(...ops);
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
