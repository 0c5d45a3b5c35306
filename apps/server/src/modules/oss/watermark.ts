/** The mark burnt into public previews of results: the product's name, as on the browser overlay. */
export const WATERMARK_TEXT = "Logo Studio · PREVIEW";

/**
 * A transparent SVG of `width`×`height` with the mark tiled diagonally: light text with a dark
 * outline (readable on light and dark logos alike) and faint diagonal rules, so the mark still shows
 * where no font could be loaded. Burnt into the public copy, it cannot be removed in the browser,
 * unlike the display overlay the owner's app draws.
 */
export function watermarkOverlay(width: number, height: number): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) / 14));
  const tileW = size * 14;
  const tileH = size * 5;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <pattern id="mark" width="${tileW}" height="${tileH}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
      <line x1="0" y1="${tileH - 1}" x2="${tileW}" y2="${tileH - 1}" stroke="#000000" stroke-opacity="0.12" stroke-width="1"/>
      <text x="${size}" y="${Math.round(tileH / 2)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.25" stroke-width="${Math.max(1, size / 16)}">${WATERMARK_TEXT}</text>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#mark)"/>
</svg>`;
  return Buffer.from(svg);
}
