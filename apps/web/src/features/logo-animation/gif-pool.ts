import { assembleGif, splitFrames, type Palette } from "@studio/design/gif";
import type { GifWorkerAnswer, GifWorkerRequest } from "./gif-worker-protocol";

/** Spec 01/03 section 9: GIF export, 3 workers. */
export const GIF_WORKERS = 3;
/** The static worker script (built from gif.worker.ts into the site's root, like the spec's). */
export const GIF_WORKER_URL = "/gif-worker.js";

/** What the pool needs of a Worker (a real one in the browser, a fake in tests). */
export type WorkerLike = {
  postMessage(message: GifWorkerRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<GifWorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

export type GifJob = { frames: readonly Uint8ClampedArray[] | readonly Uint8Array[]; width: number; height: number; delay: number };

let nextId = 1;

/** One request to one worker, answered once (the frames' buffers are copies: the caller keeps its own). */
function ask(worker: WorkerLike, request: GifWorkerRequest): Promise<GifWorkerAnswer> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => (event.data.id === request.id ? resolve(event.data) : undefined);
    worker.onerror = (event) => reject(new Error(event.message || "GIF worker failed"));
    worker.postMessage(request, request.frames);
  });
}

const copies = (frames: GifJob["frames"]): ArrayBuffer[] => frames.map((frame) => new Uint8Array(frame).buffer as ArrayBuffer);

/**
 * A GIF encoded by `workers.length` workers (3 in the browser): the first picks the one palette from
 * every frame, then each encodes a contiguous share of the frames (splitFrames) and the shares are
 * joined in order. `progress` gets the share of the work done, 0 to 1. The workers are ended when done.
 */
export async function encodeGifInWorkers(job: GifJob, workers: readonly WorkerLike[], progress: (done: number) => void = () => undefined): Promise<Uint8Array> {
  try {
    const first = workers[0];
    if (!first) throw new Error("no GIF worker");
    const answer = await ask(first, { type: "palette", id: nextId++, frames: copies(job.frames) });
    if ("error" in answer) throw new Error(answer.error);
    if (!("palette" in answer)) throw new Error("GIF worker answered no palette");
    const palette: Palette = answer.palette;
    const shares = splitFrames(job.frames.length, workers.length);
    let finished = 0;
    progress(0.1);
    const chunks = await Promise.all(
      shares.map(async (share, index) => {
        const worker = workers[index];
        if (!worker) throw new Error("no GIF worker");
        const frames = job.frames.slice(share.start, share.end);
        const reply = await ask(worker, {
          type: "chunk",
          id: nextId++,
          frames: copies(frames),
          width: job.width,
          height: job.height,
          palette,
          delay: job.delay,
          first: index === 0,
        });
        if ("error" in reply) throw new Error(reply.error);
        if (!("bytes" in reply)) throw new Error("GIF worker answered no bytes");
        finished += 1;
        progress(0.1 + (0.9 * finished) / shares.length);
        return new Uint8Array(reply.bytes);
      }),
    );
    return assembleGif(chunks);
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

/** Three workers from the static script. */
export function startGifWorkers(count = GIF_WORKERS): WorkerLike[] {
  return Array.from({ length: count }, () => new Worker(GIF_WORKER_URL) as unknown as WorkerLike);
}
