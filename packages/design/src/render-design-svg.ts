import type { Background, DesignDocument, DesignElement, IconElement, ShapeElement, TextElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { shapePath } from "./shape-paths.js";
import { outlineText, type Box } from "./text-outline.js";

const f = (n: number): string => String(Math.round(n * 100) / 100);
const escapeAttr = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The element's unrotated box in document units. Text boxes are the ink of the outlined glyphs. */
export function elementBox(element: DesignElement, fonts: FontProvider): Box {
  if (element.type === "text") {
    const { ink } = outlineText(fonts, element);
    return { x: element.x - ink.width / 2, y: element.y - ink.height / 2, width: ink.width, height: ink.height };
  }
  return { x: element.x - element.width / 2, y: element.y - element.height / 2, width: element.width, height: element.height };
}

const rotate = (element: DesignElement): string => (element.rotation ? ` transform="rotate(${f(element.rotation)} ${f(element.x)} ${f(element.y)})"` : "");
const opacity = (element: DesignElement): string => (element.opacity < 1 ? ` opacity="${f(element.opacity)}"` : "");

function openGroup(element: DesignElement): string {
  return `<g id="${escapeAttr(element.id)}" data-role="${element.role}" data-type="${element.type}"${rotate(element)}${opacity(element)}>`;
}

function renderText(element: TextElement, fonts: FontProvider, paint: (color: string) => string): string {
  const outline = outlineText(fonts, element);
  const dx = element.x - outline.ink.x - outline.ink.width / 2;
  const dy = element.y - outline.ink.y - outline.ink.height / 2;
  // aria-label keeps the words searchable and readable to screen readers once they are outlines.
  return `${openGroup(element)}<path aria-label="${escapeAttr(element.text)}" transform="translate(${f(dx)} ${f(dy)}) scale(${Math.round(outline.scale * 100000) / 100000})" fill="${paint(element.color)}" d="${outline.d}"/></g>`;
}

function renderIcon(element: IconElement, paint: (color: string) => string): string {
  const [minX, minY, vw, vh] = element.viewBox;
  const scale = Math.min(element.width / vw, element.height / vh);
  const tx = element.x - (vw * scale) / 2 - minX * scale;
  const ty = element.y - (vh * scale) / 2 - minY * scale;
  const color = paint(element.color);
  const style =
    element.paint === "stroke"
      ? `fill="none" stroke="${color}" stroke-width="${f(element.strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"`
      : `fill="${color}" stroke="none"`;
  const nodes = element.nodes
    .map(
      (node) =>
        `<${node.tag}${Object.entries(node.attrs)
          .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
          .join("")}/>`,
    )
    .join("");
  return `${openGroup(element)}<g transform="translate(${f(tx)} ${f(ty)}) scale(${Math.round(scale * 10000) / 10000})" ${style}>${nodes}</g></g>`;
}

function renderShape(element: ShapeElement, paint: (color: string) => string, mono: boolean): string {
  const left = element.x - element.width / 2;
  const top = element.y - element.height / 2;
  if (element.shape === "paths") {
    const sx = element.width / 100;
    const sy = element.height / 100;
    const paths = element.paths.map((path) => `<path fill="${paint(path.fill)}" d="${path.d}"/>`).join("");
    return `${openGroup(element)}<g transform="translate(${f(left)} ${f(top)}) scale(${f(sx)} ${f(sy)})">${paths}</g></g>`;
  }
  // A filled container in one colour would swallow what sits on it, so mono draws its outline.
  const fill = element.fill === "none" ? "none" : mono ? "none" : paint(element.fill);
  const strokeColor = element.stroke !== "none" ? paint(element.stroke) : mono && element.fill !== "none" ? paint(element.fill) : "none";
  const strokeWidth = element.stroke !== "none" ? element.strokeWidth : mono ? Math.max(2, element.width * 0.02) : 0;
  const stroke = strokeColor === "none" ? "" : ` stroke="${strokeColor}" stroke-width="${f(strokeWidth)}"`;
  return `${openGroup(element)}<path transform="translate(${f(left)} ${f(top)})" fill="${fill}"${stroke} d="${shapePath(element.shape, element.width, element.height)}"/></g>`;
}

function renderBackground(background: Background, width: number, height: number): string {
  if (background.type === "transparent") return "";
  if (background.type === "solid") return `<rect id="background" width="${f(width)}" height="${f(height)}" fill="${background.color}"/>`;
  const stops = `<stop offset="0" stop-color="${background.from}"/><stop offset="1" stop-color="${background.to}"/>`;
  const rad = (background.angle * Math.PI) / 180;
  // Angle 0 runs left to right, 90 top to bottom, 45 along the diagonal.
  const gradient =
    background.kind === "radial"
      ? `<radialGradient id="background-gradient" cx="0.5" cy="0.5" r="0.75">${stops}</radialGradient>`
      : `<linearGradient id="background-gradient" x1="0" y1="0" x2="${f(Math.cos(rad))}" y2="${f(Math.sin(rad))}">${stops}</linearGradient>`;
  return `<defs>${gradient}</defs><rect id="background" width="${f(width)}" height="${f(height)}" fill="url(#background-gradient)"/>`;
}

export type RenderOptions = {
  /** Output pixel size; the viewBox stays the document's size. Defaults to the document size. */
  width?: number;
  height?: number;
};

/**
 * The one renderer: document to SVG markup, pure and deterministic (same input, same bytes). Text
 * is outlined with the real fonts, so every viewer and resvg draw the same thing. Each element is a
 * <g> with its id and role so the SVG stays editable.
 */
export function renderDesignSvg(doc: DesignDocument, fonts: FontProvider, options: RenderOptions = {}): string {
  const paint = doc.mono ? () => doc.monoColor : (color: string) => color;
  const body = doc.elements
    .map((element) => {
      if (element.type === "text") return renderText(element, fonts, paint);
      if (element.type === "icon") return renderIcon(element, paint);
      return renderShape(element, paint, doc.mono);
    })
    .join("");
  const width = options.width ?? doc.width;
  const height = options.height ?? doc.height;
  const background = doc.mono ? "" : renderBackground(doc.background, doc.width, doc.height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" viewBox="0 0 ${f(doc.width)} ${f(doc.height)}">${background}${body}</svg>`;
}
