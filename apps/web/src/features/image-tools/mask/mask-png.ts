/**
 * A one-channel mask as a PNG data URL, encoded here rather than through a canvas: the mask is
 * rasterised from the strokes in image pixels (mask-strokes.ts), and a canvas would add its own
 * anti-aliasing and colour management. 8-bit greyscale, zlib through the browser's CompressionStream
 * (a mask is mostly one value, so it compresses to a few kilobytes).
 */

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Runs bytes through a CompressionStream or DecompressionStream and collects what comes out. */
export async function throughStream(data: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  // A failed write errors the readable side too: the read below reports it.
  void writer
    .write(data)
    .then(() => writer.close())
    .catch(() => undefined);
  const parts: Uint8Array[] = [];
  const reader = transform.readable.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The PNG file of a greyscale mask (one byte per pixel, row after row). */
export async function encodeMaskPng(mask: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // compression, filter and interlace methods: 0
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(mask.subarray(y * width, (y + 1) * width), y * (width + 1) + 1); // filter byte 0: none
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", await throughStream(rows, new CompressionStream("deflate"))),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

export function pngDataUrl(png: Uint8Array): string {
  let binary = "";
  // btoa takes a binary string; build it in slices so a large mask does not overflow the call stack.
  for (let i = 0; i < png.length; i += 0x8000) binary += String.fromCharCode(...png.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * The mask PNG a data URL holds, as a Blob for the tool's multipart `mask` part. Decoded here, not
 * with fetch(dataUrl): the site's Content-Security-Policy does not let fetch read data: URLs.
 */
export function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(",");
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? "application/octet-stream";
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
