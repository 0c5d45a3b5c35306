import type { CardField, DesignDocument, DesignElement, IconElement, ImageElement, QrCodeElement, TextElement } from "./design-document.schema.js";

/** The card fields that hold words (every field but `Logo`); `code` is the QR code's content. */
export type CardTextField = Exclude<CardField, "Logo">;

/**
 * The user's logo for a card's `Logo` element: its symbol (an icon element), a picture (an /oss/ path
 * or data URL), or its whole design (symbol, name and slogan in their faces), laid in as the logo's own
 * elements so they stay editable.
 */
export type CardLogo = { icon: IconElement } | { src: string } | { design: DesignDocument };

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

type Box = { x: number; y: number; width: number; height: number };

/** An element's box without fonts: a text's is estimated from its size and longest line (a placement hint, not ink). */
function roughBox(element: DesignElement): Box {
  if (element.type === "text") {
    const lines = element.text.split("\n");
    const width = Math.max(...lines.map((line) => [...line].length)) * element.fontSize * 0.6;
    const height = lines.length * element.fontSize * element.lineHeight;
    return { x: element.x - width / 2, y: element.y - height / 2, width, height };
  }
  const side = element.type === "qrcode" ? { width: element.size, height: element.size } : { width: element.width, height: element.height };
  return { x: element.x - side.width / 2, y: element.y - side.height / 2, ...side };
}

function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Scales an element about the origin by `s`, then moves it by (dx, dy): its place, size and the lengths drawn with it. */
function scaled(element: DesignElement, s: number, dx: number, dy: number): DesignElement {
  const base = {
    ...element,
    x: element.x * s + dx,
    y: element.y * s + dy,
    shadow: element.shadow ? { ...element.shadow, blur: element.shadow.blur * s, x: element.shadow.x * s, y: element.shadow.y * s } : null,
  };
  switch (base.type) {
    case "text":
      return {
        ...base,
        fontSize: base.fontSize * s,
        letterSpacing: base.letterSpacing * s,
        stroke: base.stroke ? { ...base.stroke, width: base.stroke.width * s } : null,
      };
    case "qrcode":
      return { ...base, size: base.size * s };
    case "shape":
      return {
        ...base,
        width: base.width * s,
        height: base.height * s,
        strokeWidth: base.strokeWidth * s,
        radius: { ...base.radius, value: base.radius.value * s },
      };
    case "image":
      return {
        ...base,
        width: base.width * s,
        height: base.height * s,
        radius: { ...base.radius, value: base.radius.value * s },
        border: base.border ? { ...base.border, width: base.border.width * s } : null,
      };
    default:
      return { ...base, width: base.width * s, height: base.height * s };
  }
}

/** The group a placed logo's elements share: what a later fill replaces as one. */
const LOGO_GROUP = /^card-logo(-[a-z0-9-]*)?$/;

/**
 * The logo's design laid into `box`: its canvas fitted inside and centred, each visible element scaled
 * with it, marked `Logo` in one group (ids prefixed, so they never clash with the card's). The logo's
 * own background is left out: the card has its own.
 */
function placedDesign(logo: DesignDocument, box: Box, placeholder: DesignElement): DesignElement[] {
  const s = Math.min(box.width / logo.width, box.height / logo.height);
  const dx = box.x + (box.width - logo.width * s) / 2;
  const dy = box.y + (box.height - logo.height * s) / 2;
  const group = `card-logo-${placeholder.id}`.slice(0, 64);
  return logo.elements
    .filter((element) => !element.hidden)
    .map((element) => ({
      ...scaled(element, s, dx, dy),
      id: `${group}-${element.id}`.slice(0, 120),
      groupId: group,
      field: "Logo" as const,
      locked: placeholder.locked,
      opacity: element.opacity * placeholder.opacity,
    }));
}

function filledLogo(element: DesignElement, logo: CardLogo): DesignElement {
  if ("design" in logo) return element;
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
  const logo = values.Logo;
  const filled = logo && "design" in logo ? withDesignLogo(document, logo.design) : document;
  const elements = filled.elements.map((element): DesignElement => {
    const field = element.field;
    if (!field) return element;
    if (field === "Logo") return logo ? filledLogo(element, logo) : element;
    const value = values[field];
    if (value === undefined) return element;
    const words = value.replace(/\r\n?/g, "\n").trim();
    if (!words) return { ...element, hidden: true };
    if (element.type === "text") return filledText(element, words, options);
    if (element.type === "qrcode") return filledCode(element, words);
    return element;
  });
  return { ...filled, elements };
}

/**
 * Each `Logo` placeholder (an element marked Logo, or the elements of a logo placed before, which
 * share a `card-logo-*` group) gives way to the logo's design, in the box it took, at its place in
 * the layers.
 */
function withDesignLogo(document: DesignDocument, design: DesignDocument): DesignDocument {
  const unitOf = (element: DesignElement): string => (element.groupId && LOGO_GROUP.test(element.groupId) ? element.groupId : `element:${element.id}`);
  const units = new Map<string, DesignElement[]>();
  for (const element of document.elements) {
    if (element.field !== "Logo") continue;
    const key = unitOf(element);
    units.set(key, [...(units.get(key) ?? []), element]);
  }
  const elements = document.elements.flatMap((element): DesignElement[] => {
    if (element.field !== "Logo") return [element];
    const unit = units.get(unitOf(element)) ?? [element];
    if (unit[0] !== element) return [];
    return placedDesign(design, union(unit.map(roughBox)), unit.length === 1 ? element : { ...element, id: unitOf(element).replace(/^card-logo-/, "") });
  });
  return { ...document, elements };
}
