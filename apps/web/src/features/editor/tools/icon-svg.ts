import { ICON_GEOMETRY_ATTRIBUTES, type IconNode } from "@studio/design";

const TAGS = new Set<IconNode["tag"]>(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);

export type IconGeometry = { viewBox: [number, number, number, number]; nodes: IconNode[]; paint: "stroke" | "fill" };

/**
 * The icon library's SVG file (GET /api/icon/{set}/{name}) as document geometry: the design document
 * copies an icon's nodes so a saved design never depends on the catalogue. Undefined when the file
 * holds no drawable node.
 */
export function parseIconSvg(markup: string): IconGeometry | undefined {
  const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") return undefined;
  const box = (svg.getAttribute("viewBox") ?? "0 0 24 24")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value))) return undefined;
  const nodes: IconNode[] = [];
  for (const child of Array.from(svg.querySelectorAll("*"))) {
    const tag = child.nodeName as IconNode["tag"];
    if (!TAGS.has(tag)) continue;
    const attrs: Record<string, string> = {};
    for (const attribute of Array.from(child.attributes)) if (ICON_GEOMETRY_ATTRIBUTES.has(attribute.name)) attrs[attribute.name] = attribute.value;
    nodes.push({ tag, attrs });
  }
  if (nodes.length === 0) return undefined;
  const paint = svg.getAttribute("fill") === "currentColor" ? "fill" : "stroke";
  return { viewBox: box as [number, number, number, number], nodes, paint };
}
