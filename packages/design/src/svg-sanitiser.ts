import { SaxesParser, type SaxesTagPlain } from "saxes";

/**
 * The one SVG allow-list: an SVG posted by a browser (`POST /api/createImgForLogo`) and the markup
 * of a design document's `svg` element both go through it before any renderer (Chromium, resvg,
 * librsvg, the PDF writer) reads them. The markup is parsed with a strict XML parser and written
 * out again from the parse, element by element: what is not on the lists is dropped, so nothing
 * the client wrote reaches a renderer as it was. Renderers must never fetch: references are
 * same-document `#id`s only, and pictures are inline PNG, JPEG or WebP data. Pure (no Buffer, no
 * I/O) so the browser's editor and the server share it; the server checks inline pictures' pixel
 * sizes on its own (apps/server download-center/svg-sanitiser.ts).
 */

/** Elements a logo is drawn with. No script, style, foreignObject, filters (feImage fetches), animation or links. */
const elements = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "image",
  "title",
  "desc",
]);

/** Presentation and geometry attributes; `href` is checked on its own. No event handlers (on*), no style sheets. */
const attributes = new Set([
  "id",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "dx",
  "dy",
  "width",
  "height",
  "d",
  "points",
  "transform",
  "viewBox",
  "preserveAspectRatio",
  "version",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "letter-spacing",
  "text-anchor",
  "dominant-baseline",
  "paint-order",
  "style",
]);

/** CSS properties the `style` attribute keeps (the same presentation attributes). */
const styleProperties = new Set([...attributes].filter((name) => !["id", "d", "points", "transform", "viewBox", "style", "version"].includes(name)));

export const SVG_LIMITS = {
  maxChars: 600_000,
  maxElements: 5000,
  maxDepth: 64,
  maxImages: 8,
  maxImageBytes: 2_000_000,
  maxImagePixels: 4096 * 4096,
  /** Elements drawn through <use> in all (each use counts its target's elements): no exponential "use" bombs. */
  maxUsedElements: 20_000,
} as const;

export class SvgRejected extends Error {}

