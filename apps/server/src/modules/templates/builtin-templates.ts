import { canvasPreset, type CanvasPresetKey } from "@studio/domain";
import { DESIGN_DOCUMENT_VERSION, parseDesignDocument, type DesignDocument, type IconNode } from "@studio/design";
import type { TemplateKind } from "@studio/contracts";

/** A library icon's drawing (the server's icon library, classic-maker iconLibrary). */
export type IconSource = (key: string) => { set: string; id: string; nodes: readonly IconNode[] } | undefined;

/** `back`: a business card's back side (builtin-card-templates.ts). */
export type BuiltinTemplate = {
  key: string;
  name: string;
  kind: TemplateKind;
  preset: CanvasPresetKey;
  pro: boolean;
  document: DesignDocument;
  back?: DesignDocument;
};

type Palette = { primary: string; secondary: string; ink: string; paper: string };
type Layout = "centred" | "split" | "frame" | "corners";
type Recipe = { key: string; name: string; preset: CanvasPresetKey; layout: Layout; palette: Palette; icon: string; font: string; pro: boolean };

/** The Chinese face behind every Latin one, so a Chinese name draws (glyph-by-glyph fallback). */
const CJK = "noto-sans-sc-700";

/**
 * Twelve starting points over the social and poster presets (docs/templates.md): four layouts drawn
 * from the canvas size, each with the logo placeholder (role `logo`), the name and slogan texts and
 * accents in the name's and slogan's colours, which a user's colours replace. No pictures.
 */
const RECIPES: readonly Recipe[] = [
  {
    key: "ig-centred-sunrise",
    name: "Sunrise",
    preset: "instagram-post",
    layout: "centred",
    palette: { primary: "#e4572e", secondary: "#f3a712", ink: "#ffffff", paper: "#29335c" },
    icon: "lucide:sparkles",
    font: "montserrat-900",
    pro: false,
  },
  {
    key: "ig-frame-classic",
    name: "Classic frame",
    preset: "instagram-post",
    layout: "frame",
    palette: { primary: "#1b4332", secondary: "#74c69d", ink: "#1b4332", paper: "#f8f5ee" },
    icon: "lucide:leaf",
    font: "playfair-display-700",
    pro: false,
  },
  {
    key: "ig-corners-pop",
    name: "Pop corners",
    preset: "instagram-post",
    layout: "corners",
    palette: { primary: "#7b2cbf", secondary: "#ff6d00", ink: "#240046", paper: "#ffffff" },
    icon: "lucide:rocket",
    font: "poppins-600",
    pro: true,
  },
  {
    key: "poster-centred-night",
    name: "Night event",
    preset: "poster",
    layout: "centred",
    palette: { primary: "#00b4d8", secondary: "#90e0ef", ink: "#ffffff", paper: "#03045e" },
    icon: "lucide:star",
    font: "bebas-neue-400",
    pro: false,
  },
  {
    key: "poster-split-bold",
    name: "Bold split",
    preset: "poster",
    layout: "split",
    palette: { primary: "#d00000", secondary: "#ffba08", ink: "#111111", paper: "#fffdf7" },
    icon: "lucide:crown",
    font: "anton-400",
    pro: true,
  },
  {
    key: "tw-header-split",
    name: "Brand header",
    preset: "twitter-header",
    layout: "split",
    palette: { primary: "#1d3557", secondary: "#e63946", ink: "#1d3557", paper: "#f1faee" },
    icon: "lucide:heart",
    font: "dm-sans-700",
    pro: false,
  },
  {
    key: "tw-header-corners",
    name: "Playful header",
    preset: "twitter-header",
    layout: "corners",
    palette: { primary: "#2a9d8f", secondary: "#e9c46a", ink: "#264653", paper: "#ffffff" },
    icon: "lucide:coffee",
    font: "fredoka-600",
    pro: true,
  },
  {
    key: "tw-post-centred",
    name: "Announcement",
    preset: "twitter-post",
    layout: "centred",
    palette: { primary: "#ff006e", secondary: "#ffbe0b", ink: "#ffffff", paper: "#3a0ca3" },
    icon: "lucide:sparkles",
    font: "rubik-500",
    pro: false,
  },
  {
    key: "fb-cover-frame",
    name: "Elegant cover",
    preset: "facebook-cover",
    layout: "frame",
    palette: { primary: "#6d597a", secondary: "#b56576", ink: "#355070", paper: "#fdf6ec" },
    icon: "lucide:leaf",
    font: "lora-600",
    pro: false,
  },
  {
    key: "fb-post-split",
    name: "Feature post",
    preset: "facebook-post",
    layout: "split",
    palette: { primary: "#0077b6", secondary: "#00b4d8", ink: "#023e8a", paper: "#ffffff" },
    icon: "lucide:rocket",
    font: "work-sans-500",
    pro: false,
  },
  {
    key: "banner-corners",
    name: "Sale banner",
    preset: "banner",
    layout: "corners",
    palette: { primary: "#f72585", secondary: "#4cc9f0", ink: "#3a0ca3", paper: "#ffffff" },
    icon: "lucide:star",
    font: "righteous-400",
    pro: false,
  },
  {
    key: "square-frame-gold",
    name: "Gold seal",
    preset: "square",
    layout: "frame",
    palette: { primary: "#b08d57", secondary: "#d4af37", ink: "#2b2118", paper: "#fffaf0" },
    icon: "lucide:crown",
    font: "cormorant-garamond-600",
    pro: true,
  },
];

