import { decodeImage, type RawImage } from "@studio/image-tools";
import sharp from "sharp";
import type { Storage } from "../../storage/storage";
import type { TaskResult } from "../tasks/tasks.schema";
import type { ToolImage, ToolOutput } from "./tool-engine.types";

const contentTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** The storage key of an /oss/ path (query and fragment dropped). */
export const ossKey = (path: string): string => decodeURIComponent((path.split(/[?#]/)[0] ?? "").slice("/oss/".length));

/**
 * An image engines read: the stored bytes, and its pixels decoded once on demand, scaled down to at
 * most `processWidth` wide (spec 01 section 9: "Image processing default width 1000"; never enlarged).
 */
export function toolImage(bytes: Buffer, contentType: string, processWidth: number): ToolImage {
  let decoded: Promise<RawImage> | undefined;
  return {
    bytes,
    contentType,
    raw: () => {
      decoded ??= sharp(bytes)
        .rotate()
        .resize({ width: processWidth, withoutEnlargement: true })
        .png()
        .toBuffer()
        .then((png) => decodeImage(png));
      return decoded;
    },
  };
}

/** A stored /oss/ image as a ToolImage, or undefined when the file is gone. */
export async function loadToolImage(storage: Pick<Storage, "read">, path: string, processWidth: number): Promise<ToolImage | undefined> {
  const key = ossKey(path);
  const bytes = await storage.read(key);
  if (!bytes) return undefined;
  return toolImage(bytes, contentTypes[key.split(".").pop()?.toLowerCase() ?? ""] ?? "image/png", processWidth);
}

/** Formats sharp can draw a thumbnail from; an ICO or a PDF shows the source's thumbnail instead. */
const drawable = new Set(["image/png", "image/jpeg", "image/webp", "image/avif", "image/svg+xml"]);

/**
 * Keeps a tool's results as the task's images (ai-images/{taskId}/{n}.{ext}, a WebP thumbnail beside
 * each), like every image task, so the records, links and downloads work the same way.
 */
export async function storeToolOutputs(storage: Storage, taskId: string, outputs: ToolOutput[], source: ToolImage | undefined): Promise<TaskResult["images"]> {
  const stored: TaskResult["images"] = [];
  for (const [index, output] of outputs.entries()) {
    const key = `ai-images/${taskId}/${index + 1}.${output.extension}`;
    const thumbKey = `ai-images/${taskId}/${index + 1}.thumb.webp`;
    const svg = output.contentType === "image/svg+xml";
    const thumbFrom = drawable.has(output.contentType) ? output.bytes : (source?.bytes ?? null);
    await storage.put(key, output.bytes);
    if (thumbFrom) {
      const thumb = await sharp(thumbFrom, { density: svg ? 144 : 72 })
        .resize({ width: 400, height: 400, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(thumbKey, thumb);
    }
    stored.push({
      url: `/oss/${key}`,
      thumbUrl: thumbFrom ? `/oss/${thumbKey}` : `/oss/${key}`,
      width: output.width,
      height: output.height,
      contentType: output.contentType,
    });
  }
  return stored;
}
