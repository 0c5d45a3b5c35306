import { DESIGN_DOCUMENT_VERSION, parseDesignDocument, type Crop, type DesignDocument } from "@studio/design";
import { textFaces } from "../tools/element-factory";
import type { DesignQuery } from "./design-query";
import { DEFAULT_PRESET, presetByKey, type CanvasPreset } from "./canvas-presets";

export type PictureSize = { width: number; height: number };
/** The natural sizes of the query's pictures, when the page could read them (src -> size). */
export type PictureSizes = ReadonlyMap<string, PictureSize>;

/** A new picture's share of the canvas's shorter side: the main element, the logo. */
const MAIN_SHARE = 0.5;
const LOGO_SHARE = 0.22;

/**
 * Spec 03: an image whose box has ratio 1 and is not a circle is resized to its picture's natural
 * aspect, its longer side keeping the box's side. Any other box, or an unknown size, stays.
 */
export function naturalBox(box: PictureSize, natural: PictureSize | undefined, circular: boolean): PictureSize {
  if (!natural || circular || natural.width <= 0 || natural.height <= 0 || Math.abs(box.width - box.height) > 0.5) return box;
  const side = box.width;
  return natural.width >= natural.height
    ? { width: side, height: Math.max(1, Math.round((side * natural.height) / natural.width)) }
    : { width: Math.max(1, Math.round((side * natural.width) / natural.height)), height: side };
}

/** The centred part of a picture that covers a box without stretching (null: all of it, the size unknown). */
export function coverCrop(box: PictureSize, natural: PictureSize | undefined): Crop | null {
  if (!natural || natural.width <= 0 || natural.height <= 0) return null;
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  // Whole ten-thousandths: no 0.49999999999999994 in a saved document.
  const r = (value: number) => Math.round(value * 10000) / 10000;
  const width = r(Math.min(1, box.width / scale / natural.width));
  const height = r(Math.min(1, box.height / scale / natural.height));
  return width >= 0.999 && height >= 0.999 ? null : { x: r((1 - width) / 2), y: r((1 - height) / 2), width, height };
}

/**
 * A new design from the query (docs/editor.md, "Page and paths"): the preset's canvas and
 * background; a round canvas (canvasShape) as a circle of the background colour on a transparent
 * page; the picture `img` covering the canvas; the logo picture (logoimg, else monologo) at the top;
 * the main picture (main) in the middle; the name (t1) and slogan (t2) in the text colours. What is
 * not given is left out (no placeholder words or pictures).
 */
export function newDocumentFromQuery(query: DesignQuery, sizes: PictureSizes = new Map()): { document: DesignDocument; preset: CanvasPreset } {
  const preset = presetByKey(query.type) ?? DEFAULT_PRESET;
  const { width, height } = preset;
  const short = Math.min(width, height);
  const round = query.canvasShape === "round";
  const color = query.color ?? query.colors[0] ?? "#111111";
  const background = query.background ?? "#ffffff";
  const nameSize = Math.round(short / 8);
  const sloganSize = Math.round(nameSize / 2.4);
  const elements: Record<string, unknown>[] = [];
  const picture = (id: string, role: string, src: string, box: PictureSize, y: number, extra: Record<string, unknown> = {}) => ({
    id,
    role,
    type: "image",
    src,
    x: width / 2,
    y,
    ...box,
    ...extra,
  });
  if (round) {
    // The round canvas: everything else is drawn inside this circle's area, the page around it stays transparent.
    elements.push({
      id: "canvas-shape",
      role: "background",
      type: "shape",
      shape: "circle",
      fill: background,
      x: width / 2,
      y: height / 2,
      width: short,
      height: short,
      locked: true,
    });
  }
  if (query.img) {
    const box = round ? { width: short, height: short } : { width, height };
    const radius = round ? { enabled: true, circle: true, value: 0 } : undefined;
    elements.push(picture("img", "image", query.img, box, height / 2, { crop: coverCrop(box, sizes.get(query.img)), ...(radius ? { radius } : {}) }));
  }
  const logo = query.logoimg ?? query.monologo;
  const logoSide = Math.round(short * LOGO_SHARE);
  const top = round ? height / 2 - short / 2 : 0;
  if (logo) {
    const box = naturalBox({ width: logoSide, height: logoSide }, sizes.get(logo), false);
    elements.push(picture("logo", "logo", logo, box, top + short * 0.08 + logoSide / 2));
  }
  // With a main picture the texts move under it; without, they sit in the middle as before.
  const mainSide = Math.round(short * MAIN_SHARE);
  const textCentre = query.main ? height / 2 + mainSide / 2 + nameSize * 0.2 : height / 2;
  if (query.main) {
    const box = naturalBox({ width: mainSide, height: mainSide }, sizes.get(query.main), false);
    elements.push(picture("main", "main", query.main, box, height / 2 - (query.t1 || query.t2 ? nameSize * 0.6 : 0)));
  }
  if (query.t1) {
    elements.push({
      id: "name",
      role: "name",
      type: "text",
      x: width / 2,
      y: textCentre - (query.t2 ? sloganSize : 0),
      text: query.t1,
      // Chinese words get a Chinese face (and a Latin face the Chinese fallback), as the add-text tool does.
      ...textFaces(query.t1),
      fontSize: nameSize,
      color,
    });
  }
  if (query.t2) {
    elements.push({
      id: "slogan",
      role: "slogan",
      type: "text",
      x: width / 2,
      y: textCentre + nameSize * 0.75,
      text: query.t2,
      ...textFaces(query.t2),
      fontSize: sloganSize,
      color: query.colors[1] ?? color,
    });
  }
  const document = parseDesignDocument({
    version: DESIGN_DOCUMENT_VERSION,
    kind: preset.documentKind,
    width,
    height,
    background: round ? { type: "transparent" } : { type: "solid", color: background },
    layout: { aspect: width > height ? "horizontal" : width < height ? "vertical" : "square" },
    elements,
  });
  return { document, preset };
}

/** The query's pictures whose natural size the page reads before building the document. */
export const queryPictures = (query: DesignQuery): string[] => [
  ...new Set([query.img, query.main, query.logoimg ?? query.monologo].filter((src): src is string => src !== null)),
];
