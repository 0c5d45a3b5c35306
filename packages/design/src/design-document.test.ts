import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse, type Font } from "opentype.js";
import { describe, expect, it } from "vitest";
import { DESIGN_DOCUMENT_VERSION, DesignDocumentError, migrateDesignDocument, parseDesignDocument, renderDesignSvg, type FontProvider } from "./index.js";

const text = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const fixture = (name: string): unknown => JSON.parse(text(name));
const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));
const inter: Font = parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
const fonts: FontProvider = { faces: (fontId) => (fontId === "inter" ? [inter] : []) };

describe("design document migrations", () => {
  it("opens a version 1 logo saved with a gradient pair string and legacy text fields", () => {
    const doc = migrateDesignDocument(fixture("logo-v1.json"));
    expect(doc.version).toBe(DESIGN_DOCUMENT_VERSION);
    expect(doc.background).toEqual({ type: "gradient", kind: "linear", angle: 0, from: "#fdf6ec", to: "#f4d8b0" });
    const name = doc.elements.find((element) => element.id === "name");
    expect(name).toMatchObject({ type: "text", fontId: "inter", letterSpacing: 4, fontSize: 72, rotation: 0, fallbackFontIds: [] });
    expect(doc.layout).toEqual({ aspect: "vertical", code: "b" });
  });

  it("turns a plain v1 colour into a solid background and a missing one into transparent", () => {
    const base = { version: 1, kind: "logo", width: 10, height: 10, elements: [] };
    expect(migrateDesignDocument({ ...base, backgroundColor: "#ffffff" }).background).toEqual({ type: "solid", color: "#ffffff" });
    expect(migrateDesignDocument(base).background).toEqual({ type: "transparent" });
  });

  it("keeps a current document as it is and refuses newer or broken ones with a stable code", () => {
    const current = migrateDesignDocument(fixture("logo-v1.json"));
    expect(migrateDesignDocument(JSON.parse(JSON.stringify(current)))).toEqual(current);
    expect(() => migrateDesignDocument({ ...current, version: 99 })).toThrow(expect.objectContaining({ code: "design_version_unknown" }));
    expect(() => parseDesignDocument({ ...current, width: -1 })).toThrow(DesignDocumentError);
  });
});

describe("design document v3", () => {
  it("opens a v2 document with every v3 default filled in", () => {
    const doc = parseDesignDocument(fixture("logo-v2.json"));
    expect(doc.version).toBe(3);
    const [emblem, icon, , name] = doc.elements;
    const base = { locked: false, hidden: false, groupId: null, shadow: null, blend: "normal" };
    expect(emblem).toMatchObject({ ...base, gradient: null, radius: { enabled: false, circle: false, value: 0 } });
    expect(icon).toMatchObject({ ...base, gradient: null });
    expect(name).toMatchObject({ ...base, lineHeight: 1.2, align: "center", gradient: null, stroke: null, textBackground: { style: 0, color: "#000000" } });
    expect(name?.name).toBeUndefined();
  });

  it("draws a v2 document byte for byte as the v2 renderer did (logo downloads and shares do not change)", () => {
    const doc = parseDesignDocument(fixture("logo-v2.json"));
    // The expected files were rendered by the renderer before v3 from the same fixture and font.
    expect(renderDesignSvg(doc, fonts)).toBe(text("logo-v2.expected.svg"));
    expect(renderDesignSvg({ ...doc, mono: true }, fonts)).toBe(text("logo-v2.mono.expected.svg"));
  });

  it("parseDesignDocument migrates like migrateDesignDocument, and a saved v3 document parses to itself", () => {
    const v1 = fixture("logo-v1.json");
    expect(parseDesignDocument(v1)).toEqual(migrateDesignDocument(v1));
    const doc = parseDesignDocument(fixture("logo-v2.json"));
    expect(parseDesignDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it("refuses out-of-range v3 params with a field path", () => {
    const doc = parseDesignDocument(fixture("logo-v2.json"));
    const withName = (patch: Record<string, unknown>) => ({
      ...doc,
      elements: doc.elements.map((element) => (element.id === "name" ? { ...element, ...patch } : element)),
    });
    expect(() => parseDesignDocument(withName({ shadow: { alpha: 2 } }))).toThrow(/elements\.3\.shadow\.alpha/);
    expect(() => parseDesignDocument(withName({ textBackground: { style: 5 } }))).toThrow(/textBackground\.style/);
    expect(() => parseDesignDocument(withName({ gradient: { kind: "linear", angle: 30, from: "#000000", to: "#ffffff" } }))).toThrow(/gradient\.angle/);
    expect(() => parseDesignDocument(withName({ blend: "plus-lighter" }))).toThrow(/blend/);
    // The spec's default shadow and stroke when only the switch is on.
    expect(parseDesignDocument(withName({ shadow: {}, stroke: {} })).elements[3]).toMatchObject({
      shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
      stroke: { width: 10, color: "#ffffff" },
    });
  });

  it("refuses icon nodes carrying anything but geometry (an event handler or a link would be written into the SVG as is)", () => {
    const doc = parseDesignDocument(fixture("logo-v2.json"));
    const icon = doc.elements.find((element) => element.type === "icon");
    if (!icon || icon.type !== "icon") throw new Error("the v2 fixture has an icon");
    const withAttrs = (attrs: Record<string, string>) => ({
      ...doc,
      elements: doc.elements.map((element) => (element === icon ? { ...icon, nodes: [{ tag: "path", attrs }] } : element)),
    });
    for (const name of ["onload", "href", "xlink:href", "style", 'd="M0 0" onload']) {
      expect(() => parseDesignDocument(withAttrs({ d: "M0 0h4v4z", [name]: "alert(1)" }))).toThrow(/attrs\..*Invalid key in record/);
    }
    expect(() => parseDesignDocument(withAttrs({ d: "M0 0h4v4z", fill: "url(https://example.test/x)" }))).toThrow(/attrs\.fill: unsafe attribute value/);
    expect(() => parseDesignDocument(withAttrs({ d: 'M0 0"/><script>alert(1)</script><path d="' }))).toThrow(/unsafe attribute value/);
    expect(() => parseDesignDocument(withAttrs({ d: "M0 0 javascript" }))).toThrow(/attrs\.d: icon path is not path data/);
    const shape = { id: "box", type: "shape", shape: "rect", x: 10, y: 10, width: 10, height: 10, paths: [{ d: "M0 0<x>", fill: "#000000" }] };
    expect(() => parseDesignDocument({ ...doc, elements: [...doc.elements, shape] })).toThrow(/shape path is not path data/);
    const kept = parseDesignDocument(withAttrs({ d: "M0 0h4v4z", "fill-rule": "evenodd", transform: "rotate(45)" }));
    expect(renderDesignSvg(kept, fonts)).toContain('fill-rule="evenodd"');
  });
});
