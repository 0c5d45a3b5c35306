import { canvasPreset } from "@studio/domain";
import { CARD_SAFE_MARGIN_MM, cardPxPerMm, DESIGN_DOCUMENT_VERSION, parseDesignDocument, type CardField, type DesignDocument } from "@studio/design";
import type { BuiltinTemplate, IconSource } from "./builtin-templates";

/**
 * Business-card templates (issue 22; docs/bizcard.md): front and back of spec 03's 2000 x 1222 card
 * and its 1222 x 2000 portrait. Every element a user fills is marked with its card field; the company
 * is the text of role `name` (the logo's name goes there) in the main colour and the job title in the
 * second, so template-fill reads the front's palette and recolours both sides with the user's colours
 * (the back's slogan, role `slogan`, takes the logo's slogan).
 * The Logo placeholder is an icon of role `logo`: the user's logo replaces it. All words stay inside
 * the safe area (3 mm inside the trim).
 */

type Palette = { primary: string; secondary: string; ink: string; paper: string };
type Style = "band" | "centred" | "split";
type CardRecipe = { key: string; name: string; portrait: boolean; style: Style; palette: Palette; font: string; icon: string; pro: boolean };

const CJK = "noto-sans-sc-700";
const BODY = "inter-600";
/** 4 mm at 22.2 px per mm: more than the print PDF's 3 mm bleed. */
const BLEED = 90;

const RECIPES: readonly CardRecipe[] = [
  {
    key: "card-band-navy",
    name: "Navy band",
    portrait: false,
    style: "band",
    palette: { primary: "#1d3557", secondary: "#457b9d", ink: "#1f2933", paper: "#ffffff" },
    font: "montserrat-700",
    icon: "lucide:star",
    pro: false,
  },
  {
    key: "card-centred-forest",
    name: "Forest centred",
    portrait: false,
    style: "centred",
    palette: { primary: "#1b4332", secondary: "#74c69d", ink: "#1b4332", paper: "#f8f5ee" },
    font: "playfair-display-700",
    icon: "lucide:leaf",
    pro: false,
  },
  {
    key: "card-split-coral",
    name: "Coral split",
    portrait: false,
    style: "split",
    palette: { primary: "#e4572e", secondary: "#f3a712", ink: "#29335c", paper: "#ffffff" },
    font: "poppins-600",
    icon: "lucide:sparkles",
    pro: true,
  },
  {
    key: "card-portrait-band-plum",
    name: "Plum tall",
    portrait: true,
    style: "band",
    palette: { primary: "#6d597a", secondary: "#b56576", ink: "#355070", paper: "#fdf6ec" },
    font: "lora-600",
    icon: "lucide:heart",
    pro: false,
  },
  {
    key: "card-portrait-centred-ocean",
    name: "Ocean tall",
    portrait: true,
    style: "centred",
    palette: { primary: "#0077b6", secondary: "#00b4d8", ink: "#023e8a", paper: "#ffffff" },
    font: "dm-sans-700",
    icon: "lucide:rocket",
    pro: false,
  },
  {
    key: "card-portrait-split-gold",
    name: "Gold tall",
    portrait: true,
    style: "split",
    palette: { primary: "#b08d57", secondary: "#d4af37", ink: "#2b2118", paper: "#fffaf0" },
    font: "playfair-display-700",
    icon: "lucide:crown",
    pro: true,
  },
];

/** A text element marked with a card field (or none for the slogan), in the template's face or the body face. */
function field(
  id: string,
  role: "name" | "slogan" | "text",
  card: CardField | null,
  words: string,
  at: { x: number; y: number; size: number; align?: string },
  color: string,
  font: string,
) {
  return {
    id,
    role,
    type: "text",
    ...(card ? { field: card } : {}),
    name: card ?? role,
    text: words,
    fontId: font,
    fallbackFontIds: [CJK],
    fontSize: Math.round(at.size),
    align: at.align ?? "center",
    color,
    x: at.x,
    y: at.y,
  };
}

function logoPlaceholder(recipe: CardRecipe, icon: ReturnType<IconSource>, x: number, y: number, side: number, color: string) {
  if (!icon) return [];
  return [
    {
      id: "logo",
      role: "logo",
      type: "icon",
      field: "Logo",
      name: "Logo",
      set: icon.set,
      iconId: icon.id,
      viewBox: [0, 0, 24, 24],
      nodes: icon.nodes.map((node) => ({ tag: node.tag, attrs: { ...node.attrs } })),
      paint: "stroke",
      strokeWidth: 2,
      color,
      x,
      y,
      width: side,
      height: side,
    },
  ];
}

const shape = (id: string, kind: string, x: number, y: number, width: number, height: number, fields: Record<string, unknown>) => ({
  id,
  role: "decoration",
  type: "shape",
  shape: kind,
  x,
  y,
  width,
  height,
  ...fields,
});

/** The contact lines (phone, email, web, address) stacked from `top`, `step` apart. */
function contacts(x: number, top: number, step: number, size: number, color: string, align: string) {
  const lines: [CardField, string][] = [
    ["phone", "+1 555 0100"],
    ["email", "hello@example.com"],
    ["web", "www.example.com"],
    ["address", "1 Market Street, City"],
  ];
  return lines.map(([card, words], index) => field(card, "text", card, words, { x, y: top + index * step, size, align }, color, BODY));
}

