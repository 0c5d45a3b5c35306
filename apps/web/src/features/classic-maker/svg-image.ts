/**
 * A logo's SVG as an image source. Drawn through <img>, never inserted as markup: an image cannot
 * run scripts or reach the page, whatever the SVG holds.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
