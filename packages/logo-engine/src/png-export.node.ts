import { Resvg } from "@resvg/resvg-js";

/**
 * Raster export on the server: the SVG (text already outlined, so no system fonts are needed)
 * drawn by resvg at `width` pixels wide (spec: 2400 x 1800 high resolution, 800 x 600 basic).
 * `background` fills transparent areas (JPG-like export); leave it out for a transparent PNG.
 */
export function renderLogoPng(svg: string, options: { width?: number; background?: string } = {}): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: options.width ?? 2400 }, ...(options.background ? { background: options.background } : {}) });
  return resvg.render().asPng();
}
