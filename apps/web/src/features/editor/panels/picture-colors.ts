import type { DesignDocument, ImageElement } from "@studio/design";
import { contentBounds, dominantColors } from "@studio/logo-engine/colors";
import { useEffect, useState } from "react";
import { designColors } from "../store/recolor";

/** RGBA pixels of a picture the document shows (our own /oss files or data URLs: same origin, so readable), its long side at most `maxSide`. */
export async function readPicturePixels(
  src: string,
  maxSide: number,
): Promise<{ data: Uint8ClampedArray; width: number; height: number; natural: { width: number; height: number } }> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const scale = Math.min(1, maxSide / Math.max(natural.width, natural.height, 1));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(natural.width * scale));
  canvas.height = Math.max(1, Math.round(natural.height * scale));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("Canvas 2D is not available");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { data: context.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width, height: canvas.height, natural };
}

/** Each picture's dominant colours (spec: 4, Lab 15 apart), read once per source for the page's life. */
const pictureColors = new Map<string, Promise<string[]>>();

function colorsOfPicture(src: string): Promise<string[]> {
  const known = pictureColors.get(src);
  if (known) return known;
  const reading = readPicturePixels(src, 96).then(
    (pixels) => dominantColors(pixels.data).colors,
    () => [] as string[],
  );
  pictureColors.set(src, reading);
  return reading;
}

/** How many suggestions the colour pickers show. */
const SUGGESTIONS = 10;

/**
 * The colour pickers' suggestions, "Colours of this design": the design's own colours (near ones, Lab
 * 20, as one) then the dominant colours of its pictures (an uploaded logo, a photo), without repeats.
 */
export function useDesignPalette(doc: DesignDocument): string[] {
  const own = designColors(doc).map((entry) => entry.color);
  const sources = [...new Set(doc.elements.filter((element): element is ImageElement => element.type === "image").map((element) => element.src))].slice(0, 4);
  const sourcesKey = sources.join("\n");
  const [fromPictures, setFromPictures] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    const list = sourcesKey === "" ? [] : sourcesKey.split("\n");
    Promise.all(list.map(colorsOfPicture)).then((colors) => {
      if (current) setFromPictures(colors.flat());
    });
    return () => {
      current = false;
    };
  }, [sourcesKey]);
  return [...new Set([...own, ...fromPictures])].slice(0, SUGGESTIONS);
}

/**
 * Trimming an image to its content (spec 01: alpha threshold 0, only fully transparent pixels are
 * margin): the crop becomes the content's box in the picture, and the element's box shrinks and moves
 * so the content stays exactly where and as large as it was. Null when there is nothing to trim.
 */
export function trimPatch(
  element: Pick<ImageElement, "x" | "y" | "width" | "height" | "rotation" | "crop">,
  bounds: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
): Pick<ImageElement, "x" | "y" | "width" | "height" | "crop"> | null {
  const crop = { x: bounds.x / size.width, y: bounds.y / size.height, width: bounds.width / size.width, height: bounds.height / size.height };
  const old = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  if (same(crop.x, old.x) && same(crop.y, old.y) && same(crop.width, old.width) && same(crop.height, old.height)) return null;
  // The whole picture's drawn size stays; the box is the new crop's part of it.
  const fullWidth = element.width / old.width;
  const fullHeight = element.height / old.height;
  const width = fullWidth * crop.width;
  const height = fullHeight * crop.height;
  // The box's centre moves by the change of its left/top edges plus half the change of its size, turned like the element.
  const dx = (crop.x - old.x) * fullWidth + (width - element.width) / 2;
  const dy = (crop.y - old.y) * fullHeight + (height - element.height) / 2;
  const angle = (element.rotation * Math.PI) / 180;
  const x = element.x + dx * Math.cos(angle) - dy * Math.sin(angle);
  const y = element.y + dx * Math.sin(angle) + dy * Math.cos(angle);
  return { x, y, width, height, crop };
}

/** Reads the picture and trims its fully transparent margins (null: nothing to trim). */
export async function trimToContent(element: ImageElement): Promise<Pick<ImageElement, "x" | "y" | "width" | "height" | "crop"> | null> {
  const pixels = await readPicturePixels(element.src, 1024);
  const bounds = contentBounds(pixels.data, pixels.width, pixels.height, 0);
  return bounds ? trimPatch(element, bounds, pixels) : null;
}
