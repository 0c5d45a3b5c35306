import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync, inflateSync } from "node:zlib";
import { decodeWoff } from "@studio/assets";
import { findNodeModules } from "@studio/assets/node";
import { createFont } from "fonteditor-core";
import { Font, Glyph, Path } from "opentype.js";
import compressWoff2 from "wawoff2/compress.js";

/**
 * Small fonts for the tests, made on the spot (no binary fixtures in the repository): a subset of
 * a catalogue font in each upload format, and a font whose glyphs are plain boxes, so a render
 * shows unmistakably that the custom font drew the text.
 */
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Inter's latin subset as TrueType, cut down to `text`'s characters. */
export function sampleTrueType(text = "Hello Studio"): Buffer {
  const woff = readFileSync(path.join(findNodeModules(), "@fontsource/inter/files/inter-latin-600-normal.woff"));
  const sfnt = Buffer.from(decodeWoff(toArrayBuffer(woff), (data) => new Uint8Array(inflateSync(data))));
  const codes = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))];
  return createFont(sfnt, { type: "ttf", subset: codes }).write({ type: "ttf", toBuffer: true });
}

export function sampleWoff(text?: string): Buffer {
  return createFont(sampleTrueType(text), { type: "ttf" }).write({ type: "woff", toBuffer: true, deflate: (data) => [...deflateSync(Buffer.from(data))] });
}

export async function sampleWoff2(text?: string): Promise<Buffer> {
  return Buffer.from(await compressWoff2(sampleTrueType(text)));
}

/** A CFF OpenType font (OTTO, what opentype.js writes) whose letters A-Z are solid boxes of a width that grows with the letter. */
export function boxesOpenType(family = "Studio Boxes"): Buffer {
  const notdef = new Glyph({ name: ".notdef", unicode: 0, advanceWidth: 500, path: new Path() });
  const space = new Glyph({ name: "space", unicode: 32, advanceWidth: 300, path: new Path() });
  const letters = Array.from({ length: 26 }, (_, index) => {
    const box = new Path();
    const width = 300 + index * 10;
    box.moveTo(50, 0);
    box.lineTo(50 + width, 0);
    box.lineTo(50 + width, 700);
    box.lineTo(50, 700);
    box.close();
    return new Glyph({ name: String.fromCharCode(65 + index), unicode: 65 + index, advanceWidth: width + 100, path: box });
  });
  const font = new Font({ familyName: family, styleName: "Regular", unitsPerEm: 1000, ascender: 800, descender: -200, glyphs: [notdef, space, ...letters] });
  return Buffer.from(font.toArrayBuffer());
}
