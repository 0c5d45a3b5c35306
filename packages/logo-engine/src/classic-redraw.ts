import { renderDesignSvg } from "@studio/design";
import { createAbstractMark, type AbstractMark } from "./abstract-mark.js";
import { CLASSIC_LAYOUT_NAMES, layoutSpec, type ClassicFamily, type ClassicLayout, type ContainerShape } from "./classic-layouts.data.js";
import { designHash, markKey, type ClassicDesign } from "./classic-page.js";
import type { LogoEngineDeps } from "./logo-brief.schema.js";
import { fallbacksFor, hasCjk, initialsOf, sloganFont } from "./logo-choices.js";
import { composeLogo } from "./logo-composer.js";
import type { MarkSpec } from "./logo-marks.js";
import { COLORWAYS, type Colorway, type LogoPlan } from "./logo-plan.js";
import { checkLogoQuality } from "./logo-quality.js";
import { drawnMonogram } from "./monogram-drawing.js";
import { paletteByName, type Palette } from "./palettes.data.js";
import { createRandom, hashString } from "./seeded-random.js";

export type RecipeAngle = 0 | 45 | 90 | "radial";
export type RecipeMark =
  | { kind: "icon"; key: string; paint: "fill" | "stroke" }
  | { kind: "letters" | "drawn"; text: string; from_name: boolean }
  | { kind: "abstract"; name: string; paths: AbstractMark["paths"]; aspect?: number | undefined }
  | { kind: "none" };

/** A classic design by its decisions (the contracts' classicRecipeSchema): what the edit panel posts back. */
export type ClassicRecipe = {
  layout: string;
  shape: string | null;
  palette: string;
  gradient_angle: RecipeAngle | null;
  colorway: string;
  font: string;
  slogan_font: string | null;
  mark: RecipeMark;
};

/** The edit panel's fields: name and slogan always, the rest only when the person changed them. */
export type ClassicEdits = { name: string; slogan: string; paletteId?: string; fontId?: string; iconKey?: string; family?: ClassicFamily };

const isLayout = (value: string): value is ClassicLayout => (CLASSIC_LAYOUT_NAMES as readonly string[]).includes(value);
const isColorway = (value: string): value is Colorway => (COLORWAYS as readonly string[]).includes(value);

function angleOf(palette: Palette): RecipeAngle | null {
  const background = palette.background;
  if (background.type !== "gradient") return null;
  if (background.kind === "radial") return "radial";
  return background.angle === 0 || background.angle === 45 || background.angle === 90 ? background.angle : null;
}

/** The gradient angle chosen in the colour picker, on palettes with a gradient ground (as the list applies it). */
export function paletteWithAngle(palette: Palette, angle: RecipeAngle | null | undefined): Palette {
  const background = palette.background;
  if (angle === undefined || angle === null || background.type !== "gradient") return palette;
  return { ...palette, background: angle === "radial" ? { ...background, kind: "radial" } : { ...background, kind: "linear", angle } };
}

/** The recipe of a design the list drew: enough to draw it again, and to draw it again with one thing changed. */
export function recipeOf(design: ClassicDesign): ClassicRecipe {
  const { plan } = design;
  const name = plan.name;
  const shape =
    plan.emblem ?? (plan.mark.kind === "icon" ? plan.mark.container : plan.mark.kind === "monogram" ? plan.mark.container : undefined) ?? design.shape;
  const drawnLetters = layoutSpec(design.layout).mark === "drawn-letters";
  const fromName = (text: string) => text.toUpperCase() === initialsOf(name).toUpperCase();
  const mark: RecipeMark =
    plan.mark.kind === "icon"
      ? { kind: "icon", key: plan.mark.icon.key, paint: plan.mark.paint }
      : plan.mark.kind === "monogram"
        ? { kind: "letters", text: plan.mark.initials, from_name: fromName(plan.mark.initials) }
        : plan.mark.kind === "abstract" && drawnLetters
          ? { kind: "drawn", text: letterText(plan, name), from_name: fromName(letterText(plan, name)) }
          : plan.mark.kind === "abstract"
            ? { kind: "abstract", name: plan.mark.mark.kind, paths: plan.mark.mark.paths, ...(plan.mark.mark.aspect ? { aspect: plan.mark.mark.aspect } : {}) }
            : { kind: "none" };
  return {
    layout: design.layout,
    shape: shape ?? null,
    palette: plan.palette.id,
    gradient_angle: angleOf(plan.palette),
    colorway: plan.nameColor,
    font: plan.fontId,
    slogan_font: plan.slogan ? plan.sloganFontId : null,
    mark,
  };
}

