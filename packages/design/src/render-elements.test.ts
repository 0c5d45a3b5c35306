import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { parse, type Font } from "opentype.js";
import { describe, expect, it } from "vitest";
import {
  documentImageSources,
  DUOTONE_PRESETS,
  elementBox,
  IMAGE_FILTER_IDS,
  luminance,
  parseDesignDocument,
  renderDesignSvg,
  sanitiseSvg,
  SvgRejected,
  withImageSources,
  type DesignDocument,
  type FontProvider,
} from "./index.js";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));
const inter: Font = parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
const fonts: FontProvider = { faces: (fontId) => (fontId === "inter" ? [inter] : []) };
// A 2 x 2 PNG: red, green / blue, white.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DAAMIM/////w8AH+4F+0HwQUsAAAAASUVORK5CYII=";

const docWith = (elements: unknown[], extra: Record<string, unknown> = {}): DesignDocument =>
  parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 400,
    height: 300,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal" },
    elements,
    ...extra,
  });
const text = (extra: Record<string, unknown> = {}) => ({
  id: "t",
  role: "text",
  type: "text",
  text: "Hello",
  fontId: "inter",
  color: "#112233",
  x: 200,
  y: 150,
  ...extra,
});
const pixelsOf = (doc: DesignDocument) => new Resvg(renderDesignSvg(doc, fonts)).render().pixels;

