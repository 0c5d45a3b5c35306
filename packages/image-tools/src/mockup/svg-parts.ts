import type { Quad } from "./homography.js";

/** A scene-sized SVG document around a body (defs included in the body). */
export const svgDocument = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A quad as an SVG points list. */
export const points = (quad: Quad): string => quad.map(([x, y]) => `${x},${y}`).join(" ");

/** A soft drop shadow: the same shape, offset and blurred (the filter id must be defined once per document). */
export const blurFilter = (id: string, deviation: number): string =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
