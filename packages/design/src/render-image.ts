import type { ImageElement } from "./design-document.schema.js";
import { BORDER_STYLES, imageFilterMarkup } from "./image-filters.js";
import { defId, escapeAttr, f } from "./render-effects.js";
import { roundedRectPath } from "./render-shape.js";

/** Spec 03 frame styles 10-13, drawn over the picture inside its box. */
function frame(element: ImageElement, left: number, top: number): string {
  const style = BORDER_STYLES[element.filter];
  if (!style) return "";
  const short = Math.min(element.width, element.height);
  const width = short * style.width;
  const inset = short * style.inset + width / 2;
  const rect = (at: number) =>
    `<rect x="${f(left + at)}" y="${f(top + at)}" width="${f(element.width - at * 2)}" height="${f(element.height - at * 2)}" fill="none" stroke="${style.color}" stroke-width="${f(width)}"/>`;
  return rect(inset) + (style.double ? rect(inset + width * 2.5) : "");
}

/**
 * A picture in its box: the crop's part of the image stretched to width x height, clipped to the
 * box (rounded or a circle with `radius`), with the spec's filter and an optional border. The
 * `href` is drawn as it is: the server inlines its own /oss/ files before rasterising.
 */
export function renderImage(element: ImageElement): string {
  const left = element.x - element.width / 2;
  const top = element.y - element.height / 2;
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  // The whole picture is drawn larger so the crop's part fills the box; the clip hides the rest.
  const fullWidth = element.width / crop.width;
  const fullHeight = element.height / crop.height;
  const outline = roundedRectPath(element.width, element.height, element.radius.enabled ? element.radius : { enabled: false, circle: false, value: 0 });
  const clipId = defId(element, "clip");
  const filterId = defId(element, "filter");
  const filter = imageFilterMarkup(element, filterId);
  const defs = `<defs><clipPath id="${clipId}"><path transform="translate(${f(left)} ${f(top)})" d="${outline}"/></clipPath>${filter ?? ""}</defs>`;
  const picture = `<image href="${escapeAttr(element.src)}" x="${f(left - crop.x * fullWidth)}" y="${f(top - crop.y * fullHeight)}" width="${f(fullWidth)}" height="${f(fullHeight)}" preserveAspectRatio="none"${filter ? ` filter="url(#${filterId})"` : ""}/>`;
  const border = element.border
    ? `<g clip-path="url(#${clipId})"><path transform="translate(${f(left)} ${f(top)})" fill="none" stroke="${element.border.color}" stroke-width="${f(element.border.width * 2)}" d="${outline}"/></g>`
    : "";
  // The border is stroked on the outline at twice its width and clipped, so it lies inside the box.
  // The clip sits on a group without a transform: a clip path is read in the user space of the element it is on.
  return `${defs}<g clip-path="url(#${clipId})">${picture}${frame(element, left, top)}</g>${border}`;
}
