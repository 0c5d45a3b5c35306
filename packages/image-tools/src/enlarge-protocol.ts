/** Messages between enlarge.ts and its worker thread (enlarge.worker.ts). */
/** `refine: false` skips back-projection (the bench shows the network alone beside it). */
export type EnlargeWorkerData = { scale: 2 | 4; refine: boolean };

/** One tile of RGB bytes (row-major, 3 a pixel) to enlarge. */
export type TileRequest = { type: "tile"; id: number; rgb: Uint8Array; width: number; height: number };

/** The worker's isolate heap and external memory, and the WebAssembly heap the model runs in (bytes, peaks so far). */
export type WorkerMemory = { heapUsed: number; external: number; wasmHeap: number };

export type TileReply = { type: "tile"; id: number; rgb: Uint8Array; memory: WorkerMemory };

export type WorkerMessage = TileReply | { type: "ready"; memory: WorkerMemory } | { type: "error"; message: string };
