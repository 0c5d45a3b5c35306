import { throughStream } from "../features/image-tools/mask/mask-png";

/**
 * Reads an 8-bit greyscale PNG with no row filters (what features/image-tools/mask/mask-png.ts
 * writes) back into its pixels, so tests check the mask's content and not only that a PNG came out.
 */
export async function readGreyPng(png: Uint8Array): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (data[8] !== 8 || data[9] !== 0) throw new Error("not an 8-bit greyscale PNG");
    }
    if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const joined = new Uint8Array(idat.reduce((n, part) => n + part.length, 0));
  idat.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
  const rows = await throughStream(joined, new DecompressionStream("deflate"));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (rows[y * (width + 1)] !== 0) throw new Error("row filters are not read here");
    pixels.set(rows.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, pixels };
}

/** The bytes of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A Blob's bytes through FileReader (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(blob);
  });
}
