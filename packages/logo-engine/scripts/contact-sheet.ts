import { outlineText, type FontProvider } from "@studio/design";

export type SheetCell = { svg: string; label: string };

const inner = (svg: string): { viewBox: string; body: string } => {
  const open = svg.indexOf(">");
  const viewBox = /viewBox="([^"]+)"/.exec(svg.slice(0, open))?.[1] ?? "0 0 800 600";
  return { viewBox, body: svg.slice(open + 1, svg.lastIndexOf("</svg>")) };
};

/** Lays logo SVGs out in a grid as one SVG (nested <svg> per cell) with an outlined caption under each. */
export function contactSheetSvg(cells: readonly SheetCell[], fonts: FontProvider, options: { columns: number; cellWidth: number }): string {
  const cellHeight = (options.cellWidth * 3) / 4;
  const caption = 26;
  const gap = 12;
  const rows = Math.ceil(cells.length / options.columns);
  const width = options.columns * (options.cellWidth + gap) + gap;
  const height = rows * (cellHeight + caption + gap) + gap;
  const parts = cells.map((cell, index) => {
    const x = gap + (index % options.columns) * (options.cellWidth + gap);
    const y = gap + Math.floor(index / options.columns) * (cellHeight + caption + gap);
    const { viewBox, body } = inner(cell.svg);
    // Ids repeat across cells (gradients); prefix them so each cell keeps its own.
    const scoped = body.replace(/id="background-gradient"/g, `id="bg-${index}"`).replace(/url\(#background-gradient\)/g, `url(#bg-${index})`);
    const label = outlineText(fonts, { text: cell.label, fontId: "inter-600", fallbackFontIds: ["noto-sans-sc-400"], fontSize: 13, letterSpacing: 0 });
    return `<rect x="${x - 1}" y="${y - 1}" width="${options.cellWidth + 2}" height="${cellHeight + 2}" fill="#d0d0d0"/><svg x="${x}" y="${y}" width="${options.cellWidth}" height="${cellHeight}" viewBox="${viewBox}"><rect width="100%" height="100%" fill="#ffffff"/>${scoped}</svg><path transform="translate(${x} ${y + cellHeight + 18}) scale(${label.scale})" fill="#444444" d="${label.d}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f2f2f2"/>${parts.join("")}</svg>`;
}
