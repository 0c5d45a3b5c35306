import { inflateSync } from "node:zlib";
import { decodeWoff } from "@studio/assets";
import { createFont } from "fonteditor-core";
import { parse, type Font } from "opentype.js";
import decompressWoff2 from "wawoff2/decompress.js";
import { AppError } from "../../errors";

/** The formats a font is uploaded in (spec 03: 'Custom fonts accept ttf, otf, woff'; the issue adds woff2). */
export type FontFormat = "ttf" | "otf" | "woff" | "woff2";

export type ConvertedFont = {
  /** TrueType (glyf) bytes: what every exporter (resvg through opentype.js outlines, pdfkit) draws. */
  ttf: Buffer;
  /** What was uploaded. */
  format: FontFormat;
  family: string;
  glyphs: number;
};

/** A compressed font says how large it unpacks to; more than this is refused before unpacking (a small file must not fill memory). */
export const MAX_UNPACKED_FONT_BYTES = 64 * 1024 * 1024;

const SIGNATURES = { ttf: [0x00010000, 0x74727565], otf: 0x4f54544f, woff: 0x774f4646, woff2: 0x774f4632 } as const;

const unreadable = (): AppError => new AppError("FONT_UNREADABLE");

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export function fontFormatOf(bytes: Uint8Array): FontFormat | null {
  if (bytes.byteLength < 12) return null;
  const tag = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if ((SIGNATURES.ttf as readonly number[]).includes(tag)) return "ttf";
  if (tag === SIGNATURES.otf) return "otf";
  if (tag === SIGNATURES.woff) return "woff";
  if (tag === SIGNATURES.woff2) return "woff2";
  return null;
}

/** WOFF and WOFF2 headers carry the unpacked size at byte 16. */
function assertUnpackedSize(bytes: Uint8Array): void {
  if (bytes.byteLength < 20) throw unreadable();
  const total = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(16);
  if (total === 0 || total > MAX_UNPACKED_FONT_BYTES) throw unreadable();
}

/** SFNT bytes (TrueType or CFF OpenType) to TrueType: CFF outlines are converted to quadratic glyf outlines by fonteditor-core. */
function sfntToTrueType(sfnt: Buffer): Buffer {
  const format = fontFormatOf(sfnt);
  if (format === "ttf") return sfnt;
  if (format !== "otf") throw unreadable();
  try {
    return createFont(sfnt, { type: "otf" }).write({ type: "ttf", toBuffer: true });
  } catch {
    throw unreadable();
  }
}

/** Parses the TrueType bytes and draws a few glyphs: a file that only looks like a font is refused here, not on a canvas later. */
function check(ttf: Buffer): { family: string; glyphs: number } {
  let font: Font;
  try {
    font = parse(arrayBufferOf(ttf));
    if (font.outlinesFormat !== "truetype" || font.glyphs.length < 2 || !font.tables.cmap) throw unreadable();
    for (let index = 0; index < Math.min(font.glyphs.length, 64); index += 1) font.glyphs.get(index).getPath(0, 0, 72);
  } catch {
    throw unreadable();
  }
  const names = font.names.fontFamily ?? {};
  const family = (names.en ?? Object.values(names)[0] ?? "").trim().slice(0, 100);
  return { family: family || "Custom font", glyphs: font.glyphs.length };
}

/**
 * An uploaded font file (TTF, OTF, WOFF or WOFF2, told by its bytes, not its name) as checked
 * TrueType. Anything else, or a file that does not parse and draw, is FONT_UNREADABLE.
 */
export async function toTrueType(bytes: Buffer): Promise<ConvertedFont> {
  const format = fontFormatOf(bytes);
  if (!format) throw unreadable();
  let sfnt: Buffer = bytes;
  if (format === "woff2") {
    assertUnpackedSize(bytes);
    sfnt = Buffer.from(await decompressWoff2(bytes).catch(() => Promise.reject(unreadable())));
  } else if (format === "woff") {
    assertUnpackedSize(bytes);
    try {
      sfnt = Buffer.from(decodeWoff(arrayBufferOf(bytes), (data) => new Uint8Array(inflateSync(data, { maxOutputLength: MAX_UNPACKED_FONT_BYTES }))));
    } catch {
      throw unreadable();
    }
  }
  const ttf = sfntToTrueType(sfnt);
  return { ttf, format, ...check(ttf) };
}
