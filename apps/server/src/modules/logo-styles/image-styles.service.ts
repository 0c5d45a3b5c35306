import { styleDataKey, styleListSchema, type SaveStyleListRequest, type StyleList, type StyleProduct } from "@studio/contracts";
import type { Storage } from "../../storage/storage";
import { storeStyleImage } from "./style-items";

export type ImageStylesService = {
  /** The product's current list (no scenes before the first start has seeded it, or when the file is unreadable). */
  read(product: StyleProduct): Promise<StyleList>;
  /** Admin save: stores new data-URL previews, checks kept paths, rewrites {product}-style/data.json. */
  save(product: StyleProduct, request: SaveStyleListRequest): Promise<StyleList>;
};

/**
 * The generator's style and scene lists (spec 02 sections 2 and 7), one file per product, saved the
 * way the logo styles are (style-items.ts is the one rule for their images).
 */
export function createImageStylesService(deps: { storage: Storage; now?: () => Date }): ImageStylesService {
  const now = () => deps.now?.() ?? new Date();

  const read = async (product: StyleProduct): Promise<StyleList> => {
    const bytes = await deps.storage.read(styleDataKey(product));
    if (!bytes) return { product, scenes: [] };
    try {
      const parsed = styleListSchema.safeParse(JSON.parse(bytes.toString("utf8")));
      return parsed.success ? parsed.data : { product, scenes: [] };
    } catch {
      return { product, scenes: [] };
    }
  };

  return {
    read,
    async save(product, request) {
      const previous = await read(product);
      const scenes: StyleList["scenes"] = [];
      // Every image is stored or checked before the file changes: a refused item leaves it as it was.
      for (const scene of request.scenes) {
        const items: StyleList["scenes"][number]["items"] = [];
        for (const item of scene.items)
          items.push({ value: item.value, name: item.name, prompt: item.prompt, src: await storeStyleImage(deps.storage, `${product}-style`, item.src) });
        scenes.push({ value: scene.value, name: scene.name, items });
      }
      const stamp = now().toISOString();
      const data: StyleList = { product, created_at: previous.created_at ?? stamp, updated_at: stamp, scenes };
      await deps.storage.put(styleDataKey(product), JSON.stringify(data, null, 2));
      return data;
    },
  };
}
