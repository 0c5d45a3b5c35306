import sharp from "sharp";
import { AppError } from "../../errors";
import { assertValidKey, type Storage } from "../../storage/storage";
import { imageKeyOwner, mayDrawImage } from "./design-export.policy";

/** Bounds on what one export may pull in: the upload limits' sizes, and a count no design needs more of. */
export const EXPORT_IMAGE_LIMITS = { maxImages: 60, maxBytes: 25 * 1024 * 1024, maxPixels: 40_000_000 } as const;

export type DesignImagesDeps = {
  storage: Pick<Storage, "read">;
  /** Who owns the task of a result folder (ai-images/{taskId}/). */
  taskOwner(taskId: string): Promise<number | undefined>;
};

type Picture = { bytes: Buffer; format: "png" | "jpeg" };

const dataUrlPattern = /^data:image\/([a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const rasterExtension = /\.(png|jpe?g|webp|gif|avif)$/i;

/** The storage key an /oss/ address names (query and fragment dropped), or null for anything else. */
function ossKeyOf(src: string): string | null {
  if (!src.startsWith("/oss/")) return null;
  try {
    return assertValidKey(decodeURIComponent((src.split(/[?#]/)[0] ?? "").slice("/oss/".length)));
  } catch {
    throw new AppError("VALIDATION", "An image of the design has an invalid address.");
  }
}

/**
 * PNG and JPEG pass as they are (resvg, the browser and pdfkit all draw them); WebP, GIF and AVIF become
 * PNG, since pdfkit draws only those two. Anything sharp cannot read is the request's fault.
 */
async function drawable(bytes: Buffer): Promise<Picture> {
  const meta = await sharp(bytes, { limitInputPixels: EXPORT_IMAGE_LIMITS.maxPixels })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || !meta.format) throw new AppError("IMAGE_UNREADABLE");
  if (meta.width * meta.height > EXPORT_IMAGE_LIMITS.maxPixels) throw new AppError("IMAGE_TOO_LARGE", "An image of the design is too large to draw.");
  if (meta.format === "png" || meta.format === "jpeg") return { bytes, format: meta.format };
  if (!["webp", "gif", "heif"].includes(meta.format)) throw new AppError("IMAGE_UNREADABLE");
  return { bytes: await sharp(bytes, { limitInputPixels: EXPORT_IMAGE_LIMITS.maxPixels }).png().toBuffer(), format: "png" };
}

const dataUrl = (picture: Picture) => `data:image/${picture.format};base64,${picture.bytes.toString("base64")}`;

/**
 * The pictures of an export as data URLs, so resvg and pdfkit draw them without reading a file or
 * the network: this site's /oss/ files the user may draw (their own uploads and results, public
 * files), and data URLs (re-encoded when pdfkit could not draw them). Another user's private file is
 * refused (403), a missing one is IMAGE_GONE; any other address (another site) is refused before
 * anything is fetched.
 */
export function createDesignImages(deps: DesignImagesDeps) {
  const stored = async (key: string, user: { id: number; isAdmin: boolean }): Promise<Picture> => {
    const owner = imageKeyOwner(key);
    const taskOwnerId = owner.kind === "task" ? await deps.taskOwner(owner.taskId) : undefined;
    if (!mayDrawImage(owner, user, taskOwnerId)) throw new AppError("FORBIDDEN", "An image of the design belongs to another account.");
    if (!rasterExtension.test(key)) throw new AppError("UNSUPPORTED_MEDIA");
    const bytes = await deps.storage.read(key);
    if (!bytes) throw new AppError("IMAGE_GONE");
    if (bytes.length > EXPORT_IMAGE_LIMITS.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
    return drawable(bytes);
  };

  return {
    async inline(user: { id: number; isAdmin: boolean }, sources: readonly string[]): Promise<Map<string, string>> {
      if (sources.length > EXPORT_IMAGE_LIMITS.maxImages)
        throw new AppError("VALIDATION", `A design may hold at most ${EXPORT_IMAGE_LIMITS.maxImages} images to export.`);
      const inlined = new Map<string, string>();
      for (const src of sources) {
        const key = ossKeyOf(src);
        if (key) {
          inlined.set(src, dataUrl(await stored(key, user)));
          continue;
        }
        const data = dataUrlPattern.exec(src);
        if (!data) throw new AppError("VALIDATION", "Images of a design must be this site's /oss/ files or data URLs.");
        const picture = await drawable(Buffer.from(data[2] ?? "", "base64"));
        inlined.set(src, dataUrl(picture));
      }
      return inlined;
    },
  };
}

export type DesignImages = ReturnType<typeof createDesignImages>;
