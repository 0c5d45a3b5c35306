import type { SvgElement } from "./design-document.schema.js";
import { f } from "./render-effects.js";
import { sanitiseSvg } from "./svg-sanitiser.js";

type Nested = { viewBox: string; inner: string };
const cache = new Map<string, Nested>();

/** A length attribute of the root in user units (a bare number or px); percentages and other units do not count. */
const length = (root: string, name: string): number | null => {
  const match = new RegExp(`\\s${name}="([0-9.]+)(px)?"`).exec(root);
  const value = match ? Number(match[1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The markup sanitised again at draw time (a document built in code never went through the
 * schema), its ids prefixed with the element's so they cannot collide with the document's, and
 * split into the root's viewBox and its content.
 */
function nested(element: SvgElement): Nested {
  // Element ids are kebab-case, so "__" never starts another element's id.
  const prefix = `${element.id}__svg-`;
  const key = `${prefix}|${element.markup}`;
  const known = cache.get(key);
  if (known) return known;
  const { svg } = sanitiseSvg(element.markup, { idPrefix: prefix });
  const rootEnd = svg.indexOf(">");
  const root = svg.slice(0, rootEnd);
  const viewBox = /\sviewBox="([^"]*)"/.exec(root)?.[1] ?? `0 0 ${f(length(root, "width") ?? element.width)} ${f(length(root, "height") ?? element.height)}`;
  // The sanitiser writes a self-closing root as an open and close pair, so the content ends at the last </svg>.
  const made = { viewBox, inner: svg.slice(rootEnd + 1, svg.lastIndexOf("</svg>")) };
  if (cache.size > 200) cache.clear();
  cache.set(key, made);
  return made;
}

/** Sanitised SVG nested with its own viewBox, fitted into the element's box. */
export function renderSvgElement(element: SvgElement): string {
  const { viewBox, inner } = nested(element);
  const left = element.x - element.width / 2;
  const top = element.y - element.height / 2;
  return `<svg x="${f(left)}" y="${f(top)}" width="${f(element.width)}" height="${f(element.height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${inner}</svg>`;
}
