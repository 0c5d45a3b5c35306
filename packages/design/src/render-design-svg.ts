import type { DesignDocument, DesignElement } from "./design-document.schema.js";
import { elementBox } from "./element-box.js";
import type { FontProvider } from "./font-provider.types.js";
import { f, openGroup, renderBackground, type Paint } from "./render-effects.js";
import { renderIcon } from "./render-icon.js";
import { renderImage } from "./render-image.js";
import { renderQrCode } from "./render-qrcode.js";
import { renderShape } from "./render-shape.js";
import { renderSvgElement } from "./render-svg-element.js";
import { renderText, textOverhang } from "./render-text.js";

export { elementBox };

/** Element markup kept by element object (a WeakMap fits): what an editor passes to redraw only changed elements. */
export type ElementMarkupCache = { get(element: DesignElement): string | undefined; set(element: DesignElement, markup: string): unknown };

export type RenderOptions = {
  /** Output pixel size; the viewBox stays the document's size. Defaults to the document size. */
  width?: number;
  height?: number;
  /**
   * Each element's markup by element object. Documents are immutable and a change copies only the
   * elements it changes, so a drawing of 200 elements after a move renders one. The markup also
   * depends on the fonts (what they had loaded) and the document's one-colour mode: a cache must be
   * dropped when those change. The output is the same with or without it.
   */
  cache?: ElementMarkupCache;
};

function renderBody(element: DesignElement, fonts: FontProvider, paint: Paint): string {
  switch (element.type) {
    case "text":
      return renderText(element, fonts, paint);
    case "icon":
      return renderIcon(element, paint);
    case "shape":
      return renderShape(element, paint);
    case "image":
      return renderImage(element);
    case "qrcode":
      return renderQrCode(element, paint);
    case "svg":
      return renderSvgElement(element);
  }
}

/** The box a shadow's filter region must cover: the element's box plus what its text stroke or background adds. */
function effectBox(element: DesignElement, fonts: FontProvider) {
  const box = elementBox(element, fonts);
  const extra = element.type === "text" ? textOverhang(element) : element.type === "shape" ? element.strokeWidth / 2 : 0;
  return { x: box.x - extra, y: box.y - extra, width: box.width + extra * 2, height: box.height + extra * 2 };
}

/**
 * The one renderer: document to SVG markup, pure and deterministic (same input, same bytes). Text
 * is outlined with the real fonts, so every viewer and resvg draw the same thing. Each element is
 * one <g id="{element.id}"> with its role and type so the SVG stays editable; its own defs
 * (gradient, clip, filter) sit inside it, its shadow filter just before it. Hidden elements are not
 * drawn.
 */
export function renderDesignSvg(doc: DesignDocument, fonts: FontProvider, options: RenderOptions = {}): string {
  const paint: Paint = { color: doc.mono ? () => doc.monoColor : (color: string) => color, mono: doc.mono };
  const body = doc.elements
    .filter((element) => !element.hidden)
    .map((element) => {
      const kept = options.cache?.get(element);
      if (kept !== undefined) return kept;
      // The box is laid out only when a shadow's filter region needs it.
      const box = element.shadow && !doc.mono ? effectBox(element, fonts) : null;
      const markup = `${openGroup(element, box, paint)}${renderBody(element, fonts, paint)}</g>`;
      options.cache?.set(element, markup);
      return markup;
    })
    .join("");
  const width = options.width ?? doc.width;
  const height = options.height ?? doc.height;
  const background = doc.mono ? "" : renderBackground(doc.background, doc.width, doc.height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" viewBox="0 0 ${f(doc.width)} ${f(doc.height)}">${background}${body}</svg>`;
}