function front(recipe: CardRecipe, width: number, height: number, icon: ReturnType<IconSource>): Record<string, unknown>[] {
  const { primary, secondary, ink } = recipe.palette;
  const unit = Math.min(width, height);
  const name = (x: number, y: number, align = "center") => [
    field("person", "text", "name", "Your Name", { x, y, size: unit * 0.08, align }, ink, recipe.font),
    field("job", "text", "title", "Job Title", { x, y: y + unit * 0.085, size: unit * 0.045, align }, secondary, BODY),
  ];
  const company = (x: number, y: number, size: number) => field("company", "name", "company", "Company", { x, y, size }, primary, recipe.font);
  if (recipe.style === "band") {
    const band = recipe.portrait ? height * 0.3 : width * 0.3;
    // Shapes at the trim run BLEED past it, so a print PDF's bleed shows them, not the paper.
    const block = recipe.portrait
      ? shape("band", "square", width / 2, (band - BLEED) / 2, width + BLEED * 2, band + BLEED, { fill: primary })
      : shape("band", "square", (band - BLEED) / 2, height / 2, band + BLEED, height + BLEED * 2, { fill: primary });
    const logoAt = recipe.portrait ? { x: width / 2, y: band / 2 } : { x: band / 2, y: height / 2 };
    const textX = recipe.portrait ? width / 2 : band + (width - band) / 2;
    const top = recipe.portrait ? band + unit * 0.16 : height * 0.22;
    return [
      block,
      ...logoPlaceholder(recipe, icon, logoAt.x, logoAt.y, unit * 0.3, "#ffffff"),
      ...name(textX, top),
      company(textX, top + unit * 0.19, unit * 0.05),
      ...contacts(textX, top + unit * 0.32, unit * 0.062, unit * 0.036, ink, "center"),
    ];
  }
  if (recipe.style === "centred") {
    return [
      shape("rule", "rounded-square", width / 2, height * 0.5, width * 0.5, unit * 0.006, { fill: secondary }),
      ...logoPlaceholder(recipe, icon, width / 2, height * 0.16, unit * 0.16, primary),
      ...name(width / 2, height * 0.31),
      company(width / 2, height * 0.44, unit * 0.045),
      ...contacts(width / 2, height * 0.6, unit * 0.06, unit * 0.036, ink, "center"),
    ];
  }
  const left = recipe.portrait ? width / 2 : width * 0.36;
  return [
    shape("corner", "circle", width, 0, unit * 0.7, unit * 0.7, { fill: secondary, opacity: 0.25 }),
    shape("foot", "square", width / 2, height - unit * 0.025 + BLEED / 2, width + BLEED * 2, unit * 0.05 + BLEED, {
      gradient: { kind: "linear", angle: 0, from: primary, to: secondary },
      fill: primary,
    }),
    ...logoPlaceholder(recipe, icon, recipe.portrait ? width / 2 : width * 0.78, recipe.portrait ? height * 0.2 : height * 0.38, unit * 0.26, primary),
    ...name(left, recipe.portrait ? height * 0.4 : height * 0.24),
    company(left, recipe.portrait ? height * 0.5 : height * 0.43, unit * 0.045),
    ...contacts(left, recipe.portrait ? height * 0.6 : height * 0.58, unit * 0.06, unit * 0.036, ink, "center"),
  ];
}

function back(recipe: CardRecipe, width: number, height: number, icon: ReturnType<IconSource>): Record<string, unknown>[] {
  const { primary, secondary } = recipe.palette;
  const unit = Math.min(width, height);
  const dark = recipe.style !== "centred";
  const wordsColour = dark ? "#ffffff" : primary;
  return [
    ...logoPlaceholder(recipe, icon, width / 2, height * 0.36, unit * 0.34, wordsColour),
    field("company", "name", "company", "Company", { x: width / 2, y: height * 0.62, size: unit * 0.085 }, wordsColour, recipe.font),
    field("slogan", "slogan", null, "Your slogan here", { x: width / 2, y: height * 0.72, size: unit * 0.042 }, dark ? "#ffffff" : secondary, BODY),
    {
      id: "code",
      role: "qrcode",
      type: "qrcode",
      field: "code",
      name: "code",
      text: "https://www.example.com",
      color: dark ? "#ffffff" : primary,
      background: "none",
      size: unit * 0.2,
      x: width - unit * 0.16,
      y: height - unit * 0.16,
    },
  ];
}

/** The built-in card templates: a front and a back each, at the preset's size. */
export function builtinCardTemplates(icon: IconSource): BuiltinTemplate[] {
  return RECIPES.map((recipe) => {
    const preset = canvasPreset(recipe.portrait ? "business-card-portrait" : "business-card");
    if (!preset) throw new Error("business-card presets missing");
    const { width, height } = preset;
    const symbol = icon(recipe.icon);
    const page = (elements: Record<string, unknown>[], paper: string): DesignDocument =>
      parseDesignDocument({
        version: DESIGN_DOCUMENT_VERSION,
        kind: "card",
        width,
        height,
        background: { type: "solid", color: paper },
        layout: { aspect: recipe.portrait ? "vertical" : "horizontal" },
        elements,
      });
    return {
      key: recipe.key,
      name: recipe.name,
      kind: "bizcard",
      preset: preset.key,
      pro: recipe.pro,
      document: page(front(recipe, width, height, symbol), recipe.palette.paper),
      // A dark back is the main colour as the page's background, which a print PDF extends into the bleed.
      back: page(back(recipe, width, height, symbol), recipe.style === "centred" ? recipe.palette.paper : recipe.palette.primary),
    };
  });
}

/** The safe margin in px of a card preset, for the templates' own test. */
export const cardSafeMarginPx = (width: number, height: number): number => CARD_SAFE_MARGIN_MM * cardPxPerMm({ width, height });
