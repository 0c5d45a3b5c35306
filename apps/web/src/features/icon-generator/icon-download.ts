import { saveBlob } from "../../ui/save-blob";

/** File name of the n-th icon of a task, by what it is. */
export const iconFileName = (taskId: string, index: number, extension: string): string => `icon-${taskId.slice(0, 8)}-${index + 1}.${extension}`;

const isSvgUrl = (url: string): boolean => /\.svg(\?|$)/i.test(url);

/** A vector icon drawn at `size` pixels in the browser (the result is the SVG; PNG is its raster). */
async function svgToPng(svg: Blob, size: number): Promise<Blob> {
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    image.width = size;
    image.height = size;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("the icon did not load"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Downloads one icon as SVG or PNG. An offline icon is stored as SVG (PNG drawn from it here, 1024
 * px); a provider's icon is a PNG (then there is no SVG to offer).
 */
export async function downloadIcon(url: string, format: "svg" | "png", name: string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  if (format === "svg" || !isSvgUrl(url)) {
    saveBlob(blob, name);
    return;
  }
  saveBlob(await svgToPng(new Blob([await blob.text()], { type: "image/svg+xml" }), 1024), name);
}

export { isSvgUrl };
