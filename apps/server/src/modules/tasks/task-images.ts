import sharp from "sharp";
import type { ProviderImage } from "../../providers/image-provider";
import type { Storage } from "../../storage/storage";
import type { TaskResult } from "./tasks.schema";

const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/svg+xml": "svg" };

export type ImageDownloader = (url: string) => Promise<{ contentType: string; body: Buffer }>;

/**
 * Keeps a task's images in storage (ai-images/{taskId}/{n}.{ext}) with a WebP thumbnail beside each,
 * and returns their /oss URLs and sizes. Remote results (URLs) are downloaded through the safe
 * fetcher first: a provider's URL is still an address from outside.
 */
export async function storeTaskImages(storage: Storage, taskId: string, images: ProviderImage[], download: ImageDownloader): Promise<TaskResult["images"]> {
  const stored: TaskResult["images"] = [];
  for (const [index, image] of images.entries()) {
    const { bytes, contentType } = "url" in image ? await download(image.url).then((d) => ({ bytes: d.body, contentType: d.contentType })) : image;
    const ext = extensions[contentType] ?? "png";
    const meta = await sharp(bytes, { density: ext === "svg" ? 144 : 72 }).metadata();
    const key = `ai-images/${taskId}/${index + 1}.${ext}`;
    const thumbKey = `ai-images/${taskId}/${index + 1}.thumb.webp`;
    await storage.put(key, bytes);
    await storage.put(
      thumbKey,
      await sharp(bytes, { density: ext === "svg" ? 144 : 72 })
        .resize({ width: 400, height: 400, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
    stored.push({ url: `/oss/${key}`, thumbUrl: `/oss/${thumbKey}`, width: meta.width ?? 0, height: meta.height ?? 0, contentType });
  }
  return stored;
}