describe("renderer, per element type", () => {
  it("text: lines stack lineHeight apart and align on their advance; the box is the block's ink", () => {
    const one = elementBox(docWith([text()]).elements[0]!, fonts);
    const two = docWith([text({ text: "Hello\nHello", lineHeight: 2 })]);
    const box = elementBox(two.elements[0]!, fonts);
    expect(box.width).toBeCloseTo(one.width, 5);
    // Two lines 2 x 72 apart: the ink grows by exactly one line step.
    expect(box.height).toBeCloseTo(one.height + 144, 0);
    const left = renderDesignSvg(docWith([text({ text: "Hi\nHello", align: "left" })]), fonts);
    const right = renderDesignSvg(docWith([text({ text: "Hi\nHello", align: "right" })]), fonts);
    expect(left).not.toBe(right);
    // All lines are one path, so a gradient spans the block.
    expect(left.match(/<path /g)).toHaveLength(1);
  });

  it("text: gradient, stroke behind the fill, and each background style", () => {
    const svg = renderDesignSvg(
      docWith([text({ gradient: { kind: "linear", angle: 90, from: "#ff0000", to: "#0000ff" }, stroke: {}, textBackground: { style: 1, color: "#00ff00" } })]),
      fonts,
    );
    expect(svg).toMatch(/<linearGradient id="t__gradient" gradientUnits="userSpaceOnUse" x1="[\d.-]+" y1="[\d.-]+" x2="[\d.-]+" y2="[\d.-]+">/);
    // Border first, then the white stroke (10 units at 72/1000 scale = 138.89 outline units), then the fill.
    const border = svg.indexOf('stroke="#00ff00"');
    const stroke = svg.indexOf('stroke="#ffffff" stroke-width="138.89"');
    const fill = svg.indexOf('fill="url(#t__gradient)"');
    expect(border).toBeGreaterThan(0);
    expect(stroke).toBeGreaterThan(border);
    expect(fill).toBeGreaterThan(stroke);
    const styles = [1, 2, 3, 4].map((style) => renderDesignSvg(docWith([text({ textBackground: { style, color: "#00ff00" } })]), fonts));
    expect(new Set(styles).size).toBe(4);
    expect(renderDesignSvg(docWith([text({ textBackground: { style: 0, color: "#00ff00" } })]), fonts)).not.toContain("#00ff00");
  });

  it("every element: shadow as feDropShadow with the spec's defaults, blend as mix-blend-mode, hidden not drawn", () => {
    const svg = renderDesignSvg(docWith([text({ shadow: {}, blend: "multiply" }), { ...text(), id: "gone", hidden: true }]), fonts);
    expect(svg).toContain('<feDropShadow dx="10" dy="10" stdDeviation="2.5" flood-color="#000000" flood-opacity="0.2"/>');
    expect(svg).toMatch(/<g id="t" data-role="text" data-type="text" filter="url\(#t__shadow\)" style="mix-blend-mode:multiply">/);
    expect(svg).not.toContain('id="gone"');
    // Mono is flat: no shadows, no gradients.
    const mono = renderDesignSvg(docWith([text({ shadow: {}, gradient: { kind: "radial", from: "#ff0000", to: "#0000ff" } })], { mono: true }), fonts);
    expect(mono).not.toContain("feDropShadow");
    expect(mono).not.toContain("Gradient");
  });

  it("icon and shape: gradients span the whole icon; radius rounds or circles a square", () => {
    const icon = {
      id: "i",
      role: "icon",
      type: "icon",
      set: "t",
      iconId: "x",
      viewBox: [0, 0, 24, 24],
      nodes: [{ tag: "circle", attrs: { cx: "12", cy: "12", r: "10" } }],
      paint: "fill",
      color: "#000000",
      width: 100,
      height: 100,
      x: 100,
      y: 100,
      gradient: { kind: "linear", angle: 45, from: "#ff0000", to: "#0000ff" },
    };
    expect(renderDesignSvg(docWith([icon]), fonts)).toContain('<linearGradient id="i__gradient" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="24" y2="24">');
    const square = { id: "s", role: "decoration", type: "shape", shape: "square", fill: "#ff0000", width: 200, height: 100, x: 200, y: 150 };
    expect(renderDesignSvg(docWith([{ ...square, radius: { enabled: true, value: 20 } }]), fonts)).toContain("A20 20 0 0 1 200 20");
    expect(renderDesignSvg(docWith([{ ...square, radius: { enabled: true, circle: true } }]), fonts)).toContain("A100 50 0 1 1");
    expect(renderDesignSvg(docWith([{ ...square, radius: { enabled: false, value: 20 } }]), fonts)).toContain('d="M0 0H200V100H0Z"');
  });

  it("image: crop, rounded clip, border, and a filter per id; sources can be listed and swapped", () => {
    const image = { id: "p", role: "image", type: "image", src: PNG, width: 200, height: 100, x: 200, y: 150 };
    const cropped = renderDesignSvg(
      docWith([{ ...image, crop: { x: 0.5, y: 0, width: 0.5, height: 1 }, radius: { enabled: true, circle: true }, border: { width: 4, color: "#000000" } }]),
      fonts,
    );
    // Half the picture fills the box: drawn twice as wide, shifted left by the box width.
    expect(cropped).toContain(`<image href="${PNG}" x="-100" y="100" width="400" height="100" preserveAspectRatio="none"/>`);
    expect(cropped).toContain('<clipPath id="p__clip">');
    expect(cropped).toContain('<g clip-path="url(#p__clip)"><path transform="translate(100 100)" fill="none" stroke="#000000" stroke-width="8"');
    // The opacity case (3) only raises partial alpha, so on this opaque picture it draws like none; every other id changes it, and no two alike.
    const visible = IMAGE_FILTER_IDS.filter((filter) => filter !== 3);
    const drawn = visible.map((filter) => Buffer.from(pixelsOf(docWith([{ ...image, filter }]))).toString("base64"));
    expect(new Set(drawn).size).toBe(visible.length);
    expect(renderDesignSvg(docWith([{ ...image, filter: 3 }]), fonts)).toContain('<feFuncA type="linear" slope="1.2"/>');
    expect(renderDesignSvg(docWith([{ ...image, filter: 1 }]), fonts)).toContain('<feFuncR type="linear" slope="0.65"/>');
    expect(renderDesignSvg(docWith([{ ...image, filter: 2 }]), fonts)).toContain('<feFuncR type="linear" slope="0.45"/>');
    expect(renderDesignSvg(docWith([{ ...image, filter: 20 }]), fonts)).toContain('<feGaussianBlur stdDeviation="5"/>');
    expect(() => docWith([{ ...image, filter: 28 }])).toThrow(/unknown image filter id/);
    expect(() => docWith([{ ...image, src: "https://203.0.113.7/x.png" }])).toThrow(/image src/);
    expect(() => docWith([{ ...image, src: "/oss/../etc/passwd" }])).toThrow(/image src/);
    const doc = docWith([image, { ...image, id: "q", src: "/oss/u/1/a.png" }, { ...image, id: "r", src: "/oss/u/1/b.png", hidden: true }]);
    expect(documentImageSources(doc)).toEqual([PNG, "/oss/u/1/a.png"]);
    const swapped = withImageSources(doc, new Map([["/oss/u/1/a.png", PNG]]));
    expect(swapped.elements.map((element) => (element.type === "image" ? element.src : ""))).toEqual([PNG, PNG, "/oss/u/1/b.png"]);
    expect(doc.elements[1]).toMatchObject({ src: "/oss/u/1/a.png" });
  });

  it("duotone colours are ordered by luminance (shadows take the darker)", () => {
    for (const [dark, light] of Object.values(DUOTONE_PRESETS)) expect(luminance(dark)).toBeLessThan(luminance(light));
    expect(IMAGE_FILTER_IDS).toEqual([0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34]);
  });

  it("qrcode: real modules with a quiet zone, one crisp path", () => {
    const svg = renderDesignSvg(docWith([{ id: "q", role: "qrcode", type: "qrcode", text: "hello", size: 200, x: 200, y: 150 }]), fonts);
    expect(svg).toContain('<rect x="100" y="50" width="200" height="200" fill="#ffffff"/>');
    // Version 1 (21 modules) + 2 x 4 quiet zone = 29 units across 200.
    expect(svg).toMatch(/<path transform="translate\(100 50\) scale\(6\.89655\)" fill="#000000" shape-rendering="crispEdges" d="M4 4h7v1h-7z/);
    expect(() => docWith([{ id: "q", role: "qrcode", type: "qrcode", text: "x".repeat(2001), size: 200, x: 0, y: 0 }])).toThrow();
  });

  it("svg: sanitised on parse, nested with its own viewBox, ids prefixed with the element's", () => {
    const markup =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
      '<rect id="t" width="10" height="10" fill="url(#g)" onclick="x()"/><use href="#t"/><image href="https://203.0.113.7/x.png"/><a href="javascript:alert(3)"><circle r="1"/></a></svg>';
    const doc = docWith([{ id: "v", role: "decoration", type: "svg", markup, width: 100, height: 50, x: 200, y: 150 }]);
    const kept = doc.elements[0]?.type === "svg" ? doc.elements[0].markup : "";
    for (const bad of ["script", "alert", "onload", "onclick", "javascript", "203.0.113.7"]) expect(kept).not.toContain(bad);
    const svg = renderDesignSvg(doc, fonts);
    expect(svg).toContain('<svg x="150" y="125" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMidYMid meet">');
    expect(svg).toContain('<linearGradient id="v__svg-g">');
    expect(svg).toContain('fill="url(#v__svg-g)"');
    expect(svg).toContain('<use href="#v__svg-t">');
    expect(svg).not.toContain('id="t"');
    expect(() => docWith([{ id: "v", role: "decoration", type: "svg", markup: "<html/>", width: 1, height: 1, x: 0, y: 0 }])).toThrow(
      /root element must be <svg>/,
    );
    expect(() =>
      docWith([{ id: "v", role: "decoration", type: "svg", markup: '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>', width: 1, height: 1, x: 0, y: 0 }]),
    ).toThrow(/DOCTYPE/);
  });
});

describe("sanitiseSvg (shared by the server's createImgForLogo and the svg element)", () => {
  it("refuses scripts, event handlers and outside references; keeps the drawing", () => {
    const { svg } = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(http://203.0.113.7/x.css)</style><rect width="1" height="1" style="fill:url(http://203.0.113.7/p)" onmouseover="x()"/>' +
        '<use href="http://203.0.113.7/s.svg#a"/><foreignObject><div/></foreignObject><path d="M0 0L1 1"/></svg>',
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"></rect><use></use><path d="M0 0L1 1"></path></svg>');
    expect(() => sanitiseSvg("<svg><rect></svg>")).toThrow(SvgRejected);
  });

  it("prefixes ids and their same-document references; is idempotent without a prefix", () => {
    const input = '<svg><clipPath id="c"><rect width="1" height="1"/></clipPath><g clip-path="url(#c)" style="fill:url(\'#c\')"><use href="#c"/></g></svg>';
    const { svg } = sanitiseSvg(input, { idPrefix: "x__" });
    expect(svg).toContain('id="x__c"');
    expect(svg).toContain('clip-path="url(#x__c)"');
    expect(svg).toContain("fill:url('#x__c')");
    expect(svg).toContain('href="#x__c"');
    const once = sanitiseSvg(input).svg;
    expect(sanitiseSvg(once).svg).toBe(once);
    expect(() => sanitiseSvg(input, { idPrefix: '"><script>' })).toThrow(SvgRejected);
  });
});
