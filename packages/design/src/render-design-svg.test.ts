import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse, type Font } from "opentype.js";
import { describe, expect, it } from "vitest";
import { findMissingGlyphs, migrateDesignDocument, renderDesignSvg, type FontProvider } from "./index.js";

// The test reads one real font from disk; the renderer itself never touches the file system.
const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));
const inter: Font = parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
const fonts: FontProvider = { faces: (fontId) => (fontId === "inter" ? [inter] : []) };
const doc = migrateDesignDocument(JSON.parse(readFileSync(new URL("./fixtures/logo-v1.json", import.meta.url), "utf8")));

describe("renderDesignSvg", () => {
  it("outlines text with the real font and keeps one group per element", () => {
    const svg = renderDesignSvg(doc, fonts);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">')).toBe(true);
    expect(svg).toContain('<g id="name" data-role="name" data-type="text">');
    expect(svg).toContain('<g id="icon" data-role="icon" data-type="icon">');
    expect(svg).toContain('aria-label="Blue Bottle"');
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/<path aria-label="Blue Bottle" transform="translate\([\d. -]+\) scale\(0\.072\)" fill="#5b3a1e" d="M-?\d+ -?\d+/);
    expect(svg).toContain("linearGradient");
  });

  it("is deterministic and paints every element one colour in mono", () => {
    expect(renderDesignSvg(doc, fonts)).toBe(renderDesignSvg(structuredClone(doc), fonts));
    const mono = renderDesignSvg({ ...doc, mono: true, monoColor: "#000000" }, fonts);
    expect(mono).not.toContain("#5b3a1e");
    expect(mono).not.toContain('id="background"');
  });

  it("with a cache, draws the same bytes and renders again only the elements that are new objects", () => {
    const cache = new Map<object, string>();
    const counted = {
      hits: 0,
      get: (e: object) => (cache.has(e) ? (counted.hits++, cache.get(e)) : undefined),
      set: (e: object, m: string) => cache.set(e, m),
    };
    expect(renderDesignSvg(doc, fonts, { cache: counted })).toBe(renderDesignSvg(doc, fonts));
    const first = doc.elements[0]!;
    const moved = { ...doc, elements: doc.elements.map((e) => (e === first ? { ...e, x: e.x + 10 } : e)) };
    counted.hits = 0;
    expect(renderDesignSvg(moved, fonts, { cache: counted })).toBe(renderDesignSvg(moved, fonts));
    expect(counted.hits).toBe(doc.elements.length - 1);
  });

  it("reports characters no face can draw instead of drawing tofu", () => {
    expect(findMissingGlyphs(fonts, { text: "Café 咖啡", fontId: "inter", fontSize: 72, letterSpacing: 0 })).toEqual(["咖", "啡"]);
    const svg = renderDesignSvg({ ...doc, elements: [{ ...doc.elements[1]!, text: "咖" } as (typeof doc.elements)[number]] }, fonts);
    expect(svg).toContain('d=""');
  });
});
