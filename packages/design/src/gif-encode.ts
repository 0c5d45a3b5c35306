import * as gifenc from "gifenc";
import type { GifencModule, Palette } from "gifenc";

/**
 * gifenc is one CommonJS file for Node (its namespace is `{default}`) and an ES module for bundlers
 * (named exports): the same functions either way.
 */
const lib: GifencModule =
  gifenc.GIFEncoder && gifenc.quantize && gifenc.applyPalette
    ? { GIFEncoder: gifenc.GIFEncoder, quantize: gifenc.quantize, applyPalette: gifenc.applyPalette }
    : (gifenc.default as GifencModule);

export type { Palette };
/** RGBA pixels of one frame, width x height x 4 bytes. */
export type RgbaFrame = Uint8Array | Uint8ClampedArray;

/** At most this many pixels are sampled (spread over every frame) to choose the palette. */
const PALETTE_SAMPLE = 120_000;

/**
 * One palette for the whole GIF (the spec's "palette quantised per GIF"): up to 256 colours chosen
 * from pixels sampled evenly across every frame, so a colour that appears late is in it too.
 */
export function gifPalette(frames: readonly RgbaFrame[], maxColors = 256): Palette {
  const pixels = frames.reduce((sum, frame) => sum + frame.length / 4, 0);
  const stride = Math.max(1, Math.ceil(pixels / PALETTE_SAMPLE));
  const sample = new Uint8Array(Math.ceil(pixels / stride) * 4 + 4);
  let at = 0;
  for (const frame of frames) {
    for (let p = 0; p < frame.length / 4; p += stride) {
      sample[at++] = frame[p * 4] ?? 0;
      sample[at++] = frame[p * 4 + 1] ?? 0;
      sample[at++] = frame[p * 4 + 2] ?? 0;
      sample[at++] = 255;
    }
  }
  return lib.quantize(sample.subarray(0, at), maxColors);
}

export type GifChunkOptions = {
  palette: Palette;
  /** Milliseconds per frame (GIF stores hundredths: 60 ms is 6). */
  delay: number;
  /** The chunk holding the GIF's first frame writes the screen descriptor, the global palette and the loop. */
  first: boolean;
};

/**
 * Frames as GIF blocks (graphic control extension, image descriptor, LZW pixels) with no header or
 * trailer: a worker encodes its share of the frames with the shared palette, and `assembleGif`
 * joins the shares in order.
 */
export function encodeGifChunk(frames: readonly RgbaFrame[], width: number, height: number, options: GifChunkOptions): Uint8Array {
  const encoder = lib.GIFEncoder({ auto: false, initialCapacity: width * height });
  frames.forEach((frame, i) => {
    const first = options.first && i === 0;
    const index = lib.applyPalette(frame, options.palette);
    // Only the first frame carries the palette (as the global one); the others use it.
    encoder.writeFrame(index, width, height, { palette: first ? options.palette : null, delay: options.delay, first, repeat: 0 });
  });
  return encoder.bytes();
}

const HEADER = new TextEncoder().encode("GIF89a");
const TRAILER = 0x3b;

/** The header, the chunks in order (the first one from a `first` chunk) and the trailer. */
export function assembleGif(chunks: readonly Uint8Array[]): Uint8Array {
  const length = HEADER.length + chunks.reduce((sum, chunk) => sum + chunk.length, 0) + 1;
  const out = new Uint8Array(length);
  out.set(HEADER, 0);
  let at = HEADER.length;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  out[at] = TRAILER;
  return out;
}

/** Contiguous shares of `count` frames for `parts` workers, as even as can be, none empty: [start, end) each. */
export function splitFrames(count: number, parts: number): Array<{ start: number; end: number }> {
  const used = Math.max(1, Math.min(parts, count));
  const shares: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (let i = 0; i < used; i++) {
    const size = Math.floor(count / used) + (i < count % used ? 1 : 0);
    if (size > 0) shares.push({ start, end: start + size });
    start += size;
  }
  return shares;
}

/** The whole GIF on one thread: what the server does (and what the browser's workers do in shares). */
export function encodeGif(frames: readonly RgbaFrame[], width: number, height: number, delay: number): Uint8Array {
  const palette = gifPalette(frames);
  return assembleGif([encodeGifChunk(frames, width, height, { palette, delay, first: true })]);
}

export type GifFacts = { width: number; height: number; frames: number; delays: number[]; loops: boolean };

/**
 * What a GIF holds, read from its blocks: the screen size, one delay (hundredths of a second) per
 * graphic control extension, the frame count and whether it loops. For tests and checks; it does not
 * decode pixels.
 */
export function readGifFacts(bytes: Uint8Array): GifFacts {
  const text = new TextDecoder().decode(bytes.subarray(0, 6));
  if (text !== "GIF89a" && text !== "GIF87a") throw new Error("not a GIF");
  const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
  const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
  const packed = bytes[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const delays: number[] = [];
  let frames = 0;
  let loops = false;
  const skipSubBlocks = () => {
    while (at < bytes.length && (bytes[at] ?? 0) !== 0) at += (bytes[at] ?? 0) + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = bytes[at + 1];
      if (label === 0xf9) delays.push((bytes[at + 4] ?? 0) | ((bytes[at + 5] ?? 0) << 8));
      if (label === 0xff && new TextDecoder().decode(bytes.subarray(at + 3, at + 14)) === "NETSCAPE2.0") loops = true;
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const local = bytes[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`unexpected GIF block 0x${(block ?? 0).toString(16)} at ${at}`);
    }
  }
  return { width, height, frames, delays, loops };
}
