import { encodeGifChunk, gifPalette } from "@studio/design/gif";
import type { GifWorkerAnswer, GifWorkerRequest } from "./gif-worker-protocol";

/**
 * The GIF worker script (spec: "a GIF worker script", static at /gif-worker.js; the Vite plugin in
 * vite.config.ts bundles this file there). It runs the same gifenc code as the server: the
 * palette of the whole GIF, or one share of the frames as GIF blocks.
 */
/** The worker's global scope, typed by what this script uses (the DOM and WebWorker libraries cannot both be loaded). */
type WorkerScope = {
  onmessage: ((event: MessageEvent<GifWorkerRequest>) => void) | null;
  postMessage(message: GifWorkerAnswer, transfer?: Transferable[]): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<GifWorkerRequest>) => {
  const request = event.data;
  try {
    const frames = request.frames.map((buffer) => new Uint8Array(buffer));
    let answer: GifWorkerAnswer;
    if (request.type === "palette") {
      answer = { id: request.id, palette: gifPalette(frames) };
      scope.postMessage(answer);
      return;
    }
    const bytes = encodeGifChunk(frames, request.width, request.height, { palette: request.palette, delay: request.delay, first: request.first });
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    answer = { id: request.id, bytes: buffer };
    scope.postMessage(answer, [buffer]);
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies GifWorkerAnswer);
  }
};
