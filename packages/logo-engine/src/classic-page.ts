import { renderDesignSvg, type DesignDocument, type FontProvider } from "@studio/design";
import { createAbstractMark } from "./abstract-mark.js";
import { drawnMonogram, type KnockoutShape, type MonogramTreatment } from "./monogram-drawing.js";
import { CLASSIC_LAYOUT_NAMES, layoutSpec, type ClassicFamily, type ClassicLayout, type ContainerShape } from "./classic-layouts.data.js";
import { fallbacksFor, fontCandidates, hasCjk, initialsOf, palettePool, sloganFont } from "./logo-choices.js";
import { LogoBriefSchema, type EngineIcon, type FontChoice, type LogoBriefInput, type LogoEngineDeps } from "./logo-brief.schema.js";
import { composeLogo } from "./logo-composer.js";
import type { MarkSpec } from "./logo-marks.js";
import { COLORWAYS, type Colorway, type LogoPlan } from "./logo-plan.js";
import { checkLogoQuality, type QualityIssue } from "./logo-quality.js";
import type { Palette } from "./palettes.data.js";
import { createRandom, hashString, type Random } from "./seeded-random.js";
import { bestReadingIcons } from "./icon-picks.js";

export const CLASSIC_PAGE_SIZE = 12;

export type ClassicPageRequest = {
  /** Name, slogan, industry or description, and a colour group / palette / colours as in `generateLogos`. */
  brief: LogoBriefInput;
  /** Page of the endless list, from 1. */
  page: number;
  /** Select hashes of the designs already shown on earlier pages: never shown again. */
  seenHashes?: readonly string[];
  /** Symbols the user picked (icon library keys), used before the designer's own search. */
  iconKeys?: readonly string[];
  /** Letters of a letter-based symbol (1 or 2), instead of the name's initials. */
  letters?: string;
  /** Fonts the user picked (catalogue ids); others are not used when given. */
  fontIds?: readonly string[];
  /** Only these families (spec 03: horizontal 1, vertical 2, square 3). */
  families?: readonly ClassicFamily[];
  /** The colour options the user chose, as palettes (a gradient pair with its angle included); else the brief's. */
  palettes?: readonly Palette[];
  /** Designs on the page: 12, or the spec's smaller sizes 4, 6, 8, 10. */
  pageSize?: number;
};

/** One design of a page: its select hash, family, layout, the plan and the drawn document. */
export type ClassicDesign = {
  hash: string;
  /** `layout/palette/font`: what the spec's `selectlog` keeps of a design. */
  logKey: string;
  family: ClassicFamily;
  layout: ClassicLayout;
  shape: ContainerShape | null;
  paletteId: string;
  colorway: Colorway;
  fontId: string;
  mark: string;
  plan: LogoPlan;
  document: DesignDocument;
  svg: string;
};

/** Sees the candidates the quality rules turned down (tests prove the composer keeps the rules by construction). */
export type ClassicPageObserver = { rejected(layout: ClassicLayout, issues: readonly QualityIssue[]): void };

const hex = (value: number): string => value.toString(16).padStart(8, "0");
/** 16 hex digits of the whole plan: the same design gives the same hash on any page. */
export const designHash = (plan: LogoPlan): string => {
  const text = JSON.stringify(plan);
  return hex(hashString(text)) + hex(hashString(`${text.length}:${text}`));
};

/** The mark of a design in a word (`icon:tabler:anchor/circle`, `monogram:HP/seal`, `abstract:petals`, `none`). */
export const markKey = (mark: MarkSpec): string =>
  mark.kind === "icon"
    ? `icon:${mark.icon.key}${mark.container ? `/${mark.container}` : ""}`
    : mark.kind === "abstract"
      ? `abstract:${mark.mark.kind}`
      : mark.kind === "monogram"
        ? `monogram:${mark.initials}/${mark.container}`
        : "none";

type PageContext = {
  name: string;
  slogan: string | undefined;
  icons: EngineIcon[];
  letters: string;
  palettes: Palette[];
  fonts: (layout: ClassicLayout, name: string, random: Random, used: ReadonlySet<string>) => FontChoice[];
};

const KNOCKOUT_SHAPES: readonly KnockoutShape[] = ["circle", "rounded-square", "hexagon", "diamond"];
const DRAWN_TREATMENTS: readonly MonogramTreatment[] = ["interlocked", "outline", "inline", "cut"];

/** Icons the user picked first, then the designer's own matches for the business. */
function iconsFor(request: ClassicPageRequest, about: string, name: string, deps: LogoEngineDeps): EngineIcon[] {
  const picked = (request.iconKeys ?? []).map((key) => deps.icons.get(key)).filter((icon): icon is EngineIcon => Boolean(icon && icon.nodes.length > 0));
  if (picked.length > 0) return picked;
  if (!about.trim()) return [];
  // The reading's first three icons: a page shows many symbol designs, and a reading's later icons
  // drift from the business (a baby clothes shop's fourth fashion icon is a shopping bag).
  return bestReadingIcons(deps.icons.search(about, { limit: 6, nameText: name }))
    .slice(0, 3)
    .map((match) => match.icon);
}

