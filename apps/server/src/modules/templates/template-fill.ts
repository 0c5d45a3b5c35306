import { FONT_FAMILIES } from "@studio/assets";
import type { DesignDocument, DesignElement, IconElement, TextElement } from "@studio/design";

/** What a new design is filled with: the user's name and slogan, colours, and their logo's symbol and name face. */
export type TemplateFill = {
  name?: string | undefined;
  slogan?: string | undefined;
  /** The user's main colour, then a second one (#rrggbb). */
  colors: readonly string[];
  /** The logo's symbol (its first icon), drawn in the template's logo placeholder. */
  icon?: IconElement | undefined;
  /** The face of the logo's name, for the template's name text. */
  nameFontId?: string | undefined;
};

/** The Chinese face put behind Chinese words. */
export const CJK_FONT = FONT_FAMILIES.find((font) => font.cjk)?.id;
const HAS_CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The template's own colours, which the user's replace: its name's colour is the main one and its
 * slogan's the second (built-in templates paint their accents in these; an admin's work is read the
 * same way). A business card's front has no slogan: its job title (field `title`) gives the second.
 * docs/templates.md, docs/bizcard.md.
 */
export type TemplatePalette = { primary: string | null; secondary: string | null };
export function templatePalette(document: DesignDocument): TemplatePalette {
  const colourOf = (role: string) =>
    document.elements.find((element): element is TextElement => element.type === "text" && element.role === role)?.color ?? null;
  const titleColour = document.elements.find((element): element is TextElement => element.type === "text" && element.field === "title")?.color ?? null;
  const primary = colourOf("name");
  const secondary = colourOf("slogan") ?? titleColour;
  return { primary, secondary: secondary === primary ? null : secondary };
}

/** The facts of a saved logo's design a template takes: name, slogan, symbol, name face and colours. */
export function logoFill(logo: DesignDocument): TemplateFill {
  const text = (role: string) => logo.elements.find((element): element is TextElement => element.type === "text" && element.role === role);
  const icon = logo.elements.find((element): element is IconElement => element.type === "icon");
  const name = text("name") ?? text("initial");
  const slogan = text("slogan");
  const colors = [icon?.color, name?.color, slogan?.color].filter((value): value is string => typeof value === "string");
  return { name: name?.text, slogan: slogan?.text, colors: [...new Set(colors)], icon, nameFontId: name?.fontId };
}

/** A text's words with a Chinese face behind its own when they hold Chinese (glyph-by-glyph fallback). */
function withText(element: TextElement, text: string, fontId?: string): TextElement {
  const face = fontId ?? element.fontId;
  const fallbacks =
    HAS_CJK.test(text) && CJK_FONT && face !== CJK_FONT && !element.fallbackFontIds.includes(CJK_FONT)
      ? [...element.fallbackFontIds, CJK_FONT]
      : element.fallbackFontIds;
  return { ...element, text, fontId: face, fallbackFontIds: fallbacks };
}

/** The logo's symbol in the placeholder's box: same centre, fitted inside, the placeholder's id and layer facts. */
function placedIcon(placeholder: IconElement, icon: IconElement): IconElement {
  const scale = Math.min(placeholder.width / icon.width, placeholder.height / icon.height);
  return {
    ...icon,
    id: placeholder.id,
    role: placeholder.role,
    field: placeholder.field,
    x: placeholder.x,
    y: placeholder.y,
    rotation: placeholder.rotation,
    width: icon.width * scale,
    height: icon.height * scale,
    locked: placeholder.locked,
    hidden: placeholder.hidden,
    groupId: placeholder.groupId,
    shadow: placeholder.shadow,
    opacity: placeholder.opacity,
  };
}

/**
 * A template's document made the user's: the name and slogan texts (roles `name`, `slogan`) say the
 * user's words, the logo placeholder (an icon of role `logo` or `icon`) becomes the logo's symbol,
 * and every paint in the template's main or second colour takes the user's. Nothing else moves.
 * `palette` is the template's colours (a card's back is recoloured with its front's).
 */
export function fillTemplate(document: DesignDocument, fill: TemplateFill, palette: TemplatePalette = templatePalette(document)): DesignDocument {
  const swaps = new Map<string, string>();
  if (palette.primary && fill.colors[0]) swaps.set(palette.primary, fill.colors[0]);
  if (palette.secondary && fill.colors[1]) swaps.set(palette.secondary, fill.colors[1]);
  const paint = (colour: string): string => swaps.get(colour) ?? colour;
  const gradient = <T extends { from: string; to: string } | null>(value: T): T => (value ? { ...value, from: paint(value.from), to: paint(value.to) } : value);

  const elements = document.elements.map((element): DesignElement => {
    switch (element.type) {
      case "text": {
        const recoloured = { ...element, color: paint(element.color), gradient: gradient(element.gradient) };
        if (element.role === "name" && fill.name) return withText(recoloured, fill.name, fill.nameFontId);
        if (element.role === "slogan" && fill.slogan) return withText(recoloured, fill.slogan);
        return recoloured;
      }
      case "icon": {
        if (fill.icon && (element.role === "logo" || element.role === "icon")) return placedIcon(element, fill.icon);
        return { ...element, color: paint(element.color), gradient: gradient(element.gradient) };
      }
      case "shape":
        return {
          ...element,
          fill: element.fill === "none" ? "none" : paint(element.fill),
          stroke: element.stroke === "none" ? "none" : paint(element.stroke),
          gradient: gradient(element.gradient),
        };
      case "qrcode":
        return { ...element, color: paint(element.color) };
      default:
        return element;
    }
  });
  const background =
    document.background.type === "solid"
      ? { ...document.background, color: paint(document.background.color) }
      : document.background.type === "gradient"
        ? gradient(document.background)
        : document.background;
  return { ...document, background, elements };
}