const sameDocument = /^#[A-Za-z_][\w.:-]{0,127}$/;
/** Inline pictures only, and only the raster kinds our decoders are meant for (no SVG in SVG). */
const dataImage = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/\s]+=*)$/;
/** A value may name a paint server or clip path of this document, never anything outside it. */
const onlyLocalUrls = (value: string): boolean => [...value.matchAll(/url\(\s*['"]?([^'")]*)['"]?\s*\)/gi)].every((m) => sameDocument.test(m[1] ?? ""));

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/>/g, "&gt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A presentation value with nothing that loads: no url() outside the document, no CSS escapes or at-rules. */
function safeValue(value: string): boolean {
  if (/[\\@<>]|expression\s*\(|javascript:|-moz-binding/i.test(value)) return false;
  return !/url\(/i.test(value) || onlyLocalUrls(value);
}

function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (styleProperties.has(property) && value && safeValue(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(";");
}

/** An element's attributes after the lists; `href` (and the older `xlink:href`) kept as `href` when it points inside. */
function cleanAttributes(tag: string, raw: Record<string, string>, images: string[], prefix: string): [string, string][] {
  const out: [string, string][] = [];
  // Same-document references follow the ids they name when those are prefixed.
  const local = (value: string): string => (prefix ? value.replace(/url\(\s*(['"]?)#/gi, `url($1#${prefix}`) : value);
  for (const [name, value] of Object.entries(raw)) {
    if (name === "href" || name === "xlink:href") {
      const inline = tag === "image" ? dataImage.exec(value.trim()) : null;
      if (inline) images.push(inline[2] ?? "");
      if (inline) out.push(["href", value.trim()]);
      else if (tag !== "image" && sameDocument.test(value.trim())) out.push(["href", `#${prefix}${value.trim().slice(1)}`]);
      continue;
    }
    if (!attributes.has(name)) continue;
    if (name === "style") {
      const style = cleanStyle(value);
      if (style) out.push(["style", local(style)]);
    } else if (name === "id") {
      if (sameDocument.test(`#${value}`)) out.push(["id", `${prefix}${value}`]);
    } else if (safeValue(value)) out.push([name, local(value)]);
  }
  return out;
}

export type SanitiseOptions = {
  /**
   * Put before every id and same-document reference: markup nested in a design document must not
   * reuse an id of the document (the editor finds elements by id) or of another nested SVG.
   */
  idPrefix?: string;
};

export type SanitisedSvg = {
  svg: string;
  /** Inline pictures' base64 data (whitespace removed), for the caller to check their pixel sizes before rendering. */
  images: string[];
  /** Elements dropped because they are not on the list (with their content). */
  dropped: number;
};

/**
 * The SVG rebuilt from what the allow-list keeps. Refuses (SvgRejected, with a reason for the
 * user) markup that is not well-formed XML, has a DOCTYPE (entity declarations: billion laughs,
 * external entities), a root other than <svg>, or more elements or depth than SVG_LIMITS.
 */
export function sanitiseSvg(markup: string, options: SanitiseOptions = {}): SanitisedSvg {
  const prefix = options.idPrefix ?? "";
  if (prefix && !/^[A-Za-z_][\w-]{0,63}$/.test(prefix)) throw new SvgRejected("The id prefix is not a valid id start.");
  if (markup.length > SVG_LIMITS.maxChars) throw new SvgRejected(`The SVG is larger than ${SVG_LIMITS.maxChars} characters.`);
  const parser = new SaxesParser({ xmlns: false, position: false });
  const out: string[] = [];
  const images: string[] = [];
  /** Open elements: whether each was kept (a dropped element drops everything inside it). */
  const open: boolean[] = [];
  let skipping = 0;
  let elementCount = 0;
  let dropped = 0;
  let rootSeen = false;
  /** Per open element: its id and how many elements it holds; closed ids keep their size for the <use> check. */
  const sizes: { id: string | undefined; elements: number; hasUse: boolean }[] = [];
  const idSizes = new Map<string, { elements: number; hasUse: boolean }>();
  const useTargets: string[] = [];
  let failure: string | null = null;
  const fail = (reason: string) => {
    failure ??= reason;
  };
  parser.on("doctype", () => fail("The SVG has a DOCTYPE; entity declarations are not accepted."));
  parser.on("processinginstruction", () => undefined);
  parser.on("error", (error) => fail(`The SVG is not well-formed XML: ${error.message.split("\n")[0] ?? ""}`.slice(0, 200)));
  parser.on("opentag", (tag: SaxesTagPlain) => {
    elementCount += 1;
    if (elementCount > SVG_LIMITS.maxElements) fail(`The SVG has more than ${SVG_LIMITS.maxElements} elements.`);
    if (open.length >= SVG_LIMITS.maxDepth) fail(`The SVG nests deeper than ${SVG_LIMITS.maxDepth} elements.`);
    if (open.length === 0) {
      if (rootSeen || tag.name !== "svg") fail("The document is not an SVG (its root element must be <svg>).");
      rootSeen = true;
    }
    const keep = skipping === 0 && elements.has(tag.name);
    for (const parent of sizes) {
      parent.elements += 1;
      if (tag.name === "use") parent.hasUse = true;
    }
    sizes.push({ id: tag.attributes.id === undefined ? undefined : `${prefix}${tag.attributes.id}`, elements: 1, hasUse: false });
    if (!keep) {
      if (skipping === 0) dropped += 1;
      skipping += 1;
    } else {
      const kept = cleanAttributes(tag.name, tag.attributes, images, prefix);
      const href = kept.find(([name]) => name === "href")?.[1];
      if (tag.name === "use" && href) useTargets.push(href.slice(1));
      if (open.length === 0) kept.unshift(["xmlns", "http://www.w3.org/2000/svg"]);
      out.push(`<${tag.name}${kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("")}>`);
    }
    open.push(keep);
  });
  parser.on("closetag", (tag) => {
    const keep = open.pop();
    const size = sizes.pop();
    if (size?.id) idSizes.set(size.id, { elements: size.elements, hasUse: size.hasUse });
    if (keep) out.push(`</${tag.name}>`);
    else skipping -= 1;
  });
  const text = (value: string) => {
    // Only text inside text elements draws; elsewhere it is whitespace or something else's content.
    if (skipping === 0 && open.length > 0) out.push(escapeText(value));
  };
  parser.on("text", text);
  parser.on("cdata", text);
  try {
    // Written in pieces so an over-limit document stops early instead of being parsed whole.
    for (let at = 0; at < markup.length && !failure; at += 16_384) parser.write(markup.slice(at, at + 16_384));
    if (!failure) parser.close();
  } catch (error) {
    fail(`The SVG is not well-formed XML: ${(error as Error).message.split("\n")[0] ?? ""}`.slice(0, 200));
  }
  if (failure) throw new SvgRejected(failure);
  if (!rootSeen) throw new SvgRejected("The document is not an SVG (its root element must be <svg>).");
  let used = 0;
  for (const target of useTargets) {
    const size = idSizes.get(target);
    // A <use> of something holding <use> multiplies: refused, so the drawn size is at most the sum below.
    if (size?.hasUse) throw new SvgRejected("A <use> element may not point at an element that contains <use>.");
    used += size?.elements ?? 0;
  }
  if (used > SVG_LIMITS.maxUsedElements) throw new SvgRejected(`The SVG draws more than ${SVG_LIMITS.maxUsedElements} elements through <use>.`);
  if (images.length > SVG_LIMITS.maxImages) throw new SvgRejected(`The SVG has more than ${SVG_LIMITS.maxImages} images.`);
  const data = images.map((base64) => base64.replace(/\s+/g, ""));
  // Four base64 characters carry three bytes.
  if (data.some((base64) => Math.floor((base64.length * 3) / 4) > SVG_LIMITS.maxImageBytes)) throw new SvgRejected("An image inside the SVG is too large.");
  return { svg: out.join(""), images: data, dropped };
}
