import type { DesignDocument } from "./design-document.schema.js";

/**
 * Every picture address a drawn (not hidden) image element of the document names, once each: the
 * server exporter reads its own /oss/ files and inlines them as data URLs before rasterising, since
 * resvg and the PDF writer must never fetch.
 */
export function documentImageSources(doc: DesignDocument): string[] {
  const sources = new Set<string>();
  for (const element of doc.elements) if (element.type === "image" && !element.hidden) sources.add(element.src);
  return [...sources];
}

/** The document with image addresses replaced where `sources` maps them (e.g. /oss/... to data:image/...); others kept. */
export function withImageSources(doc: DesignDocument, sources: ReadonlyMap<string, string> | Readonly<Record<string, string>>): DesignDocument {
  const lookup = (src: string): string | undefined =>
    sources instanceof Map ? sources.get(src) : Object.hasOwn(sources, src) ? (sources as Record<string, string>)[src] : undefined;
  return {
    ...doc,
    elements: doc.elements.map((element) => {
      if (element.type !== "image") return element;
      const replaced = lookup(element.src);
      return replaced === undefined ? element : { ...element, src: replaced };
    }),
  };
}
