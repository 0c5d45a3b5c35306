import type { IconNode } from "@studio/design";
import type { IconRecord } from "./icon-catalogue.types.js";

type RawNode = [string, Record<string, string | number>];

/** The package files the catalogue is built from, parsed (fetched in the browser, read on the server). */
export type IconPackageFiles = {
  /** @tabler/icons/icons.json */
  tablerIcons: Record<string, { name: string; category?: string; tags?: (string | number)[] }>;
  /** @tabler/icons/tabler-nodes-outline.json */
  tablerOutline: Record<string, RawNode[]>;
  /** @tabler/icons/tabler-nodes-filled.json */
  tablerFilled: Record<string, RawNode[]>;
  /** lucide-static/tags.json */
  lucideTags: Record<string, string[]>;
  /** lucide-static/icon-nodes.json */
  lucideNodes: Record<string, RawNode[]>;
};

/** Paths of those files inside node_modules, for a static file server or fetch. */
export const ICON_PACKAGE_FILES: Record<keyof IconPackageFiles, string> = {
  tablerIcons: "@tabler/icons/icons.json",
  tablerOutline: "@tabler/icons/tabler-nodes-outline.json",
  tablerFilled: "@tabler/icons/tabler-nodes-filled.json",
  lucideTags: "lucide-static/tags.json",
  lucideNodes: "lucide-static/icon-nodes.json",
};

const NODE_TAGS = new Set<IconNode["tag"]>(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);

/** Tabler nodes start with an invisible 24x24 frame path; it carries no drawing. */
function toNodes(raw: readonly RawNode[] | undefined): IconNode[] {
  return (raw ?? [])
    .filter(([tag, attrs]) => NODE_TAGS.has(tag as IconNode["tag"]) && attrs.d !== "M0 0h24v24H0z")
    .map(([tag, attrs]) => ({
      tag: tag as IconNode["tag"],
      attrs: Object.fromEntries(
        Object.entries(attrs)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => [key, String(value)]),
      ),
    }));
}

/** Tabler (MIT; tags and categories) and Lucide (ISC; tags) as one list of records. */
export function buildIconCatalogue(files: IconPackageFiles): IconRecord[] {
  const records: IconRecord[] = [];
  for (const [id, meta] of Object.entries(files.tablerIcons)) {
    const nodes = toNodes(files.tablerOutline[id]);
    if (nodes.length === 0) continue;
    const filledNodes = toNodes(files.tablerFilled[id]);
    records.push({
      key: `tabler:${id}`,
      set: "tabler",
      id,
      category: meta.category ?? "",
      tags: (meta.tags ?? []).map(String),
      nodes,
      ...(filledNodes.length > 0 ? { filledNodes } : {}),
    });
  }
  for (const [id, raw] of Object.entries(files.lucideNodes)) {
    const nodes = toNodes(raw);
    if (nodes.length > 0) records.push({ key: `lucide:${id}`, set: "lucide", id, category: "", tags: files.lucideTags[id] ?? [], nodes });
  }
  return records;
}
