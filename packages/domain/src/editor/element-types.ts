/** Spec 03 element type codes: logo 1, text 2, smart 4, bg 5, img 6, qrcode 7, icon 8, svg 10, cover 11, avatar 12, main 13. */
export const ELEMENT_TYPE_CODES = {
  logo: 1,
  text: 2,
  smart: 4,
  bg: 5,
  img: 6,
  qrcode: 7,
  icon: 8,
  svg: 10,
  cover: 11,
  avatar: 12,
  main: 13,
} as const;
export type ElementTypeName = keyof typeof ELEMENT_TYPE_CODES;
export type ElementTypeCode = (typeof ELEMENT_TYPE_CODES)[ElementTypeName];

/** What the mapping reads of a design document element (@studio/design): its type and role. */
export type ElementKind = { type: "text" | "icon" | "shape" | "image" | "qrcode" | "svg"; role: string };

/**
 * The spec's code of one of our elements. Our types are fewer than the spec's codes: an image's
 * role says whether it is the background (5), a cover (11), an avatar (12), the main picture (13) or
 * the logo (1); an SVG with the logo role is the logo (1); shapes are the spec's smart elements (4).
 */
export function elementTypeCode(element: ElementKind): ElementTypeCode {
  switch (element.type) {
    case "text":
      return ELEMENT_TYPE_CODES.text;
    case "icon":
      return ELEMENT_TYPE_CODES.icon;
    case "shape":
      return ELEMENT_TYPE_CODES.smart;
    case "qrcode":
      return ELEMENT_TYPE_CODES.qrcode;
    case "svg":
      return element.role === "logo" ? ELEMENT_TYPE_CODES.logo : ELEMENT_TYPE_CODES.svg;
    case "image":
      if (element.role === "background") return ELEMENT_TYPE_CODES.bg;
      if (element.role === "cover") return ELEMENT_TYPE_CODES.cover;
      if (element.role === "avatar") return ELEMENT_TYPE_CODES.avatar;
      if (element.role === "main") return ELEMENT_TYPE_CODES.main;
      if (element.role === "logo") return ELEMENT_TYPE_CODES.logo;
      return ELEMENT_TYPE_CODES.img;
  }
}

/** Spec 03 aspect layouts. */
export const LAYOUT_CODES = { horizontal: 1, vertical: 2, square: 3 } as const;
/** Spec 03 colour types. */
export const COLOR_TYPES = { unset: 0, order: 1, keep: 2, logo: 3 } as const;
/** Spec 03 text background styles (`font_bg_style`). */
export const TEXT_BACKGROUND_STYLES = [
  { id: 0, key: "normal" },
  { id: 1, key: "border" },
  { id: 2, key: "underline" },
  { id: 3, key: "stroke" },
  { id: 4, key: "shadow" },
] as const;

/** Spec 03 defaults: text size 72 and letter spacing 0; an icon 1.2 times the text height; shadow and stroke. */
export const EDITOR_DEFAULTS = {
  fontSize: 72,
  letterSpacing: 0,
  iconToTextHeight: 1.2,
  shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
  stroke: { width: 10, color: "#ffffff" },
} as const;

/** Spec 03 emoji sheet size for the text emoji picker. */
export const EMOJI_SHEET_SIZE = 64;