type Box = { width: number; height: number };

function text(id: string, role: "name" | "slogan", words: string, x: number, y: number, size: number, color: string, font: string) {
  return { id, role, type: "text", x, y, text: words, fontId: font, fallbackFontIds: [CJK], fontSize: Math.round(size), color };
}

function shape(id: string, kind: string, x: number, y: number, width: number, height: number, fields: Record<string, unknown>) {
  return { id, role: "decoration", type: "shape", shape: kind, x, y, width, height, ...fields };
}

/** The centred stack every layout ends with: symbol, name and slogan around (cx, cy) within `box`. */
function stack(recipe: Recipe, icon: ReturnType<IconSource>, cx: number, cy: number, box: Box, ink: string) {
  const unit = Math.min(box.width, box.height);
  const iconSize = unit * 0.28;
  const nameSize = Math.min(unit * (box.width > box.height * 1.5 ? 0.17 : 0.13), box.width / 7);
  const sloganSize = nameSize * 0.42;
  const top = cy - (iconSize + nameSize * 1.2 + sloganSize * 1.4) / 2;
  const elements: Record<string, unknown>[] = [];
  if (icon) {
    elements.push({
      id: "logo",
      role: "logo",
      type: "icon",
      set: icon.set,
      iconId: icon.id,
      viewBox: [0, 0, 24, 24],
      nodes: icon.nodes.map((node) => ({ tag: node.tag, attrs: { ...node.attrs } })),
      paint: "stroke",
      strokeWidth: 2,
      color: recipe.palette.primary,
      x: cx,
      y: top + iconSize / 2,
      width: iconSize,
      height: iconSize,
    });
  }
  elements.push(
    text("name", "name", "Your Brand", cx, top + iconSize + nameSize * 0.7, nameSize, ink === recipe.palette.ink ? recipe.palette.primary : ink, recipe.font),
  );
  elements.push(
    text("slogan", "slogan", "Your slogan here", cx, top + iconSize + nameSize * 1.2 + sloganSize, sloganSize, recipe.palette.secondary, "inter-600"),
  );
  return elements;
}

