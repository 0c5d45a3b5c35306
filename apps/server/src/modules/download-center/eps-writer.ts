import {
  multiply,
  pageMatrix,
  VECTOR_PAGE_WIDTH,
  type Gradient,
  type Matrix,
  type Rgb,
  type Segment,
  type VectorDrawing,
  type VectorShape,
} from "./vector-shapes";

/**
 * Encapsulated PostScript (EPSF 3.0) written by hand: designer logos as paths (their vector
 * drawing), raster results as one embedded JPEG image (PostScript Level 2 DCTDecode). PostScript has
 * no transparency, so a shape's opacity is blended with white, the paper it is printed on.
 */
const n = (value: number): string => String(Math.round(value * 1000) / 1000);
const m = (matrix: Matrix): string => `[${matrix.map(n).join(" ")}]`;

/** A DSC comment value: printable ASCII only, at most 60 characters. */
function dscText(text: string): string {
  return (
    text
      .replace(/[^\x20-\x7e]/g, "?")
      .replace(/[()\\]/g, "")
      .slice(0, 60) || "Logo"
  );
}

function header(title: string, width: number, height: number, level: 1 | 2 | 3): string[] {
  return [
    "%!PS-Adobe-3.0 EPSF-3.0",
    `%%BoundingBox: 0 0 ${Math.ceil(width)} ${Math.ceil(height)}`,
    `%%HiResBoundingBox: 0 0 ${n(width)} ${n(height)}`,
    `%%Title: ${dscText(title)}`,
    "%%Creator: Logo Studio",
    `%%LanguageLevel: ${level}`,
    "%%Pages: 1",
    "%%EndComments",
    "%%Page: 1 1",
    "gsave",
  ];
}

const footer = ["grestore", "showpage", "%%EOF", ""];

function blend(colour: Rgb, opacity: number): string {
  const a = Math.min(Math.max(opacity, 0), 1);
  return colour.map((c) => n(1 - a * (1 - c))).join(" ");
}

function pathOps(segments: Segment[]): string[] {
  return segments.map((s) =>
    s.op === "M"
      ? `${n(s.x)} ${n(s.y)} moveto`
      : s.op === "L"
        ? `${n(s.x)} ${n(s.y)} lineto`
        : s.op === "C"
          ? `${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} curveto`
          : "closepath",
  );
}

/**
 * A gradient as a PostScript LanguageLevel 3 shading dictionary (ShadingType 2 axial or 3 radial,
 * extended at both ends like SVG's pad), colours a stitching function of linear pieces. Stop and
 * paint opacities are blended with white, as plain colours are.
 */
export function shadingDictionary(gradient: Gradient, opacity: number): string {
  const stops = gradient.stops.map((stop) => ({ ...stop, rgb: blend(stop.color, stop.opacity * opacity) }));
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first && first.offset > 0) stops.unshift({ ...first, offset: 0 });
  if (last && last.offset < 1) stops.push({ ...last, offset: 1 });
  const pieces = stops
    .slice(1)
    .map((stop, i) => `<< /FunctionType 2 /Domain [0 1] /C0 [${stops[i]?.rgb ?? stop.rgb}] /C1 [${stop.rgb}] /N 1 >>`)
    .join(" ");
  const bounds = stops
    .slice(1, -1)
    .map((stop) => n(stop.offset))
    .join(" ");
  const encode = stops
    .slice(1)
    .map(() => "0 1")
    .join(" ");
  return [
    `<< /ShadingType ${gradient.kind === "linear" ? 2 : 3} /ColorSpace /DeviceRGB /Coords [${gradient.coords.map(n).join(" ")}] /Extend [true true]`,
    `   /Function << /FunctionType 3 /Domain [0 1] /Functions [${pieces}] /Bounds [${bounds}] /Encode [${encode}] >> >>`,
  ].join("\n");
}

/** Paints the current path with a gradient: the path (or its stroke outline) becomes the clip, the shading fills it (`shfill`). */
function gradientPaint(shape: VectorShape, gradient: Gradient, what: "fill" | "stroke"): string[] {
  const clip = what === "stroke" ? ["strokepath", "clip"] : [shape.fillRule === "evenodd" ? "eoclip" : "clip"];
  const opacity = what === "stroke" ? shape.strokeOpacity : shape.fillOpacity;
  return ["gsave", ...clip, "newpath", `${m(gradient.matrix)} concat`, shadingDictionary(gradient, opacity), "shfill", "grestore"];
}

