import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EnlargeWorkerData, TileRequest, WorkerMemory, WorkerMessage } from "./enlarge-protocol.js";
import type { RawImage } from "./raw-image.js";
import { resampleChannels } from "./resample.js";

export const ENLARGE_SCALES = [2, 4] as const;
export type EnlargeScale = (typeof ENLARGE_SCALES)[number];
/** Largest source the offline enlarge takes (a 1024x1024 image). */
export const ENLARGE_MAX_INPUT_PIXELS = 1024 * 1024;
/** Largest result (2048x2048): a 1024 px image at 2x, a 512 px one at 4x; the RGBA result is then 16 MB. */
export const ENLARGE_MAX_OUTPUT_PIXELS = 2048 * 2048;

export type EnlargeOptions = {
  scale: EnlargeScale;
  /** Side of the source squares the network sees at once (memory grows with its square). */
  tile?: number;
  /** Source pixels of context read around each tile and cropped off after: the network's reach, so seams do not show. */
  overlap?: number;
  /** Worker threads sharing the tiles (default: 2, or 1 on a 1-core machine). */
  threads?: number;
  /** false: the network's answer without back-projection (for the bench's comparison only). */
  refine?: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
};

export type EnlargeResult = {
  image: RawImage;
  /** The method shown to users: the ESRGAN network that ran. */
  method: "esrgan-slim";
  /** Tiles the network enlarged, and flat tiles (one colour) filled without it. */
  tiles: { model: number; flat: number };
  /** The worker threads' peak memory (bytes, the largest of any one thread). */
  memory: WorkerMemory;
};

const require = createRequire(import.meta.url);

/** tsx's ESM register API as a file URL, from its package's own exports map (require.resolve would give the CommonJS one). */
function tsxEsmApi(): string {
  const manifest = require.resolve("tsx/package.json");
  const exports = (require(manifest) as { exports: Record<string, { import?: { default?: string } } | string> }).exports["./esm/api"];
  const file = typeof exports === "object" ? exports.import?.default : undefined;
  if (!file) throw new Error("tsx has no ./esm/api import entry");
  return pathToFileURL(path.join(path.dirname(manifest), file)).href;
}

/**
 * The server's production build (scripts/build-server.mjs) compiles the worker too and sets this to
 * its place relative to this module's source; run from the TypeScript sources it is not defined.
 */
declare const __COMPILED_ENLARGE_WORKER__: string | undefined;

/**
 * From the sources (the server under `node --import tsx`, and vitest) the worker runs this
 * package's TypeScript with tsx's loader, resolved to a file URL so the working directory does
 * not matter; in the production build it runs the compiled worker with plain node.
 */
function startWorker(scale: EnlargeScale, refine: boolean): Worker {
  const workerData: EnlargeWorkerData = { scale, refine };
  // The JavaScript heap of the worker holds a tile's arrays at most; the network's memory is the WebAssembly heap.
  const options = { workerData, resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (typeof __COMPILED_ENLARGE_WORKER__ === "string") return new Worker(new URL(__COMPILED_ENLARGE_WORKER__, import.meta.url), options);
  const workerUrl = new URL("./enlarge.worker.ts", import.meta.url);
  const tsx = tsxEsmApi();
  // Node checks a worker's entry file extension before any loader hook runs, so the entry is a one-line
  // script that imports the TypeScript module once tsx's hooks are in place.
  const entry = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(entry, { eval: true, ...options });
}

/**
 * Colour for the fully transparent pixels from their nearest visible neighbours (grown outwards a
 * pixel a pass), so the network does not draw a dark fringe where an edge meets black "nothing".
 */
function bleedTransparent(image: RawImage): Uint8Array {
  const { width, height, data } = image;
  const n = width * height;
  const rgb = new Uint8Array(n * 3);
  const known = new Uint8Array(n);
  let missing = 0;
  for (let p = 0; p < n; p++) {
    for (let c = 0; c < 3; c++) rgb[p * 3 + c] = data[p * 4 + c] as number;
    if ((data[p * 4 + 3] as number) > 0) known[p] = 1;
    else missing++;
  }
  if (missing === n) return rgb;
  for (let pass = 0; pass < 32 && missing > 0; pass++) {
    const grown: number[] = [];
    for (let p = 0; p < n; p++) {
      if (known[p]) continue;
      const x = p % width;
      const sum = [0, 0, 0];
      let count = 0;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q < 0 || q >= n || !known[q]) continue;
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (rgb[q * 3 + c] as number);
        count++;
      }
      if (count === 0) continue;
      for (let c = 0; c < 3; c++) rgb[p * 3 + c] = Math.round((sum[c] as number) / count);
      grown.push(p);
    }
    if (grown.length === 0) break;
    for (const p of grown) known[p] = 1;
    missing -= grown.length;
  }
  return rgb;
}

