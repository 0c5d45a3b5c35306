/**
 * The enlarge tool's worker thread (see enlarge.ts): runs the ESRGAN network on one tile at a time
 * with TensorFlow.js's WebAssembly backend, so the server's event loop never waits on the model and
 * a cancelled job is ended by terminating this thread. Messages: `{ type: "tile", id, rgb, width,
 * height }` in (RGB bytes, row-major), `{ type: "tile", id, rgb, memory }` out, `{ type: "ready" }`
 * once the model is loaded, `{ type: "error", message }` when anything fails.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs-core";
import * as tfl from "@tensorflow/tfjs-layers";
import { setWasmPaths, type BackendWasm } from "@tensorflow/tfjs-backend-wasm";
import { resampleChannels } from "./resample.js";
import type { EnlargeWorkerData, TileReply, TileRequest, WorkerMemory } from "./enlarge-protocol.js";

const port = parentPort;
if (!port) throw new Error("enlarge.worker.ts runs as a worker thread only");
const { scale, refine } = workerData as EnlargeWorkerData;
const require = createRequire(import.meta.url);

/** The weights shipped inside @upscalerjs/esrgan-slim (models/x2, x4: a Keras RDN as a TensorFlow.js layers model). */
async function loadModel(): Promise<tfl.LayersModel> {
  // The package's exports hide its folders; its CommonJS entry sits at dist/cjs/models/esrgan-slim/src.
  const entry = require.resolve("@upscalerjs/esrgan-slim");
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const dir = path.join(root, "models", `x${scale}`);
  const manifest = JSON.parse(readFileSync(path.join(dir, "model.json"), "utf8")) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const group = manifest.weightsManifest[0];
  if (!group) throw new Error("The ESRGAN model has no weights manifest");
  const shards = group.paths.map((file) => readFileSync(path.join(dir, file)));
  const weights = Buffer.concat(shards);
  const weightData = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer;
  return tfl.loadLayersModel(tf.io.fromMemory({ modelTopology: manifest.modelTopology, weightSpecs: group.weights, weightData }));
}

/** The WebAssembly heap's size (Emscripten's HEAPU8; its type lives in @types/emscripten, which this project does not load). */
const heapBytes = (backend: BackendWasm): number => (backend.wasm as unknown as { HEAPU8: Uint8Array }).HEAPU8.length;

/** Rounds of back-projection after the network (each about 1.5 dB on the bench up to 3, little after). */
const BACK_PROJECTION_ROUNDS = 3;

/**
 * Iterative back-projection (Irani and Peleg): the network's answer, shrunk back with bicubic, should
 * give the source; the difference is enlarged and added, a few rounds. The network alone draws edges
 * softer than Lanczos (below it in PSNR on the bench); this step makes the result agree with the
 * source's pixels while keeping the network's edge shapes. It is local (a few pixels' reach a round),
 * so each tile does it with its context.
 */
function backProject(sr: Float32Array, lr: Float32Array, width: number, height: number): Float32Array {
  const big = { width: width * scale, height: height * scale };
  const small = { width, height };
  for (let round = 0; round < BACK_PROJECTION_ROUNDS; round++) {
    const shrunk = resampleChannels(sr, 3, big, small, "cubic");
    for (let i = 0; i < shrunk.length; i++) shrunk[i] = (lr[i] as number) - (shrunk[i] as number);
    const correction = resampleChannels(shrunk, 3, small, big, "cubic");
    for (let i = 0; i < sr.length; i++) sr[i] = Math.min(255, Math.max(0, (sr[i] as number) + (correction[i] as number)));
  }
  return sr;
}

let peak: WorkerMemory = { heapUsed: 0, external: 0, wasmHeap: 0 };

function measure(): WorkerMemory {
  const usage = process.memoryUsage();
  const backend = tf.backend() as BackendWasm;
  const now = { heapUsed: usage.heapUsed, external: usage.external, wasmHeap: heapBytes(backend) };
  peak = {
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    external: Math.max(peak.external, now.external),
    wasmHeap: Math.max(peak.wasmHeap, now.wasmHeap),
  };
  return peak;
}

async function main(): Promise<void> {
  // The .wasm binaries sit beside the backend's Node entry point; they are read from disk, never fetched.
  const backendEntry = require.resolve("@tensorflow/tfjs-backend-wasm");
  setWasmPaths(path.dirname(backendEntry) + path.sep);
  await tf.setBackend("wasm");
  await tf.ready();
  const model = await loadModel();
  port?.postMessage({ type: "ready", memory: measure() });
  port?.on("message", (request: TileRequest) => {
    void (async () => {
      const input = tf.tensor4d(Float32Array.from(request.rgb), [1, request.height, request.width, 3]);
      const output = model.predict(input) as tf.Tensor4D;
      const values = await output.data();
      input.dispose();
      output.dispose();
      const refined = refine ? backProject(Float32Array.from(values), Float32Array.from(request.rgb), request.width, request.height) : values;
      const rgb = new Uint8Array(refined.length);
      for (let i = 0; i < refined.length; i++) rgb[i] = Math.round(Math.min(255, Math.max(0, refined[i] as number)));
      const reply: TileReply = { type: "tile", id: request.id, rgb, memory: measure() };
      port?.postMessage(reply, [rgb.buffer as ArrayBuffer]);
    })().catch((error: unknown) => port?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) }));
  });
}

main().catch((error: unknown) => port.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) }));