function layoutElements(recipe: Recipe, size: Box, icon: ReturnType<IconSource>): { background: Record<string, unknown>; elements: Record<string, unknown>[] } {
  const { width, height } = size;
  const { primary, secondary, paper } = recipe.palette;
  const unit = Math.min(width, height);
  switch (recipe.layout) {
    case "centred":
      return {
        background: { type: "gradient", kind: "linear", angle: 45, from: paper, to: "#000000" },
        elements: [
          shape("halo", "circle", width / 2, height / 2, unit * 0.8, unit * 0.8, { fill: "none", stroke: secondary, strokeWidth: unit * 0.012, opacity: 0.6 }),
          shape("bar-top", "rounded-square", width / 2, height * 0.08, width * 0.3, unit * 0.02, { fill: secondary }),
          shape("bar-bottom", "rounded-square", width / 2, height * 0.92, width * 0.3, unit * 0.02, { fill: primary }),
          ...stack(
            { ...recipe, palette: { ...recipe.palette, primary: primary } },
            icon,
            width / 2,
            height / 2,
            { width: width * 0.8, height: height * 0.8 },
            "#ffffff",
          ),
        ].map((element) =>
          element.id === "name" ? { ...element, color: primary, stroke: null, shadow: { blur: 5, x: 0, y: 4, color: "#000000", alpha: 0.3 } } : element,
        ),
      };
    case "split": {
      const wide = width >= height;
      const block = wide ? { x: width * 0.2, y: height / 2, width: width * 0.4, height } : { x: width / 2, y: height * 0.2, width, height: height * 0.4 };
      const rest = wide
        ? { cx: width * 0.7, cy: height / 2, box: { width: width * 0.6, height } }
        : { cx: width / 2, cy: height * 0.7, box: { width, height: height * 0.6 } };
      return {
        background: { type: "solid", color: paper },
        elements: [
          shape("block", "square", block.x, block.y, block.width, block.height, {
            gradient: { kind: "linear", angle: 90, from: primary, to: secondary },
            fill: primary,
          }),
          shape("dot", "circle", block.x, block.y, unit * 0.3, unit * 0.3, { fill: "#ffffff", opacity: 0.9 }),
          ...stack(recipe, icon, rest.cx, rest.cy, rest.box, recipe.palette.ink).map((element) =>
            element.id === "logo"
              ? { ...element, x: block.x, y: block.y, width: unit * 0.18, height: unit * 0.18 }
              : element.id === "name"
                ? { ...element, y: rest.cy - unit * 0.04 }
                : element.id === "slogan"
                  ? { ...element, y: rest.cy + unit * 0.08 }
                  : element,
          ),
        ],
      };
    }
    case "frame":
      return {
        background: { type: "solid", color: paper },
        elements: [
          shape("frame-outer", "square", width / 2, height / 2, width - unit * 0.08, height - unit * 0.08, {
            fill: "none",
            stroke: primary,
            strokeWidth: unit * 0.012,
          }),
          shape("frame-inner", "square", width / 2, height / 2, width - unit * 0.14, height - unit * 0.14, {
            fill: "none",
            stroke: secondary,
            strokeWidth: unit * 0.004,
          }),
          ...stack(recipe, icon, width / 2, height / 2, { width: width * 0.8, height: height * 0.8 }, recipe.palette.ink),
        ],
      };
    case "corners":
      return {
        background: { type: "gradient", kind: "radial", angle: 0, from: "#ffffff", to: paper },
        elements: [
          shape("corner-a", "circle", 0, 0, unit * 0.9, unit * 0.9, { fill: primary, opacity: 0.9 }),
          shape("corner-b", "circle", width, height, unit * 0.7, unit * 0.7, { fill: secondary, opacity: 0.9 }),
          shape("corner-c", "diamond", width * 0.88, height * 0.14, unit * 0.12, unit * 0.12, { fill: primary, opacity: 0.5 }),
          ...stack(recipe, icon, width / 2, height / 2, { width: width * 0.6, height: height * 0.7 }, recipe.palette.ink),
        ],
      };
  }
}

/** The built-in templates, drawn for their presets' sizes; `icon` gives the placeholder symbol's drawing. */
export function builtinTemplates(icon: IconSource): BuiltinTemplate[] {
  return RECIPES.map((recipe) => {
    const preset = canvasPreset(recipe.preset);
    if (!preset) throw new Error(`unknown preset ${recipe.preset}`);
    const { background, elements } = layoutElements(recipe, preset, icon(recipe.icon));
    const document = parseDesignDocument({
      version: DESIGN_DOCUMENT_VERSION,
      kind: "poster",
      width: preset.width,
      height: preset.height,
      background,
      layout: { aspect: preset.width > preset.height ? "horizontal" : preset.width < preset.height ? "vertical" : "square" },
      elements,
    });
    return { key: recipe.key, name: recipe.name, kind: preset.kind, preset: recipe.preset, pro: recipe.pro, document };
  });
}