function markFor(
  fonts: FontProvider,
  layout: ClassicLayout,
  context: PageContext,
  random: Random,
  slot: number,
  shape: ContainerShape | null,
  font: string,
  fallbacks: string[],
): MarkSpec {
  const spec = layoutSpec(layout);
  const icon = context.icons.length > 0 ? context.icons[slot % context.icons.length] : undefined;
  const letters: MarkSpec = { kind: "monogram", initials: context.letters, fontId: font, fallbackFontIds: fallbacks, container: shape ?? "circle" };
  switch (spec.mark) {
    case "none":
      return { kind: "none" };
    case "letters": {
      // Half the lettermarks are cut from their shape (letters knocked out), so a page shows drawn monograms beside typed ones.
      const knockout = KNOCKOUT_SHAPES.find((candidate) => candidate === (shape ?? "circle"));
      if (knockout && random.next() < 0.5) return { kind: "abstract", mark: drawnMonogram(fonts, context.letters, font, fallbacks, "knockout", knockout) };
      return letters;
    }
    case "drawn-letters":
      return { kind: "abstract", mark: drawnMonogram(fonts, context.letters, font, fallbacks, random.pick(DRAWN_TREATMENTS)) };
    case "contained-symbol":
      return icon ? { kind: "icon", icon, paint: "fill", container: shape ?? "circle" } : letters;
    case "symbol":
      if (icon) return { kind: "icon", icon, paint: random.next() < 0.5 ? "fill" : "stroke" };
      return layout === "emblem" ? { kind: "none" } : { kind: "abstract", mark: createAbstractMark(random, slot) };
  }
}

/** Plans one design of a layout; undefined when no font can draw the name. */
function planFor(
  layout: ClassicLayout,
  context: PageContext,
  random: Random,
  slot: number,
  shape: ContainerShape | null,
  palette: Palette,
  usedFonts: Set<string>,
  deps: LogoEngineDeps,
): LogoPlan | undefined {
  const spec = layoutSpec(layout);
  const uppercase = !hasCjk(context.name) && (spec.style === "emblem" || layout === "framed-wordmark");
  const name = uppercase ? context.name.toUpperCase() : context.name;
  const font = context.fonts(layout, name, random, usedFonts).find((candidate) => fallbacksFor(deps.fonts, name, candidate.id) !== undefined);
  if (!font) return undefined;
  const fallbackFontIds = fallbacksFor(deps.fonts, name, font.id) ?? [];
  const sloganFontId = context.slogan ? sloganFont(context.slogan, random) : font.id;
  const sloganFallbackFontIds = context.slogan ? fallbacksFor(deps.fonts, context.slogan, sloganFontId) : [];
  if (!sloganFallbackFontIds) return undefined;
  // Scripts' capitals do not join into a monogram: letters take a sturdy face.
  const letterFont = font.category === "script" ? "montserrat-700" : font.id;
  const letterFallbacks = fallbacksFor(deps.fonts, context.letters, letterFont) ?? [];
  const mark = markFor(deps.fonts, layout, context, random, slot, shape, letterFont, letterFallbacks);
  const colorway: Colorway = COLORWAYS[random.int(COLORWAYS.length)] ?? "text";
  return {
    style: spec.style,
    layout: spec.layout,
    name,
    ...(context.slogan ? { slogan: context.slogan } : {}),
    fontId: font.id,
    fallbackFontIds,
    sloganFontId,
    sloganFallbackFontIds,
    tracking: uppercase ? 0.08 : 0,
    palette,
    nameColor: colorway,
    mark,
    ...(spec.style === "emblem" || spec.variant === "name-plaque" ? { emblem: shape ?? "circle" } : {}),
    decoration: spec.decoration ?? "plain",
    ...(spec.variant ? { variant: spec.variant } : {}),
  };
}

/**
 * One page of the classic list (spec 03 section 4): `pageSize` (12) designs that pass every
 * quality rule, none with a hash in `seenHashes`, and on the page no layout + palette twice.
 * Layouts rotate so a page shows as many arrangements as the brief allows (a slogan and a symbol
 * make all 14 possible), and container shapes rotate so emblems, plaques and lettermarks differ.
 * Pure and deterministic: the same request gives the same page.
 */
