import { DESIGN_DOCUMENT_VERSION, parseDesignDocument, type DesignDocument, type DesignElement } from "@studio/design";
import { CANVAS_PRESETS, type CanvasPreset } from "./canvas-presets";

/** Share of the post's shorter side the logo's canvas takes: room around it, as the social templates leave. */
export const LOGO_SHARE = 0.7;

/** The presets a logo can become (posters and social images; business cards are made from their own templates). */
export const POST_PRESETS: readonly CanvasPreset[] = CANVAS_PRESETS.filter((preset) => preset.workKind === "design");

const scaled = (value: number, factor: number) => Math.round(value * factor * 100) / 100;

/** One element of the logo moved into the post and scaled by `factor` (its sizes, outlines, corners and shadow alike). */
function placeElement(element: DesignElement, factor: number, at: (x: number, y: number) => { x: number; y: number }): DesignElement {
  const shadow = element.shadow
    ? { ...element.shadow, blur: scaled(element.shadow.blur, factor), x: scaled(element.shadow.x, factor), y: scaled(element.shadow.y, factor) }
    : null;
  const base = { ...at(element.x, element.y), shadow };
  switch (element.type) {
    case "text":
      return {
        ...element,
        ...base,
        fontSize: scaled(element.fontSize, factor),
        letterSpacing: scaled(element.letterSpacing, factor),
        stroke: element.stroke ? { ...element.stroke, width: scaled(element.stroke.width, factor) } : null,
      };
    case "qrcode":
      return { ...element, ...base, size: scaled(element.size, factor) };
    case "shape":
      return {
        ...element,
        ...base,
        width: scaled(element.width, factor),
        height: scaled(element.height, factor),
        strokeWidth: scaled(element.strokeWidth, factor),
        radius: { ...element.radius, value: scaled(element.radius.value, factor) },
      };
    case "image":
      return {
        ...element,
        ...base,
        width: scaled(element.width, factor),
        height: scaled(element.height, factor),
        radius: { ...element.radius, value: scaled(element.radius.value, factor) },
        border: element.border ? { ...element.border, width: Math.min(500, scaled(element.border.width, factor)) } : null,
      };
    // An icon's line width is in its own viewBox units: scaling its box scales the line.
    case "icon":
    case "svg":
      return { ...element, ...base, width: scaled(element.width, factor), height: scaled(element.height, factor) };
  }
}

/**
 * A poster or social image made from a logo's design: the preset's canvas with the whole logo
 * (name, slogan, icon, its colours and fonts) scaled to LOGO_SHARE of the shorter side and
 * centred, on the logo's background (white when the logo has none). The logo's own design is not
 * changed: this is a new document.
 */
export function logoToDesign(logo: DesignDocument, preset: CanvasPreset): DesignDocument {
  const { width, height } = preset;
  const factor = Math.min((width * LOGO_SHARE) / logo.width, (height * LOGO_SHARE) / logo.height);
  const at = (x: number, y: number) => ({ x: scaled(x - logo.width / 2, factor) + width / 2, y: scaled(y - logo.height / 2, factor) + height / 2 });
  return parseDesignDocument({
    version: DESIGN_DOCUMENT_VERSION,
    kind: preset.documentKind,
    width,
    height,
    background: logo.background.type === "transparent" ? { type: "solid", color: "#ffffff" } : logo.background,
    mono: logo.mono,
    monoColor: logo.monoColor,
    layout: { aspect: width > height ? "horizontal" : width < height ? "vertical" : "square" },
    elements: logo.elements.map((element) => placeElement(element, factor, at)),
  });
}
