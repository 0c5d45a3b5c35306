import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { migrateDesignDocument } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { toSvg } from "../downloads/image-convert";
import { ascii85, vectorEps } from "./eps-writer";
import { parsePathData, vectorDrawing, type Rgb, type VectorDrawing } from "./vector-shapes";

/** The design package's fixture with a font the catalogue has, the icon turned and the text half transparent. */
const fixture = (() => {
  const doc = migrateDesignDocument(
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../../packages/design/src/fixtures/logo-v1.json"), "utf8")),
  );
  return { ...doc, elements: doc.elements.map((e) => (e.type === "text" ? { ...e, fontId: "inter-600", opacity: 0.5 } : { ...e, rotation: 20 })) };
})();

const hex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** The drawing written back as plain SVG: what the EPS and PDF writers draw, in a form resvg can render. */
function redraw(drawing: VectorDrawing): string {
  const paths = drawing.shapes.map((shape) => {
    const d = shape.segments
      .map((s) => (s.op === "Z" ? "Z" : s.op === "C" ? `C${s.x1} ${s.y1} ${s.x2} ${s.y2} ${s.x} ${s.y}` : `${s.op}${s.x} ${s.y}`))
      .join(" ");
    const fill = shape.fill ? `fill="${hex(shape.fill)}" fill-opacity="${shape.fillOpacity}" fill-rule="${shape.fillRule}"` : `fill="none"`;
    const caps = ["butt", "round", "square"][shape.lineCap];
    const joins = ["miter", "round", "bevel"][shape.lineJoin];
    const stroke = shape.stroke
      ? `stroke="${hex(shape.stroke)}" stroke-opacity="${shape.strokeOpacity}" stroke-width="${shape.strokeWidth}" stroke-linecap="${caps}" stroke-linejoin="${joins}"`
      : "";
    return `<path transform="matrix(${shape.matrix.join(" ")})" d="${d}" ${fill} ${stroke}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox.join(" ")}">${paths.join("")}</svg>`;
}

function pixels(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "#ffffff" }).render().pixels);
}

describe("vector drawing (the EPS and PDF writers' input)", () => {
  it("draws a designer logo (outlined text, a stroked icon) the same as its SVG", async () => {
    const svg = await toSvg({ kind: "design", document: fixture }, createNodeLogoDeps().fonts);
    const drawing = vectorDrawing(svg);
    expect(drawing.viewBox).toEqual([0, 0, 800, 600]);
    expect(drawing.shapes.some((shape) => shape.stroke !== null)).toBe(true);
    expect(drawing.shapes.some((shape) => shape.fill !== null)).toBe(true);
    const a = pixels(svg);
    const b = pixels(redraw(drawing));
    expect(b.length).toBe(a.length);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    // Anti-aliasing may differ by a level here and there; a wrong matrix or paint would differ by far more.
    expect(diff / a.length).toBeLessThan(0.05);
    const eps = vectorEps(drawing, "Blue Bottle").toString("latin1");
    expect(eps).toContain("%%BoundingBox: 0 0 600 450\n");
    expect(eps).toContain(" setlinewidth\n1 setlinecap\n1 setlinejoin\nstroke\n");
  });

  it("reads usvg path data, turning quadratics into the same cubics", () => {
    expect(parsePathData("M 0 0 Q 30 30 60 0 L 60 10 Z")).toEqual([
      { op: "M", x: 0, y: 0 },
      { op: "C", x1: 20, y1: 20, x2: 40, y2: 20, x: 60, y: 0 },
      { op: "L", x: 60, y: 10 },
      { op: "Z" },
    ]);
  });

  it("encodes ASCII85 as Adobe does", () => {
    expect(ascii85(Buffer.from("Man is"))).toBe("9jqo^Bla~>");
    expect(ascii85(Buffer.alloc(4))).toBe("z~>");
    expect(ascii85(Buffer.from([0xff]))).toBe("rr~>");
  });
});