export function planClassicPage(request: ClassicPageRequest, deps: LogoEngineDeps, observer?: ClassicPageObserver): ClassicDesign[] {
  const brief = LogoBriefSchema.parse({ ...request.brief, count: CLASSIC_PAGE_SIZE });
  const page = Math.max(1, Math.floor(request.page));
  const { seed, count: _count, ...rest } = brief;
  const random = createRandom(hashString(JSON.stringify(rest)) ^ Math.imul(seed + page * 7919, 0x9e3779b1));
  const about = [brief.industry, brief.description].filter(Boolean).join(" ") || brief.name;
  const conceptIds = deps.icons.concepts(`${brief.name} ${about}`).map((match) => match.concept.id);
  const picked = (request.fontIds ?? []).map((id) => deps.fontCatalogue.find((font) => font.id === id)).filter((font): font is FontChoice => Boolean(font));
  const context: PageContext = {
    name: brief.name,
    slogan: brief.slogan || undefined,
    icons: iconsFor(request, about, brief.name, deps),
    letters: (request.letters?.trim() ? [...request.letters.trim()].slice(0, 2).join("") : initialsOf(brief.name)).toUpperCase(),
    palettes: request.palettes && request.palettes.length > 0 ? [...request.palettes] : palettePool(brief, conceptIds, random),
    fonts: (layout, name, rnd, used) =>
      picked.length > 0 ? rnd.shuffle(picked) : fontCandidates(layoutSpec(layout).style, name, deps.fontCatalogue, rnd, used),
  };
  const size = Math.min(CLASSIC_PAGE_SIZE, Math.max(1, Math.floor(request.pageSize ?? CLASSIC_PAGE_SIZE)));
  const seen = new Set(request.seenHashes ?? []);
  const families = request.families && request.families.length > 0 ? new Set(request.families) : undefined;
  const possible = CLASSIC_LAYOUT_NAMES.filter((layout) => {
    const spec = layoutSpec(layout);
    if (families && !families.has(spec.family)) return false;
    // A long slogan beside the name would shrink both; split layouts take short ones only.
    return !("needsSlogan" in spec && spec.needsSlogan) || (context.slogan !== undefined && [...context.slogan].length <= 28);
  });
  // Layouts with a container are tried first, so a page that cannot show every layout still shows
  // many shapes; the page is shuffled at the end so the list does not open with the containers.
  const contained = (layout: ClassicLayout): boolean => "shapes" in layoutSpec(layout);
  const layouts = [...random.shuffle(possible.filter(contained)), ...random.shuffle(possible.filter((layout) => !contained(layout)))];
  const designs: ClassicDesign[] = [];
  const usedFonts = new Set<string>();
  let shapeCursor = page * 3;
  const usedShapes = new Set<ContainerShape>();
  let paletteCursor = (page - 1) * CLASSIC_PAGE_SIZE;
  // Each round gives every layout one more chance; later rounds repeat layouts with another palette.
  for (let round = 0; round < 4 && designs.length < size; round += 1) {
    for (const [order, layout] of layouts.entries()) {
      if (designs.length >= size) break;
      if (round === 0 && designs.some((design) => design.layout === layout)) continue;
      const tried = new Set<ContainerShape>();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const spec = layoutSpec(layout);
        const shapes = "shapes" in spec ? spec.shapes : undefined;
        // A shape not yet on the page first, so emblems, plaques and lettermarks differ.
        const rotated = shapes ? [...shapes.slice(shapeCursor % shapes.length), ...shapes.slice(0, shapeCursor % shapes.length)] : [];
        const shape = shapes
          ? (rotated.find((candidate) => !usedShapes.has(candidate) && !tried.has(candidate)) ?? rotated[attempt % rotated.length] ?? null)
          : null;
        const palette = context.palettes[paletteCursor % context.palettes.length];
        if (!palette) return designs;
        paletteCursor += 1;
        if (designs.some((design) => design.layout === layout && design.paletteId === palette.id)) continue;
        const plan = planFor(layout, context, random, page * 31 + round * 7 + order + attempt, shape, palette, usedFonts, deps);
        if (!plan) continue;
        const hash = designHash(plan);
        if (seen.has(hash) || designs.some((design) => design.hash === hash)) continue;
        const document = composeLogo(plan, deps.fonts);
        const issues = checkLogoQuality(document, deps.fonts);
        if (issues.length > 0) {
          observer?.rejected(layout, issues);
          continue;
        }
        const drawn = document.elements.find((element) => element.type === "shape" && element.role === "container");
        // A wide name turns a round emblem into a plaque: when that shape is already on the page, try another.
        if (shape && drawn?.type === "shape" && drawn.shape !== shape && usedShapes.has(drawn.shape as ContainerShape) && attempt < 3) {
          tried.add(shape);
          continue;
        }
        if (shape) shapeCursor += 1;
        for (const element of document.elements)
          if (element.type === "shape" && element.role === "container" && element.shape !== "paths") usedShapes.add(element.shape);
        usedFonts.add(plan.fontId);
        designs.push({
          hash,
          logKey: `${layout}/${palette.id}/${plan.fontId}`,
          family: spec.family,
          layout,
          shape: drawn?.type === "shape" && drawn.shape !== "paths" ? drawn.shape : null,
          paletteId: palette.id,
          colorway: plan.nameColor,
          fontId: plan.fontId,
          mark: markKey(plan.mark),
          plan,
          document,
          svg: renderDesignSvg(document, deps.fonts),
        });
        break;
      }
    }
  }
  return random.shuffle(designs);
}
