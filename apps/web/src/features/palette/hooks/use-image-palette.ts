import { useEffect, useState } from "react";
import { extractPalette, type PaletteColour } from "../palette-extraction";

/** Images are scaled down to this many pixels on the long side before counting colours. */
const sampleSize = 160;

export type PaletteState =
  | { status: "empty" }
  | { status: "reading"; file: File; url: string }
  | { status: "ready"; file: File; url: string; colours: PaletteColour[] }
  | { status: "failed"; file: File; url: string };

async function readPixels(url: string): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const scale = Math.min(1, sampleSize / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("Canvas 2D is not available");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Reads a chosen or dropped image file locally (blob URL, canvas) and computes its palette. */
export function useImagePalette(file: File | null): PaletteState {
  const [state, setState] = useState<PaletteState>({ status: "empty" });

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let cancelled = false;
    setState({ status: "reading", file, url });
    readPixels(url)
      .then((pixels) => {
        if (!cancelled) setState({ status: "ready", file, url, colours: extractPalette(pixels) });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "failed", file, url });
      });
    return () => {
      cancelled = true;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return state;
}
