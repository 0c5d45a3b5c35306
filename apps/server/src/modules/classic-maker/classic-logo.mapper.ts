import { randomUUID } from "node:crypto";
import { CLASSIC_LOGO_HEIGHT, CLASSIC_LOGO_WIDTH, type ClassicLogo, type LogoSymbol, type LogoTextItem } from "@studio/contracts";
import { fontFamilyById } from "@studio/assets";
import { elementBox, type DesignDocument, type FontProvider, type TextElement } from "@studio/design";
import { recipeOf, type ClassicDesign } from "@studio/logo-engine";
import { fontUrl } from "./fonts.service";
import { iconUrl } from "./symbols.service";

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

function textItem(element: TextElement, type: LogoTextItem["type"], document: DesignDocument, fonts: FontProvider): LogoTextItem {
  const entry = fontFamilyById(element.fontId);
  const box = elementBox(element, fonts);
  return {
    text: element.text,
    size: element.fontSize,
    letter_spacing: element.letterSpacing,
    angle: element.rotation,
    color: element.color,
    font_id: element.fontId,
    font_url: entry ? fontUrl(entry) : "",
    simplified: entry?.cjk ?? false,
    type,
    replaceWithIcon: type === "initial",
    ratioObj: {
      x: round(box.x / document.width),
      y: round(box.y / document.height),
      width: round(box.width / document.width),
      height: round(box.height / document.height),
    },
  };
}

/**
 * `index`, the layout family letter: f the logo inside an emblem, n a wordmark (no symbol), d the
 * symbol above the name, b the symbol beside it.
 */
export function layoutFamily(document: DesignDocument, hasSymbol: boolean): ClassicLogo["index"] {
  if (document.elements.some((element) => element.id === "emblem")) return "f";
  if (!hasSymbol) return "n";
  return document.layout.aspect === "vertical" ? "d" : "b";
}

/**
 * A design of the classic page (planClassicPage) as the classic maker's Logo entity (spec 03
 * section 3); its token is the design's select hash, so the same design has the same token.
 */
export function classicLogoOf(design: ClassicDesign, options: { fonts: FontProvider; page: number; siteSource: string; iconIndex: number }): ClassicLogo {
  const { document, svg, plan } = design;
  const texts = document.elements.filter((element): element is TextElement => element.type === "text");
  const icon = document.elements.find((element) => element.type === "icon");
  const initials = texts.find((element) => element.role === "initial");
  const container = document.elements.find((element) => element.type === "shape" && (element.id === "emblem" || element.id === "mark-container"));
  const symbol: LogoSymbol =
    icon?.type === "icon"
      ? { kind: "icon", key: `${icon.set}:${icon.iconId}` }
      : initials
        ? { kind: "letters", text: initials.text.slice(0, 2) }
        : design.mark.startsWith("abstract")
          ? { kind: "abstract" }
          : { kind: "none" };
  const palette = plan.palette;
  const paletteColors = [...new Set([palette.primary, palette.secondary, palette.accent, palette.text])];
  const background = document.background;
  const backgroundColor = background.type === "solid" ? background.color : background.type === "gradient" ? `${background.from},${background.to}` : "#ffffff";
  const gradient =
    background.type === "gradient"
      ? {
          color: [background.from, background.to] as [string, string],
          type: background.kind,
          angle: background.kind === "radial" ? ("radial" as const) : background.angle,
        }
      : null;
  const layoutId = design.family;
  const name = texts.find((element) => element.role === "name");
  const hasSymbol = symbol.kind !== "none";
  const iconColor = icon?.type === "icon" ? icon.color : (initials?.color ?? paletteColors[0] ?? "#111111");
  return {
    fa_id: null,
    user_id: 0,
    pay_time: null,
    logo_name: name?.text ?? "",
    slogan: texts.find((element) => element.role === "slogan")?.text ?? "",
    background_color: backgroundColor,
    background_gradient: gradient,
    gradient: null,
    mono: document.mono,
    font: {
      name: texts.filter((element) => element.role === "name").map((element) => textItem(element, "name", document, options.fonts)),
      slogan: texts.filter((element) => element.role === "slogan").map((element) => textItem(element, "slogan", document, options.fonts)),
      initial: initials ? [textItem(initials, "initial", document, options.fonts)] : [],
    },
    icon_normal: {
      color: iconColor,
      colors_list: paletteColors,
      url: icon?.type === "icon" ? iconUrl({ set: icon.set, id: icon.iconId }) : "",
      position: !hasSymbol
        ? "none"
        : document.elements.some((element) => element.id === "emblem")
          ? "inside"
          : document.layout.aspect === "vertical"
            ? "top"
            : "left",
      width_height_rate: icon?.type === "icon" ? round(icon.width / icon.height) : 1,
      layout: layoutId,
    },
    icon_container: {
      color: container?.type === "shape" && container.fill !== "none" ? container.fill : "#ffffff",
      mode: container?.type === "shape" ? container.shape : "none",
      url: "",
    },
    name_icon: { list: initials ? [{ text: initials.text.slice(0, 2), color: initials.color }] : [] },
    colors_list: paletteColors,
    symbol,
    index: layoutFamily(document, hasSymbol),
    type: plan.style,
    icon_index: options.iconIndex,
    preselect: false,
    name_caps: Boolean(name && /\p{Lu}/u.test(name.text) && name.text === name.text.toUpperCase()),
    layoutId,
    token: design.hash,
    like: false,
    is_saved: false,
    is_update: false,
    is_bought: false,
    is_featured: false,
    site_source: options.siteSource,
    page: options.page,
    uuid: randomUUID(),
    width: document.width || CLASSIC_LOGO_WIDTH,
    height: document.height || CLASSIC_LOGO_HEIGHT,
    svg,
    design: document,
    recipe: recipeOf(design),
  };
}