/** A drawn monogram keeps no letters in its plan: they are the name's initials unless the person typed others. */
function letterText(plan: LogoPlan, name: string): string {
  return plan.mark.kind === "monogram" ? plan.mark.initials : initialsOf(name);
}

/**
 * The layouts to try, best first: the recipe's own; with another family, the layouts of that family
 * using the mark the same way; a new symbol on a letters or name-only layout moves to the family's
 * symbol layout, since those layouts would not show it.
 */
function layoutsFor(current: ClassicLayout, edits: ClassicEdits): ClassicLayout[] {
  const spec = layoutSpec(current);
  const family = edits.family ?? spec.family;
  const wantsSymbol = edits.iconKey !== undefined && spec.mark !== "symbol" && spec.mark !== "contained-symbol";
  if (family === spec.family && !wantsSymbol) return [current];
  const use = wantsSymbol ? (spec.shapes ? "contained-symbol" : "symbol") : spec.mark;
  const inFamily = CLASSIC_LAYOUT_NAMES.filter((layout) => layoutSpec(layout).family === family && !("needsSlogan" in layoutSpec(layout)));
  const rank = (layout: ClassicLayout): number => {
    const mark = layoutSpec(layout).mark;
    if (mark === use) return 0;
    const symbolic = (value: string) => value === "symbol" || value === "contained-symbol";
    const lettered = (value: string) => value === "letters" || value === "drawn-letters";
    return (symbolic(mark) && symbolic(use)) || (lettered(mark) && lettered(use)) ? 1 : 2;
  };
  return [...inFamily].sort((a, b) => rank(a) - rank(b));
}

