import { createHash } from "node:crypto";
import { MOCKUP_PREVIEW_MAX_SIDE, MOCKUP_PREVIEW_WIDTH, type MockupScene } from "@studio/contracts";
import { decodeImage, renderMockup, sharpRaw } from "@studio/image-tools";
import { AppError } from "../../errors";
import { createRenderSlots, type RenderSlots } from "./render-slots";

export type MockupPreviewService = {
  /** The logo (PNG bytes) on one scene as a WebP preview; the same logo and scene answer from the cache. */
  preview(png: Buffer, scene: MockupScene, surface?: string): Promise<Buffer>;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Only PNG reaches the decoder, and only up to MOCKUP_PREVIEW_MAX_SIDE a side (read from the IHDR
 * header before any decoding): the preview is free and anonymous, so neither another format's loader
 * (SVG, with its external references) nor a decompression bomb is offered to it.
 */
function checkPng(png: Buffer): void {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString("latin1", 12, 16) !== "IHDR") throw new AppError("IMAGE_UNREADABLE");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) throw new AppError("IMAGE_UNREADABLE");
  if (width > MOCKUP_PREVIEW_MAX_SIDE || height > MOCKUP_PREVIEW_MAX_SIDE)
    throw new AppError("IMAGE_TOO_LARGE", `The logo must be at most ${MOCKUP_PREVIEW_MAX_SIDE}x${MOCKUP_PREVIEW_MAX_SIDE} pixels.`);
}

/**
 * The classic maker's free mockup previews on the one renderer (@studio/image-tools mockup). Renders
 * are CPU work: at most `concurrency` run at once, at most `queue` wait, the rest are told the system is
 * busy; recent answers are kept (by the logo's digest, scene and surface) so reopening costs nothing.
 */
export function createMockupPreviewService(options: { cacheEntries?: number; slots?: RenderSlots } = {}): MockupPreviewService {
  const cacheEntries = options.cacheEntries ?? 64;
  const slot = options.slots ?? createRenderSlots();
  const cache = new Map<string, Promise<Buffer>>();

  async function render(png: Buffer, scene: MockupScene, surface: string | undefined): Promise<Buffer> {
    let logo;
    try {
      logo = await decodeImage(png);
    } catch {
      throw new AppError("IMAGE_UNREADABLE");
    }
    try {
      const { image } = await renderMockup(logo, scene, { surface });
      return await sharpRaw(image).resize(MOCKUP_PREVIEW_WIDTH).webp({ quality: 82 }).toBuffer();
    } catch (error) {
      if (error instanceof Error && /unknown surface colour/.test(error.message)) throw new AppError("VALIDATION", error.message);
      if (error instanceof Error && /logo is empty/.test(error.message)) throw new AppError("IMAGE_UNREADABLE", "The logo is empty (fully transparent).");
      throw error;
    }
  }

  return {
    preview(png, scene, surface) {
      checkPng(png);
      const key = `${createHash("sha256").update(png).digest("hex")}:${scene}:${surface ?? "auto"}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const made = slot(() => render(png, scene, surface));
      made.catch(() => cache.delete(key));
      cache.set(key, made);
      while (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
      return made;
    },
  };
}
