/**
 * The page's `?image=` (spec 01 section 2's /design/tools/?image={url}): the user's own image record
 * by id, or a stored file of theirs by its /oss/ path (a result's signed link keeps its query). The
 * server checks ownership again when a tool runs; anything else (another site's address, a script
 * URL) is not taken.
 */
export type ToolSource = { kind: "record"; id: number } | { kind: "path"; src: string };

export function parseToolSource(search: string): ToolSource | null {
  const value = new URLSearchParams(search).get("image")?.trim();
  if (!value) return null;
  if (/^\d{1,15}$/.test(value)) {
    const id = Number(value);
    return id > 0 ? { kind: "record", id } : null;
  }
  if (!value.startsWith("/oss/") || value.includes("..") || value.includes("\\") || /[\s<>"']/.test(value)) return null;
  return { kind: "path", src: value };
}

/** The page's address for a source (the form an entry link uses). */
export function toolsHref(image: string | number): string {
  return `/design/tools/?image=${encodeURIComponent(String(image))}`;
}
