import { useEffect, useState } from "react";
import type { PictureSize, PictureSizes } from "./new-document";

/** A picture that does not answer in this time is placed in its square box (its size unknown). */
const SIZE_TIMEOUT_MS = 5000;

/** The natural size of a picture as the browser decodes it, or undefined when it cannot be read. */
function readSize(src: string): Promise<PictureSize | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(undefined), SIZE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : undefined);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    image.src = src;
  });
}

/**
 * The natural sizes of a new design's query pictures (img, main, logoimg): read first so the
 * document is built once, at the pictures' aspects, before its history starts. null while reading.
 */
export function usePictureSizes(sources: readonly string[]): PictureSizes | null {
  const key = sources.join("\n");
  const [sizes, setSizes] = useState<{ key: string; sizes: PictureSizes } | null>(sources.length === 0 ? { key, sizes: new Map() } : null);
  useEffect(() => {
    if (sources.length === 0) return;
    let current = true;
    void Promise.all(sources.map(async (src) => [src, await readSize(src)] as const)).then((entries) => {
      if (!current) return;
      setSizes({ key, sizes: new Map(entries.flatMap(([src, size]) => (size ? [[src, size] as const] : []))) });
    });
    return () => {
      current = false;
    };
    // `key` stands for the list: a new array with the same pictures reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (sources.length === 0) return new Map();
  return sizes?.key === key ? sizes.sizes : null;
}
