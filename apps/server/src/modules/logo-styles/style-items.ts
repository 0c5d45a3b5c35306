import { randomBytes } from "node:crypto";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { checkUploadedImage, dataUrlBytes } from "../uploads/image-check";

/**
 * One rule for a style image in an admin save (logo styles and the generator's style lists): a kept
 * item must be a file that exists under the list's own folder (`/oss/{folder}/`, a `?t=` query is
 * dropped); a new one is a data URL checked like any upload (25 MB, 16777216 px, decodable) and stored
 * under `{folder}/items/`. Answers the stored /oss path.
 */
export async function storeStyleImage(storage: Storage, folder: string, src: string): Promise<string> {
  const prefix = `/oss/${folder}/`;
  if (src.startsWith("data:")) {
    const image = await checkUploadedImage(dataUrlBytes(src));
    const key = `${folder}/items/${Date.now().toString(36)}-${randomBytes(6).toString("hex")}.${image.ext}`;
    await storage.put(key, image.bytes);
    return `/oss/${key}`;
  }
  const path = src.split("?")[0] ?? "";
  if (!path.startsWith(prefix)) throw new AppError("VALIDATION", `A style image must be an uploaded image or a file under ${prefix}`);
  const key = decodeURIComponent(path.slice("/oss/".length));
  if (!(await storage.head(key))) throw new AppError("VALIDATION", `No such style image: ${path}`);
  return path;
}