/** The tile's RGB if every pixel is within 1 level of the first (a flat area), else null. */
function flatColour(rgb: Uint8Array, width: number, box: { x: number; y: number; w: number; h: number }): [number, number, number] | null {
  const first = (box.y * width + box.x) * 3;
  const colour: [number, number, number] = [rgb[first] as number, rgb[first + 1] as number, rgb[first + 2] as number];
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) if (Math.abs((rgb[i + c] as number) - (colour[c] as number)) > 1) return null;
    }
  }
  return colour;
}

/**
 * Offline super-resolution (credit kind imageclarity): the ESRGAN network shipped in
 * @upscalerjs/esrgan-slim (a residual dense network trained on DIV2K) enlarges the colour 2x or 4x
 * in a worker thread, then iterative back-projection pulls it to agree with the source (see
 * enlarge.worker.ts), tile by tile with `overlap` pixels of context cropped off each (no seams, and
 * memory bounded by the tile, not the image); the alpha channel is enlarged separately with Lanczos
 * (the network knows only RGB). Tiles of one flat colour skip the network: their answer is that colour.
 */
export async function enlarge(image: RawImage, options: EnlargeOptions): Promise<EnlargeResult> {
  const { scale } = options;
  if (!ENLARGE_SCALES.includes(scale)) throw new RangeError("The scale must be 2 or 4");
  if (image.width * image.height > ENLARGE_MAX_INPUT_PIXELS) throw new RangeError(`The image must be at most ${ENLARGE_MAX_INPUT_PIXELS} pixels`);
  if (image.width * image.height * scale * scale > ENLARGE_MAX_OUTPUT_PIXELS)
    throw new RangeError(`The result must be at most ${ENLARGE_MAX_OUTPUT_PIXELS} pixels`);
  options.signal?.throwIfAborted();
  const tile = Math.max(32, Math.min(256, options.tile ?? 160));
  const overlap = Math.max(0, Math.min(32, options.overlap ?? 8));
  const { width, height } = image;
  const outWidth = width * scale;
  const outHeight = height * scale;
  const rgb = bleedTransparent(image);
  const out = new Uint8Array(outWidth * outHeight * 4);

  const boxes: { x: number; y: number; w: number; h: number }[] = [];
  for (let y = 0; y < height; y += tile)
    for (let x = 0; x < width; x += tile) boxes.push({ x, y, w: Math.min(tile, width - x), h: Math.min(tile, height - y) });
  const tiles = { model: 0, flat: 0 };
  let memory: WorkerMemory = { heapUsed: 0, external: 0, wasmHeap: 0 };
  let done = 0;
  const place = (box: (typeof boxes)[number], enlarged: Uint8Array, x0: number, y0: number, paddedWidth: number) => {
    // Keep the tile's own area of the enlarged tile (its context cropped off).
    const stride = paddedWidth * scale;
    for (let y = box.y * scale; y < (box.y + box.h) * scale; y++) {
      const sy = y - y0 * scale;
      for (let x = box.x * scale; x < (box.x + box.w) * scale; x++) {
        const s = (sy * stride + x - x0 * scale) * 3;
        const o = (y * outWidth + x) * 4;
        out[o] = enlarged[s] as number;
        out[o + 1] = enlarged[s + 1] as number;
        out[o + 2] = enlarged[s + 2] as number;
      }
    }
    done++;
    options.onProgress?.(done, boxes.length);
  };
  const queue: { box: (typeof boxes)[number]; input: Uint8Array; x0: number; y0: number; paddedWidth: number; paddedHeight: number }[] = [];
  for (const box of boxes) {
    // The tile with its context, clamped to the image.
    const x0 = Math.max(0, box.x - overlap);
    const y0 = Math.max(0, box.y - overlap);
    const x1 = Math.min(width, box.x + box.w + overlap);
    const y1 = Math.min(height, box.y + box.h + overlap);
    const paddedWidth = x1 - x0;
    const paddedHeight = y1 - y0;
    const flat = flatColour(rgb, width, { x: x0, y: y0, w: paddedWidth, h: paddedHeight });
    if (flat) {
      tiles.flat++;
      const enlarged = new Uint8Array(paddedWidth * scale * paddedHeight * scale * 3);
      for (let i = 0; i < enlarged.length; i += 3) enlarged.set(flat, i);
      place(box, enlarged, x0, y0, paddedWidth);
      continue;
    }
    tiles.model++;
    const input = new Uint8Array(paddedWidth * paddedHeight * 3);
    for (let y = 0; y < paddedHeight; y++) input.set(rgb.subarray(((y0 + y) * width + x0) * 3, ((y0 + y) * width + x1) * 3), y * paddedWidth * 3);
    queue.push({ box, input, x0, y0, paddedWidth, paddedHeight });
  }

  const workers: Worker[] = [];
  const failures: ((error: Error) => void)[] = [];
  const abort = () => {
    for (const worker of workers) void worker.terminate();
    const reason = options.signal?.reason instanceof Error ? options.signal.reason : new Error("Enlarge cancelled");
    for (const fail of failures) fail(reason);
  };
  options.signal?.addEventListener("abort", abort, { once: true });
  /** One worker thread taking tiles from the shared queue until it is empty. */
  const drain = async (): Promise<void> => {
    const worker = startWorker(scale, options.refine !== false);
    workers.push(worker);
    let pending: { resolve(message: WorkerMessage): void; reject(error: Error): void } | undefined;
    const fail = (error: Error) => pending?.reject(error);
    failures.push(fail);
    worker.on("message", (message: WorkerMessage) => pending?.resolve(message));
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The enlarge worker stopped (exit code ${code})`)));
    const next = () =>
      new Promise<WorkerMessage>((resolve, reject) => {
        pending = { resolve, reject };
      });
    const ready = await next();
    if (ready.type === "error") throw new Error(ready.message);
    for (let job = queue.shift(); job; job = queue.shift()) {
      options.signal?.throwIfAborted();
      const request: TileRequest = { type: "tile", id: done, rgb: job.input, width: job.paddedWidth, height: job.paddedHeight };
      const reply = next();
      worker.postMessage(request, [job.input.buffer as ArrayBuffer]);
      const message = await reply;
      if (message.type === "error") throw new Error(message.message);
      if (message.type !== "tile") throw new Error("The enlarge worker answered out of turn");
      memory = {
        heapUsed: Math.max(memory.heapUsed, message.memory.heapUsed),
        external: Math.max(memory.external, message.memory.external),
        wasmHeap: Math.max(memory.wasmHeap, message.memory.wasmHeap),
      };
      place(job.box, message.rgb, job.x0, job.y0, job.paddedWidth);
    }
    pending = undefined;
  };
  try {
    // Each thread loads its own copy of the model (about 1 MB of weights): worth it only with tiles to share.
    const threads = Math.max(1, Math.min(options.threads ?? Math.min(2, availableParallelism()), Math.ceil(queue.length / 2)));
    if (queue.length > 0) await Promise.all(Array.from({ length: threads }, drain));
  } finally {
    options.signal?.removeEventListener("abort", abort);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  const alpha = new Float32Array(width * height);
  let opaque = true;
  for (let p = 0; p < width * height; p++) {
    alpha[p] = image.data[p * 4 + 3] as number;
    if (alpha[p] !== 255) opaque = false;
  }
  const bigAlpha = opaque ? null : resampleChannels(alpha, 1, image, { width: outWidth, height: outHeight }, "lanczos3");
  for (let p = 0; p < outWidth * outHeight; p++) out[p * 4 + 3] = bigAlpha ? Math.round(Math.min(255, Math.max(0, bigAlpha[p] as number))) : 255;
  return { image: { data: out, width: outWidth, height: outHeight }, method: "esrgan-slim", tiles, memory };
}
