import { Resvg } from "@resvg/resvg-js";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { GOLDEN_BRIEFS, generateLogos } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { toSvg } from "../downloads/image-convert";
import { vectorEps } from "./eps-writer";
import { vectorPdf } from "./pdf-writer";
import { vectorDrawing, type VectorDrawing } from "./vector-shapes";

/** Every kind of logo the built-in designer draws (the 40 golden briefs: emblems, monograms, wordmarks, icons, Chinese names). */
const deps = createNodeLogoDeps();
const logos = GOLDEN_BRIEFS.flatMap((brief) => generateLogos({ ...brief, count: 1, seed: 7 }, deps).map((result) => ({ name: brief.name, result })));

const hex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

function pixels(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: 200 }, background: "#ffffff" }).render().pixels);
}

/** The drawing written back as plain SVG paths with its paints: what the EPS and PDF writers draw. */
function redraw(drawing: VectorDrawing): string {
  const paths = drawing.shapes.map((shape) => {
    const d = shape.segments
      .map((s) => (s.op === "Z" ? "Z" : s.op === "C" ? `C${s.x1} ${s.y1} ${s.x2} ${s.y2} ${s.x} ${s.y}` : `${s.op}${s.x} ${s.y}`))
      .join(" ");
    const fill = shape.fill ? `fill="${hex(shape.fill)}" fill-opacity="${shape.fillOpacity}" fill-rule="${shape.fillRule}"` : `fill="none"`;
    const stroke = shape.stroke
      ? ` stroke="${hex(shape.stroke)}" stroke-opacity="${shape.strokeOpacity}" stroke-width="${shape.strokeWidth}" stroke-linecap="${["butt", "round", "square"][shape.lineCap]}" stroke-linejoin="${["miter", "round", "bevel"][shape.lineJoin]}"`
      : "";
    return `<path transform="matrix(${shape.matrix.join(" ")})" d="${d}" ${fill}${stroke}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox.join(" ")}">${paths.join("")}</svg>`;
}

describe("EPS and PDF of every kind of designer logo are real vector paths", () => {
  it.each(logos.map((logo, i) => [i, logo.name] as const))(
    "logo %i (%s): PostScript paths with a BoundingBox, text as outlines, the same ink as the SVG",
    async (i) => {
      const logo = logos[i];
      if (!logo) throw new Error("no logo");
      const svg = await toSvg({ kind: "design", document: logo.result.document }, deps.fonts);
      const drawing = vectorDrawing(svg);
      expect(drawing.shapes.length).toBeGreaterThan(0);

      const eps = vectorEps(drawing, logo.name).toString("latin1");
      expect(eps.startsWith("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 ")).toBe(true);
      const box = eps.match(/%%BoundingBox: 0 0 (\d+) (\d+)/);
      expect(Number(box?.[1])).toBeGreaterThan(0);
      expect(Number(box?.[2])).toBeGreaterThan(0);
      expect(eps).toMatch(/ moveto\n/);
      expect(eps).toMatch(/ (curveto|lineto)\n/);
      expect(eps).toMatch(/\n(fill|eofill|stroke)\n/);
      // No embedded picture and no font: letters are paths like everything else.
      expect(eps).not.toMatch(/\bimage\b|\bshow\b|findfont/);
      expect(eps.trimEnd().endsWith("%%EOF")).toBe(true);

      const pdf = await PDFDocument.load(await vectorPdf(drawing, logo.name));
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(logo.name);

      // Every element the SVG draws is in the drawing with its paint (a dropped element kind would differ by far more than anti-aliasing).
      const a = pixels(svg);
      const b = pixels(redraw(drawing));
      expect(b.length).toBe(a.length);
      let diff = 0;
      for (let p = 0; p < a.length; p++) diff += Math.abs((a[p] ?? 0) - (b[p] ?? 0));
      expect(diff / a.length).toBeLessThan(0.05);
    },
  );
});
