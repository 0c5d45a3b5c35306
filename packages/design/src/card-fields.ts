import type { CardField, DesignDocument, DesignElement, IconElement, ImageElement, QrCodeElement, TextElement } from "./design-document.schema.js";

/** The card fields that hold words (every field but `Logo`); `code` is the QR code's content. */
export type CardTextField = Exclude<CardField, "Logo">;

/** The user's logo for a card's `Logo` element: its symbol (an icon element), or a picture (an /oss/ path or data URL). */
export type CardLogo = { icon: IconElement } | { src: string };

/**
 * What a card is filled with. A field left out keeps the template's own content; an empty (or
 * blank) string hides the field's elements, since a card without a fax or a web site should not
 * print the template's sample words.
 */
export type CardFieldValues = Partial<Record<CardTextField, string>> & { Logo?: CardLogo };

export type CardFillOptions = {
  /** A CJK face put behind a text's own faces when its new words hold Chinese (glyph-by-glyph fallback). */
  cjkFontId?: string | undefined;
};

/** The most a QR code holds (QrCodeElementSchema: version 40 at level L). */
export const CARD_CODE_MAX = 2000;

const HAS_CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The card fields a document's elements are marked with, in document order, each once. */
export function cardFieldsOf(document: DesignDocument): CardField[] {
  const seen = new Set<CardField>();
  for (const element of document.elements) if (element.field) seen.add(element.field);
  return [...seen];
}

function filledText(element: TextElement, text: string, options: CardFillOptions): TextElement {
  const cjk = options.cjkFontId;
  const fallbackFontIds =
    cjk && HAS_CJK.test(text) && element.fontId !== cjk && !element.fallbackFontIds.includes(cjk) ? [...element.fallbackFontIds, cjk] : element.fallbackFontIds;
  return { ...element, text, fallbackFontIds, hidden: false };
}

/** The logo's symbol in the placeholder's box: same centre, fitted inside, the placeholder's id and layer facts. */
function placedIcon(placeholder: DesignElement & { width: number; height: number }, icon: IconElement): IconElement {
  const scale = Math.min(placeholder.width / icon.width, placeholder.height / icon.height);
  return {
    ...icon,
    id: placeholder.id,
    role: placeholder.role,
    name: placeholder.name,
    field: placeholder.field,
    x: placeholder.x,
    y: placeholder.y,
    rotation: placeholder.rotation,
    opacity: placeholder.opacity,
    locked: placeholder.locked,
    hidden: false,
    groupId: placeholder.groupId,
    shadow: placeholder.shadow,
    blend: placeholder.blend,
    width: icon.width * scale,
    height: icon.height * scale,
  };
}

function filledLogo(element: DesignElement, logo: CardLogo): DesignElement {
  if ("icon" in logo) return "width" in element ? placedIcon(element, logo.icon) : element;
  if (element.type === "image") return { ...element, src: logo.src, crop: null, hidden: false } satisfies ImageElement;
  if (element.type === "icon" || element.type === "shape" || element.type === "svg") {
    const { id, role, name, field, x, y, rotation, opacity, locked, groupId, shadow, blend, width, height } = element;
    return {
      id,
      role,
      name,
      field,
      x,
      y,
      rotation,
      opacity,
      locked,
      hidden: false,
      groupId,
      shadow,
      blend,
      type: "image",
      src: logo.src,
      width,
      height,
      crop: null,
      filter: 0,
      radius: { enabled: false, circle: false, value: 0 },
      border: null,
    };
  }
  return element;
}

function filledCode(element: QrCodeElement, text: string): QrCodeElement {
  return { ...element, text: text.slice(0, CARD_CODE_MAX), hidden: false };
}

/**
 * A card template's document with the card's own words, logo and code (spec 03 business-card
 * fields; the bizcard form and bulk fill both fill through here). Elements marked with `field`:
 * a text takes the field's words (lines split on "\n"), the `code` QR code its content, the `Logo`
 * element becomes the user's logo (an icon fitted into its box, or a picture in its box); an empty
 * value hides the element. Unmarked elements, and fields not given, are left as they are. Pure.
 */
export function fillCardFields(document: DesignDocument, values: CardFieldValues, options: CardFillOptions = {}): DesignDocument {
  const elements = document.elements.map((element): DesignElement => {
    const field = element.field;
    if (!field) return element;
    if (field === "Logo") return values.Logo ? filledLogo(element, values.Logo) : element;
    const value = values[field];
    if (value === undefined) return element;
    const words = value.replace(/\r\n?/g, "\n").trim();
    if (!words) return { ...element, hidden: true };
    if (element.type === "text") return filledText(element, words, options);
    if (element.type === "qrcode") return filledCode(element, words);
    return element;
  });
  return { ...document, elements };
}