/** Plans the recipe's decisions on `layout`; undefined when an id is unknown or no font can draw the name. */
function planOn(
  layout: ClassicLayout,
  recipe: ClassicRecipe,
  edits: ClassicEdits,
  deps: LogoEngineDeps,
): { plan: LogoPlan; shape: ContainerShape | null } | undefined {
  const spec = layoutSpec(layout);
  const uppercase = !hasCjk(edits.name) && (spec.style === "emblem" || layout === "framed-wordmark");
  const name = uppercase ? edits.name.toUpperCase() : edits.name;
  const slogan = edits.slogan || undefined;
  const font = deps.fontCatalogue.find((candidate) => candidate.id === (edits.fontId ?? recipe.font));
  const fallbackFontIds = font ? fallbacksFor(deps.fonts, name, font.id) : undefined;
  if (!font || !fallbackFontIds) return undefined;
  const keptSloganFont = recipe.slogan_font && deps.fontCatalogue.some((candidate) => candidate.id === recipe.slogan_font) ? recipe.slogan_font : undefined;
  const sloganFontId = slogan ? (keptSloganFont ?? sloganFont(slogan, createRandom(hashString(slogan)))) : font.id;
  const sloganFallbackFontIds = slogan ? fallbacksFor(deps.fonts, slogan, sloganFontId) : [];
  if (!sloganFallbackFontIds) return undefined;
  const chosenPalette = edits.paletteId ? paletteByName(edits.paletteId) : undefined;
  if (edits.paletteId && !chosenPalette) return undefined;
  const base = chosenPalette ?? paletteByName(recipe.palette);
  if (!base || !isColorway(recipe.colorway)) return undefined;
  // A new colour option comes with its own ground; the recipe's angle belongs to its own palette.
  const palette = chosenPalette ? chosenPalette : paletteWithAngle(base, recipe.gradient_angle);
  const shapes = spec.shapes ?? [];
  const shape: ContainerShape | null = shapes.length === 0 ? null : (shapes.find((candidate) => candidate === recipe.shape) ?? shapes[0] ?? null);
  const letters =
    recipe.mark.kind === "letters" || recipe.mark.kind === "drawn"
      ? recipe.mark.from_name
        ? initialsOf(edits.name)
        : recipe.mark.text.toUpperCase()
      : initialsOf(edits.name);
  const letterFont = font.category === "script" ? "montserrat-700" : font.id;
  const letterFallbacks = fallbacksFor(deps.fonts, letters, letterFont) ?? [];
  const iconKey = edits.iconKey ?? (recipe.mark.kind === "icon" ? recipe.mark.key : undefined);
  const icon = iconKey ? deps.icons.get(iconKey) : undefined;
  if (iconKey && (!icon || icon.nodes.length === 0)) return undefined;
  const monogram: MarkSpec = { kind: "monogram", initials: letters, fontId: letterFont, fallbackFontIds: letterFallbacks, container: shape ?? "circle" };
  const seed = createRandom(hashString(`${recipe.layout}/${recipe.palette}/${letters}`));
  const mark: MarkSpec = (() => {
    switch (spec.mark) {
      case "none":
        return { kind: "none" };
      case "letters":
        return monogram;
      case "drawn-letters":
        return { kind: "abstract", mark: drawnMonogram(deps.fonts, letters, letterFont, letterFallbacks) };
      case "contained-symbol":
        return icon ? { kind: "icon", icon, paint: "fill", container: shape ?? "circle" } : monogram;
      case "symbol":
        if (icon) return { kind: "icon", icon, paint: recipe.mark.kind === "icon" ? recipe.mark.paint : "fill" };
        if (recipe.mark.kind === "abstract")
          return {
            kind: "abstract",
            mark: { kind: recipe.mark.name, paths: recipe.mark.paths, ...(recipe.mark.aspect ? { aspect: recipe.mark.aspect } : {}) },
          };
        return layout === "emblem" ? { kind: "none" } : { kind: "abstract", mark: createAbstractMark(seed, 0) };
    }
  })();
  const plan: LogoPlan = {
    style: spec.style,
    layout: spec.layout,
    name,
    ...(slogan ? { slogan } : {}),
    fontId: font.id,
    fallbackFontIds,
    sloganFontId,
    sloganFallbackFontIds,
    tracking: uppercase ? 0.08 : 0,
    palette,
    nameColor: recipe.colorway,
    mark,
    ...(spec.style === "emblem" || spec.variant === "name-plaque" ? { emblem: shape ?? "circle" } : {}),
    decoration: spec.decoration ?? "plain",
    ...(spec.variant ? { variant: spec.variant } : {}),
  };
  return { plan, shape };
}

/**
 * The edit side panel's Apply (spec 03 section 4): the same design with only the edited fields
 * changed. Everything the person did not touch (palette and its gradient, colourway, container
 * shape, symbol and its paint, fonts, abstract mark) is the recipe's; the layout is the recipe's
 * unless the family changed. Undefined when the recipe names something unknown or no candidate
 * layout passes the designer's quality rules.
 */
export function redrawClassicDesign(recipe: ClassicRecipe, edits: ClassicEdits, deps: LogoEngineDeps): ClassicDesign | undefined {
  if (!isLayout(recipe.layout)) return undefined;
  for (const layout of layoutsFor(recipe.layout, edits)) {
    const planned = planOn(layout, recipe, edits, deps);
    if (!planned) continue;
    const { plan } = planned;
    const document = composeLogo(plan, deps.fonts);
    if (checkLogoQuality(document, deps.fonts).length > 0) continue;
    const drawn = document.elements.find((element) => element.type === "shape" && element.role === "container");
    return {
      hash: designHash(plan),
      logKey: `${layout}/${plan.palette.id}/${plan.fontId}`,
      family: layoutSpec(layout).family,
      layout,
      shape: drawn?.type === "shape" && drawn.shape !== "paths" ? drawn.shape : null,
      paletteId: plan.palette.id,
      colorway: plan.nameColor,
      fontId: plan.fontId,
      mark: markKey(plan.mark),
      plan,
      document,
      svg: renderDesignSvg(document, deps.fonts),
    };
  }
  return undefined;
}