/** The drawing as paths, `VECTOR_PAGE_WIDTH` points wide (LanguageLevel 3 when it has gradients, for `shfill`). */
export function vectorEps(drawing: VectorDrawing, title: string): Buffer {
  const [, , vw, vh] = drawing.viewBox;
  const width = VECTOR_PAGE_WIDTH;
  const height = (width * vh) / vw;
  const page = pageMatrix(drawing.viewBox, width, height);
  const shaded = drawing.shapes.some((shape) => shape.fillGradient || shape.strokeGradient);
  const lines = header(title, width, height, shaded ? 3 : 1);
  for (const shape of drawing.shapes) {
    if (shape.segments.length === 0 || (!shape.fill && !shape.stroke)) continue;
    // The path is built in the shape's own space so stroke widths scale with it, as in SVG.
    lines.push("gsave", `${m(multiply(page, shape.matrix))} concat`, "newpath", ...pathOps(shape.segments));
    if (shape.fillGradient || shape.strokeGradient) {
      // Each gradient paint clips a copy of the path (gradientPaint saves and restores it).
      if (shape.fill)
        lines.push(
          ...(shape.fillGradient
            ? gradientPaint(shape, shape.fillGradient, "fill")
            : ["gsave", `${blend(shape.fill, shape.fillOpacity)} setrgbcolor`, shape.fillRule === "evenodd" ? "eofill" : "fill", "grestore"]),
        );
      if (shape.stroke) {
        lines.push(`${n(shape.strokeWidth)} setlinewidth`, `${shape.lineCap} setlinecap`, `${shape.lineJoin} setlinejoin`);
        lines.push(
          ...(shape.strokeGradient
            ? gradientPaint(shape, shape.strokeGradient, "stroke")
            : [`${blend(shape.stroke, shape.strokeOpacity)} setrgbcolor`, "stroke"]),
        );
      }
      lines.push("grestore");
      continue;
    }
    if (shape.fill && shape.stroke)
      lines.push("gsave", `${blend(shape.fill, shape.fillOpacity)} setrgbcolor`, shape.fillRule === "evenodd" ? "eofill" : "fill", "grestore");
    else if (shape.fill) lines.push(`${blend(shape.fill, shape.fillOpacity)} setrgbcolor`, shape.fillRule === "evenodd" ? "eofill" : "fill");
    if (shape.stroke)
      lines.push(
        `${blend(shape.stroke, shape.strokeOpacity)} setrgbcolor`,
        `${n(shape.strokeWidth)} setlinewidth`,
        `${shape.lineCap} setlinecap`,
        `${shape.lineJoin} setlinejoin`,
        "stroke",
      );
    lines.push("grestore");
  }
  return Buffer.from([...lines, ...footer].join("\n"), "latin1");
}

/** ASCII85 (Adobe's base-85, `~>` at the end), lines of at most 75 characters. */
export function ascii85(data: Buffer): string {
  let out = "";
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.subarray(i, i + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join("");
  }
  return `${out.replace(/(.{75})/g, "$1\n")}~>`;
}

/** A raster image (JPEG bytes, `pixels` its size) filling the page, `VECTOR_PAGE_WIDTH` points wide. */
export function rasterEps(jpeg: Buffer, pixels: { width: number; height: number }, title: string): Buffer {
  const width = VECTOR_PAGE_WIDTH;
  const height = (width * pixels.height) / pixels.width;
  const lines = [
    ...header(title, width, height, 2),
    `${n(width)} ${n(height)} scale`,
    "/DeviceRGB setcolorspace",
    `<< /ImageType 1 /Width ${pixels.width} /Height ${pixels.height} /BitsPerComponent 8 /Decode [0 1 0 1 0 1]`,
    `   /ImageMatrix [${pixels.width} 0 0 -${pixels.height} 0 ${pixels.height}] /DataSource currentfile /ASCII85Decode filter /DCTDecode filter >> image`,
    ascii85(jpeg),
    ...footer,
  ];
  return Buffer.from(lines.join("\n"), "latin1");
}
