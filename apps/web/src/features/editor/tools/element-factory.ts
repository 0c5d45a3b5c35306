import { FONT_FAMILIES } from "@studio/assets";
import {
  IconElementSchema,
  QrCodeElementSchema,
  ShapeElementSchema,
  TextElementSchema,
  type IconElement,
  type QrCodeElement,
  type ShapeElement,
  type ShapeKind,
  type TextElement,
} from "@studio/design";
import { EDITOR_DEFAULTS } from "../panels/editor-defaults";
import type { IconChoice } from "./IconSearch";

/** Where a new element's centre goes: the canvas centre when the editor says, else the origin. */
export type Placement = { x: number; y: number };

/** A fresh kebab-case id (the document's ids are SVG ids). */
export function newElementId(prefix: string): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, "").slice(0, 12);
  return `${prefix}-${random}`;
}

/** The Chinese fallback lets Chinese typed into a Latin font still draw (glyph by glyph). */
const CJK_FALLBACK = FONT_FAMILIES.find((font) => font.cjk)?.id;
const LATIN_DEFAULT = FONT_FAMILIES.find((font) => !font.cjk)?.id ?? "inter-600";

/** The face a new text starts in (a Chinese one for Chinese words) and the Chinese fallback behind a Latin face. */
export function textFaces(text: string, fontId?: string): { fontId: string; fallbackFontIds: string[] } {
  const face = fontId ?? (/[\u3400-\u9fff]/.test(text) && CJK_FALLBACK ? CJK_FALLBACK : LATIN_DEFAULT);
  return { fontId: face, fallbackFontIds: CJK_FALLBACK && CJK_FALLBACK !== face ? [CJK_FALLBACK] : [] };
}

export function newTextElement(fields: { text: string; center?: Placement; fontId?: string; color?: string }): TextElement {
  const { fontId, fallbackFontIds } = textFaces(fields.text, fields.fontId);
  return TextElementSchema.parse({
    id: newElementId("text"),
    role: "text",
    type: "text",
    x: fields.center?.x ?? 0,
    y: fields.center?.y ?? 0,
    text: fields.text,
    fontId,
    fallbackFontIds,
    fontSize: EDITOR_DEFAULTS.fontSize,
    letterSpacing: EDITOR_DEFAULTS.letterSpacing,
    color: fields.color ?? "#111111",
  });
}

export function newShapeElement(shape: Exclude<ShapeKind, "paths">, center?: Placement): ShapeElement {
  return ShapeElementSchema.parse({
    id: newElementId("shape"),
    role: "decoration",
    type: "shape",
    x: center?.x ?? 0,
    y: center?.y ?? 0,
    shape,
    fill: "#4f46e5",
    width: 240,
    height: 240,
  });
}

export function newIconElement(icon: IconChoice, center?: Placement): IconElement {
  return IconElementSchema.parse({
    id: newElementId("icon"),
    role: "icon",
    type: "icon",
    name: icon.name,
    x: center?.x ?? 0,
    y: center?.y ?? 0,
    set: icon.set,
    iconId: icon.iconId,
    viewBox: icon.viewBox,
    nodes: icon.nodes,
    paint: icon.paint,
    color: "#111111",
    width: 240,
    height: 240,
  });
}

export function newQrCodeElement(fields: { text: string; center?: Placement; errorCorrection?: QrCodeElement["errorCorrection"] }): QrCodeElement {
  return QrCodeElementSchema.parse({
    id: newElementId("qrcode"),
    role: "qrcode",
    type: "qrcode",
    x: fields.center?.x ?? 0,
    y: fields.center?.y ?? 0,
    text: fields.text,
    size: 320,
    errorCorrection: fields.errorCorrection ?? "M",
  });
}
