import type { Palette } from "@studio/design/gif";

/** What the page asks a GIF worker (apps/web/public's /gif-worker.js, built from gif.worker.ts). */
export type GifWorkerRequest =
  | { type: "palette"; id: number; frames: ArrayBuffer[] }
  | { type: "chunk"; id: number; frames: ArrayBuffer[]; width: number; height: number; palette: Palette; delay: number; first: boolean };

export type GifWorkerAnswer = { id: number; palette: Palette } | { id: number; bytes: ArrayBuffer } | { id: number; error: string };
