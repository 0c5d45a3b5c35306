import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { decodeWoff, fontFamilyById, fontFilesFor, type UnicodeRanges } from "@studio/assets";
import { findNodeModules } from "@studio/assets/node";

/**
 * The TrueType files a receipt embeds: Noto Sans SC (the logo designer's CJK family, OFL-1.1),
 * which also covers Latin, so an English receipt and a Chinese buyer name use one typeface. Only
 * the @fontsource subsets holding a character of the text are read (a few hundred KB, not the
 * 10 MB family), decoded from WOFF to plain SFNT, and pdf-lib then embeds each as a subset.
 */
export type ReceiptWeight = 400 | 700;

const source = "noto-sans-sc";
let root: string | undefined;
let ranges: UnicodeRanges | undefined;
const decoded = new Map<string, Uint8Array>();

function nodeModules(): string {
  root ??= findNodeModules();
  return root;
}

function unicodeRanges(): UnicodeRanges {
  ranges ??= JSON.parse(readFileSync(path.join(nodeModules(), "@fontsource", source, "unicode.json"), "utf8")) as UnicodeRanges;
  return ranges;
}

function sfnt(file: string): Uint8Array {
  const known = decoded.get(file);
  if (known) return known;
  const woff = readFileSync(path.join(nodeModules(), file));
  const bytes = new Uint8Array(
    decodeWoff(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength) as ArrayBuffer, (data) => new Uint8Array(inflateSync(data))),
  );
  // The latin file and the common CJK subsets are asked for by every receipt; keep a bounded set.
  if (decoded.size >= 48) decoded.clear();
  decoded.set(file, bytes);
  return bytes;
}

/** SFNT bytes of every subset needed to draw `text` at `weight`, the Latin subset first. */
export function receiptFontFiles(text: string, weight: ReceiptWeight): Uint8Array[] {
  const entry = fontFamilyById(`${source}-${weight}`);
  if (!entry) throw new Error(`font ${source}-${weight} is not in the catalogue`);
  const files = fontFilesFor(entry, text, unicodeRanges());
  const latin = files.filter((file) => file.includes("-latin-"));
  return [...latin, ...files.filter((file) => !latin.includes(file))].map(sfnt);
}
