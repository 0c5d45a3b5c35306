import { logoStyleDataKey, logoStyleDataSchema, logoStyleValues, type LogoStyleData, type SaveLogoStylesRequest } from "@studio/contracts";
import sharp from "sharp";
import type { Storage } from "../../storage/storage";
import { logoStyleLabels } from "./logo-styles.seed";
import { storeStyleImage } from "./style-items";

export type LogoStylesService = {
  /** The current file (an empty list of groups before the first start has seeded it). */
  read(): Promise<LogoStyleData>;
  /** Admin save: uploads new data-URL items, checks kept paths, rewrites data.json atomically. */
  save(request: SaveLogoStylesRequest): Promise<LogoStyleData>;
};

export function createLogoStylesService(deps: { storage: Storage; now?: () => Date }): LogoStylesService {
  const now = () => deps.now?.() ?? new Date();

  const read = async (): Promise<LogoStyleData> => {
    const bytes = await deps.storage.read(logoStyleDataKey);
    if (!bytes) return { groups: [] };
    const parsed = logoStyleDataSchema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success ? parsed.data : { groups: [] };
  };

  /** A kept item must be a file of the style folder that exists; a new one is a checked image upload. */
  const storeItem = (src: string): Promise<string> => storeStyleImage(deps.storage, "ai-logo-style", src);

  /** The group's card in step 3 (/oss/ai-logo-style/thumb/{value}.png) follows its first sample design. */
  const refreshThumb = async (value: string, src: string): Promise<void> => {
    const bytes = await deps.storage.read(decodeURIComponent(src.slice("/oss/".length)));
    if (!bytes) return;
    await deps.storage.put(`ai-logo-style/thumb/${value}.png`, await sharp(bytes).resize({ width: 256, height: 256, fit: "inside" }).png().toBuffer());
  };

  return {
    read,
    async save(request) {
      const previous = await read();
      const stamp = now().toISOString();
      const groups: LogoStyleData["groups"] = [];
      // Groups keep the spec's order; a group left out of the request keeps what it had.
      for (const value of logoStyleValues) {
        const incoming = request.groups.find((g) => g.value === value);
        const before = previous.groups.find((g) => g.value === value);
        if (!incoming) {
          if (before) groups.push(before);
          continue;
        }
        const items: { src: string }[] = [];
        for (const item of incoming.items) items.push({ src: await storeItem(item.src) });
        groups.push({ value, label: incoming.label || before?.label || logoStyleLabels[value], items });
        const first = items[0]?.src;
        if (first && first !== before?.items[0]?.src) await refreshThumb(value, first);
      }
      const data: LogoStyleData = { created_at: previous.created_at ?? stamp, updated_at: stamp, groups };
      await deps.storage.put(logoStyleDataKey, JSON.stringify(data, null, 2));
      return data;
    },
  };
}
