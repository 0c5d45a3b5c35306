import { styleDataKey, styleProducts, type StyleList, type StyleProduct } from "@studio/contracts";
import type { IconSource } from "@studio/logo-engine";
import { renderLogoPng } from "@studio/logo-engine/node";
import { paintProceduralImage } from "../../providers/local/procedural-image";
import type { Storage } from "../../storage/storage";
import { defaultStyleLists } from "./image-styles.defaults";
import type { LogoStylesRepository } from "./logo-styles.repository";

/** Previews are stored this wide; the selector shows them at card size. */
const previewWidth = 320;

/**
 * Paints each built-in style's preview with the offline picture model (the `local` provider's
 * painter: the preview prompt's colours, mood and subject) and writes data.json last, atomically.
 */
async function writeStyleList(storage: Storage, product: StyleProduct, icons: IconSource, now: Date): Promise<void> {
  const scenes: StyleList["scenes"] = [];
  let seed = 1;
  for (const scene of defaultStyleLists[product]) {
    const items: StyleList["scenes"][number]["items"] = [];
    for (const style of scene.styles) {
      const picture = paintProceduralImage({ prompt: style.preview, aspect: "1:1", seed: seed++, icons });
      const key = `${product}-style/items/${scene.value}-${style.value}.png`;
      await storage.put(key, await renderLogoPng(picture.svg, { width: previewWidth }));
      items.push({ value: style.value, name: { en: style.en, zh: style.zh }, prompt: style.prompt, src: `/oss/${key}` });
    }
    scenes.push({ value: scene.value, name: { en: scene.en, zh: scene.zh }, items });
  }
  const stamp = now.toISOString();
  await storage.put(styleDataKey(product), JSON.stringify({ product, created_at: stamp, updated_at: stamp, scenes } satisfies StyleList, null, 2));
}

/**
 * First start: every product without a {product}-style/data.json gets the built-in list. Idempotent,
 * under the logo styles' seed lock (two processes on one PostgreSQL take turns; the second finds the
 * files). Answers the products it wrote.
 */
export async function seedImageStyles(deps: {
  storage: Storage;
  repository: Pick<LogoStylesRepository, "underSeedLock">;
  icons: () => IconSource;
  now?: () => Date;
}): Promise<StyleProduct[]> {
  const missing = async () => {
    const absent: StyleProduct[] = [];
    for (const product of styleProducts) if (!(await deps.storage.head(styleDataKey(product)))) absent.push(product);
    return absent;
  };
  if ((await missing()).length === 0) return [];
  return deps.repository.underSeedLock(async () => {
    const absent = await missing();
    for (const product of absent) await writeStyleList(deps.storage, product, deps.icons(), deps.now?.() ?? new Date());
    return absent;
  });
}
