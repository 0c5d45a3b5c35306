import { readdirSync, readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { elementBox, findMissingGlyphs, parseDesignDocument, renderDesignSvg, type DesignDocument, type FontProvider } from "@studio/design";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { createNodeFontProvider } from "./font-provider.node.js";

/**
 * The editor's 20 fixture documents (packages/design/src/fixtures/editor) drawn by the one renderer
 * with the server's fonts and rasterised by resvg, as the exporter does. The test lives here, not
 * in @studio/design, because the node font provider is this package's (and it depends on design).
 */
const folder = new URL("../../design/src/fixtures/editor/", import.meta.url);
const names = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .sort();
const store = createNodeFontProvider();
// `user-1` stands for an uploaded font; the export and preview tests provide one the same way.
const fonts: FontProvider = { faces: (fontId, text) => store.faces(fontId === "user-1" ? "pacifico-400" : fontId, text) };
const load = (name: string): DesignDocument => parseDesignDocument(JSON.parse(readFileSync(new URL(name, folder), "utf8")));

function rasterise(doc: DesignDocument): { width: number; height: number; pixels: Uint8Array } {
  const image = new Resvg(renderDesignSvg(doc, fonts), { fitTo: { mode: "width", value: doc.width } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

/** Pixels that differ from the top-left pixel (the background) by more than a little. */
function inkedPixels({ pixels }: { pixels: Uint8Array }): number {
  let count = 0;
  for (let at = 0; at < pixels.length; at += 4) {
    const delta =
      Math.abs((pixels[at] ?? 0) - (pixels[0] ?? 0)) + Math.abs((pixels[at + 1] ?? 0) - (pixels[1] ?? 0)) + Math.abs((pixels[at + 2] ?? 0) - (pixels[2] ?? 0));
    if (delta > 24 || (pixels[at + 3] ?? 0) !== (pixels[3] ?? 0)) count += 1;
  }
  return count;
}

function crop(image: { width: number; pixels: Uint8Array }, box: { x: number; y: number; width: number; height: number }): Uint8ClampedArray {
  const out = new Uint8ClampedArray(box.width * box.height * 4);
  for (let row = 0; row < box.height; row += 1) {
    const from = ((box.y + row) * image.width + box.x) * 4;
    out.set(image.pixels.subarray(from, from + box.width * 4), row * box.width * 4);
  }
  return out;
}

describe("the editor's fixture documents", () => {
  it("are 20, and together use every element type, effect and filter group", () => {
    expect(names).toHaveLength(20);
    const elements = names.flatMap((name) => load(name).elements);
    expect(new Set(elements.map((element) => element.type))).toEqual(new Set(["text", "icon", "shape", "image", "qrcode", "svg"]));
    expect(elements.some((element) => element.shadow)).toBe(true);
    expect(elements.some((element) => element.type === "text" && element.stroke)).toBe(true);
    expect(new Set(elements.flatMap((element) => (element.type === "text" ? [element.textBackground.style] : [])))).toEqual(new Set([0, 1, 2, 3, 4]));
    const gradients = elements.flatMap((element) => ("gradient" in element && element.gradient ? [`${element.gradient.kind}${element.gradient.angle}`] : []));
    expect(new Set(gradients)).toEqual(new Set(["linear0", "linear45", "linear90", "radial0"]));
    const filters = new Set(elements.flatMap((element) => (element.type === "image" ? [element.filter] : [])));
    for (const id of [0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34]) expect(filters).toContain(id);
    expect(elements.some((element) => element.type === "text" && element.fontId.startsWith("noto-sans-sc"))).toBe(true);
    expect(elements.some((element) => element.type === "text" && element.fontId === "user-1")).toBe(true);
  });

  it.each(names)("%s parses, has every glyph, and resvg draws it", (name) => {
    const doc = load(name);
    for (const element of doc.elements) if (element.type === "text") expect(findMissingGlyphs(fonts, element), `${element.id} glyphs`).toEqual([]);
    const svg = renderDesignSvg(doc, fonts);
    for (const element of doc.elements) expect(svg.includes(`<g id="${element.id}"`), element.id).toBe(!element.hidden);
    const image = rasterise(doc);
    expect([image.width, image.height]).toEqual([doc.width, doc.height]);
    // Every fixture draws on a good part of its canvas (not an empty or failed render).
    expect(inkedPixels(image) / (image.width * image.height)).toBeGreaterThan(0.02);
  });

  it("draws QR codes that decode to their text", () => {
    for (const name of names) {
      const doc = load(name);
      const image = rasterise(doc);
      for (const element of doc.elements) {
        if (element.type !== "qrcode") continue;
        const box = elementBox(element, fonts);
        const region = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) };
        const code = jsQR(crop(image, region), region.width, region.height);
        expect(code?.data, `${name} ${element.id}`).toBe(element.text);
      }
    }
  });
});
