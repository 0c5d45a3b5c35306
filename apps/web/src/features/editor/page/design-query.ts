import { ImageSourceSchema } from "@studio/design";

/**
 * The query of /design/{path} (spec 01 section 2): built from the design parameters and the image
 * fields. A new query keeps the earlier values unless they are listed as excluded, and drops empty
 * values, so moving between editor views carries the brand's name and colours along.
 */
export const DESIGN_QUERY_PARAMS = [
  "backgroundColor",
  "bgcolor",
  "canvasShape",
  "color",
  "colors",
  "t1",
  "t2",
  "type",
  "virtual",
  "img",
  "logo",
  "logoimg",
  "monologo",
  "main",
] as const;
export type DesignQueryParam = (typeof DESIGN_QUERY_PARAMS)[number];
export type DesignQueryValues = Partial<Record<DesignQueryParam, string | number | null | undefined>>;

/** `lang` is not a design parameter but the site's language (spec 01 section 1): it is kept too, so a page in Chinese stays Chinese. */
const KEPT_ALSO = ["lang"] as const;

/**
 * The query string (with its "?", or "" when empty) for the next /design/{path}: `earlier`'s design
 * values (minus `excluded`), then `values` over them; empty values are dropped, unknown keys of
 * `earlier` are not carried.
 */
export function buildDesignQuery(earlier: URLSearchParams | string, values: DesignQueryValues = {}, excluded: readonly DesignQueryParam[] = []): string {
  const before = typeof earlier === "string" ? new URLSearchParams(earlier) : earlier;
  const out = new URLSearchParams();
  for (const key of [...DESIGN_QUERY_PARAMS, ...KEPT_ALSO]) {
    const given = (values as Record<string, string | number | null | undefined>)[key];
    const value = given !== undefined ? given : (excluded as readonly string[]).includes(key) ? null : before.get(key);
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== "") out.set(key, text);
  }
  const query = out.toString();
  return query ? `?${query}` : "";
}

export type DesignQuery = {
  /** A canvas preset key (instagram-post, poster, ...). */
  type: string | null;
  /** The saved logo (fa_id) to edit. */
  logo: number | null;
  /** Name and slogan texts for a new design. */
  t1: string | null;
  t2: string | null;
  /** Text colour and the palette (comma-separated #rrggbb). */
  color: string | null;
  colors: string[];
  /** Background colour (backgroundColor, or its short form bgcolor). */
  background: string | null;
  /** canvasShape: "round" (or "circle") makes a round design (an avatar, a badge); anything else is the preset's rectangle. */
  canvasShape: "round" | "square";
  /** virtual=1 (or true): a preview design, not saved as a work until the user asks (docs/editor.md). */
  virtual: boolean;
  /** Pictures to start from, each one of our own stored files (/oss/...): img covers the canvas, main is the main element, logoimg (else monologo) the logo. */
  img: string | null;
  main: string | null;
  logoimg: string | null;
  monologo: string | null;
};

/**
 * A picture of the query as an image element may hold it: one of our own stored files (an /oss/
 * path the document schema accepts), or null. Another site's URL is not drawn (the renderer never
 * fetches others' files; such a picture is brought in through the uploads' URL import).
 */
export function queryPicture(value: string | null | undefined): string | null {
  const src = value?.trim();
  if (!src) return null;
  return ImageSourceSchema.safeParse(src).success && src.startsWith("/oss/") ? src : null;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** A colour of the query as the document's #rrggbb (lower case), or null when it is not one. */
export function queryColor(value: string | null | undefined): string | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
}

/** Every design parameter as the editor reads it (docs/editor.md: what each one does). */
export function readDesignQuery(search: URLSearchParams | string): DesignQuery {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const text = (key: string) => query.get(key)?.trim() || null;
  const logo = Number(query.get("logo"));
  return {
    type: text("type"),
    logo: Number.isInteger(logo) && logo > 0 ? logo : null,
    t1: text("t1"),
    t2: text("t2"),
    color: queryColor(query.get("color")),
    colors: (query.get("colors") ?? "")
      .split(",")
      .map((c) => queryColor(c))
      .filter((c): c is string => c !== null),
    background: queryColor(query.get("backgroundColor")) ?? queryColor(query.get("bgcolor")),
    canvasShape: ["round", "circle"].includes(query.get("canvasShape")?.trim().toLowerCase() ?? "") ? "round" : "square",
    virtual: ["1", "true", "yes"].includes(query.get("virtual")?.trim().toLowerCase() ?? ""),
    img: queryPicture(query.get("img")),
    main: queryPicture(query.get("main")),
    logoimg: queryPicture(query.get("logoimg")),
    monologo: queryPicture(query.get("monologo")),
  };
}
