import { encodeGif, encodeGifChunk, gifPalette, readGifFacts } from "@studio/design/gif";
import { describe, expect, it } from "vitest";
import { encodeGifInWorkers, GIF_WORKERS, type WorkerLike } from "./gif-pool";
import type { GifWorkerAnswer, GifWorkerRequest } from "./gif-worker-protocol";

/** A worker that answers like gif.worker.ts (the same functions), recording what it was given. */
function fakeWorker(log: Array<{ worker: number; type: string; frames: number; first?: boolean }>, index: number): WorkerLike & { ended: boolean } {
  const worker: WorkerLike & { ended: boolean } = {
    ended: false,
    onmessage: null,
    onerror: null,
    terminate() {
      worker.ended = true;
    },
    postMessage(request: GifWorkerRequest) {
      const frames = request.frames.map((buffer) => new Uint8Array(buffer));
      log.push({ worker: index, type: request.type, frames: frames.length, ...(request.type === "chunk" ? { first: request.first } : {}) });
      const answer: GifWorkerAnswer =
        request.type === "palette"
          ? { id: request.id, palette: gifPalette(frames) }
          : (() => {
              const bytes = encodeGifChunk(frames, request.width, request.height, { palette: request.palette, delay: request.delay, first: request.first });
              return { id: request.id, bytes: bytes.slice().buffer };
            })();
      setTimeout(() => worker.onmessage?.({ data: answer } as MessageEvent<GifWorkerAnswer>), 0);
    },
  };
  return worker;
}

const frame = (shade: number) => new Uint8ClampedArray(6 * 4 * 4).fill(shade).map((value, i) => (i % 4 === 3 ? 255 : value));

describe("GIF worker pool", () => {
  it("has the first worker pick the palette, splits 30 frames 10/10/10 over 3 workers in order, and joins them into the same GIF as one thread", async () => {
    const log: Array<{ worker: number; type: string; frames: number; first?: boolean }> = [];
    const workers = Array.from({ length: GIF_WORKERS }, (_, i) => fakeWorker(log, i));
    const frames = Array.from({ length: 30 }, (_, i) => frame(i * 8));
    const progress: number[] = [];
    const gif = await encodeGifInWorkers({ frames, width: 6, height: 4, delay: 60 }, workers, (done) => progress.push(done));
    expect(log).toEqual([
      { worker: 0, type: "palette", frames: 30 },
      { worker: 0, type: "chunk", frames: 10, first: true },
      { worker: 1, type: "chunk", frames: 10, first: false },
      { worker: 2, type: "chunk", frames: 10, first: false },
    ]);
    expect(readGifFacts(gif)).toEqual({ width: 6, height: 4, frames: 30, delays: Array.from({ length: 30 }, () => 6), loops: true });
    expect(gif).toEqual(encodeGif(frames, 6, 4, 60));
    expect(progress.at(-1)).toBe(1);
    expect(workers.every((worker) => worker.ended)).toBe(true);
  });

  it("uses fewer workers than frames only as many as there are frames, and ends the workers when one fails", async () => {
    const log: Array<{ worker: number; type: string; frames: number; first?: boolean }> = [];
    const workers = Array.from({ length: 3 }, (_, i) => fakeWorker(log, i));
    const gif = await encodeGifInWorkers({ frames: [frame(10), frame(200)], width: 6, height: 4, delay: 60 }, workers);
    expect(log.filter((entry) => entry.type === "chunk").map((entry) => entry.worker)).toEqual([0, 1]);
    expect(readGifFacts(gif).frames).toBe(2);

    const broken = Array.from({ length: 3 }, (_, i) => fakeWorker([], i));
    const first = broken[0];
    if (!first) throw new Error("no worker");
    first.postMessage = (request: GifWorkerRequest) =>
      setTimeout(() => first.onmessage?.({ data: { id: request.id, error: "out of memory" } } as MessageEvent<GifWorkerAnswer>), 0);
    await expect(encodeGifInWorkers({ frames: [frame(1)], width: 6, height: 4, delay: 60 }, broken)).rejects.toThrow("out of memory");
    expect(broken.every((worker) => worker.ended)).toBe(true);
  });
});
