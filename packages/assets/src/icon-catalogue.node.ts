import { readFileSync } from "node:fs";
import path from "node:path";
import type { IconNode } from "@studio/design";
import { findNodeModules } from "./font-provider.node.js";
import type { IconRecord } from "./icon-catalogue.types.js";

type RawNode = [string, Record<string, string | number>];
const NODE_TAGS = new Set<IconNode["tag"]>(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

/** Tabler nodes start with an invisible 24x24 frame path; it carries no drawing. */
function toNodes(raw: readonly RawNode[] | undefined): IconNode[] {
  return (raw ?? [])
    .filter(([tag, attrs]) => NODE_TAGS.has(tag as IconNode["tag"]) && attrs.d !== "M0 0h24v24H0z")
    .map(([tag, attrs]) => ({
      tag: tag as IconNode["tag"],
      attrs: Object.fromEntries(Object.entries(attrs).filter(([key]) => key !== "key").map(([key, value]) => [key, String(value)])),
    }));
}

let cached: readonly IconRecord[] | undefined;

/**
 * Builds the icon catalogue from the installed packages (@tabler/icons: icons.json with tags and
 * categories, MIT; lucide-static: tags.json, ISC) on first call. About 6,800 icons.
 */
export function loadIconCatalogue(options: { nodeModules?: string } = {}): readonly IconRecord[] {
  if (cached && !options.nodeModules) return cached;
  const root = options.nodeModules ?? findNodeModules();
  const tabler = readJson<Record<string, { name: string; category?: string; tags?: (string | number)[] }>>(path.join(root, "@tabler/icons/icons.json"));
  const outline = readJson<Record<string, RawNode[]>>(path.join(root, "@tabler/icons/tabler-nodes-outline.json"));
  const filled = readJson<Record<string, RawNode[]>>(path.join(root, "@tabler/icons/tabler-nodes-filled.json"));
  const lucideTags = readJson<Record<string, string[]>>(path.join(root, "lucide-static/tags.json"));
  const lucideNodes = readJson<Record<string, RawNode[]>>(path.join(root, "lucide-static/icon-nodes.json"));
  const records: IconRecord[] = [];
  for (const [id, meta] of Object.entries(tabler)) {
    const nodes = toNodes(outline[id]);
    if (nodes.length === 0) continue;
    const filledNodes = toNodes(filled[id]);
    records.push({ key: `tabler:${id}`, set: "tabler", id, category: meta.category ?? "", tags: (meta.tags ?? []).map(String), nodes, ...(filledNodes.length > 0 ? { filledNodes } : {}) });
  }
  for (const [id, raw] of Object.entries(lucideNodes)) {
    const nodes = toNodes(raw);
    if (nodes.length > 0) records.push({ key: `lucide:${id}`, set: "lucide", id, category: "", tags: lucideTags[id] ?? [], nodes });
  }
  if (!options.nodeModules) cached = records;
  return records;
}
